import {
  cardCharge,
  holdingDeposit,
  messages,
  paymentMessages,
  ruleMessages,
  type Offer,
  type PayableOffer,
} from '@elite/shared';
import type { Database, Tx } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { AuthUser } from '../identity/service';
import type { Notifier } from '../mail/notifier';
import { isListingPublic } from '../payments/repository';
import { lockListedProperty } from '../properties/repository';
import { toPropertyCore } from '../properties/view';
import { propertyOpenToBuyer } from '../wishlist/service';
import * as repo from './repository';
import { checkMoneyDecimals } from '../../lib/money-input';
import { checkApplication, type ApplicationInput } from './application-rules';

const OFFER_NOT_FOUND = 'Offer not found';

export function toOffer(row: repo.OfferRow): Offer {
  const property = toPropertyCore(row);
  return {
    _id: row.offerId,
    offer_property_id: property._id,
    property_title: property.property_title,
    location: property.location,
    property_image: property.property_image,
    agent_name: property.agent_name,
    agent_email: property.agent_email,
    price_range: property.price_range,
    offered_price: Number(row.offeredPrice),
    buyer_name: row.buyerName,
    buyer_email: row.buyerEmail,
    status: row.offerStatus,
    transactionId: row.transactionId,
    created_at: row.createdAt.toISOString(),
    // Only once bought: what the card paid (a deposit when below the offered price).
    ...(row.amountPaid !== null && { amount_paid: Number(row.amountPaid) }),
    // An application on a home to rent (CONTRACT.md section 12): null on an offer to buy.
    listing_type: row.rentPeriod === null ? 'sale' : 'rent',
    rent_period: row.rentPeriod,
    move_in: row.moveIn,
    term_months: row.termMonths,
    message: row.message,
  };
}

/** What the card pays for an accepted offer, and the rules that decide it. */
export interface ChargeRules {
  /** Above the card cap, an offer to buy pays this percent (CONTRACT.md section 5). */
  depositPercent: number;
  /** An application pays this many weeks of rent as a holding deposit (section 12). */
  holdingDepositWeeks: number;
}

/**
 * The card's charge for an offer: to buy, its price or a reservation deposit above the card
 * cap; for an application, the holding deposit (never above the cap).
 */
export function offerCharge(
  offer: { offeredPrice: number | string; rentPeriod: repo.OfferRow['rentPeriod'] },
  rules: ChargeRules,
) {
  const price = Number(offer.offeredPrice);
  if (offer.rentPeriod === null) return cardCharge(price, rules.depositPercent);
  // A charge of 100 percent is the whole amount, capped: the holding deposit up to the cap.
  const charge = cardCharge(
    holdingDeposit(price, offer.rentPeriod, rules.holdingDepositWeeks),
    100,
  );
  return { ...charge, deposit: true };
}

/**
 * A pending offer by the signed-in buyer, within the listing's price range (inclusive); the
 * agent's e-mail is queued in the same transaction.
 */
export async function makeOffer(
  db: Database,
  notifier: Notifier,
  buyer: AuthUser,
  propertyId: string,
  offeredPrice: number,
  input: ApplicationInput = {},
): Promise<string> {
  checkMoneyDecimals('offered_price', offeredPrice);
  const property = await propertyOpenToBuyer(db, buyer, propertyId);
  const terms = await repo.findListingTerms(db, propertyId);
  if (!terms) throw notFound('Property not found');
  // On a rental, an application (CONTRACT.md section 12); on a sale, its fields are refused.
  const application = checkApplication(terms, input);
  if (offeredPrice < Number(property.priceMin) || offeredPrice > Number(property.priceMax)) {
    throw badRequest(messages.priceOutOfRange);
  }
  return db.transaction(async (tx) => {
    const id = await repo.insertOffer(tx, buyer.id, propertyId, offeredPrice, application);
    if (!id) throw conflict(ruleMessages.alreadyOffered);
    await notifier.offer(tx, { offerId: id, event: 'made' });
    return id;
  });
}

/**
 * The offer a buyer is about to pay (theirs only) with what the card pays for it: the price, or a
 * reservation deposit above the card cap; for an application, the holding deposit. For a bought offer it returns the payment that was recorded,
 * whatever the deposit percent is today.
 */
export async function getPayableOffer(
  db: Database,
  buyer: AuthUser,
  id: string,
  rules: ChargeRules,
): Promise<PayableOffer> {
  const row = await repo.findOffer(db, id);
  if (!row) throw notFound(OFFER_NOT_FOUND);
  if (row.buyerId !== buyer.id) throw forbidden(messages.forbidden);
  const offer = toOffer(row);
  const paid = row.offerStatus === 'bought' ? await repo.findAmountPaid(db, id) : undefined;
  if (paid !== undefined) {
    // A holding deposit is a deposit whatever the rent (an application's charge always is).
    const deposit = row.rentPeriod !== null || paid < offer.offered_price;
    return { ...offer, amount_due: paid, deposit };
  }
  // An offer on a listing the public may not see is not payable (docs/decisions/045).
  if (row.offerStatus === 'accepted' && !(await isListingPublic(db, row.propertyId))) {
    throw conflict(paymentMessages.listingWithdrawn);
  }
  const charge = offerCharge(row, rules);
  return { ...offer, amount_due: charge.amountDue, deposit: charge.deposit };
}

/**
 * The listing's agent answers a pending offer once; at most one offer per property is accepted.
 * An accept runs in one transaction with the property row locked, so two accepts on one
 * property run one after the other and the second sees the first; the partial unique index
 * (one accepted offer per property) backs this up. The buyer's e-mail is queued in the
 * answer's transaction.
 */
export async function answerOffer(
  db: Database,
  notifier: Notifier,
  agent: AuthUser,
  id: string,
  status: 'accepted' | 'rejected',
): Promise<number> {
  const offer = await repo.findOffer(db, id);
  if (!offer) throw notFound(OFFER_NOT_FOUND);
  if (offer.agentId !== agent.id) throw forbidden(messages.forbidden);

  let modified: number;
  if (status === 'rejected') {
    modified = await db.transaction(async (tx) => {
      const rejected = await repo.rejectOffer(tx, id);
      if (rejected > 0) await notifier.offer(tx, { offerId: id, event: 'rejected' });
      return rejected;
    });
  } else {
    try {
      modified = await db.transaction(async (tx) => {
        const accepted = await acceptLocked(tx, id, offer.propertyId);
        if (accepted > 0) await notifier.offer(tx, { offerId: id, event: 'accepted' });
        return accepted;
      });
    } catch (error) {
      if (repo.isUniqueViolation(error)) throw conflict(ruleMessages.anotherOfferAccepted);
      throw error;
    }
  }
  if (modified === 0) throw conflict(ruleMessages.offerNotPending);
  return modified;
}

async function acceptLocked(tx: Tx, id: string, propertyId: string): Promise<number> {
  const listed = await lockListedProperty(tx, propertyId, 'update');
  const offerStatus = await repo.findOfferStatus(tx, id);
  const anotherAccepted = await repo.hasAcceptedOffer(tx, propertyId);
  if (!offerStatus) return 0;
  if (offerStatus !== 'pending') throw conflict(ruleMessages.offerNotPending);
  if (!listed) throw conflict(ruleMessages.propertyNotAvailable);
  if (anotherAccepted) throw conflict(ruleMessages.anotherOfferAccepted);
  return repo.acceptOffer(tx, id);
}

/** The buyer's offers, newest first. */
export async function listBuyerOffers(db: Database, buyerEmail: string): Promise<Offer[]> {
  return (await repo.listBuyerOffers(db, buyerEmail)).map(toOffer);
}

/** The offers on the agent's listings, newest first. */
export async function listAgentOffers(db: Database, agentEmail: string): Promise<Offer[]> {
  return (await repo.listAgentOffers(db, agentEmail)).map(toOffer);
}
