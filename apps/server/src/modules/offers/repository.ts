import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OfferStatus, RentPeriod } from '@elite/shared';
import type { Database, Tx } from '../../db/client';
import { hasErrorCode } from '../../lib/errors';
import { offers, properties, sales, users } from '../../db/schema';
import { agentJoin, agents, propertyCoreColumns, type PropertyCoreRow } from '../properties/view';

const buyers = alias(users, 'buyer');

export interface OfferRow extends PropertyCoreRow {
  offerId: string;
  offeredPrice: number;
  offerStatus: OfferStatus;
  transactionId: string | null;
  createdAt: Date;
  buyerId: string;
  buyerName: string;
  buyerEmail: string;
  /** The sale's amount paid by card; null before the offer is bought. */
  amountPaid: number | null;
  /** An application's (CONTRACT.md section 12); all null on an offer to buy. */
  rentPeriod: RentPeriod | null;
  moveIn: string | null;
  termMonths: number | null;
  message: string | null;
}

/** An offer with its property and people joined live. */
function selectOffers(db: Database) {
  return db
    .select({
      ...propertyCoreColumns,
      offerId: offers.id,
      offeredPrice: offers.offeredPrice,
      offerStatus: offers.status,
      transactionId: offers.transactionId,
      createdAt: offers.createdAt,
      buyerId: offers.buyerId,
      buyerName: buyers.name,
      buyerEmail: buyers.email,
      amountPaid: sales.amountPaid,
      rentPeriod: offers.rentPeriod,
      moveIn: offers.moveIn,
      termMonths: offers.termMonths,
      message: offers.message,
    })
    .from(offers)
    .innerJoin(properties, eq(properties.id, offers.propertyId))
    .leftJoin(agents, agentJoin)
    .innerJoin(buyers, eq(buyers.id, offers.buyerId))
    .leftJoin(sales, eq(sales.offerId, offers.id));
}

const newestFirst = [desc(offers.createdAt), desc(offers.id)];

export async function findOffer(db: Database, id: string): Promise<OfferRow | undefined> {
  const [row] = await selectOffers(db).where(eq(offers.id, id)).limit(1);
  return row as OfferRow | undefined;
}

export async function listBuyerOffers(db: Database, buyerEmail: string): Promise<OfferRow[]> {
  return (await selectOffers(db)
    .where(eq(buyers.email, buyerEmail))
    .orderBy(...newestFirst)) as OfferRow[];
}

export async function listAgentOffers(db: Database, agentEmail: string): Promise<OfferRow[]> {
  return (await selectOffers(db)
    .where(eq(agents.email, agentEmail))
    .orderBy(...newestFirst)) as OfferRow[];
}

/** What the card paid for a bought offer (its sale's amount_paid); undefined without a sale. */
export async function findAmountPaid(db: Database, offerId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ amountPaid: sales.amountPaid })
    .from(sales)
    .where(eq(sales.offerId, offerId));
  return row?.amountPaid;
}

/** An application's own fields (CONTRACT.md section 12); absent on an offer to buy. */
export interface ApplicationFields {
  rentPeriod: RentPeriod;
  moveIn: string;
  termMonths: number;
  message: string | null;
}

/** What an application is checked against: the listing's type and terms. */
export async function findListingTerms(db: Database, propertyId: string) {
  const [row] = await db
    .select({
      listingType: properties.listingType,
      rentPeriod: properties.rentPeriod,
      availableFrom: properties.availableFrom,
      minTermMonths: properties.minTermMonths,
    })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return row;
}

/** Inserts a pending offer; undefined when the buyer already has an open one (the unique index decides). */
export async function insertOffer(
  db: Database,
  buyerId: string,
  propertyId: string,
  offeredPrice: number,
  application?: ApplicationFields,
): Promise<string | undefined> {
  const [row] = await db
    .insert(offers)
    .values({ buyerId, propertyId, offeredPrice, status: 'pending', ...application })
    .onConflictDoNothing()
    .returning({ id: offers.id });
  return row?.id;
}

/** pending -> rejected, once. */
export async function rejectOffer(db: Database, id: string): Promise<number> {
  const rows = await db
    .update(offers)
    .set({ status: 'rejected', updatedAt: sql`now()` })
    .where(and(eq(offers.id, id), eq(offers.status, 'pending')))
    .returning({ id: offers.id });
  return rows.length;
}

/** The offer's status, read in the caller's transaction; undefined when there is no such offer. */
export async function findOfferStatus(tx: Tx, id: string): Promise<OfferStatus | undefined> {
  const [offer] = await tx.select({ status: offers.status }).from(offers).where(eq(offers.id, id));
  return offer?.status;
}

/** Whether the property already has an accepted (or bought) offer. */
export async function hasAcceptedOffer(tx: Tx, propertyId: string): Promise<boolean> {
  const accepted = await tx
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.propertyId, propertyId), inArray(offers.status, ['accepted', 'bought'])))
    .limit(1);
  return accepted.length > 0;
}

/**
 * pending -> accepted, once. The partial unique index (one accepted offer per property)
 * refuses a second accepted offer on a property.
 */
export async function acceptOffer(tx: Tx, id: string): Promise<number> {
  const rows = await tx
    .update(offers)
    .set({ status: 'accepted', updatedAt: sql`now()` })
    .where(and(eq(offers.id, id), eq(offers.status, 'pending')))
    .returning({ id: offers.id });
  return rows.length;
}

/** A unique index refused the write (PostgreSQL 23505), however the driver wrapped it. */
export const isUniqueViolation = (error: unknown) => hasErrorCode(error, '23505');
