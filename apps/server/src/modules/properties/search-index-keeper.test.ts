import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { searchColumns, type SearchColumns } from './search-index';
import { SearchIndexKeeper } from './search-index-keeper';

/** Columns of `count` listings (what they hold does not matter here). */
const columns = (count: number) => searchColumns(count, count);

/** A keeper over a generation the test moves, and loads it counts. */
function keeperOf(load: (signal: AbortSignal) => Promise<SearchColumns>) {
  const state = { generation: '1' as string | undefined };
  const warnings: string[] = [];
  const log = pino({ level: 'warn' }, { write: (line: string) => warnings.push(line) });
  const loads = vi.fn(load);
  const keeper = new SearchIndexKeeper({
    load: loads,
    generation: async () => state.generation,
    log,
  });
  return { keeper, state, loads, warnings };
}

describe('SearchIndexKeeper', () => {
  it('answers only readers of the generation it was built for, and rebuilds for a new one', async () => {
    let size = 3;
    const { keeper, state, loads } = keeperOf(async () => columns(size));
    // Not built yet: no index (the database answers), and a build starts.
    expect(keeper.current('1')).toBeUndefined();
    await keeper.refresh();
    expect(keeper.current('1')?.count).toBe(3);
    expect(loads).toHaveBeenCalledTimes(1);
    // A write moved the generation on: the old index is never served again.
    state.generation = '2';
    size = 4;
    expect(keeper.current('2')).toBeUndefined();
    await keeper.refresh();
    expect(keeper.current('2')?.count).toBe(4);
    expect(keeper.current('1')).toBeUndefined();
    await keeper.close();
  });

  it('labels an index with the generation read before its load: a write during it makes it stale', async () => {
    const { keeper, state } = keeperOf(async () => {
      state.generation = '2'; // a write acknowledged while the listings are read
      return columns(1);
    });
    await keeper.refresh();
    expect(keeper.current('2')).toBeUndefined();
    await keeper.refresh();
    expect(keeper.current('2')?.count).toBe(1);
    await keeper.close();
  });

  it('builds once for many readers at a time, and not at all while the generation is unknown', async () => {
    const { keeper, state, loads } = keeperOf(async () => columns(2));
    state.generation = undefined;
    expect(keeper.current(undefined)).toBeUndefined();
    await keeper.refresh();
    expect(loads).not.toHaveBeenCalled();
    state.generation = '1';
    for (let i = 0; i < 5; i++) expect(keeper.current('1')).toBeUndefined();
    await keeper.refresh();
    expect(loads).toHaveBeenCalledTimes(1);
    await keeper.close();
  });

  it('logs a failed build, keeps answering without an index, and tries again', async () => {
    let fail = true;
    const { keeper, warnings } = keeperOf(async () => {
      if (fail) throw new Error('connection lost');
      return columns(5);
    });
    await keeper.refresh();
    expect(keeper.current('1')).toBeUndefined();
    expect(warnings.join('')).toContain('search index: not built');
    fail = false;
    await keeper.refresh();
    expect(keeper.current('1')?.count).toBe(5);
    await keeper.close();
  });

  it('stops a build under way when closed, quietly, and builds no more', async () => {
    const { keeper, loads, warnings } = keeperOf(
      (signal) =>
        new Promise((_, reject) => {
          signal.addEventListener('abort', () => reject(signal.reason));
        }),
    );
    const building = keeper.refresh();
    await vi.waitFor(() => expect(loads).toHaveBeenCalledTimes(1));
    await keeper.close();
    await building;
    expect(warnings).toEqual([]);
    expect(keeper.current('1')).toBeUndefined();
    await keeper.refresh();
    expect(loads).toHaveBeenCalledTimes(1);
  });
});
