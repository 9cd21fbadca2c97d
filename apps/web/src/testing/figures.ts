import { within } from '@testing-library/react';
import { vi } from 'vitest';

/** What the pages handed Chart.js: each chart's config, in the order they were drawn. */
export interface DrawnChart {
  data: { labels: string[]; datasets: { label: string; data: number[]; borderDash: number[] }[] };
}

/**
 * Chart.js in a unit test (jsdom has no canvas): a stand-in that records what each chart was
 * given. Use as `vi.mock('chart.js', () => fakeChartLibrary(drawn))` with `drawn` from
 * `vi.hoisted`.
 */
export function fakeChartLibrary(drawn: DrawnChart[]) {
  class Chart {
    static register = vi.fn();
    constructor(_canvas: unknown, config: DrawnChart) {
      drawn.push(config);
    }
    destroy() {}
  }
  const part = {};
  return {
    Chart,
    LineController: part,
    LineElement: part,
    PointElement: part,
    LinearScale: part,
    CategoryScale: part,
    Legend: part,
    Tooltip: part,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** `count` days from `first` (`YYYY-MM-DD`), each with what `figures` gives for its index. */
export function figureDays<Figures extends object>(
  first: string,
  count: number,
  figures: (index: number) => Figures,
): (Figures & { date: string })[] {
  const start = new Date(`${first}T00:00:00Z`).getTime();
  return Array.from({ length: count }, (_, index) => ({
    date: new Date(start + index * DAY_MS).toISOString().slice(0, 10),
    ...figures(index),
  }));
}

/** The numbers of a figures table's row, found by its heading (a day, or "Total"). */
export function rowNumbers(table: HTMLElement, heading: string): (string | null)[] {
  const row = within(table).getByRole('rowheader', { name: heading }).closest('tr');
  if (!row) throw new Error(`no row ${heading}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}
