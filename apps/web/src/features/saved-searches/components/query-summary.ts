import { SAVED_QUERY_KEYS } from '@elite/shared';
import { formatMoney } from '@elite/shared/money';
import {
  PROPERTY_TYPE_LABELS,
  type AreaUnit,
  type PropertyType,
} from '@elite/shared/listing-labels';
import type { AccessibilityFeature, ListingFeature } from '@elite/shared/listing-decision-values';
import { accessibilityLabel, featureLabel } from '../../../lib/decision-labels';
import { i18n, intlLocale } from '../../../lib/i18n';
import { areaUnitLabel, propertyTypeLabel } from '../../../lib/listing-labels';

type Query = Partial<Record<string, string>>;

const number = (value: string | undefined) => {
  const parsed = value === undefined || value === '' ? NaN : Number(value);
  return Number.isFinite(parsed) ? parsed : null;
};

/** A saved comma list (the server checked its values). */
const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

function range(low: number | null, high: number | null, show: (value: number) => string) {
  if (low !== null && high !== null) return `${show(low)}–${show(high)}`;
  if (low !== null) return i18n._('alerts.queryFrom', { value: show(low) });
  if (high !== null) return i18n._('alerts.queryUpTo', { value: show(high) });
  return null;
}

/**
 * A search's criteria as a reader says them: "Lisbon · $200,000–$500,000 · 2+ beds · Drawn
 * area"; "All listings" when nothing narrows it. In the page's locale.
 */
export function describeQuery(query: Query, areaUnit: AreaUnit = 'sqft'): string {
  const unit = areaUnitLabel(areaUnit);
  const locale = intlLocale();
  const types = (query.type ?? '')
    .split(',')
    .filter((type): type is PropertyType => type in PROPERTY_TYPE_LABELS)
    .map(propertyTypeLabel);
  const features = list(query.features).map((f) => featureLabel(f as ListingFeature));
  const accessible = list(query.accessible)
    .map((f) => accessibilityLabel(f as AccessibilityFeature))
    .join(', ');
  const beds = number(query.beds);
  const baths = number(query.baths);
  const parts = [
    query.listing === 'rent' ? i18n._('alerts.queryToRent') : null,
    query.location?.trim() || null,
    range(number(query.minPrice), number(query.maxPrice), formatMoney),
    beds === null ? null : i18n._('alerts.queryBeds', { count: beds }),
    baths === null ? null : i18n._('alerts.queryBaths', { count: baths }),
    types.length > 0 ? types.join(', ') : null,
    range(number(query.minArea), number(query.maxArea), (value) =>
      i18n._('facts.area', { value: value.toLocaleString(locale), unit }),
    ),
    // What a buyer needs to decide (CONTRACT.md section 13).
    query.energy ? i18n._('decide-filters.queryEnergy', { rating: query.energy }) : null,
    features.length > 0 ? features.join(', ') : null,
    accessible.length > 0 ? i18n._('decide-filters.queryAccessible', { list: accessible }) : null,
    query.open_house === '7d' ? i18n._('decide-filters.queryOpenHouse') : null,
    query.polygon
      ? i18n._('alerts.queryDrawnArea')
      : query.bbox
        ? i18n._('alerts.queryMapArea')
        : null,
  ];
  const shown = parts.filter((part) => part !== null);
  return shown.length > 0 ? shown.join(' · ') : i18n._('alerts.queryAll');
}

/** A name for a new saved search: its criteria, cut to `max` characters. */
export function suggestName(query: Query, max: number, areaUnit?: AreaUnit): string {
  const summary = describeQuery(query, areaUnit);
  return summary.length <= max ? summary : `${summary.slice(0, max - 1).trimEnd()}…`;
}

/** Where a saved search opens: All Property with its parameters, in the address bar's order. */
export function searchPath(query: Query): string {
  const params = new URLSearchParams();
  // Homes to rent (CONTRACT.md section 12) open with the Rent switch on, as the page writes it.
  const keys: string[] = SAVED_QUERY_KEYS.filter((key: string) => key !== 'listing');
  keys.splice(1, 0, 'listing');
  for (const key of keys) {
    const value = query[key];
    if (value && (key !== 'listing' || value === 'rent')) params.set(key, value);
  }
  const search = params.toString();
  return search ? `/allProperty?${search}` : '/allProperty';
}
