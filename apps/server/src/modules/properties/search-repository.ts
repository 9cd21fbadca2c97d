import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  MAP_MAX_ITEMS,
  type BoundingBox,
  type LngLat,
  type PropertyListQuery,
  type PropertyMap,
} from '@elite/shared';
import type { Database } from '../../db/client';
import { properties } from '../../db/schema';
import { searchConditions, type SearchCriteria } from './search-criteria';
import { agentJoin, agents, isListedRow, propertyColumns, type PropertyRow } from './view';

export type SearchQuery = SearchCriteria;

/** Listed rows matching the whole search. */
export function searchWhere(query: SearchQuery): SQL {
  return and(isListedRow, ...searchConditions(query)) as SQL;
}

/** The order of a searched list; `newest` reads properties_public_listed_idx. */
function searchOrder(sortBy: PropertyListQuery['sortBy']): SQL[] {
  switch (sortBy) {
    case 'asc':
      return [asc(properties.priceMin), asc(properties.id)];
    case 'desc':
      return [desc(properties.priceMin), desc(properties.id)];
    case 'newest':
      return [sql`${properties.listedAt} desc nulls last`, sql`${properties.id} desc nulls last`];
    default:
      // The server's order, as the unfiltered list has it (repository.listOrder).
      return [sql`${properties.createdAt} desc nulls last`, asc(properties.id)];
  }
}

/**
 * One page of a list with filters (or sorted by `newest`): the page's ids from the properties
 * table alone, as the unfiltered list does, the planner choosing between the order's index and
 * the filters' (the GiST index for an area); then only the page's rows joined to their agents.
 */
export async function listSearchedProperties(
  db: Database,
  query: PropertyListQuery,
): Promise<PropertyRow[]> {
  const order = searchOrder(query.sortBy);
  const page = db
    .select({ pageId: properties.id })
    .from(properties)
    .where(searchWhere(query))
    .orderBy(...order)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .as('page');
  const rows = await db
    .select(propertyColumns)
    .from(page)
    .innerJoin(properties, eq(properties.id, page.pageId))
    .leftJoin(agents, agentJoin)
    .orderBy(...order);
  return rows as PropertyRow[];
}

/** The map's grid: this many cells along each side of the area asked (at most 21 x 21 hit). */
const GRID_CELLS = 20;
const WORLD: BoundingBox = { west: -180, south: -90, east: 180, north: 90 };

function boundsOf(vertices: LngLat[]): BoundingBox {
  const lngs = vertices.map((v) => v[0]);
  const lats = vertices.map((v) => v[1]);
  return {
    west: Math.min(...lngs),
    south: Math.min(...lats),
    east: Math.max(...lngs),
    north: Math.max(...lats),
  };
}

/**
 * The map of a search: every matching listing with coordinates, as itself when there are at
 * most MAP_MAX_ITEMS, else grouped on a grid over the area asked (the bbox, the polygon's
 * bounds, or the world): GRID_CELLS cells a side, aligned on multiples of the cell's size so
 * that panning keeps the groups, so at most (GRID_CELLS + 1)^2 = 441 cells hold listings. A
 * cell of one listing is a point, the others clusters at their listings' mean position.
 */
export async function mapListings(db: Database, query: SearchQuery): Promise<PropertyMap> {
  const where = and(searchWhere(query), sql`${properties.latitude} is not null`);
  const listings = await db
    .select({
      id: properties.id,
      latitude: properties.latitude,
      longitude: properties.longitude,
      min: properties.priceMin,
      max: properties.priceMax,
    })
    .from(properties)
    .where(where)
    // Any MAP_MAX_ITEMS + 1 tell that there are too many; all of fewer are sorted below.
    .limit(MAP_MAX_ITEMS + 1);
  if (listings.length <= MAP_MAX_ITEMS) {
    const points = listings.map((l) => ({
      _id: l.id,
      latitude: l.latitude!,
      longitude: l.longitude!,
      min: Number(l.min),
      max: Number(l.max),
    }));
    points.sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
    return { total: points.length, points, clusters: [] };
  }
  const area = query.bbox ?? (query.polygon ? boundsOf(query.polygon) : WORLD);
  // A degenerate area (a line, a point) still has cells of some size.
  const cellWidth = Math.max(area.east - area.west, 1e-9) / GRID_CELLS;
  const cellHeight = Math.max(area.north - area.south, 1e-9) / GRID_CELLS;
  const cells = await db
    .select({
      count: sql<number>`count(*)::int`,
      latitude: sql<number>`avg(${properties.latitude})::float8`,
      longitude: sql<number>`avg(${properties.longitude})::float8`,
      id: sql<string>`min(${properties.id}::text)`,
      min: sql<string>`min(${properties.priceMin})`,
      max: sql<string>`max(${properties.priceMax})`,
    })
    .from(properties)
    .where(where)
    .groupBy(
      sql`floor(${properties.longitude} / ${cellWidth}::float8)`,
      sql`floor(${properties.latitude} / ${cellHeight}::float8)`,
    );
  const result: PropertyMap = { total: 0, points: [], clusters: [] };
  for (const cell of cells) {
    const count = Number(cell.count);
    result.total += count;
    // Literals without a spread: fields after a spread are added one by one at run time.
    const latitude = Number(cell.latitude);
    const longitude = Number(cell.longitude);
    if (count === 1) {
      const [min, max] = [Number(cell.min), Number(cell.max)];
      result.points.push({ _id: cell.id, latitude, longitude, min, max });
    } else {
      result.clusters.push({ latitude, longitude, count });
    }
  }
  return result;
}
