import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@elite/shared';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { hasErrorCode } from '../src/lib/errors';
import { embeddedWorkerFromSources } from '../src/paths';

// The embedded database runs PGlite in a worker thread (docs/decisions/036). What the server
// relies on: its event loop keeps turning while a query runs, transactions hold the database as
// before, PostgreSQL's errors and values arrive as they did, and a dead thread is said plainly.

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as Rows<T>).rows;

describe('the embedded database in its own thread', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({});
    await handle.db.execute(sql`create table t (id int primary key, note text)`);
  });
  afterAll(async () => {
    await handle.close();
  });

  /** Turns of the event loop while `query` runs, and how long it took. */
  async function turnsDuring(query: () => Promise<unknown>) {
    let turns = 0;
    let running = true;
    const turn = () => {
      turns++;
      if (running) setImmediate(turn);
    };
    setImmediate(turn);
    const started = performance.now();
    const value = await query();
    const took = performance.now() - started;
    running = false;
    return { turns, took, value };
  }
  const slowCount = (db: DatabaseHandle['db']) =>
    rowsOf<{ n: string }>(
      db.execute(sql`select count(*)::text as n from generate_series(1, 3000000)`),
    );

  it("runs a slow query without holding the server's event loop", async () => {
    const { turns, took, value } = await turnsDuring(() => slowCount(handle.db));
    expect(value).toEqual([{ n: '3000000' }]);
    // Had the query run on this thread, no turn could have happened before it ended.
    expect(took).toBeGreaterThan(20);
    expect(turns).toBeGreaterThan(10);
  });

  it("in the server's thread (EMBEDDED_DATABASE_THREAD=main) the same query holds it", async () => {
    const here = await openDatabase({ embeddedThread: 'main' });
    try {
      const { turns, value } = await turnsDuring(() => slowCount(here.db));
      expect(value).toEqual([{ n: '3000000' }]);
      expect(turns).toBeLessThanOrEqual(2);
    } finally {
      await here.close();
    }
  });

  it('holds every other statement until a transaction ends; rolls back when it throws', async () => {
    let outsideAnswered = false;
    let outside: Promise<{ n: number }[]> | undefined;
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t values (1, 'one')`);
      outside = rowsOf<{ n: number }>(handle.db.execute(sql`select count(*)::int as n from t`));
      void outside.then(() => (outsideAnswered = true));
      const [inside] = await rowsOf<{ n: number }>(
        tx.execute(sql`select count(*)::int as n from t`),
      );
      expect(inside?.n).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(outsideAnswered).toBe(false);
    });
    // It ran after the commit, and saw it.
    expect((await outside!)[0]?.n).toBe(1);

    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into t values (2, 'two')`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const ids = await rowsOf<{ id: number }>(handle.db.execute(sql`select id from t order by id`));
    expect(ids.map((r) => r.id)).toEqual([1]);
  });

  it("keeps PostgreSQL's error codes and messages, and its values' types", async () => {
    const duplicate = await handle.db.execute(sql`insert into t values (1, 'again')`).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(hasErrorCode(duplicate, '23505')).toBe(true);
    expect(String((duplicate as Error).cause ?? duplicate)).toMatch(/duplicate key/);

    const [values] = await rowsOf<Record<string, unknown>>(
      handle.db.execute(sql`select '2026-11-24 10:00:00+00'::timestamptz as at, 12.5::numeric as n,
        '{"a":[1,2]}'::jsonb as j, '\\x0102'::bytea as b, array['x','y'] as a, null as nothing`),
    );
    // Timestamps and numerics stay text, as drizzle's driver asks of PGlite.
    expect(values).toEqual({
      at: '2026-11-24 10:00:00+00',
      n: '12.5',
      j: { a: [1, 2] },
      b: new Uint8Array([1, 2]),
      a: ['x', 'y'],
      nothing: null,
    });
  });
});

const CRASH = 'crash the database thread';
/** The real worker, with a fault added: the CRASH query throws in the thread, uncaught. */
const crashingWorker = embeddedWorkerFromSources(`
  require('node:worker_threads').parentPort.on('message', (request) => {
    if (request.sql && request.sql.includes(${JSON.stringify(CRASH)})) {
      throw new Error('simulated crash in PGlite');
    }
  });
`);

describe('when the embedded database thread dies', () => {
  it('fails queries with a clear error, tells the server once, and requests get a 503', async () => {
    const handle = await openDatabase({ embeddedWorker: crashingWorker });
    await handle.migrate();
    const config = loadConfig({
      SEED_DEMO: '0',
      DATA_DIR: '/tmp/elite-test-unused',
    });
    const app = await buildApp({ config, database: handle, logger: false });
    try {
      const heard: Error[] = [];
      handle.onFailure((error) => heard.push(error));
      const unknown = '/api/property/00000000-0000-4000-8000-000000000000';
      expect((await app.inject({ url: unknown })).statusCode).toBe(404);

      const crash = await handle.db.execute(sql.raw(`select '${CRASH}'`)).catch((e: unknown) => e);
      expect(hasErrorCode(crash, 'EMBEDDED_DATABASE_STOPPED')).toBe(true);
      expect(String((crash as Error).cause ?? crash)).toMatch(
        /The embedded database stopped: simulated crash in PGlite/,
      );
      expect(heard.map((e) => e.message)).toEqual([
        'The embedded database stopped: simulated crash in PGlite',
      ]);

      const later = await app.inject({ url: unknown });
      expect(later.statusCode).toBe(503);
      expect(later.json()).toEqual({ message: messages.databaseStopped });
    } finally {
      await app.close();
      await handle.close();
    }
  });
});
