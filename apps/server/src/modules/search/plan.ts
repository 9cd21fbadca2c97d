import { hasSearchFilters, type PropertyListQuery } from '@elite/shared';
import type { SearchIndex } from './memory-index/search-index';
import type { ListTotal } from './totals-cache';

/**
 * Who answers a page of the public list, decided here and nowhere else:
 * - `index`: the search index in memory (docs/decisions/040), for a search with filters or a
 *   location, or sorted by `newest`, once it is built and holds every change a reader may know;
 * - `empty`: nobody, the page is past the end of the search's total;
 * - `list`: the database's prepared pages of the whole list or of a location alone
 *   (docs/decisions/010), along the order's index (`walk`) or by sorting the matches;
 * - `search`: the database, for a search with filters, the page's ids found by the `scan` below.
 */
export type ListPlan =
  | { answer: 'index'; index: SearchIndex }
  | { answer: 'empty'; total: ListTotal }
  | { answer: 'list'; total: ListTotal; scan: ListScan }
  | { answer: 'search'; total: ListTotal; scan: SearchScan; lowestPriceFirst: boolean };

/**
 * `walk`: along the index of the order, testing the search on each entry, which is fastest
 * while the page is near the start or the search matches many rows. `matches`: every match of
 * the search first (trigram index), then sorted, which is fastest for a deep page of a search
 * that matches few rows. The planner would mostly choose right from its estimates, but it takes
 * testing the search on an index entry to be nearly free (on PGlite it is not).
 */
export type ListScan = 'walk' | 'matches';

/**
 * `planner`: no area, the planner chooses from its estimates. `walk`: along the order's index,
 * testing each entry (an area of many listings). `matches`: every listing in the area from the
 * GiST index, then sorted (an area of few), an index-only scan (migration 0016).
 */
export type SearchScan = 'planner' | 'walk' | 'matches';

/**
 * A deep page of a search that matches few listings is found faster by sorting the matches
 * than by walking an index past the rows that do not match: past this many index entries
 * walked per match (measured on PGlite and PostgreSQL, docs/decisions/010).
 */
const WALK_PER_MATCH = 10;

/** What the plan is made from; the totals are counted only when the database answers. */
export interface PlanSources {
  /** The search index, when it can answer now. */
  index: SearchIndex | undefined;
  /** The search's total. */
  matching: () => Promise<ListTotal>;
  /** Every listed listing's total (asked only for a deep page of a location). */
  listed: () => Promise<ListTotal>;
}

/** Whether the list is a search (filters, or the `newest` order) rather than the plain list. */
const isSearch = (query: PropertyListQuery) => hasSearchFilters(query) || query.sortBy === 'newest';

export async function planList(query: PropertyListQuery, sources: PlanSources): Promise<ListPlan> {
  const searched = isSearch(query);
  const { index } = sources;
  if (index && (searched || query.location)) return { answer: 'index', index };
  const total = await sources.matching();
  const skipped = (query.page - 1) * query.limit;
  if (!total.estimated && skipped >= total.total) return { answer: 'empty', total };
  if (!searched) return { answer: 'list', total, scan: await listScan(query, total, sources) };
  // An area's page: walk the order's index while the search has more matches than are
  // counted exactly (the walk passes about listed / matching entries per row of the page,
  // under 100 at 1M), else sort the matches.
  const area = Boolean(query.bbox || query.polygon);
  const scan: SearchScan = !area ? 'planner' : total.estimated ? 'walk' : 'matches';
  // Lowest price first from a minimum price walks the price index from where the minimum is
  // reachable (search/repository.ts), unless the area's matches are few enough to sort.
  const lowestPriceFirst =
    scan !== 'matches' && query.sortBy === 'asc' && query.minPrice !== undefined;
  return { answer: 'search', total, scan, lowestPriceFirst };
}

async function listScan(
  query: PropertyListQuery,
  matching: ListTotal,
  sources: PlanSources,
): Promise<ListScan> {
  if (!query.location || matching.estimated || matching.total === 0) return 'walk';
  // Index entries a walk would pass to reach the page: the matches are spread over all.
  const skipped = (query.page - 1) * query.limit;
  const walked = ((skipped + query.limit) * (await sources.listed()).total) / matching.total;
  return walked > WALK_PER_MATCH * matching.total ? 'matches' : 'walk';
}
