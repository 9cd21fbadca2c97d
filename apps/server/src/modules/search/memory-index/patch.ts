import { searchColumns, type SearchColumns } from './columns';
import type { IndexParts } from './search-index';
import { placesIn } from './order';
import { compareIds, idWords, rowWithId } from './ids';

/** Ascending, NaN (null) last; descending, NaN last too, as PostgreSQL's `desc nulls last`. */
function byValue(x: number, y: number, descending: boolean): number {
  const [xNaN, yNaN] = [Number.isNaN(x), Number.isNaN(y)];
  if (xNaN || yNaN) return Number(xNaN) - Number(yNaN);
  if (x === y) return 0;
  return x < y !== descending ? -1 : 1;
}

/** The first place in `0..length` where `after(place)` holds (it holds from there on). */
function firstWhere(length: number, after: (place: number) => boolean): number {
  let [low, high] = [0, length];
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (after(middle)) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * `sorted` with each of `added` put before the first entry that sorts after it by `cmp` (found
 * by binary search): the few new rows merged in, the rest copied in runs.
 */
function insertedInto(
  sorted: Uint32Array,
  added: number[],
  cmp: (a: number, b: number) => number,
): Uint32Array {
  const places = [...added]
    .sort(cmp)
    .map((row) => ({ row, at: firstWhere(sorted.length, (i) => cmp(row, sorted[i]!) < 0) }));
  const result = new Uint32Array(sorted.length + added.length);
  let from = 0;
  let k = 0;
  for (const { row, at } of places) {
    result.set(sorted.subarray(from, at), k);
    k += at - from;
    result[k++] = row;
    from = at;
  }
  result.set(sorted.subarray(from), k);
  return result;
}

/** The rows of `order` that are kept, as new rows (`newRowOf`, -1 for a row taken out). */
function keptOf(order: Uint32Array, newRowOf: Int32Array, kept: number): Uint32Array {
  const result = new Uint32Array(kept);
  let k = 0;
  for (let i = 0; i < order.length; i++) {
    const row = newRowOf[order[i]!]!;
    if (row >= 0) result[k++] = row;
  }
  return result;
}

/** The per-row number columns, each copied as a whole run of rows at a time. */
const NUMBER_KEYS = [
  'longitude',
  'latitude',
  'priceMin',
  'priceMax',
  'bedrooms',
  'bathrooms',
  'livingArea',
  'propertyType',
  'listingType',
  'createdAt',
  'listedAt',
  'location',
  'energy',
  'features',
  'accessibility',
] as const;

/**
 * The parts of an index with the listings of `removed` taken out and the rows of `added` put
 * in (a listing both removed and added is updated), without sorting anything again: each
 * order is the old one, its rows renumbered, with the few new rows put in by binary search,
 * and the columns copied in runs between them (docs/decisions/050). A few milliseconds at
 * 100k listings.
 */
export function patchParts(old: IndexParts, removed: string[], added: SearchColumns): IndexParts {
  const c = old.columns;
  const n = c.count;
  const rowOfIdRank = placesIn(old.idRank);
  const dropped = new Set<number>();
  const drop = (words: Uint32Array, at: number) => {
    const row = rowWithId(c.ids, rowOfIdRank, words, at);
    if (row !== undefined) dropped.add(row);
  };
  for (const id of removed) drop(new Uint32Array(idWords(id)), 0);
  for (let a = 0; a < added.count; a++) drop(added.ids, a);
  const droppedRows = [...dropped].sort((x, y) => x - y);

  // Each added row goes before the first old row east of it (rows without a place last).
  const insertions = Array.from({ length: added.count }, (_, a) => a)
    .sort((a, b) => byValue(added.longitude[a]!, added.longitude[b]!, false))
    .map((a) => ({
      a,
      at: firstWhere(n, (s) => byValue(added.longitude[a]!, c.longitude[s]!, false) < 0),
    }));
  const count = n - droppedRows.length + added.count;
  const columns = searchColumns(count, count);
  const names = [...c.locationNames];
  const codeOf = new Map(names.map((name, code) => [name, code]));
  const newRowOf = new Int32Array(n).fill(-1);
  const newRows: number[] = [];
  let row = 0;
  const copyRun = (from: number, to: number) => {
    for (const key of NUMBER_KEYS) columns[key].set(c[key].subarray(from, to), row);
    columns.ids.set(c.ids.subarray(from * 4, to * 4), row * 4);
    for (let s = from; s < to; s++) newRowOf[s] = row + s - from;
    row += to - from;
  };
  const putAdded = (a: number) => {
    for (const key of NUMBER_KEYS) columns[key][row] = added[key][a]!;
    const name = added.locationNames[added.location[a]!]!;
    let code = codeOf.get(name);
    if (code === undefined) codeOf.set(name, (code = names.push(name) - 1));
    columns.location[row] = code;
    columns.ids.set(added.ids.subarray(a * 4, a * 4 + 4), row * 4);
    newRows.push(row++);
  };
  let [s, j, d] = [0, 0, 0];
  while (s < n || j < insertions.length) {
    const nextInsertion = insertions[j]?.at ?? Infinity;
    if (nextInsertion <= s) {
      putAdded(insertions[j++]!.a);
      continue;
    }
    const nextDrop = droppedRows[d] ?? n;
    if (nextDrop === s) {
      [s, d] = [s + 1, d + 1];
      continue;
    }
    const end = Math.min(nextInsertion, nextDrop, n);
    copyRun(s, end);
    s = end;
  }
  columns.locationNames = names;
  // The open houses of the listings read again replace theirs (none: gone).
  const openHouses = new Map(c.openHouses);
  for (const id of removed) openHouses.delete(id);
  for (const [id, starts] of added.openHouses) openHouses.set(id, starts);
  columns.openHouses = openHouses;

  const kept = n - droppedRows.length;
  const byId = insertedInto(keptOf(rowOfIdRank, newRowOf, kept), newRows, (a, b) =>
    compareIds(columns.ids, a, columns.ids, b),
  );
  const idRank = placesIn(byId);
  const { createdAt, priceMin, listedAt } = columns;
  const ordered = (order: Uint32Array, cmp: (a: number, b: number) => number) =>
    insertedInto(keptOf(order, newRowOf, kept), newRows, cmp);
  const orders = {
    // repository.listOrder: created_at desc, id asc.
    default: ordered(
      old.orders.default,
      (a, b) => byValue(createdAt[a]!, createdAt[b]!, true) || idRank[a]! - idRank[b]!,
    ),
    // price_min asc, id asc.
    asc: ordered(
      old.orders.asc,
      (a, b) => byValue(priceMin[a]!, priceMin[b]!, false) || idRank[a]! - idRank[b]!,
    ),
    // listed_at desc nulls last, id desc.
    newest: ordered(
      old.orders.newest,
      (a, b) => byValue(listedAt[a]!, listedAt[b]!, true) || idRank[b]! - idRank[a]!,
    ),
  };
  return { columns, idRank, orders };
}
