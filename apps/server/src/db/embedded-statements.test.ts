import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ARRAY_TYPES_SQL, ResultReader, type ArrayType } from './embedded-results';
import { PreparedStatements } from './embedded-statements';

// Statements outside a transaction run prepared in the worker (docs/decisions/041), their answer
// read on the server's thread (042): whatever PGlite's own `query` answers, they answer the
// same, errors included, and never inside another's transaction.

let db: PGlite;
let statements: PreparedStatements;
let reader: ResultReader;

/**
 * A statement as the worker and the server's thread run it: prepared and read from its bytes,
 * or, when it could not be prepared, by PGlite's `query`.
 */
async function query(sql: string, params: unknown[], options: QueryOptions = {}) {
  const bytes = await statements.run(sql, params);
  return bytes ? reader.read(bytes, options) : db.query(sql, params, options);
}

beforeAll(async () => {
  db = new PGlite('memory://', { postgresqlconf: ['plan_cache_mode=force_custom_plan'] } as never);
  await db.exec(`create table t (id int primary key, note text, at timestamptz, tags jsonb,
    done boolean, key uuid)`);
  await db.exec(`insert into t values
    (1, 'one', '2026-01-02T03:04:05.123456Z', '{"a":[1,2]}', true, 'd79530f9-c9aa-ac46-6574-14166ba03be8'),
    (2, null, null, null, false, null)`);
  statements = new PreparedStatements(db);
  reader = new ResultReader((await db.query<ArrayType>(ARRAY_TYPES_SQL)).rows);
});
afterAll(async () => db?.close());

const raw = { 1184: (value: string) => value };

it('answers as PGlite does: rows, fields and values of every type, parameters too', async () => {
  const cases: [string, unknown[], object][] = [
    ['select * from t order by id', [], { rowMode: 'object' }],
    ['select * from t order by id', [], { rowMode: 'array', parsers: raw }],
    ['select id, note from t where id = $1 or note = $2', [2, 'one'], { rowMode: 'array' }],
    ['select $1::jsonb as j, $2::int[] as a, $3::text as n', [{ b: 1 }, [1, 2], null], {}],
    [
      'select id from t where key = any($1::uuid[])',
      [['d79530f9-c9aa-ac46-6574-14166ba03be8']],
      {},
    ],
    ['select id from t where at < $1', [new Date('2027-01-01T00:00:00Z')], {}],
    [
      `select '{a,"b c"}'::text[] as t, '{1.5,NULL}'::numeric[] as n, array[true, false] as b,
        '{2026-01-02}'::date[] as d, '{"2026-01-02 03:04:05.5+02"}'::timestamptz[] as s, '{{1,2},{3,4}}'::int[][] as m`,
      [],
      {},
    ],
    // An answer longer than one of PGlite's output chunks.
    ['select g, repeat($1, 50) as r from generate_series(1, 5000) g', ['ab'], {}],
    ['update t set done = done where id = $1', [1], {}],
    ['select 1 as a, $1::text as a, 3 as "__proto__", \'é€😀\' as "ünï"', ['two'], {}],
  ];
  for (const [sql, params, options] of cases) {
    for (let time = 0; time < 2; time++) {
      const bytes = await statements.run(sql, params);
      expect(bytes, `${sql} runs prepared`).toBeDefined();
      const prepared = reader.read(bytes!, options);
      const plain = await db.query(sql, params, options);
      expect(prepared.rows, sql).toEqual(plain.rows);
      expect(prepared.fields, sql).toEqual(plain.fields);
      expect(prepared.affectedRows, sql).toBe(plain.affectedRows);
    }
  }
});

it("throws PostgreSQL's errors as PGlite does, and goes on answering", async () => {
  const failures: [string, unknown[]][] = [
    ['select * from nowhere', []],
    ['select id from t where id = $1', ['not a number']],
    ['insert into t (id) values ($1)', [1]],
  ];
  for (const [sql, params] of failures) {
    for (let time = 0; time < 2; time++) {
      const prepared = await query(sql, params, {}).catch((error: unknown) => error);
      const plain = await db.query(sql, params, {}).catch((error: unknown) => error);
      expect(prepared, sql).toBeInstanceOf(Error);
      expect((prepared as Error).message).toBe((plain as Error).message);
      expect((prepared as { code: string }).code).toBe((plain as { code: string }).code);
    }
  }
  expect((await query('select count(*)::int as n from t', [], {})).rows).toEqual([{ n: 2 }]);
});

it('answers a statement whose table changed under it with the new columns', async () => {
  await db.exec('create table c (id int)');
  await db.exec('insert into c values (7)');
  expect((await query('select * from c', [], {})).rows).toEqual([{ id: 7 }]);
  await db.exec("alter table c add column label text default 'seven'");
  expect((await query('select * from c', [], {})).rows).toEqual([{ id: 7, label: 'seven' }]);
});

it('keeps at most 200 statements prepared, answering every one', async () => {
  for (let k = 0; k < 260; k++) {
    const { rows } = await query(`select ${k} as k, $1::int as p`, [k], {});
    expect(rows).toEqual([{ k, p: k }]);
  }
  const { rows } = await db.query<{ n: number }>(
    'select count(*)::int as n from pg_prepared_statements',
  );
  expect(rows[0]!.n).toBeLessThanOrEqual(200);
});

it('waits for an open transaction to end, then sees what it committed', async () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let inserted!: () => void;
  const began = new Promise<void>((resolve) => (inserted = resolve));
  const transaction = db.transaction(async (tx) => {
    await tx.query('insert into t (id, note) values (3, $1)', ['three']);
    inserted();
    await held;
  });
  await began;
  let answered = false;
  const read = query('select note from t where id = 3', [], {}).then((result) => {
    answered = true;
    return result;
  });
  // Turns of the event loop enough for the read to run, had it not waited.
  for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setImmediate(resolve));
  expect(answered, 'no read inside an open transaction').toBe(false);
  release();
  await transaction;
  expect((await read).rows).toEqual([{ note: 'three' }]);
});
