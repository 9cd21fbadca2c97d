import { SAVED_QUERY_KEYS } from '@elite/shared';
import { formatMoney } from '@elite/shared/money';
import {
  AREA_UNIT_LABELS,
  PROPERTY_TYPE_LABELS,
  type AreaUnit,
  type PropertyType,
} from '@elite/shared/listing-labels';

type Query = Partial<Record<string, string>>;

const number = (value: string | undefined) => {
  const parsed = value === undefined || value === '' ? NaN : Number(value);
  return Number.isFinite(parsed) ? parsed : null;
};

function range(low: number | null, high: number | null, show: (value: number) => string) {
  if (low !== null && high !== null) return `${show(low)}–${show(high)}`;
  if (low !== null) return `From ${show(low)}`;
  if (high !== null) return `Up to ${show(high)}`;
  return null;
}

/**
 * A search's criteria as a reader says them: "Lisbon · $200,000–$500,000 · 2+ beds · Drawn
 * area"; "All listings" when nothing narrows it.
 */
export function describeQuery(query: Query, areaUnit: AreaUnit = 'sqft'): string {
  const unit = AREA_UNIT_LABELS[areaUnit];
  const types = (query.type ?? '')
    .split(',')
    .filter((type): type is PropertyType => type in PROPERTY_TYPE_LABELS)
    .map((type) => PROPERTY_TYPE_LABELS[type]);
  const beds = number(query.beds);
  const baths = number(query.baths);
  const parts = [
    query.location?.trim() || null,
    range(number(query.minPrice), number(query.maxPrice), formatMoney),
    beds === null ? null : `${beds}+ ${beds === 1 ? 'bed' : 'beds'}`,
    baths === null ? null : `${baths}+ ${baths === 1 ? 'bath' : 'baths'}`,
    types.length > 0 ? types.join(', ') : null,
    range(
      number(query.minArea),
      number(query.maxArea),
      (value) => `${value.toLocaleString('en-US')} ${unit}`,
    ),
    query.polygon ? 'Drawn area' : query.bbox ? 'Map area' : null,
  ];
  const shown = parts.filter((part) => part !== null);
  return shown.length > 0 ? shown.join(' · ') : 'All listings';
}

/** A name for a new saved search: its criteria, cut to `max` characters. */
export function suggestName(query: Query, max: number, areaUnit?: AreaUnit): string {
  const summary = describeQuery(query, areaUnit);
  return summary.length <= max ? summary : `${summary.slice(0, max - 1).trimEnd()}…`;
}

/** Where a saved search opens: All Property with its parameters, in the address bar's order. */
export function searchPath(query: Query): string {
  const params = new URLSearchParams();
  for (const key of SAVED_QUERY_KEYS) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  const search = params.toString();
  return search ? `/allProperty?${search}` : '/allProperty';
}
