import { eq } from 'drizzle-orm';
import type { AgentNoticeKind } from '@elite/shared';
import type { Database } from '../../db/client';
import { notifications, properties } from '../../db/schema';

/** The listing's agent (null when the agent's account is gone). */
export async function findListingAgent(db: Database, propertyId: string) {
  const [listing] = await db
    .select({ agentId: properties.agentId })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return listing?.agentId ?? null;
}

/** An agent's notice: no saved search, event or price; queued with its e-mail, never digested. */
export async function insertNotice(
  db: Database,
  row: { userId: string; kind: AgentNoticeKind; propertyId: string | null },
): Promise<string | undefined> {
  const [inserted] = await db
    .insert(notifications)
    .values({ ...row, delivery: 'instant' })
    .returning({ id: notifications.id });
  return inserted?.id;
}
