import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { properties, users, wishlistEntries } from '../../db/schema';
import { agentJoin, agents, propertyColumns, type PropertyRow } from '../properties/view';

export interface WishlistRow extends PropertyRow {
  entryId: string;
  ownerId: string;
  ownerEmail: string;
}

/** An entry with its property joined live, so the wishlist shows the listing as it is now. */
function selectEntries(db: Database) {
  return db
    .select({
      ...propertyColumns,
      entryId: wishlistEntries.id,
      ownerId: wishlistEntries.userId,
      ownerEmail: users.email,
    })
    .from(wishlistEntries)
    .innerJoin(properties, eq(properties.id, wishlistEntries.propertyId))
    .leftJoin(agents, agentJoin)
    .innerJoin(users, eq(users.id, wishlistEntries.userId));
}

export async function listUserEntries(db: Database, email: string): Promise<WishlistRow[]> {
  return (await selectEntries(db)
    .where(eq(users.email, email))
    .orderBy(desc(wishlistEntries.createdAt), desc(wishlistEntries.id))) as WishlistRow[];
}

export async function findEntry(db: Database, id: string): Promise<WishlistRow | undefined> {
  const [row] = await selectEntries(db).where(eq(wishlistEntries.id, id)).limit(1);
  return row as WishlistRow | undefined;
}

/** Inserts an entry; undefined when the user already has this property (the unique index decides). */
export async function insertEntry(
  db: Database,
  userId: string,
  propertyId: string,
): Promise<string | undefined> {
  const [row] = await db
    .insert(wishlistEntries)
    .values({ userId, propertyId })
    .onConflictDoNothing()
    .returning({ id: wishlistEntries.id });
  return row?.id;
}

export async function deleteOwnEntry(db: Database, id: string, userId: string): Promise<number> {
  const rows = await db
    .delete(wishlistEntries)
    .where(and(eq(wishlistEntries.id, id), eq(wishlistEntries.userId, userId)))
    .returning({ id: wishlistEntries.id });
  return rows.length;
}
