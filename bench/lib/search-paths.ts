// What buyers ask the search page (CONTRACT.md section 7): filters, the map's view, a drawn area.
import { random } from './random';
import { CITY_COORDINATES } from './words';

function oneOf<T>(next: () => number, values: readonly T[]): T {
  return values[Math.floor(next() * values.length)]!;
}

const round = (value: number) => Math.round(value * 1e4) / 1e4;
const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));

/**
 * The map's view around a city at a zoom: from a neighbourhood (0.02 degrees) to a region
 * (8 degrees), sometimes the whole world.
 */
function view(next: () => number) {
  const [lat, lng] = oneOf(next, CITY_COORDINATES);
  const half = oneOf(next, [0.01, 0.03, 0.1, 0.3, 1, 4]) * (0.5 + next());
  const centreLat = lat + (next() - 0.5) * half;
  const centreLng = lng + (next() - 0.5) * half;
  return {
    west: round(clamp(centreLng - half * 1.6, 180)),
    south: round(clamp(centreLat - half, 90)),
    east: round(clamp(centreLng + half * 1.6, 180)),
    north: round(clamp(centreLat + half, 90)),
  };
}

/** A hand-drawn area inside a view: an irregular ring of 6 to 24 vertices. */
function drawn(next: () => number, v: ReturnType<typeof view>): string {
  const count = 6 + Math.floor(next() * 19);
  const cx = (v.west + v.east) / 2;
  const cy = (v.south + v.north) / 2;
  const rx = (v.east - v.west) / 2;
  const ry = (v.north - v.south) / 2;
  return Array.from({ length: count }, (_, i) => {
    const angle = (2 * Math.PI * i) / count;
    const r = 0.4 + next() * 0.6;
    return `${round(cx + Math.cos(angle) * rx * r)},${round(cy + Math.sin(angle) * ry * r)}`;
  }).join(';');
}

/** Filters a buyer sets: each one some of the time. */
function filters(next: () => number, params: URLSearchParams) {
  if (next() < 0.4) {
    const low = oneOf(next, [100_000, 200_000, 300_000, 500_000]);
    params.set('minPrice', String(low));
    if (next() < 0.7) params.set('maxPrice', String(low * oneOf(next, [2, 3, 5])));
  }
  if (next() < 0.35) params.set('beds', String(1 + Math.floor(next() * 4)));
  if (next() < 0.2) params.set('baths', oneOf(next, ['1', '1.5', '2', '3']));
  if (next() < 0.2) params.set('type', oneOf(next, ['house', 'apartment,condo', 'townhouse']));
  if (next() < 0.15) params.set('minArea', oneOf(next, ['800', '1500', '2500']));
}

/**
 * Which listings a search asks for (CONTRACT.md section 12), drawn from a generator of its own so
 * that the rest of each request stays as it was before rentals: sale listings (no `listing`,
 * as SPEC.md's client asks) mostly, rentals in a quarter, both in one in twenty. A search for
 * rentals asks rents: its prices are the sale prices / 200 ($500 to $2,500 a month and up).
 */
export function withListing(next: () => number, params: URLSearchParams): void {
  const roll = next();
  const listing = roll < 0.25 ? 'rent' : roll < 0.3 ? 'all' : undefined;
  if (!listing) return;
  params.set('listing', listing);
  if (listing !== 'rent') return;
  for (const key of ['minPrice', 'maxPrice']) {
    const price = params.get(key);
    if (price !== null) params.set(key, String(Number(price) / 200));
  }
}

/**
 * The filters of what a buyer needs to decide (CONTRACT.md section 13), drawn from a generator
 * of their own so that the rest of each request stays as it was: a small share of the searches
 * asks a label or better, features, step-free access or an open house soon (never cached: it
 * depends on the clock).
 */
export function withDecision(next: () => number, params: URLSearchParams): void {
  if (next() < 0.05) params.set('energy', oneOf(next, ['B', 'C', 'C', 'D']));
  if (next() < 0.05) params.set('features', oneOf(next, ['garden', 'parking', 'garden,parking']));
  if (next() < 0.02) params.set('accessible', oneOf(next, ['step_free_access', 'lift']));
  if (next() < 0.03) params.set('open_house', oneOf(next, ['7d', '14d', '30d']));
}

/** 2000 filtered list requests: a view (mostly), a drawn area (some), filters, sorts, pages. */
export function searchPaths(count = 2000): string[] {
  const next = random(20261124);
  const kind = random(20261129);
  const decision = random(20261140);
  return Array.from({ length: count }, () => {
    const params = new URLSearchParams();
    const v = view(next);
    const roll = next();
    if (roll < 0.6) params.set('bbox', `${v.west},${v.south},${v.east},${v.north}`);
    else if (roll < 0.85) params.set('polygon', drawn(next, v));
    filters(next, params);
    withListing(kind, params);
    withDecision(decision, params);
    const sort = oneOf(next, ['', 'asc', 'desc', 'newest']);
    if (sort) params.set('sortBy', sort);
    if (next() < 0.3) params.set('page', String(2 + Math.floor(next() * 4)));
    return `/api/property?${params}`;
  });
}

/** 2000 map requests: the view (or a drawn area, or the world) with the list's filters. */
export function mapPaths(count = 2000): string[] {
  const next = random(20261125);
  const kind = random(20261130);
  const decision = random(20261141);
  return Array.from({ length: count }, () => {
    const params = new URLSearchParams();
    const v = view(next);
    const roll = next();
    if (roll < 0.75) params.set('bbox', `${v.west},${v.south},${v.east},${v.north}`);
    else if (roll < 0.95) params.set('polygon', drawn(next, v));
    filters(next, params);
    withListing(kind, params);
    withDecision(decision, params);
    return `/api/property/map?${params}`;
  });
}
