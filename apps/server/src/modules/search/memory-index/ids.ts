// Listing ids as the search index keeps them: each uuid as four big-endian 32-bit words.

/** A uuid as the four big-endian words the columns keep. */
export function idWords(id: string): number[] {
  const hex = id.replaceAll('-', '');
  return [0, 1, 2, 3].map((w) => parseInt(hex.slice(w * 8, w * 8 + 8), 16));
}

/** Orders two ids (row `a` of `x`, row `b` of `y`) as PostgreSQL orders uuids. */
export function compareIds(x: Uint32Array, a: number, y: Uint32Array, b: number): number {
  for (let w = 0; w < 4; w++) {
    const d = x[a * 4 + w]! - y[b * 4 + w]!;
    if (d !== 0) return d;
  }
  return 0;
}

/** The row holding the id at `words[at * 4]`, given the rows in id order; else undefined. */
export function rowWithId(
  ids: Uint32Array,
  rowOfIdRank: Uint32Array,
  words: Uint32Array,
  at = 0,
): number | undefined {
  let [low, high] = [0, rowOfIdRank.length];
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compareIds(ids, rowOfIdRank[middle]!, words, at) < 0) low = middle + 1;
    else high = middle;
  }
  const row = rowOfIdRank[low];
  return row !== undefined && compareIds(ids, row, words, at) === 0 ? row : undefined;
}
