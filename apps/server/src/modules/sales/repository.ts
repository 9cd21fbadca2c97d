import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sales, users } from '../../db/schema';

export type SaleRow = typeof sales.$inferSelect;

/** The agent's sales, as recorded at the time of sale (the snapshot columns never change). */
export async function listAgentSales(db: Database, agentEmail: string): Promise<SaleRow[]> {
  const rows = await db
    .select({ sale: sales })
    .from(sales)
    .innerJoin(users, eq(users.id, sales.agentId))
    .where(eq(users.email, agentEmail))
    .orderBy(desc(sales.soldAt), desc(sales.id));
  return rows.map((row) => row.sale);
}

/** Sum of the agent's sale prices, summed as numeric by the database; 0 without sales. */
export async function totalSold(db: Database, agentEmail: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${sales.price}), 0)`.mapWith(Number) })
    .from(sales)
    .innerJoin(users, eq(users.id, sales.agentId))
    .where(eq(users.email, agentEmail));
  return row?.total ?? 0;
}
