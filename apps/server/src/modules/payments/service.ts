import { messages, paymentMessages, toCents } from '@elite/shared';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Database, Tx } from '../../db/client';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/errors';
import type { PublicChanges } from '../../lib/public-changes';
import type { AuthUser } from '../identity/service';
import type { Notifier } from '../mail/notifier';
import { findOffer, type OfferRow } from '../offers/repository';
import { offerCharge, type ChargeRules } from '../offers/service';
import { callOffOpenHousesOfSold } from '../open-houses/service';
import type { PaymentProcessor } from './processor';
import * as repo from './repository';
import { judgeCard, type CardInput } from './sandbox-cards';
import { toProcessorIntent, type StripeProcessor } from './stripe-processor';

async function buyersOffer(db: Database, buyer: AuthUser, offerId: string): Promise<OfferRow> {
  const offer = await findOffer(db, offerId);
  if (!offer) throw notFound('Offer not found');
  if (offer.buyerId !== buyer.id) throw forbidden(messages.forbidden);
  return offer;
}

/**
 * The card's amount for an offer, in cents: its price, or the reservation deposit above the cap;
 * for an application, the holding deposit (CONTRACT.md section 12).
 */
function amountDueCents(offer: OfferRow, rules: ChargeRules): number {
  return offerCharge(offer, rules).amountDueCents;
}

/** The offer's listing is not one the public may see: it cannot be paid for or sold. */
class ListingWithdrawn extends HttpError {
  constructor() {
    super(409, paymentMessages.listingWithdrawn);
  }
}

/** Refuses an offer whose listing the public may not see, before any card is charged. */
async function assertListingPayable(db: Database, offer: OfferRow): Promise<void> {
  if (!(await repo.isListingPublic(db, offer.propertyId))) throw new ListingWithdrawn();
}

interface RecordedSale {
  saleId: string;
  /** The listing sold: a public change, said once the transaction has committed. */
  propertyId: string;
  /** false when this payment's sale was already recorded (a repeat, or the webhook won). */
  created: boolean;
}

/**
 * Records the sale of an accepted offer paid by `transactionId` (`amountPaidCents` on the card:
 * the offered price, or a reservation deposit above the card cap), all in the caller's
 * transaction: the sale, the offer bought, the property sold, the buyer's wishlist entry
 * removed and every other open offer rejected. The offer and property rows are locked, so
 * the browser, the webhook and repeats run one after another and only the first writes. The
 * buyer's and the agent's e-mails are queued with the sale, and the e-mails of the buyers
 * whose offers it rejects.
 */
async function recordSale(
  tx: Tx,
  notifier: Notifier,
  offerId: string,
  transactionId: string,
  amountPaidCents: number,
): Promise<RecordedSale> {
  const offer = await repo.lockOffer(tx, offerId);
  if (!offer) throw conflict(paymentMessages.offerNotPayable);
  if (offer.status === 'bought') {
    if (offer.transactionId !== transactionId) throw conflict(paymentMessages.alreadySold);
    const saleId = await repo.findSaleId(tx, offerId);
    if (!saleId) throw conflict(paymentMessages.alreadySold);
    return { saleId, propertyId: offer.propertyId, created: false };
  }
  if (offer.status !== 'accepted') throw conflict(paymentMessages.offerNotPayable);

  const property = await repo.lockProperty(tx, offer.propertyId);
  if (property?.status === 'sold' && !property.deletedAt) {
    throw conflict(paymentMessages.alreadySold);
  }
  const agent = property?.agentId ? await repo.findUser(tx, property.agentId) : undefined;
  // A listing the public may not see (withdrawn, deleted, its agent marked as fraud) is never
  // sold, whenever its offer was accepted (docs/decisions/045).
  if (
    !property ||
    property.deletedAt ||
    property.status !== 'verified' ||
    agent?.status === 'fraud'
  ) {
    throw new ListingWithdrawn();
  }
  const buyer = await repo.findUser(tx, offer.buyerId);
  if (!buyer) throw conflict(paymentMessages.offerNotPayable);

  const { saleId, rejectedOfferIds, cancelledViewingIds } = await repo.insertSale(tx, {
    offerId,
    propertyId: property.id,
    buyerId: buyer.id,
    agentId: property.agentId,
    transactionId,
    price: offer.offeredPrice,
    amountPaid: amountPaidCents / 100,
    // A let (CONTRACT.md section 12): the rent, what the holding deposit paid, the let's terms.
    listingType: offer.rentPeriod === null ? 'sale' : 'rent',
    rentPeriod: offer.rentPeriod,
    moveIn: offer.moveIn,
    termMonths: offer.termMonths,
    propertyTitle: property.title,
    location: property.location,
    propertyImage: property.image,
    agentName: agent?.name ?? 'Former agent',
    agentEmail: agent?.email ?? '',
    buyerName: buyer.name,
    buyerEmail: buyer.email,
  });
  await notifier.sale(tx, { saleId });
  for (const rejected of rejectedOfferIds) {
    await notifier.offer(tx, { offerId: rejected, event: 'rejected' });
  }
  for (const viewingId of cancelledViewingIds) {
    await notifier.viewing(tx, { viewingId, event: 'sold' });
  }
  await callOffOpenHousesOfSold(tx, notifier, property.id);
  return { saleId, propertyId: property.id, created: true };
}

/**
 * Only the buyer of an accepted offer may pay, and always the amount due for the offer's own
 * price; a `price`, if sent, must be that offered price.
 */
export async function createPaymentIntent(
  db: Database,
  processor: PaymentProcessor,
  buyer: AuthUser,
  offerId: string,
  price: number | undefined,
  rules: ChargeRules,
) {
  const offer = await buyersOffer(db, buyer, offerId);
  if (offer.offerStatus === 'bought') throw conflict(paymentMessages.alreadyPaid);
  if (offer.offerStatus !== 'accepted') throw conflict(paymentMessages.offerNotPayable);
  if (price !== undefined && toCents(price) !== toCents(Number(offer.offeredPrice))) {
    throw badRequest(paymentMessages.priceMismatch);
  }
  await assertListingPayable(db, offer);
  const amountCents = amountDueCents(offer, rules);
  const intent = await processor.createIntent({
    offerId,
    amountCents,
    idempotencyKey: `offer-${offerId}-${amountCents}`,
  });
  return { clientSecret: intent.clientSecret };
}

/**
 * The browser's report of a payment. The processor, not the browser, says whether that
 * payment succeeded, for this offer and its amount; only then is the sale recorded.
 */
export async function recordPaidSale(
  db: Database,
  notifier: Notifier,
  processor: PaymentProcessor,
  buyer: AuthUser,
  offerId: string,
  transactionId: string,
  rules: ChargeRules,
  changes?: PublicChanges,
) {
  const offer = await buyersOffer(db, buyer, offerId);
  const intent = await processor.retrieveIntent(transactionId);
  const amountCents = amountDueCents(offer, rules);
  const paid =
    intent !== undefined &&
    intent.status === 'succeeded' &&
    intent.offerId === offerId &&
    intent.amountCents === amountCents;
  if (!paid) throw conflict(paymentMessages.paymentNotVerified);
  try {
    const sale = await db.transaction((tx) =>
      recordSale(tx, notifier, offerId, transactionId, amountCents),
    );
    if (sale.created) await changes?.publish({ kind: 'listing', id: sale.propertyId });
    return sale;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    // The card was charged for a sale the rules refuse: the money goes back.
    await processor.refund(transactionId);
    if (error instanceof ListingWithdrawn) {
      throw conflict(paymentMessages.listingWithdrawnRefunded);
    }
    throw error;
  }
}

type SandboxOutcome =
  | { ok: true; intent: { id: string; status: 'succeeded'; amount: number } }
  | { ok: false; message: string };

/**
 * Sandbox card confirmation, as Stripe's test mode would respond. A successful charge
 * records the sale in the same transaction (as Stripe's webhook would), so the money and
 * the sale cannot part ways.
 */
export async function confirmSandboxPayment(
  db: Database,
  notifier: Notifier,
  buyer: AuthUser,
  clientSecret: string,
  card: CardInput,
  rules: ChargeRules,
  changes?: PublicChanges,
): Promise<SandboxOutcome> {
  let sold: RecordedSale | undefined;
  const result = await db.transaction(async (tx): Promise<SandboxOutcome> => {
    const intent = await repo.lockSandboxIntent(tx, clientSecret);
    if (!intent) throw notFound('Payment not found');
    const [offer] = await Promise.all([findOffer(tx, intent.offerId)]);
    if (!offer || offer.buyerId !== buyer.id) throw forbidden(messages.forbidden);
    const succeeded = {
      id: intent.id,
      status: 'succeeded' as const,
      amount: Number(intent.amountCents),
    };
    if (intent.status === 'succeeded') return { ok: true, intent: succeeded };
    if (offer.offerStatus === 'accepted') await assertListingPayable(tx, offer);

    const decline = judgeCard(card);
    if (decline) {
      await repo.markSandboxIntent(tx, intent.id, { lastError: decline });
      return { ok: false, message: decline };
    }
    if (offer.offerStatus !== 'accepted') throw conflict(paymentMessages.offerNotPayable);
    // An intent made before RESERVATION_DEPOSIT_PERCENT changed would charge the old amount.
    const amountCents = amountDueCents(offer, rules);
    if (Number(intent.amountCents) !== amountCents)
      throw conflict(paymentMessages.amountDueChanged);
    await repo.markSandboxIntent(tx, intent.id, { status: 'succeeded', lastError: null });
    sold = await recordSale(tx, notifier, intent.offerId, intent.id, amountCents);
    return { ok: true, intent: succeeded };
  });
  if (sold?.created) await changes?.publish({ kind: 'listing', id: sold.propertyId });
  return result;
}

/** SPEC.md's follow-up call: reports what is recorded, never sets a status itself. */
export async function confirmRecordedSale(
  db: Database,
  buyer: AuthUser,
  offerId: string,
  transactionId: string | undefined,
) {
  const offer = await buyersOffer(db, buyer, offerId);
  const recorded =
    offer.offerStatus === 'bought' &&
    (transactionId === undefined || offer.transactionId === transactionId);
  if (!recorded) throw conflict(paymentMessages.noSaleRecorded);
  return { modifiedCount: 0 };
}

/** SPEC.md's clean-up call: removes the caller's own wishlist entry for the property. */
export function removeOwnWishlistEntry(db: Database, buyer: AuthUser, propertyId: string) {
  return db.transaction((tx) => repo.removeWishlistEntry(tx, buyer.id, propertyId));
}

/**
 * Stripe's `payment_intent.succeeded` records the same sale as the browser would, once per
 * event id. A sale the rules refuse (the offer was withdrawn meanwhile, the listing hidden, its
 * agent marked as fraud) is never recorded: the payment is refunded through Stripe
 * (docs/decisions/045).
 */
export async function handleStripeEvent(
  db: Database,
  notifier: Notifier,
  processor: StripeProcessor,
  event: Stripe.Event,
  log: FastifyBaseLogger,
  rules: ChargeRules,
  changes?: PublicChanges,
): Promise<'recorded' | 'duplicate' | 'ignored' | 'refused'> {
  if (event.type !== 'payment_intent.succeeded') return 'ignored';
  const intent = toProcessorIntent(event.data.object);
  let sold: RecordedSale | undefined;
  try {
    const outcome = await db.transaction(async (tx) => {
      if (!(await repo.claimWebhookEvent(tx, event.id, event.type))) return 'duplicate';
      const offer = intent.offerId ? await findOffer(tx, intent.offerId) : undefined;
      if (!offer || intent.amountCents !== amountDueCents(offer, rules)) {
        throw conflict(paymentMessages.paymentNotVerified);
      }
      sold = await recordSale(tx, notifier, offer.offerId, intent.id, intent.amountCents);
      return 'recorded' as const;
    });
    if (sold?.created) await changes?.publish({ kind: 'listing', id: sold.propertyId });
    return outcome;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    await db.transaction((tx) => repo.claimWebhookEvent(tx, event.id, event.type));
    try {
      await processor.refund(intent.id);
      log.warn(
        { paymentIntent: intent.id, reason: error.message },
        'paid intent refused: refunded',
      );
    } catch (refundError) {
      log.error(
        { err: refundError, paymentIntent: intent.id, reason: error.message },
        'paid intent refused and the refund failed: refund it by hand',
      );
    }
    return 'refused';
  }
}
