import {
  DEFAULT_FIGURES_DAYS,
  figuresMessages,
  MAX_FIGURES_DAYS,
  messages,
  type FiguresRangeQuery,
  type ListingFigures,
  type SiteFigures,
  utcDate,
} from '@elite/shared';
import type { Database } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import * as repo from './repository';
import type { DayRange, PendingView } from './repository';

/*
 * Listing and site figures (CONTRACT.md section 14): a listing's for its agent and the admins,
 * the site's for the admins; every day of a range of UTC days, zeros filled, oldest first.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** A moment's UTC day, `YYYY-MM-DD`. */
export const utcDay = (at: Date) => utcDate(at);

const startOf = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * `?from=&to=` as a range: both days included; the last 30 days ending today when both are left
 * out, 30 days ending `to` or from `from` to today when one is. Later than to, or longer than
 * 366 days: a 400.
 */
export function dayRange(query: FiguresRangeQuery, now: Date): DayRange {
  const to = query.to ?? utcDay(now);
  const from =
    query.from ?? utcDay(new Date(startOf(to).getTime() - (DEFAULT_FIGURES_DAYS - 1) * DAY_MS));
  const start = startOf(from);
  const end = new Date(startOf(to).getTime() + DAY_MS);
  if (start > startOf(to)) throw badRequest(figuresMessages.fromAfterTo);
  if ((end.getTime() - start.getTime()) / DAY_MS > MAX_FIGURES_DAYS) {
    throw badRequest(figuresMessages.rangeTooLong);
  }
  return { from, to, start, end };
}

/** Every day of the range, oldest first. */
function daysOf(range: DayRange): string[] {
  const days: string[] = [];
  for (let at = range.start.getTime(); at < range.end.getTime(); at += DAY_MS) {
    days.push(utcDay(new Date(at)));
  }
  return days;
}

/** A listing's figures: its agent's and the admins' (403 for anyone else, 404 for no listing). */
export async function listingFigures(
  db: Database,
  caller: AuthUser,
  id: string,
  range: DayRange,
): Promise<ListingFigures> {
  const listing = await repo.listingOwner(db, id);
  if (!listing) throw notFound('Property not found');
  if (caller.role !== 'admin' && listing.agentId !== caller.id) throw forbidden(messages.forbidden);
  const figures = await repo.listingFigures(db, id, range);
  return {
    days: daysOf(range).map((date) => ({
      date,
      views: figures.views.get(date) ?? 0,
      wishlisted: figures.wishlisted.get(date) ?? 0,
      contacts: figures.contacts.get(date) ?? 0,
      viewings: figures.viewings.get(date) ?? 0,
      offers: figures.offers.get(date) ?? 0,
    })),
  };
}

/** The site's figures (the route lets admins only). */
export async function siteFigures(db: Database, range: DayRange): Promise<SiteFigures> {
  const figures = await repo.siteFigures(db, range);
  return {
    days: daysOf(range).map((date) => ({
      date,
      new_listings: figures.newListings.get(date) ?? 0,
      new_users: figures.newUsers.get(date) ?? 0,
      searches: figures.searches.get(date) ?? 0,
      offers: figures.offers.get(date) ?? 0,
      sales: figures.sales.get(date)?.sales ?? 0,
      sales_amount: figures.sales.get(date)?.amount ?? 0,
    })),
  };
}

/** Writes a batch of counts in one transaction: views (new visitors only) and searches. */
export function writeCounts(
  db: Database,
  views: readonly PendingView[],
  searches: ReadonlyMap<string, number>,
): Promise<void> {
  return db.transaction(async (tx) => {
    if (views.length > 0) await repo.writeViews(tx, views);
    await repo.addSearches(tx, searches);
  });
}

/** Forgets the visitors and visitor keys of the days before `today`. */
export function forgetVisitorsBefore(db: Database, today: string): Promise<void> {
  return db.transaction((tx) => repo.forgetVisitorsBefore(tx, today));
}
