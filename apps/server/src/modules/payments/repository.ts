import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  advertisements,
  offers,
  paymentIntents,
  processedWebhookEvents,
  properties,
  sales,
  users,
  wishlistEntries,
} from '../../db/schema';
import { conflict } from '../../lib/errors';
import { paymentMessages } from '@elite/shared';

export interface RecordedSale {
  saleId: string;
  /** false when this payment's sale was already recorded (a repeat, or the webhook won). */
  created: boolean;
}

/**
 * Records the sale of an accepted offer paid by `transactionId` (`amountPaidCents` on the card:
 * the offered price, or a reservation deposit above the card cap), all in the caller's
 * transaction: the sale, the offer bought, the property sold, the buyer's wishlist entry
 * removed and every other open offer rejected. The offer and property rows are locked, so
 * the browser, the webhook and repeats run one after another and only the first writes.
 */
export async function recordSale(
  tx: Tx,
  offerId: string,
  transactionId: string,
  amountPaidCents: number,
): Promise<RecordedSale> {
  const [offer] = await tx.select().from(offers).where(eq(offers.id, offerId)).for('update');
  if (!offer) throw conflict(paymentMessages.offerNotPayable);
  if (offer.status === 'bought') {
    if (offer.transactionId !== transactionId) throw conflict(paymentMessages.alreadySold);
    const [sale] = await tx.select({ id: sales.id }).from(sales).where(eq(sales.offerId, offerId));
    if (!sale) throw conflict(paymentMessages.alreadySold);
    return { saleId: sale.id, created: false };
  }
  if (offer.status !== 'accepted') throw conflict(paymentMessages.offerNotPayable);

  const [property] = await tx
    .select()
    .from(properties)
    .where(eq(properties.id, offer.propertyId))
    .for('update');
  if (!property || property.deletedAt || property.status !== 'verified') {
    throw conflict(paymentMessages.alreadySold);
  }
  const [buyer] = await tx.select().from(users).where(eq(users.id, offer.buyerId));
  const [agent] = property.agentId
    ? await tx.select().from(users).where(eq(users.id, property.agentId))
    : [];
  if (!buyer) throw conflict(paymentMessages.offerNotPayable);

  const [sale] = await tx
    .insert(sales)
    .values({
      offerId,
      propertyId: property.id,
      buyerId: buyer.id,
      agentId: property.agentId,
      transactionId,
      price: offer.offeredPrice,
      amountPaid: amountPaidCents / 100,
      propertyTitle: property.title,
      location: property.location,
      propertyImage: property.image,
      agentName: agent?.name ?? 'Former agent',
      agentEmail: agent?.email ?? '',
      buyerName: buyer.name,
      buyerEmail: buyer.email,
    })
    .returning({ id: sales.id });
  await tx
    .update(offers)
    .set({ status: 'bought', transactionId, updatedAt: sql`now()` })
    .where(eq(offers.id, offerId));
  await tx
    .update(properties)
    .set({ status: 'sold', updatedAt: sql`now()` })
    .where(eq(properties.id, property.id));
  await tx
    .delete(wishlistEntries)
    .where(and(eq(wishlistEntries.userId, buyer.id), eq(wishlistEntries.propertyId, property.id)));
  await tx
    .update(offers)
    .set({ status: 'rejected', updatedAt: sql`now()` })
    .where(
      and(
        eq(offers.propertyId, property.id),
        ne(offers.id, offerId),
        inArray(offers.status, ['pending', 'accepted']),
      ),
    );
  await tx.delete(advertisements).where(eq(advertisements.propertyId, property.id));
  return { saleId: sale!.id, created: true };
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
