import { sql, type SQL } from 'drizzle-orm';
import { energyAtLeast, type AccessibilityFeature, type ListingFeature } from '@elite/shared';
import { openHouses, properties, savedSearches } from '../../db/schema';
import type { Rule, SearchCriteria } from './rule';

/**
 * The filters of what a buyer needs to decide (CONTRACT.md section 13), as search/filters.ts's
 * rules: `energy` (that rating or better), `features` and `accessible` (all of them), and
 * `open_house` (an open house starting within that many days). An unknown fact (no rating, no
 * features recorded) never matches.
 */

/** A rule of one criterion (filters.ts's Rule), its value's type checked. */
function rule<K extends keyof SearchCriteria>(r: Rule<K>): Rule<K> {
  return r;
}

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

const DAY_MS = 86_400_000;

/**
 * Whether one of `starts` (milliseconds since 1970) is within `days` days from `now`, as the
 * SQL's `start_at between now() and now() + days`: the open house has not started yet.
 */
export function openHouseWithin(starts: readonly number[], days: number, now = Date.now()) {
  const last = now + days * DAY_MS;
  return starts.some((start) => start >= now && start <= last);
}

/** Whether the listing has every one of `asked` (an unknown set has none). */
const hasAll = <T extends string>(known: readonly T[] | null | undefined, asked: readonly T[]) =>
  known != null && asked.every((value) => known.includes(value));

export const DECISION_RULES = [
  rule({
    key: 'energy',
    operand: (rating) => sql`${rating}::text`,
    stored: savedSearches.energy,
    // The ratings are the letters A (best) to G: "C or better" is "at most C" byte by byte.
    test: (v) => sql`${properties.energyRating} collate "C" <= ${v} collate "C"`,
    holds: (l, rating) => energyAtLeast(l.energyRating ?? null, rating),
  }),
  rule({
    key: 'features',
    operand: textArray,
    stored: savedSearches.features,
    test: (v) => sql`${properties.features} @> ${v}`,
    holds: (l, asked) => hasAll<ListingFeature>(l.features, asked),
  }),
  rule({
    key: 'accessible',
    operand: textArray,
    stored: savedSearches.accessible,
    test: (v) => sql`${properties.accessibilityFeatures} @> ${v}`,
    holds: (l, asked) => hasAll<AccessibilityFeature>(l.accessibilityFeatures, asked),
  }),
  rule({
    key: 'open_house',
    operand: (days) => sql`${days}::int`,
    stored: savedSearches.openHouseDays,
    // The listing's own open houses only (not who said they come), by open_houses_property_idx.
    test: (v): SQL => sql`exists (select 1 from ${openHouses}
      where ${openHouses.propertyId} = ${properties.id}
      and ${openHouses.startAt} between now() and now() + ${v} * interval '1 day')`,
    holds: (l, days) => openHouseWithin(l.openHouseStarts ?? [], days),
  }),
] as const;

/** The stored criteria columns of these filters (null where no filter is set). */
export function storedDecisionCriteria(criteria: SearchCriteria) {
  return {
    energy: criteria.energy ?? null,
    features: criteria.features ?? null,
    accessible: criteria.accessible ?? null,
    openHouseDays: criteria.open_house ?? null,
  };
}
