import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { advertisements, offers, properties, users, wishlistEntries } from '../../db/schema';

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

export type DeleteOutcome = 'deleted' | 'not-found' | 'admin';

/**
 * Deletes a non-admin account in one transaction, leaving nothing dangling:
 * - the agent's unsold live listings are retired like a deleted property (soft delete;
 *   their wishlist entries and advertisements go; their open offers are rejected);
 *   sold listings and sale records stay (sales keep copies of the display fields);
 * - the account's sessions, wishlist entries, reviews and offers go with it (foreign keys
 *   cascade), so its tokens stop working at once.
 */
export async function deleteUser(db: Database, id: string): Promise<DeleteOutcome> {
  return db.transaction(async (tx) => {
    // Locks in the order a sale takes them (property, offer, then the accounts it
    // references), so a sale completing at the same time waits instead of deadlocking.
    const listings = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(
        and(
          eq(properties.agentId, id),
          isNull(properties.deletedAt),
          ne(properties.status, 'sold'),
        ),
      )
      .for('update');
    await tx.select({ id: offers.id }).from(offers).where(eq(offers.buyerId, id)).for('update');
    const [user] = await tx
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, id))
      .for('update');
    if (!user) return 'not-found';
    if (user.role === 'admin') return 'admin';

    const ids = listings.map((p) => p.id);
    if (ids.length > 0) {
      await tx
        .update(properties)
        .set({ deletedAt: sql`now()` })
        .where(inArray(properties.id, ids));
      await tx.delete(wishlistEntries).where(inArray(wishlistEntries.propertyId, ids));
      await tx.delete(advertisements).where(inArray(advertisements.propertyId, ids));
      await tx
        .update(offers)
        .set({ status: 'rejected', updatedAt: sql`now()` })
        .where(
          and(inArray(offers.propertyId, ids), inArray(offers.status, ['pending', 'accepted'])),
        );
    }

    await tx.delete(users).where(eq(users.id, id));
    return 'deleted';
  });
}
