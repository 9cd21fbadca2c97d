import { and, sql } from 'drizzle-orm';
import { MAP_MAX_ITEMS, type PropertyMap } from '@elite/shared';
import type { Database } from '../../db/client';
import { properties } from '../../db/schema';
import { areaWidth, boundsOf, GRID_CELLS, WORLD, type ListedSearch } from './filters';
import { searchWhere } from './repository';

/**
 * The map of a search: every matching listing with coordinates, as itself when there are at
 * most MAP_MAX_ITEMS, else grouped on a grid over the area asked (the bbox, the polygon's
 * bounds, or the world): GRID_CELLS cells a side, aligned on multiples of the cell's size so
 * that panning keeps the groups, so at most (GRID_CELLS + 1)^2 = 441 cells hold listings. A
 * cell of one listing is a point, the others clusters at their listings' mean position.
 */
export async function mapListings(db: Database, query: ListedSearch): Promise<PropertyMap> {
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
  const cellWidth = Math.max(areaWidth(area), 1e-9) / GRID_CELLS;
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
