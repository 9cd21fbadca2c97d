import {
  hasSearchFilters,
  listingFilterOf,
  type Property,
  type PropertyListQuery,
  type PropertyMap,
  type PropertyMapQuery,
} from '@elite/shared';
import type { Database } from '../../db/client';
import { toProperty } from '../properties/view';
import type { ListedSearch } from './filters';
import * as indexRepo from './index-repository';
import type { SearchIndex } from './memory-index/search-index';
import * as mapRepo from './map-repository';
import { planList } from './plan';
import * as repo from './repository';
import type { ListTotal, TotalsCache } from './totals-cache';

/**
 * The search as the totals cache keys it: LIKE on the lower-cased location, then the filters
 * in a fixed order (the types sorted), so that one search written two ways shares its total;
 * each led by the listings it shows (`sale` when `listing` is not given).
 */
export function totalKey(search: ListedSearch): string {
  const { location, minPrice, maxPrice, beds, baths, type, minArea, maxArea, bbox, polygon } =
    search;
  const term = (location ?? '').toLowerCase();
  const listing = listingFilterOf(search);
  if (!hasSearchFilters(search)) return `${listing}:${term}`;
  return JSON.stringify([
    listing,
    term,
    minPrice,
    maxPrice,
    beds,
    baths,
    type && [...type].sort(),
    minArea,
    maxArea,
    bbox && [bbox.west, bbox.south, bbox.east, bbox.north],
    polygon,
    // Sorted and distinct as read (shared search.ts).
    search.energy,
    search.features,
    search.accessible,
    search.open_house,
  ]);
}

/** What the list is answered from besides the database, for one generation of public data. */
export interface ListSources {
  /** Totals counted in this generation (read before anything is counted). */
  totals: TotalsCache;
  generation: string | undefined;
  /** The search index of this generation, when it is built (docs/decisions/040). */
  index: SearchIndex | undefined;
}

/**
 * A page of the public list and the total of its search, from whoever plan.ts says answers it:
 * the search index (the total, exact below 10,000 as the database's, and the page's ids; then
 * the page's rows from the database), or the database. Totals from the database are counted
 * once per search and generation, then kept in `totals`.
 */
export async function listProperties(
  db: Database,
  { totals, generation, index }: ListSources,
  query: PropertyListQuery,
): Promise<ListTotal & { properties: Property[]; indexed: boolean }> {
  const totalOf = async (search: ListedSearch) => {
    // `open_house` counts by the clock (an open house leaves the window as it starts), which no
    // generation of public changes follows: counted each time, never kept.
    if (search.open_house !== undefined) return repo.countListed(db, search);
    const key = totalKey(search);
    let total = totals.get(generation, key);
    if (!total) {
      total = await repo.countListed(db, search);
      totals.set(generation, key, total);
    }
    return total;
  };
  const plan = await planList(query, {
    index,
    matching: () => totalOf(query),
    listed: () => totalOf({ listing: query.listing }),
  });
  if (plan.answer === 'index') {
    const found = plan.index.search(query, query.sortBy, query.page, query.limit);
    const rows = await repo.findListedRows(
      db,
      found.rows.map((row) => plan.index.idOf(row)),
    );
    return { ...listPage(found, rows), indexed: true };
  }
  const rows =
    plan.answer === 'empty'
      ? []
      : plan.answer === 'list'
        ? await repo.listVerifiedProperties(db, query, plan.scan)
        : await repo.listSearchedProperties(db, query, plan);
  return listPage(plan.total, rows);
}

const listPage = (total: ListTotal, rows: Parameters<typeof toProperty>[0][]) => ({
  total: total.total,
  estimated: total.estimated,
  properties: rows.map(toProperty),
  indexed: false,
});

/**
 * The map of a search: its listings with coordinates as points and clusters (CONTRACT.md 7),
 * from the search index when it is built (`indexed`), else from the database.
 */
export async function mapProperties(
  db: Database,
  index: SearchIndex | undefined,
  query: PropertyMapQuery,
): Promise<{ map: PropertyMap; indexed: boolean }> {
  if (index) return { map: index.map(query), indexed: true };
  return { map: await mapRepo.mapListings(db, query), indexed: false };
}

/** Every listed listing's search columns, for the search index. */
export const loadSearchColumns = indexRepo.loadSearchColumns;
/** The search columns of changed listings, for the index's patch. */
export const loadChangedListings = indexRepo.loadChangedListings;
