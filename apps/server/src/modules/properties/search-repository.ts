import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import {
  MAP_MAX_ITEMS,
  type BoundingBox,
  type LngLat,
  type PropertyListQuery,
  type PropertyMap,
  type PropertySearchFilters,
} from '@elite/shared';
import type { Database } from '../../db/client';
import { properties } from '../../db/schema';
import { agentJoin, agents, isListedRow, propertyColumns, type PropertyRow } from './view';

/**
 * A listing's place as PostgreSQL's built-in point (x = longitude, y = latitude), written
 * exactly as the GiST index properties_public_point_idx is (docs/decisions/029). Null when the
 * listing has no coordinates, so it matches no area.
 */
const listingPoint = sql`point(${properties.longitude}, ${properties.latitude})`;

/** `%term%` for LIKE, with the user's own % and _ taken literally. */
export function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function insideBox({ west, south, east, north }: BoundingBox): SQL {
  return sql`${listingPoint} <@ box(point(${west}::float8, ${south}::float8), point(${east}::float8, ${north}::float8))`;
}

function insidePolygon(vertices: LngLat[]): SQL {
  const text = `(${vertices.map(([lng, lat]) => `(${lng},${lat})`).join(',')})`;
  return sql`${listingPoint} <@ ${text}::polygon`;
}

export type SearchQuery = PropertySearchFilters & { location?: string | undefined };

/**
 * The conditions of the search's filters (CONTRACT.md section 7), without `listed` and the
 * location. A null fact fails its comparison, so a listing whose fact is unknown never matches.
 */
export function filterConditions(f: PropertySearchFilters): SQL[] {
  const conditions: (SQL | undefined)[] = [
    f.minPrice === undefined ? undefined : gte(properties.priceMax, f.minPrice),
    f.maxPrice === undefined ? undefined : lte(properties.priceMin, f.maxPrice),
    f.beds === undefined ? undefined : gte(properties.bedrooms, f.beds),
    f.baths === undefined ? undefined : gte(properties.bathrooms, f.baths),
    f.type === undefined ? undefined : inArray(properties.propertyType, f.type),
    f.minArea === undefined ? undefined : gte(properties.livingArea, f.minArea),
    f.maxArea === undefined ? undefined : lte(properties.livingArea, f.maxArea),
    f.bbox === undefined ? undefined : insideBox(f.bbox),
    f.polygon === undefined ? undefined : insidePolygon(f.polygon),
  ];
  return conditions.filter((c): c is SQL => c !== undefined);
}

/** Listed rows matching the whole search. */
export function searchWhere(query: SearchQuery): SQL {
  return and(
    isListedRow,
    query.location
      ? sql`${properties.locationSearch} like ${containsPattern(query.location)}`
      : undefined,
    ...filterConditions(query),
  ) as SQL;
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
    const place = { latitude: Number(cell.latitude), longitude: Number(cell.longitude) };
    if (count === 1) {
      result.points.push({ _id: cell.id, ...place, min: Number(cell.min), max: Number(cell.max) });
    } else {
      result.clusters.push({ ...place, count });
    }
  }
  return result;
}
