import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { priceHistory, properties } from '../../db/schema';

/*
 * A listing's price history (CONTRACT.md section 6): what the public saw of its price, recorded
 * as each version is verified.
 */

/** The price event a verification recorded: its price_history row, and the price the public saw before. */
export interface VerifiedPrice {
  eventId: string;
  event: 'listed' | 'price_changed';
  min: number;
  /** The minimum price of the previous event (null when first listed). */
  previousMin: number | null;
}

/**
 * Records the price the public now sees of a listing just verified: `listed` the first time,
 * `price_changed` when it differs from the last price recorded, nothing when it is the same.
 */
export async function recordVerifiedPrice(tx: Tx, id: string): Promise<VerifiedPrice | undefined> {
  const result = (await tx.execute(sql`
    insert into ${priceHistory} (property_id, event, min, max)
    select p.id, case when last.id is null then 'listed' else 'price_changed' end,
      p.price_min, p.price_max
    from ${properties} as p
    left join lateral (
      select h.id, h.min, h.max from ${priceHistory} as h
      where h.property_id = p.id order by h.date desc, h.id desc limit 1
    ) as last on true
    where p.id = ${id} and (last.id is null or last.min <> p.price_min or last.max <> p.price_max)
    returning id, event, min,
      (select h.min from ${priceHistory} as h where h.property_id = ${id}
       order by h.date desc, h.id desc limit 1) as previous_min`)) as unknown as {
    rows: {
      id: string;
      event: 'listed' | 'price_changed';
      min: string;
      previous_min: string | null;
    }[];
  };
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    eventId: row.id,
    event: row.event,
    min: Number(row.min),
    previousMin:
      row.event === 'listed' || row.previous_min === null ? null : Number(row.previous_min),
  };
}

/** A listing's price history, oldest first. */
export async function listPriceHistory(db: Database, id: string) {
  return db
    .select({
      date: priceHistory.date,
      event: priceHistory.event,
      min: priceHistory.min,
      max: priceHistory.max,
    })
    .from(priceHistory)
    .where(eq(priceHistory.propertyId, id))
    .orderBy(asc(priceHistory.date), asc(priceHistory.id));
}
