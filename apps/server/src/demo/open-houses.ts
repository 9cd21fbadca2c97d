import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { openHouseAttendees, openHouses, properties } from '../db/schema';

// The demo's upcoming open houses (CONTRACT.md section 13), and Bob coming to the first.

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** [days from now, start hour (UTC), hours long] per listing: a few listings get two. */
// prettier-ignore
const SCHEDULE: [number, number, number][][] = [
  [[2, 10, 2], [9, 14, 2]],
  [[3, 11, 3]],
  [[5, 15, 2], [12, 10, 2]],
  [[6, 10, 4]],
  [[8, 13, 2]],
  [[20, 11, 3]],
];

/** Midnight UTC `days` after `now`'s day, plus `hour` hours: always ahead of `now` (days >= 1). */
function at(now: Date, days: number, hour: number): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(midnight + days * DAY_MS + hour * HOUR_MS);
}

/**
 * Open houses on the most recently listed verified homes for sale, at times relative to `now`
 * (so a fresh demo always has upcoming ones, some in the next 7 days for `open_house=7d`); the
 * demo user (`attendeeId`, Bob) said they come to the first, its reminder not yet sent.
 */
export async function insertDemoOpenHouses(
  tx: Tx,
  context: { now: Date; attendeeId: string },
): Promise<void> {
  const { now, attendeeId } = context;
  const listings = await tx
    .select({ id: properties.id })
    .from(properties)
    .where(
      and(
        eq(properties.status, 'verified'),
        // Listed: by an agent not marked as fraud (migration 0009's trigger keeps it).
        eq(properties.listed, true),
        isNull(properties.rentPeriod),
        isNull(properties.deletedAt),
        sql`${properties.agentId} is distinct from ${attendeeId}`,
      ),
    )
    .orderBy(sql`${properties.listedAt} desc nulls last`, asc(properties.id))
    .limit(SCHEDULE.length);
  const rows = listings.flatMap(({ id }, i) =>
    (SCHEDULE[i] ?? []).map(([days, hour, hours]) => ({
      propertyId: id,
      startAt: at(now, days, hour),
      endAt: at(now, days, hour + hours),
      createdAt: new Date(now.getTime() - (i + 1) * DAY_MS),
    })),
  );
  if (rows.length === 0) return;
  const inserted = await tx.insert(openHouses).values(rows).returning({ id: openHouses.id });
  await tx.insert(openHouseAttendees).values({
    openHouseId: inserted[0]!.id,
    userId: attendeeId,
    createdAt: new Date(now.getTime() - HOUR_MS),
  });
}
