import { searchColumns, type IndexParts, type SearchColumns } from './search-index';
import { placesIn } from './order';
import { compareIds, idWords, rowWithId } from './ids';

/** Ascending, NaN (null) last; descending, NaN last too, as PostgreSQL's `desc nulls last`. */
function byValue(x: number, y: number, descending: boolean): number {
  const [xNaN, yNaN] = [Number.isNaN(x), Number.isNaN(y)];
  if (xNaN || yNaN) return Number(xNaN) - Number(yNaN);
  if (x === y) return 0;
  return x < y !== descending ? -1 : 1;
}

/** The rows of `order` that are kept, as new rows, merged with `added` in the order of `cmp`. */
function merged(
  order: ArrayLike<number>,
  newRowOf: Int32Array,
  added: number[],
  cmp: (a: number, b: number) => number,
  count: number,
): Uint32Array {
  const sortedAdded = [...added].sort(cmp);
  const result = new Uint32Array(count);
  let [k, j] = [0, 0];
  for (let i = 0; i < order.length; i++) {
    const row = newRowOf[order[i]!]!;
    if (row < 0) continue;
    while (j < sortedAdded.length && cmp(sortedAdded[j]!, row) < 0) result[k++] = sortedAdded[j++]!;
    result[k++] = row;
  }
  while (j < sortedAdded.length) result[k++] = sortedAdded[j++]!;
  return result;
}

/**
 * The parts of an index with the listings of `removed` taken out and the rows of `added` put
 * in (a listing both removed and added is updated), without sorting anything again: each
 * order is the old one, its rows renumbered, merged with the few new rows (docs/decisions/050).
 */
export function patchParts(old: IndexParts, removed: string[], added: SearchColumns): IndexParts {
  const c = old.columns;
  const n = c.count;
  const rowOfIdRank = placesIn(old.idRank);
  const dropped = new Uint8Array(n);
  const drop = (words: Uint32Array, at: number) => {
    const row = rowWithId(c.ids, rowOfIdRank, words, at);
    if (row !== undefined) dropped[row] = 1;
  };
  for (const id of removed) drop(new Uint32Array(idWords(id)), 0);
  for (let a = 0; a < added.count; a++) drop(added.ids, a);

  // The new rows in longitude order: the kept rows, each added row before the first kept row
  // east of it (rows without a place last).
  const addedByLng = Array.from({ length: added.count }, (_, a) => a).sort((a, b) =>
    byValue(added.longitude[a]!, added.longitude[b]!, false),
  );
  const count = n - dropped.reduce((sum, d) => sum + d, 0) + added.count;
  const columns = searchColumns(count, count);
  const names = [...c.locationNames];
  const codeOf = new Map(names.map((name, code) => [name, code]));
  const newRowOf = new Int32Array(n).fill(-1);
  const newRowOfAdded = new Uint32Array(added.count);
  const keys = Object.keys(columns).filter(
    (key) => key !== 'count' && key !== 'locationNames' && key !== 'ids' && key !== 'location',
  ) as (keyof SearchColumns)[];
  let row = 0;
  const put = (from: SearchColumns, s: number, location: number) => {
    for (const key of keys) (columns[key] as Float64Array)[row] = (from[key] as Float64Array)[s]!;
    columns.ids.set(from.ids.subarray(s * 4, s * 4 + 4), row * 4);
    columns.location[row] = location;
    return row++;
  };
  const putAdded = (a: number) => {
    const name = added.locationNames[added.location[a]!]!;
    let code = codeOf.get(name);
    if (code === undefined) codeOf.set(name, (code = names.push(name) - 1));
    newRowOfAdded[a] = put(added, a, code);
  };
  let j = 0;
  for (let s = 0; s < n; s++) {
    if (dropped[s]) continue;
    while (
      j < added.count &&
      byValue(added.longitude[addedByLng[j]!]!, c.longitude[s]!, false) < 0
    ) {
      putAdded(addedByLng[j++]!);
    }
    newRowOf[s] = put(c, s, c.location[s]!);
  }
  while (j < added.count) putAdded(addedByLng[j++]!);
  columns.locationNames = names;

  const newRows = Array.from(newRowOfAdded);
  const byId = merged(
    rowOfIdRank,
    newRowOf,
    newRows,
    (a, b) => compareIds(columns.ids, a, columns.ids, b),
    count,
  );
  const idRank = placesIn(byId);
  const { createdAt, priceMin, listedAt } = columns;
  const orders = {
    // repository.listOrder: created_at desc, id asc.
    default: merged(
      old.orders.default,
      newRowOf,
      newRows,
      (a, b) => byValue(createdAt[a]!, createdAt[b]!, true) || idRank[a]! - idRank[b]!,
      count,
    ),
    // price_min asc, id asc.
    asc: merged(
      old.orders.asc,
      newRowOf,
      newRows,
      (a, b) => byValue(priceMin[a]!, priceMin[b]!, false) || idRank[a]! - idRank[b]!,
      count,
    ),
    // listed_at desc nulls last, id desc.
    newest: merged(
      old.orders.newest,
      newRowOf,
      newRows,
      (a, b) => byValue(listedAt[a]!, listedAt[b]!, true) || idRank[b]! - idRank[a]!,
      count,
    ),
  };
  return { columns, idRank, orders };
}
