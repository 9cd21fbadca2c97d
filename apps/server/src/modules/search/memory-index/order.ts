/**
 * Orders of the in-memory search index (memory-index/search-index.ts), computed with the typed arrays' own
 * numeric sort: a comparator sort of a million rows takes the event loop for most of a second,
 * this a tenth of it. Each row's key is its value's dense rank times the row count plus its
 * rank in the tie-break, which is exact in a double below 94 million rows.
 */

/**
 * A turn of the event loop for the requests waiting, between the steps of a build (each up to
 * about 150 ms at a million listings).
 */
/** Rows ranked between two turns (a binary search each: about 50 ms). */
const RANKS_PER_TURN = 100_000;

export const turn = () => new Promise((resolve) => setImmediate(resolve));

/** The distinct values of `values` in ascending order, NaN (null) left out. */
function distinctSorted(values: Float64Array): Float64Array {
  const sorted = values.slice().sort(); // NaN goes last
  let unique = 0;
  for (let i = 0; i < sorted.length; i++) {
    const value = sorted[i]!;
    if (Number.isNaN(value)) break;
    if (unique === 0 || sorted[unique - 1] !== value) sorted[unique++] = value;
  }
  return sorted.subarray(0, unique);
}

/** The index of `value` in the ascending `distinct` values (it is one of them). */
function rankIn(distinct: Float64Array, value: number): number {
  let low = 0;
  let high = distinct.length - 1;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (distinct[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The rows in the order of `values` (ascending, or descending), null (NaN) last either way as
 * PostgreSQL orders `asc` and `desc nulls last`, rows of one value in the order of `tie`:
 * `tie[row]` is the row's rank in the tie-break (a permutation of 0..n-1) and `rowOfTie` its
 * inverse.
 */
export async function orderRows(
  values: Float64Array,
  descending: boolean,
  tie: Uint32Array,
  rowOfTie: Uint32Array,
): Promise<Uint32Array> {
  const n = values.length;
  const distinct = distinctSorted(values);
  await turn();
  const last = distinct.length;
  const keys = new Float64Array(n);
  for (let row = 0; row < n; row++) {
    if (row % RANKS_PER_TURN === RANKS_PER_TURN - 1) await turn();
    const value = values[row]!;
    let rank = last;
    if (!Number.isNaN(value)) {
      rank = rankIn(distinct, value);
      if (descending) rank = last - 1 - rank;
    }
    keys[row] = rank * n + tie[row]!;
  }
  await turn();
  keys.sort();
  await turn();
  const order = new Uint32Array(n);
  for (let k = 0; k < n; k++) order[k] = rowOfTie[keys[k]! % n]!;
  return order;
}

/** The inverse of a permutation: each row's place in `order`. */
export function placesIn(order: Uint32Array): Uint32Array {
  const places = new Uint32Array(order.length);
  for (let k = 0; k < order.length; k++) places[order[k]!] = k;
  return places;
}

/** `values` rearranged so that row `s` holds the value (`width` numbers) of row `order[s]`. */
export function rearranged<T extends Float64Array | Uint8Array | Uint32Array>(
  values: T,
  order: Uint32Array,
  width = 1,
): T {
  const result = new (values.constructor as new (length: number) => T)(order.length * width);
  if (width === 1) {
    for (let s = 0; s < order.length; s++) result[s] = values[order[s]!]!;
    return result;
  }
  for (let s = 0; s < order.length; s++) {
    const from = order[s]! * width;
    for (let w = 0; w < width; w++) result[s * width + w] = values[from + w]!;
  }
  return result;
}

/** 0, 1, ..., n - 1. */
export function identity(n: number): Uint32Array {
  const rows = new Uint32Array(n);
  for (let i = 0; i < n; i++) rows[i] = i;
  return rows;
}
