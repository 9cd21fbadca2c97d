import { LRUCache } from 'lru-cache';

/** The rows whose location holds a term: ascending, and which distinct locations hold it. */
export interface TermRows {
  rows: Uint32Array;
  /** 1 at each distinct location (its code) that holds the term. */
  holds: Uint8Array;
}

/**
 * The bytes of recent terms' rows kept for each byte of the codes (16 bytes a listing): the
 * hundred or so terms of the bench's list at 100k need about three times the codes' bytes.
 */
const KEPT_PER_CODE_BYTE = 4;

/**
 * The search index's locations (docs/decisions/040): each row's `location_search` (the
 * location as the database lower-cases it) as a code into the distinct locations. Locations
 * repeat (a town, a neighbourhood of it), so a term is looked for once in each distinct
 * location, and its rows are read off the codes. `location_search like '%term%'`, the term's
 * wildcards escaped, is exactly "holds the term" on the same text.
 */
export class Locations {
  /** The rows of the terms searched lately, by their bytes (one more, as sizes are positive). */
  private readonly recent: LRUCache<string, TermRows>;

  /** `names`: the distinct locations; `codes`: each row's location, a place in `names`. */
  constructor(
    private readonly names: readonly string[],
    readonly codes: Uint32Array,
  ) {
    this.recent = new LRUCache({
      maxSize: Math.max(1, KEPT_PER_CODE_BYTE * codes.byteLength),
      sizeCalculation: (found) => found.rows.byteLength + found.holds.byteLength + 1,
    });
  }

  /**
   * The rows whose location holds `term` (already lower-cased). What buyers type repeats
   * (towns, regions), so the rows of recent terms are kept, in all at most KEPT_PER_CODE_BYTE
   * times the codes' bytes.
   */
  holding(term: string): TermRows {
    let found = this.recent.get(term);
    if (!found) this.recent.set(term, (found = this.find(term)));
    return found;
  }

  private find(term: string): TermRows {
    const { names, codes } = this;
    const holds = new Uint8Array(names.length);
    let any = false;
    for (let code = 0; code < names.length; code++) {
      if (names[code]!.includes(term)) [holds[code], any] = [1, true];
    }
    if (!any) return { rows: new Uint32Array(0), holds };
    let count = 0;
    for (let s = 0; s < codes.length; s++) count += holds[codes[s]!]!;
    const rows = new Uint32Array(count);
    for (let s = 0, k = 0; k < count; s++) if (holds[codes[s]!] === 1) rows[k++] = s;
    return { rows, holds };
  }
}
