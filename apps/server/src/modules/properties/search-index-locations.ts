/** Between two rows' locations in the text: PostgreSQL's text never holds it. */
const SEPARATOR = '\0';

/**
 * The search index's locations (docs/decisions/040): every row's `location_search` (the
 * location as the database lower-cases it) in row order, in one string with SEPARATOR after
 * each, and where each row's text starts. `location_search like '%term%'`, the term's wildcards
 * escaped, is exactly "holds the term" on the same text.
 */
export class Locations {
  private readonly text: string;
  private readonly starts: Uint32Array;
  /** Scratch: the rows a term is found in. */
  private readonly found: Uint32Array;
  /** The rows of the terms searched lately, least recently first, and how many rows in all. */
  private readonly recent = new Map<string, Uint32Array>();
  private kept = 0;

  constructor(locations: string[]) {
    const n = locations.length;
    this.starts = new Uint32Array(n + 1);
    for (let s = 0; s < n; s++) {
      this.starts[s + 1] = this.starts[s]! + locations[s]!.length + SEPARATOR.length;
    }
    this.text = locations.join(SEPARATOR) + SEPARATOR;
    this.found = new Uint32Array(n);
  }

  /**
   * The rows whose location holds `term` (already lower-cased), ascending. A scan of the text
   * takes 1-2 ms at 85k listings when the term's first letter is common; what buyers type
   * repeats (towns, regions), so the rows of recent terms are kept, in all at most twice as many
   * as there are rows.
   */
  rowsHolding(term: string): Uint32Array {
    const known = this.recent.get(term);
    if (known) {
      // Most recently used last: the first entry is the one to let go.
      this.recent.delete(term);
      this.recent.set(term, known);
      return known;
    }
    let count = 0;
    // A term holding the separator would match across two rows; the database refuses it.
    for (let at = term.includes(SEPARATOR) ? -1 : this.text.indexOf(term); at >= 0; ) {
      const s = this.rowAt(at);
      this.found[count++] = s;
      at = this.text.indexOf(term, this.starts[s + 1]);
    }
    const rows = this.found.slice(0, count);
    this.recent.set(term, rows);
    this.kept += count;
    for (const [oldest, its] of this.recent) {
      if (this.kept <= 2 * this.found.length || oldest === term) break;
      this.recent.delete(oldest);
      this.kept -= its.length;
    }
    return rows;
  }

  /** The row whose location holds the text's character `at`. */
  private rowAt(at: number): number {
    let [low, high] = [0, this.starts.length - 2];
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if (this.starts[middle]! <= at) low = middle;
      else high = middle - 1;
    }
    return low;
  }
}
