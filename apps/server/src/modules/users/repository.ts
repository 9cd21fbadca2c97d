import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { UserRole } from '@elite/shared';
import type { Database, Tx } from '../../db/client';
import { offers, properties, sales, users } from '../../db/schema';
import { FORMER_AGENT, FORMER_BUYER } from '../properties/view';

export function listUsers(db: Database) {
  return db.select().from(users).orderBy(asc(users.createdAt), asc(users.email));
}

export async function findUserRule(db: Database, where: { id: string } | { email: string }) {
  const [row] = await db
    .select({ id: users.id, role: users.role, status: users.status })
    .from(users)
    .where('id' in where ? eq(users.id, where.id) : eq(users.email, where.email))
    .limit(1);
  return row;
}

/**
 * Changes the role of a non-admin, in one conditional UPDATE so that a concurrent fraud
 * marking cannot slip a fraud account into the admins. An account that already has the
 * role is not modified.
 */
export async function changeRole(
  db: Database,
  id: string,
  role: 'admin' | 'agent',
): Promise<number> {
  const rows = await db
    .update(users)
    .set({ role })
    .where(
      and(
        eq(users.id, id),
        ne(users.role, 'admin'),
        ne(users.role, role),
        role === 'admin' ? ne(users.status, 'fraud') : undefined,
      ),
    )
    .returning({ id: users.id });
  return rows.length;
}

/** Marks an agent as fraud, once. Returns the id of the account marked, if any. */
export async function markAgentFraud(db: Database, email: string): Promise<string | undefined> {
  const [row] = await db
    .update(users)
    .set({ status: 'fraud' })
    .where(and(eq(users.email, email), eq(users.role, 'agent'), ne(users.status, 'fraud')))
    .returning({ id: users.id });
  return row?.id;
}

/**
 * Locks an account for its deletion, in the order a sale takes its locks (property, offer,
 * then the accounts it references), so a sale completing at the same time waits instead of
 * deadlocking: the agent's unsold live listings, the account's offers as a buyer, then the
 * account. Undefined when there is no such account.
 */
export async function lockAccountForDeletion(
  tx: Tx,
  id: string,
): Promise<{ role: UserRole; email: string; unsoldListingIds: string[] } | undefined> {
  const listings = await tx
    .select({ id: properties.id })
    .from(properties)
    .where(
      and(eq(properties.agentId, id), isNull(properties.deletedAt), ne(properties.status, 'sold')),
    )
    .for('update');
  await tx.select({ id: offers.id }).from(offers).where(eq(offers.buyerId, id)).for('update');
  const [user] = await tx
    .select({ role: users.role, email: users.email })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  return user && { ...user, unsoldListingIds: listings.map((p) => p.id) };
}

/**
 * The sales stay for the other party's records, without the departing person's name or e-mail
 * (the sale's copies of them, which outlive the account).
 */
export async function removeNameFromSales(tx: Tx, id: string): Promise<void> {
  await tx
    .update(sales)
    .set({ buyerName: FORMER_BUYER, buyerEmail: '' })
    .where(eq(sales.buyerId, id));
  await tx
    .update(sales)
    .set({ agentName: FORMER_AGENT, agentEmail: '' })
    .where(eq(sales.agentId, id));
}

/** Deletes the account; its sessions, wishlist entries, reviews and offers go by cascade. */
export async function deleteAccount(tx: Tx, id: string): Promise<void> {
  await tx.delete(users).where(eq(users.id, id));
}
