import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { searchColumns, type SearchColumns } from './search-index';
import { SearchIndexKeeper } from './keeper';
import { idWords } from './ids';

/** Columns of the listings of `ids`, in id order (what else they hold does not matter here). */
function columns(ids: string[]): SearchColumns {
  const sorted = [...ids].sort();
  const c = searchColumns(sorted.length, sorted.length);
  sorted.forEach((id, i) => c.ids.set(idWords(id), i * 4));
  c.locationNames.push('');
  return c;
}

/** A keeper over a database of `listed` ids and a count of changes the test moves. */
function keeperOf(load?: (signal: AbortSignal) => Promise<SearchColumns>) {
  const state = { seq: 1 as number | undefined, listed: new Set<string>() };
  const warnings: string[] = [];
  const log = pino({ level: 'warn' }, { write: (line: string) => warnings.push(line) });
  const loads = vi.fn(load ?? (async () => columns([...state.listed])));
  const reloads = vi.fn(async ({ ids }: { ids: string[] }) => ({
    ids,
    columns: columns(ids.filter((id) => state.listed.has(id))),
  }));
  const keeper = new SearchIndexKeeper({
    load: loads,
    reload: reloads,
    seq: async () => state.seq,
    log,
  });
  return { keeper, state, loads, reloads, warnings };
}

const all = (keeper: SearchIndexKeeper, seq: number) => {
  const index = keeper.current(seq);
  return index?.search({}, undefined, 1, 100).rows.map((row) => index.idOf(row));
};

describe('SearchIndexKeeper', () => {
  it('a reader who knows of a change waits for its patch, and gets nothing past the wait', async () => {
    const { keeper, state } = keeperOf();
    const [a, b] = [randomUUID(), randomUUID()];
    state.listed.add(a);
    expect(await keeper.at(1, 1000)).toBeUndefined(); // not built: no waiting for a build
    await keeper.rebuild();
    state.listed.add(b);
    state.seq = 2;
    const reader = keeper.at(2, 5000);
    await keeper.changed({ kind: 'listing', id: b }, 2);
    const index = await reader;
    expect(index?.factsOf(b)).toMatchObject({ priceMin: 0, bedrooms: 0 });
    expect(index?.factsOf(randomUUID())).toBeNull();
    // A change that never comes: after the wait, the database answers.
    expect(await keeper.at(3, 10)).toBeUndefined();
    expect(keeper.holding(2)).toBe(index);
    await keeper.close();
  });

  it('builds once, then patches each listing change in, out or over, without loading all again', async () => {
    const { keeper, state, loads, reloads } = keeperOf();
    const [a, b] = [randomUUID(), randomUUID()];
    state.listed.add(a);
    expect(keeper.current(1)).toBeUndefined();
    await keeper.rebuild();
    expect(all(keeper, 1)).toEqual([a]);

    // A listing verified: the database says so first, then the change is heard.
    state.listed.add(b);
    state.seq = 2;
    expect(keeper.current(2)).toBeUndefined(); // not heard yet: the database answers
    await keeper.changed({ kind: 'listing', id: b }, 2);
    expect(new Set(all(keeper, 2))).toEqual(new Set([a, b]));
    // Deleted.
    state.listed.delete(a);
    await keeper.changed({ kind: 'listing', id: a }, 3);
    expect(all(keeper, 3)).toEqual([b]);
    // Updated (still listed): still there once.
    await keeper.changed({ kind: 'listing', id: b }, 4);
    expect(all(keeper, 4)).toEqual([b]);
    // A review changes nothing the index holds: nothing is read, and it is current.
    await keeper.changed({ kind: 'reviews', propertyId: b }, 5);
    expect(all(keeper, 5)).toEqual([b]);
    expect(reloads).toHaveBeenCalledTimes(3);
    expect(loads).toHaveBeenCalledTimes(1);
    await keeper.close();
  });

  it('applies the changes heard during its build once it is built', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    let release = () => undefined as void;
    const { keeper, state, loads } = keeperOf(async () => {
      const loaded = columns([...state.listed]);
      await new Promise<void>((resolve) => (release = resolve));
      return loaded;
    });
    state.listed.add(a);
    const building = keeper.rebuild();
    await vi.waitFor(() => expect(loads).toHaveBeenCalledTimes(1));
    // Verified after the build read the listings.
    state.listed.add(b);
    state.seq = 2;
    await keeper.changed({ kind: 'listing', id: b }, 2);
    release();
    await building;
    expect(new Set(all(keeper, 2))).toEqual(new Set([a, b]));
    await keeper.close();
  });

  it('builds again, once, when anything may have changed', async () => {
    const { keeper, state, loads } = keeperOf();
    await keeper.rebuild();
    const a = randomUUID();
    state.listed.add(a);
    state.seq = 2;
    await keeper.changed({ kind: 'everything' }, 2);
    await vi.waitFor(() => expect(all(keeper, 2)).toEqual([a]));
    expect(loads).toHaveBeenCalledTimes(2);
    await keeper.close();
  });

  it('logs a failed build and keeps answering without an index', async () => {
    let fail = true;
    const { keeper, warnings } = keeperOf(async () => {
      if (fail) throw new Error('connection lost');
      return columns([]);
    });
    await keeper.rebuild();
    expect(keeper.current(1)).toBeUndefined();
    expect(warnings.join('')).toContain('search index: not built');
    fail = false;
    await keeper.rebuild();
    expect(keeper.current(1)?.count).toBe(0);
    await keeper.close();
  });

  it('stops a build under way when closed, quietly, and builds no more', async () => {
    const { keeper, loads, warnings } = keeperOf(
      (signal) =>
        new Promise((_, reject) => {
          signal.addEventListener('abort', () => reject(signal.reason));
        }),
    );
    const building = keeper.rebuild();
    await vi.waitFor(() => expect(loads).toHaveBeenCalledTimes(1));
    await keeper.close();
    await building;
    expect(warnings).toEqual([]);
    expect(keeper.current(1)).toBeUndefined();
    await keeper.rebuild();
    expect(loads).toHaveBeenCalledTimes(1);
  });
});
