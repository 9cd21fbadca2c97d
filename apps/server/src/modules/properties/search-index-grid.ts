import type { BoundingBox, PropertyMap } from '@elite/shared';
import { GRID_CELLS } from './search-repository';

/** Slots per side: the area's cells, and more on each side for points on its edges. */
const SIDE = GRID_CELLS + 4;

/**
 * The map's cells of one search, as search-repository.mapListings groups them in the database:
 * GRID_CELLS a side over `area`, a listing in cell floor(lng / width), floor(lat / height).
 */
export class CellGrid {
  private readonly width: number;
  private readonly height: number;
  private readonly x0: number;
  private readonly y0: number;
  private readonly counts = new Uint32Array(SIDE * SIDE);
  private readonly sumX = new Float64Array(SIDE * SIDE);
  private readonly sumY = new Float64Array(SIDE * SIDE);
  /** A row of each cell: the listing itself in a cell of one. */
  private readonly rows = new Uint32Array(SIDE * SIDE);
  /** Cells beyond the slots, which the edges of an area make possible in theory. */
  private readonly outside = new Map<string, { count: number; x: number; y: number; s: number }>();

  constructor(area: BoundingBox) {
    // A degenerate area (a line, a point) still has cells of some size.
    this.width = Math.max(area.east - area.west, 1e-9) / GRID_CELLS;
    this.height = Math.max(area.north - area.south, 1e-9) / GRID_CELLS;
    this.x0 = Math.floor(area.west / this.width) - 1;
    this.y0 = Math.floor(area.south / this.height) - 1;
  }

  /** Adds rows matches[0..total) at their places. */
  addAll(matches: Uint32Array, total: number, lng: Float64Array, lat: Float64Array) {
    const { width, height, x0, y0, counts, sumX, sumY, rows } = this;
    for (let i = 0; i < total; i++) {
      const s = matches[i]!;
      const x = lng[s]!;
      const y = lat[s]!;
      const cx = Math.floor(x / width) - x0;
      const cy = Math.floor(y / height) - y0;
      if (cx >= 0 && cx < SIDE && cy >= 0 && cy < SIDE) {
        const slot = cx * SIDE + cy;
        counts[slot]! += 1;
        sumX[slot]! += x;
        sumY[slot]! += y;
        rows[slot] = s;
      } else {
        this.addOutside(s, cx, cy, x, y);
      }
    }
  }

  private addOutside(s: number, cx: number, cy: number, x: number, y: number) {
    const key = `${cx},${cy}`;
    const cell = this.outside.get(key) ?? { count: 0, x: 0, y: 0, s };
    cell.count += 1;
    cell.x += x;
    cell.y += y;
    this.outside.set(key, cell);
  }

  /** The map: a cell of one listing is a point, the others clusters at their mean position. */
  toMap(total: number, point: (s: number) => PropertyMap['points'][number]): PropertyMap {
    const result: PropertyMap = { total, points: [], clusters: [] };
    const visit = (count: number, x: number, y: number, s: number) => {
      if (count === 1) result.points.push(point(s));
      else result.clusters.push({ latitude: y / count, longitude: x / count, count });
    };
    for (let slot = 0; slot < this.counts.length; slot++) {
      const count = this.counts[slot]!;
      if (count > 0) visit(count, this.sumX[slot]!, this.sumY[slot]!, this.rows[slot]!);
    }
    for (const cell of this.outside.values()) visit(cell.count, cell.x, cell.y, cell.s);
    return result;
  }
}
