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

/**
 * Sum of the agent's sale prices, and for a let (CONTRACT.md section 12) of what was paid (its
 * holding deposit), summed as numeric by the database; 0 without sales.
 */
export async function totalSold(db: Database, agentEmail: string): Promise<number> {
  const counted = sql`case when ${sales.listingType} = 'rent' then ${sales.amountPaid} else ${sales.price} end`;
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${counted}), 0)`.mapWith(Number) })
    .from(sales)
    .innerJoin(users, eq(users.id, sales.agentId))
    .where(eq(users.email, agentEmail));
  return row?.total ?? 0;
}
