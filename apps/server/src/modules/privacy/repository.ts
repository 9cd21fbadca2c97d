import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  agencies,
  oauthAccounts,
  offers,
  paymentIntents,
  properties,
  reviews,
  sales,
  sessions,
  users,
  wishlistEntries,
} from '../../db/schema';

/*
 * The export's queries about the account and its trade (CONTRACT.md section 16). Each reads one
 * page of a section: the caller's rows after the `_id` of the page before, in `_id` order, so a
 * section of any size is read a page at a time (the other sections: activity-repository.ts).
 */

/** Who the export is for: the account, its address and the session asking. */
export interface ExportCaller {
  id: string;
  email: string;
  sessionId: string;
}

/** One page: up to `limit` rows after the row keyed `after` (null: from the first). */
export interface ExportPage {
  after: string | null;
  limit: number;
}

/** A section's page of rows, each keyed `_id`. */
export type SectionQuery = (
  db: Database,
  me: ExportCaller,
  page: ExportPage,
) => Promise<{ _id: string }[]>;

/** Rows keyed after the page before's last key. */
export function after(key: PgColumn | SQL, page: ExportPage): SQL | undefined {
  return page.after === null ? undefined : gt(sql`${key}`, page.after);
}

/** The account, with its agency's name; undefined when it is gone. */
export async function findAccount(db: Database, id: string) {
  const [row] = await db
    .select({
      _id: users.id,
      name: users.name,
      email: users.email,
      photo_url: users.photoUrl,
      role: users.role,
      status: users.status,
      locale: users.locale,
      created_at: users.createdAt,
      email_verified_at: users.emailVerifiedAt,
      has_password: sql<boolean>`${users.passwordHash} is not null`,
      agency_id: agencies.id,
      agency_name: agencies.name,
      bio: users.bio,
      phone: users.phone,
      languages: users.languages,
    })
    .from(users)
    .leftJoin(agencies, eq(agencies.id, users.agencyId))
    .where(eq(users.id, id));
  return row;
}

export const signInProviders: SectionQuery = (db, me, page) =>
  db
    .select({
      _id: oauthAccounts.id,
      provider: oauthAccounts.provider,
      subject: oauthAccounts.subject,
      linked_at: oauthAccounts.createdAt,
    })
    .from(oauthAccounts)
    .where(and(eq(oauthAccounts.userId, me.id), after(oauthAccounts.id, page)))
    .orderBy(oauthAccounts.id)
    .limit(page.limit);

/** The account's sign-ins, never their token's hash. */
export const signIns: SectionQuery = (db, me, page) =>
  db
    .select({
      _id: sessions.id,
      signed_in_at: sessions.createdAt,
      last_used_at: sessions.lastUsedAt,
      expires_at: sessions.expiresAt,
      current: sql<boolean>`${sessions.id} = ${me.sessionId}`,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, me.id), after(sessions.id, page)))
    .orderBy(sessions.id)
    .limit(page.limit);

const propertyOf = (id: PgColumn) => ({ property_id: id, property_title: properties.title });

export const wishlist: SectionQuery = (db, me, page) =>
  db
    .select({
      _id: wishlistEntries.id,
      ...propertyOf(wishlistEntries.propertyId),
      added_at: wishlistEntries.createdAt,
    })
    .from(wishlistEntries)
    .leftJoin(properties, eq(properties.id, wishlistEntries.propertyId))
    .where(and(eq(wishlistEntries.userId, me.id), after(wishlistEntries.id, page)))
    .orderBy(wishlistEntries.id)
    .limit(page.limit);

export const listingReviews: SectionQuery = (db, me, page) =>
  db
    .select({
      _id: reviews.id,
      ...propertyOf(reviews.propertyId),
      description: reviews.description,
      created_at: reviews.createdAt,
    })
    .from(reviews)
    .leftJoin(properties, eq(properties.id, reviews.propertyId))
    .where(and(eq(reviews.reviewerId, me.id), after(reviews.id, page)))
    .orderBy(reviews.id)
    .limit(page.limit);

export const buyerOffers: SectionQuery = (db, me, page) =>
  db
    .select({
      _id: offers.id,
      ...propertyOf(offers.propertyId),
      offered_price: offers.offeredPrice,
      status: offers.status,
      transaction_id: offers.transactionId,
      message: offers.message,
      listing_type: sql<string>`case when ${offers.rentPeriod} is null then 'sale' else 'rent' end`,
      rent_period: offers.rentPeriod,
      move_in: offers.moveIn,
      term_months: offers.termMonths,
      created_at: offers.createdAt,
      updated_at: offers.updatedAt,
    })
    .from(offers)
    .leftJoin(properties, eq(properties.id, offers.propertyId))
    .where(and(eq(offers.buyerId, me.id), after(offers.id, page)))
    .orderBy(offers.id)
    .limit(page.limit);

/** The card payments of the caller's offers: amounts and outcomes, never the client secret. */
export const cardPayments: SectionQuery = (db, me, page) =>
  db
    .select({
      _id: paymentIntents.id,
      offer_id: paymentIntents.offerId,
      amount: sql<number>`${paymentIntents.amountCents} / 100.0`.mapWith(Number),
      status: paymentIntents.status,
      last_error: paymentIntents.lastError,
      created_at: paymentIntents.createdAt,
      updated_at: paymentIntents.updatedAt,
    })
    .from(paymentIntents)
    .innerJoin(offers, eq(offers.id, paymentIntents.offerId))
    .where(and(eq(offers.buyerId, me.id), after(paymentIntents.id, page)))
    .orderBy(paymentIntents.id)
    .limit(page.limit);

/** A sale as its records keep it (the copies made at the time of sale). */
const saleColumns = {
  _id: sales.id,
  property_id: sales.propertyId,
  property_title: sales.propertyTitle,
  location: sales.location,
  price: sales.price,
  amount_paid: sales.amountPaid,
  transaction_id: sales.transactionId,
  listing_type: sales.listingType,
  rent_period: sales.rentPeriod,
  move_in: sales.moveIn,
  term_months: sales.termMonths,
  sold_at: sales.soldAt,
};

/** What the caller bought or rented, with the agent as the buyer's list shows them. */
export const purchases: SectionQuery = (db, me, page) =>
  db
    .select({ ...saleColumns, agent_name: sales.agentName, agent_email: sales.agentEmail })
    .from(sales)
    .where(and(eq(sales.buyerId, me.id), after(sales.id, page)))
    .orderBy(sales.id)
    .limit(page.limit);

/** An agent's sales, with the buyer as the agent's sold list shows them. */
export const agentSales: SectionQuery = (db, me, page) =>
  db
    .select({ ...saleColumns, buyer_name: sales.buyerName, buyer_email: sales.buyerEmail })
    .from(sales)
    .where(and(eq(sales.agentId, me.id), after(sales.id, page)))
    .orderBy(sales.id)
    .limit(page.limit);
