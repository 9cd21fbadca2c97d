import type { BoundingBox, PropertyMap } from '@elite/shared';
import { areaWidth, GRID_CELLS } from '../filters';

/** Slots per side: the area's cells, and more on each side for points on its edges. */
const SIDE = GRID_CELLS + 4;
/** No slot: a row without a place, or a cell beyond the slots. */
export const NO_SLOT = 0xffff;

/**
 * The map's cells of one search, as map-repository.mapListings groups them in the database:
 * GRID_CELLS a side over `area`, a listing in cell floor(lng / width), floor(lat / height).
 * Each slot keeps [count, sum of longitudes, sum of latitudes, a row] side by side (one cache
 * line: twice as fast as four arrays, measured).
 */
export class CellGrid {
  private readonly width: number;
  private readonly height: number;
  private readonly x0: number;
  private readonly y0: number;
  private readonly slots = new Float64Array(SIDE * SIDE * 4);
  /** Cells beyond the slots, which the edges of an area make possible in theory. */
  private readonly outside = new Map<string, { count: number; x: number; y: number; s: number }>();

  constructor(area: BoundingBox) {
    // A degenerate area (a line, a point) still has cells of some size.
    this.width = Math.max(areaWidth(area), 1e-9) / GRID_CELLS;
    this.height = Math.max(area.north - area.south, 1e-9) / GRID_CELLS;
    this.x0 = Math.floor(area.west / this.width) - 1;
    this.y0 = Math.floor(area.south / this.height) - 1;
  }

  /** The slot of a place, or NO_SLOT. */
  slotOf(x: number, y: number): number {
    const cx = Math.floor(x / this.width) - this.x0;
    const cy = Math.floor(y / this.height) - this.y0;
    return cx >= 0 && cx < SIDE && cy >= 0 && cy < SIDE ? cx * SIDE + cy : NO_SLOT;
  }

  /**
   * Adds rows matches[0..total) at their places; `slots`: each row's slot in this grid, worked
   * out beforehand (the world's, kept by the search index).
   */
  addAll(
    matches: Uint32Array,
    total: number,
    lng: Float64Array,
    lat: Float64Array,
    slots?: Uint16Array,
  ) {
    const acc = this.slots;
    // Two loops rather than one choice per row: each stays a tight loop of its own.
    if (slots !== undefined) {
      for (let i = 0; i < total; i++) {
        const s = matches[i]!;
        const slot = slots[s]!;
        if (slot === NO_SLOT) this.addOutside(s, lng[s]!, lat[s]!);
        else add(acc, slot * 4, lng[s]!, lat[s]!, s);
      }
      return;
    }
    for (let i = 0; i < total; i++) {
      const s = matches[i]!;
      const slot = this.slotOf(lng[s]!, lat[s]!);
      if (slot === NO_SLOT) this.addOutside(s, lng[s]!, lat[s]!);
      else add(acc, slot * 4, lng[s]!, lat[s]!, s);
    }
  }

  private addOutside(s: number, x: number, y: number) {
    const key = `${Math.floor(x / this.width)},${Math.floor(y / this.height)}`;
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
    const acc = this.slots;
    for (let k = 0; k < acc.length; k += 4) {
      if (acc[k]! > 0) visit(acc[k]!, acc[k + 1]!, acc[k + 2]!, acc[k + 3]!);
    }
    for (const cell of this.outside.values()) visit(cell.count, cell.x, cell.y, cell.s);
    return result;
  }
}

/** One listing into a slot's count, sums and row. */
function add(acc: Float64Array, k: number, x: number, y: number, s: number) {
  acc[k]! += 1;
  acc[k + 1]! += x;
  acc[k + 2]! += y;
  acc[k + 3] = s;
}
