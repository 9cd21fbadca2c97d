import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import {
  advertisements,
  offers,
  paymentIntents,
  priceHistory,
  processedWebhookEvents,
  properties,
  sales,
  users,
  viewings,
  wishlistEntries,
} from '../../db/schema';
import { agentJoin, agents, isPubliclyShown } from '../properties/view';

/** Locks an offer for the rest of the caller's transaction. */
export async function lockOffer(tx: Tx, id: string) {
  const [offer] = await tx.select().from(offers).where(eq(offers.id, id)).for('update');
  return offer;
}

/** Locks a property (deleted or not) for the rest of the caller's transaction. */
export async function lockProperty(tx: Tx, id: string) {
  const [property] = await tx.select().from(properties).where(eq(properties.id, id)).for('update');
  return property;
}

export async function findUser(tx: Tx, id: string) {
  const [user] = await tx.select().from(users).where(eq(users.id, id));
  return user;
}

/** The id of the sale recorded for an offer, if any. */
export async function findSaleId(tx: Tx, offerId: string): Promise<string | undefined> {
  const [sale] = await tx.select({ id: sales.id }).from(sales).where(eq(sales.offerId, offerId));
  return sale?.id;
}

/**
 * Writes a sale: the sale row (with copies of the display fields), the offer bought, the
 * property sold, the buyer's wishlist entry removed, every other open offer on the property
 * rejected (their ids are returned), its advertisement gone and its upcoming viewings cancelled
 * (their ids are returned).
 */
export async function insertSale(
  tx: Tx,
  sale: typeof sales.$inferInsert & { offerId: string; propertyId: string; buyerId: string },
): Promise<{ saleId: string; rejectedOfferIds: string[]; cancelledViewingIds: string[] }> {
  const [row] = await tx.insert(sales).values(sale).returning({ id: sales.id });
  const { offerId, propertyId, buyerId, transactionId } = sale;
  await tx
    .update(offers)
    .set({ status: 'bought', transactionId, updatedAt: sql`now()` })
    .where(eq(offers.id, offerId));
  await tx
    .update(properties)
    .set({ status: 'sold', updatedAt: sql`now()` })
    .where(eq(properties.id, propertyId));
  // The listing's price history ends with its sold price.
  await tx
    .insert(priceHistory)
    .values({ propertyId, event: 'sold', min: sale.price, max: sale.price });
  await tx
    .delete(wishlistEntries)
    .where(and(eq(wishlistEntries.userId, buyerId), eq(wishlistEntries.propertyId, propertyId)));
  const rejected = await tx
    .update(offers)
    .set({ status: 'rejected', updatedAt: sql`now()` })
    .where(
      and(
        eq(offers.propertyId, propertyId),
        ne(offers.id, offerId),
        inArray(offers.status, ['pending', 'accepted']),
      ),
    )
    .returning({ id: offers.id });
  await tx.delete(advertisements).where(eq(advertisements.propertyId, propertyId));
  // A sold home is not shown any more: its upcoming viewings, asked for or confirmed, are off.
  const closed = await tx
    .update(viewings)
    .set({ status: 'cancelled', updatedAt: sql`now()` })
    .where(
      and(
        eq(viewings.propertyId, propertyId),
        inArray(viewings.status, ['requested', 'confirmed']),
        gt(viewings.startAt, sql`now()`),
      ),
    )
    .returning({ id: viewings.id });
  return {
    saleId: row!.id,
    rejectedOfferIds: rejected.map((offer) => offer.id),
    cancelledViewingIds: closed.map((viewing) => viewing.id),
  };
}

/** Locks a sandbox intent by its client secret for confirmation. */
export async function lockSandboxIntent(tx: Tx, clientSecret: string) {
  const [row] = await tx
    .select()
    .from(paymentIntents)
    .where(eq(paymentIntents.clientSecret, clientSecret))
    .for('update');
  return row;
}

export async function markSandboxIntent(
  tx: Tx,
  id: string,
  values: { status?: 'succeeded'; lastError?: string | null },
) {
  await tx
    .update(paymentIntents)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(paymentIntents.id, id));
}

/** true the first time an event id is seen; false for a redelivery. */
export async function claimWebhookEvent(tx: Tx, id: string, type: string): Promise<boolean> {
  const rows = await tx
    .insert(processedWebhookEvents)
    .values({ id, type })
    .onConflictDoNothing()
    .returning({ id: processedWebhookEvents.id });
  return rows.length > 0;
}

export async function removeWishlistEntry(tx: Tx, userId: string, propertyId: string) {
  const rows = await tx
    .delete(wishlistEntries)
    .where(and(eq(wishlistEntries.userId, userId), eq(wishlistEntries.propertyId, propertyId)))
    .returning({ id: wishlistEntries.id });
  return rows.length;
}

/** Whether the public may see the listing (properties/view's rule): only such a listing is paid for. */
export async function isListingPublic(db: Database, propertyId: string): Promise<boolean> {
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .leftJoin(agents, agentJoin)
    .where(and(eq(properties.id, propertyId), isPubliclyShown))
    .limit(1);
  return rows.length > 0;
}
