import { describe, expect, it } from 'vitest';
import { advertisedGrid } from './advertised-grid';

/** The column counts a grid class list gives from phone to wide desktop. */
function columnCounts(gridClassName: string): number[] {
  const counts = [1];
  for (const prefix of ['sm', 'lg', 'xl']) {
    const match = new RegExp(`\\b${prefix}:grid-cols-(\\d)`).exec(gridClassName);
    counts.push(match ? Number(match[1]) : (counts.at(-1) ?? 1));
  }
  return counts;
}

describe('the home page’s advertised grid', () => {
  it('never leaves a single card alone on the last row, at any width', () => {
    for (let count = 0; count <= 40; count += 1) {
      const { shown, gridClassName } = advertisedGrid(count);
      for (const columns of columnCounts(gridClassName)) {
        if (columns > 1) expect(shown % columns, `${count} cards, ${columns} columns`).not.toBe(1);
      }
    }
  });

  it('shows every card it can: all of 1 to 4, 6 and 8, and at most three fewer', () => {
    for (const count of [1, 2, 3, 4, 6, 8, 12, 14]) expect(advertisedGrid(count).shown).toBe(count);
    for (let count = 0; count <= 40; count += 1) {
      expect(advertisedGrid(count).shown).toBeLessThanOrEqual(count);
      expect(count - advertisedGrid(count).shown).toBeLessThanOrEqual(3);
      // The cards shown keep the same layout: the page lays out what it shows.
      const { shown, gridClassName } = advertisedGrid(count);
      expect(advertisedGrid(shown)).toEqual({ shown, gridClassName });
    }
  });
});
