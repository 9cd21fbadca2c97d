import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agencies, users } from '../../db/schema';

/**
 * The agents' and agencies' public pages for the sitemap (CONTRACT.md section 14): every agent
 * buyers may see (an agent's account not marked as fraud), then every agency, in id order.
 */
export async function* profilePaths(db: Database): AsyncGenerator<string> {
  const agents = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'agent'), eq(users.status, 'Verified')))
    .orderBy(asc(users.id));
  for (const { id } of agents) yield `/agents/${id}`;
  const rows = await db.select({ id: agencies.id }).from(agencies).orderBy(asc(agencies.id));
  for (const { id } of rows) yield `/agencies/${id}`;
}
