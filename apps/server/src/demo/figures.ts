import { createHash } from 'node:crypto';
import type { Tx } from '../db/client';
import { advertisements, listingDailyViews, properties, siteDailyFigures } from '../db/schema';

// The demo's listing figures (CONTRACT.md section 14): 90 days of daily views of every listing
// buyers see, since it was listed (more on weekends, a slow rise, about twice as many for the
// advertised), and 90 days of the site's searches. Drawn from a hash, so every seed is the same.

const DAY_MS = 86_400_000;
export const DEMO_FIGURE_DAYS = 90;

/** A number in [0, 1) drawn from `text`: the same text, the same number. */
function draw(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0) / 2 ** 32;
}

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** How busy a day of the week is: Saturday and Sunday most, Monday least. */
const WEEKDAY = [1.35, 0.8, 0.9, 0.95, 1, 1.1, 1.45];

export async function insertDemoFigures(tx: Tx, { now }: { now: Date }) {
  const listed = await tx
    .select({ id: properties.id, createdAt: properties.createdAt, listed: properties.listed })
    .from(properties);
  const advertised = new Set(
    (await tx.select({ id: advertisements.propertyId }).from(advertisements)).map((a) => a.id),
  );
  const days = Array.from({ length: DEMO_FIGURE_DAYS }, (_, i) => {
    const at = new Date(now.getTime() - (DEMO_FIGURE_DAYS - 1 - i) * DAY_MS);
    return {
      day: dayOf(at),
      weekday: WEEKDAY[at.getUTCDay()]!,
      rise: 0.75 + (0.5 * i) / DEMO_FIGURE_DAYS,
    };
  });

  const views: (typeof listingDailyViews.$inferInsert)[] = [];
  for (const listing of listed.filter((l) => l.listed)) {
    const since = dayOf(listing.createdAt);
    // Each listing its own pull: from a few visitors a day to a few dozen.
    const pull = (4 + 26 * draw(`pull ${listing.id}`)) * (advertised.has(listing.id) ? 2.2 : 1);
    for (const { day, weekday, rise } of days) {
      if (day < since) continue;
      const noise = 0.6 + 0.8 * draw(`${listing.id} ${day}`);
      views.push({ propertyId: listing.id, day, views: Math.round(pull * weekday * rise * noise) });
    }
  }
  for (let at = 0; at < views.length; at += 5000) {
    await tx.insert(listingDailyViews).values(views.slice(at, at + 5000));
  }

  await tx.insert(siteDailyFigures).values(
    days.map(({ day, weekday, rise }) => ({
      day,
      searches: Math.round(260 * weekday * rise * (0.8 + 0.4 * draw(`searches ${day}`))),
    })),
  );
}
