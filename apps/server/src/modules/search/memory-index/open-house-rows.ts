import { openHouseWithin } from '../decision-filters';

/**
 * The rows of the index whose listings have upcoming open houses, each with their starts
 * (CONTRACT.md section 13: `open_house=7d`). Whether a start is in a search's window depends on
 * the clock, not on the index, so the rows that pass are found at each search: a mark per row,
 * set for the few listings that have open houses (and cleared for the next search).
 */
export class OpenHouseRows {
  private readonly rows: number[] = [];
  private readonly starts: number[][] = [];
  private marks: Uint8Array | undefined;
  private marked: number[] = [];

  constructor(
    byId: Map<string, number[]>,
    private readonly count: number,
    rowOf: (id: string) => number | undefined,
  ) {
    for (const [id, starts] of byId) {
      const row = rowOf(id);
      if (row === undefined || starts.length === 0) continue;
      this.rows.push(row);
      this.starts.push(starts);
    }
  }

  /** A mark per row: 1 for a listing with an open house starting within `days` from `now`. */
  within(days: number, now = Date.now()): Uint8Array {
    this.marks ??= new Uint8Array(this.count);
    for (const row of this.marked) this.marks[row] = 0;
    this.marked = [];
    this.rows.forEach((row, i) => {
      if (!openHouseWithin(this.starts[i]!, days, now)) return;
      this.marks![row] = 1;
      this.marked.push(row);
    });
    return this.marks;
  }
}
