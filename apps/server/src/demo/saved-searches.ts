import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import {
  savedQueryOf,
  savedQuerySchema,
  type SavedQuery,
  type SavedSearchFrequency,
} from '@elite/shared';
import type { Tx } from '../db/client';
import { notifications, priceHistory, savedSearches } from '../db/schema';
import { storedCriteria } from '../modules/search/filters';
import { recordMatches } from '../modules/saved-searches/repository';
import { BOB, EMMA, type DemoEmail } from './people';

// The demo buyers' saved searches, and the alerts they earned in the last days.

// prettier-ignore
const demoSearches: [DemoEmail, string, SavedQuery, SavedSearchFrequency][] = [
  [BOB, 'Seattle, 3+ bedrooms', { location: 'Seattle', beds: '3' }, 'instant'],
  [BOB, 'Homes under $1M', { maxPrice: '1000000' }, 'daily'],
  [BOB, 'Brooklyn & Manhattan', { bbox: '-74.03,40.67,-73.93,40.8' }, 'off'],
  [EMMA, 'Chicago family homes', { location: 'Chicago', beds: '3', type: 'house,townhouse' }, 'instant'],
];

/** How far back the demo's listings earned alerts; older ones than READ_AFTER_DAYS are read. */
const ALERT_DAYS = 14;
const READ_AFTER_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Saves the searches, then matches the listings the public saw in the last ALERT_DAYS against
 * them as the alert worker would have (new listings and price drops), so that Bob's bell shows
 * real matches. The daily ones count as already sent in a digest.
 */
export async function insertDemoSavedSearches(
  tx: Tx,
  context: { now: Date; accountId: (email: DemoEmail) => string },
) {
  const { now, accountId } = context;
  for (const [index, [email, name, query, frequency]] of demoSearches.entries()) {
    const criteria = savedQuerySchema.parse(query);
    await tx.insert(savedSearches).values({
      userId: accountId(email),
      name,
      query: savedQueryOf(criteria),
      frequency,
      createdAt: new Date(now.getTime() - (30 - index) * DAY_MS),
      ...storedCriteria(criteria),
    });
  }
  const since = new Date(now.getTime() - ALERT_DAYS * DAY_MS);
  const events = await tx
    .select()
    .from(priceHistory)
    .where(
      and(gte(priceHistory.date, since), inArray(priceHistory.event, ['listed', 'price_changed'])),
    )
    .orderBy(priceHistory.date);
  for (const event of events) {
    const [previous] = await tx
      .select({ min: priceHistory.min })
      .from(priceHistory)
      .where(and(eq(priceHistory.propertyId, event.propertyId), lt(priceHistory.date, event.date)))
      .orderBy(desc(priceHistory.date))
      .limit(1);
    const drop = event.event === 'price_changed' && previous && event.min < previous.min;
    if (event.event !== 'listed' && !drop) continue;
    await recordMatches(
      tx,
      {
        eventId: event.id,
        propertyId: event.propertyId,
        kind: drop ? 'price_drop' : 'new_listing',
        oldPrice: drop ? previous.min : null,
        createdAt: event.date,
      },
      event.date,
    );
  }
  const readBefore = new Date(now.getTime() - READ_AFTER_DAYS * DAY_MS);
  await tx
    .update(notifications)
    .set({ readAt: sql`${notifications.createdAt} + interval '2 hours'` })
    .where(lt(notifications.createdAt, readBefore));
  await tx
    .update(notifications)
    .set({ digestedAt: now })
    .where(eq(notifications.delivery, 'daily'));
}
