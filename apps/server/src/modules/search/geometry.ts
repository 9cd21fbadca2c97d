import type { LngLat } from '@elite/shared';

/**
 * PostgreSQL's own tests of a point against a drawn area, for the in-memory search index
 * (memory-index/search-index.ts), which must match exactly the listings that `point <@ polygon` matches in
 * the database. Written after src/backend/utils/adt/geo_ops.c (`point_inside`,
 * `lseg_crossing`) and its float comparisons with a tolerance (geo_decls.h, EPSILON 1e-6): a
 * point on an edge, or within the tolerance of one, is inside. `point <@ box` compares
 * exactly and needs nothing here.
 */
export const GEOMETRY_EPSILON = 1e-6;

const zero = (a: number) => Math.abs(a) <= GEOMETRY_EPSILON;
const lt = (a: number, b: number) => a + GEOMETRY_EPSILON < b;
const le = (a: number, b: number) => a <= b + GEOMETRY_EPSILON;
const gt = (a: number, b: number) => a > b + GEOMETRY_EPSILON;
const ge = (a: number, b: number) => a + GEOMETRY_EPSILON >= b;

/** lseg_crossing's answer when the segment holds the point itself. */
const ON_EDGE = Number.MAX_SAFE_INTEGER;

/**
 * How the segment from (prevX, prevY) to (x, y), relative to the point, crosses the positive
 * X axis: +-2 across it, +-1 from a point on it, 0 not at all, ON_EDGE through the origin.
 */
function segmentCrossing(x: number, y: number, prevX: number, prevY: number): number {
  if (zero(y)) {
    if (zero(x)) return ON_EDGE;
    if (gt(x, 0)) {
      if (zero(prevY)) return gt(prevX, 0) ? 0 : ON_EDGE;
      return lt(prevY, 0) ? 1 : -1;
    }
    if (zero(prevY)) return lt(prevX, 0) ? 0 : ON_EDGE;
    return 0;
  }
  const ySign = gt(y, 0) ? 1 : -1;
  if (zero(prevY)) return lt(prevX, 0) ? 0 : ySign;
  if ((ySign < 0 && lt(prevY, 0)) || (ySign > 0 && gt(prevY, 0))) return 0;
  if (ge(x, 0) && gt(prevX, 0)) return 2 * ySign;
  if (lt(x, 0) && le(prevX, 0)) return 0;
  const z = (x - prevX) * y - (y - prevY) * x;
  if (zero(z)) return ON_EDGE;
  if ((ySign < 0 && lt(z, 0)) || (ySign > 0 && gt(z, 0))) return 0;
  return 2 * ySign;
}

/** A drawn area's vertices as flat x, y arrays, made once per search. */
export interface Ring {
  xs: Float64Array;
  ys: Float64Array;
}

export function ringOf(vertices: LngLat[]): Ring {
  return {
    xs: Float64Array.from(vertices, (v) => v[0]),
    ys: Float64Array.from(vertices, (v) => v[1]),
  };
}

/** Whether PostgreSQL finds point(x, y) inside the polygon, or on its edge. */
export function pointInRing(ring: Ring, x: number, y: number): boolean {
  const { xs, ys } = ring;
  const x0 = xs[0]! - x;
  const y0 = ys[0]! - y;
  let prevX = x0;
  let prevY = y0;
  let total = 0;
  for (let i = 1; i < xs.length; i++) {
    const cx = xs[i]! - x;
    const cy = ys[i]! - y;
    const cross = segmentCrossing(cx, cy, prevX, prevY);
    if (cross === ON_EDGE) return true;
    total += cross;
    prevX = cx;
    prevY = cy;
  }
  const last = segmentCrossing(x0, y0, prevX, prevY);
  if (last === ON_EDGE) return true;
  return total + last !== 0;
}
