import type { Place, PlacesInViewQuery } from '@elite/shared';
import { gazetteer, searchKey, type Gazetteer } from './gazetteer';

/** At most this many labels a view: a map's worth, not a list. */
const MAX_LABELS = 40;
/** A label's box in pixels, for keeping labels apart: about 7 px a letter, one line high. */
const LETTER_PX = 7;
const LABEL_PAD_PX = 16;
const LABEL_HEIGHT_PX = 22;

/** The smallest town labelled at a zoom: capitals and metropolises first, villages close up. */
function minPopulation(zoom: number) {
  if (zoom <= 3) return 1_000_000;
  if (zoom <= 5) return 200_000;
  if (zoom <= 7) return 50_000;
  if (zoom <= 9) return 10_000;
  return 0;
}

/** Web Mercator pixel coordinates at a zoom (256-pixel tiles), as Leaflet draws them. */
function pixel(lat: number, lng: number, zoom: number) {
  const size = 256 * 2 ** zoom;
  const sin = Math.sin((Math.max(-85, Math.min(85, lat)) * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

const placeAt = (g: Gazetteer, i: number): Place => ({
  name: g.names[i]!,
  country: g.countries[i]!,
  latitude: g.latitudes[i]!,
  longitude: g.longitudes[i]!,
  population: g.populations[i]!,
});

/**
 * The largest places in a view whose labels would not overlap at its zoom, largest first. A
 * bbox whose west is above its east crosses the antimeridian.
 */
export async function placesInView({ bbox, zoom }: PlacesInViewQuery): Promise<Place[]> {
  const g = await gazetteer();
  const { west, south, east, north } = bbox;
  const crosses = west > east;
  const floor = minPopulation(zoom);
  const taken: { x: number; y: number; half: number }[] = [];
  const found: Place[] = [];
  for (let i = 0; i < g.size && found.length < MAX_LABELS; i += 1) {
    if (g.populations[i]! < floor) break;
    const lat = g.latitudes[i]!;
    const lng = g.longitudes[i]!;
    if (lat < south || lat > north) continue;
    if (crosses ? lng < west && lng > east : lng < west || lng > east) continue;
    const at = pixel(lat, lng, zoom);
    const half = (g.names[i]!.length * LETTER_PX + LABEL_PAD_PX) / 2;
    const overlaps = taken.some(
      (other) =>
        Math.abs(other.x - at.x) < other.half + half && Math.abs(other.y - at.y) < LABEL_HEIGHT_PX,
    );
    if (overlaps) continue;
    taken.push({ ...at, half });
    found.push(placeAt(g, i));
  }
  return found;
}

/** English country names by code, as search keys ("pt" -> "portugal"). */
let countryKeys: Map<string, string> | undefined;
function countryKey(code: string) {
  countryKeys ??= new Map();
  let key = countryKeys.get(code);
  if (key === undefined) {
    let name = '';
    try {
      name = new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? '';
    } catch {
      // Not a region code Intl knows (GeoNames' XK): its code alone.
    }
    key = searchKey(name);
    countryKeys.set(code, key);
  }
  return key;
}

const MAX_RESULTS = 5;

/**
 * Places whose name is one of the comma-separated parts of a typed location ("Alfama, Lisbon,
 * Portugal"), the first part that names a place winning; among them, those whose country or
 * state the other parts name come first, then the most populous. With no part naming a place
 * exactly, names that start with the first part.
 */
export async function searchPlaces(q: string): Promise<Place[]> {
  const g = await gazetteer();
  const parts = q.split(',').map(searchKey).filter(Boolean).slice(0, 6);
  const context = (i: number, others: string[]) =>
    others.filter(
      (part) =>
        part === g.countries[i]!.toLowerCase() ||
        part === countryKey(g.countries[i]!) ||
        part === g.admins[i]!.toLowerCase(),
    ).length;
  for (const [index, part] of parts.entries()) {
    const matches: number[] = [];
    for (let i = 0; i < g.size; i += 1) if (g.keys[i] === part) matches.push(i);
    if (matches.length === 0) continue;
    const others = parts.filter((_, j) => j !== index);
    const ranked = matches
      .map((i) => ({ i, score: context(i, others) }))
      // Ordered by population already: a stable sort keeps the larger first among equals.
      .sort((a, b) => b.score - a.score);
    return ranked.slice(0, MAX_RESULTS).map(({ i }) => placeAt(g, i));
  }
  const first = parts[0];
  if (!first || first.length < 2) return [];
  const found: Place[] = [];
  for (let i = 0; i < g.size && found.length < MAX_RESULTS; i += 1) {
    if (g.keys[i]!.startsWith(first)) found.push(placeAt(g, i));
  }
  return found;
}
