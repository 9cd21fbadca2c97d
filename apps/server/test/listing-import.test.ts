import { and, eq, inArray, sql } from 'drizzle-orm';
import { pruneFinishedImports } from '../src/modules/listing-imports/repository';
import { IMPORT_KEPT_DAYS } from '../src/modules/listing-imports/worker';
import { buildApp } from '../src/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS, IMPORT_MAX_ROWS, listingImportMessages as m } from '@elite/shared';
import { listingImports, properties, users } from '../src/db/schema';
import { createAccount, type TestAccount } from './helpers/factories';
import {
  csvFile,
  exportListings,
  importAndWait,
  postImport,
  readImport,
} from './helpers/listing-import-calls';
import { addListing, moderateListing } from './helpers/property-factory';
import { createTestApp, databaseKinds, describeEachDatabase } from './helpers/test-app';

const header = [...IMPORT_COLUMNS];
const photo = `/images/${'a'.repeat(64)}.webp`;
const row = (key: string, extra: Record<string, string> = {}) => ({
  external_id: key,
  property_title: `Imported ${key}`,
  location: 'Lisbon, Portugal',
  price_min: '300000',
  price_max: '320000',
  photos: photo,
  bedrooms: '3',
  bathrooms: '1.5',
  features: 'garden|garage',
  rooms: '[{"type":"kitchen","name":null,"length":4,"width":3,"level":0}]',
  translations: '{"es":{"property_title":"Piso importado"}}',
  ...extra,
});

/*
 * Listings in and out (CONTRACT.md section 15): an agent's CSV or JSON file is applied row by
 * row in the background through the create and update rules, a bad row failing alone; exports
 * import back unchanged; only the starter (or an admin) reads an import.
 */
describeEachDatabase(
  'listing import and export',
  (ctx) => {
    let agent: TestAccount;
    let other: TestAccount;
    let admin: TestAccount;
    let user: TestAccount;
    const listingsOf = (agentId: string) =>
      ctx().db.select().from(properties).where(eq(properties.agentId, agentId));

    beforeAll(async () => {
      const make = (role: 'agent' | 'admin' | 'user') =>
        createAccount(ctx().app, ctx().db, { role });
      [agent, other, admin, user] = await Promise.all([
        make('agent'),
        make('agent'),
        make('admin'),
        make('user'),
      ]);
    });

    it('gives the template: the header row of the columns', async () => {
      const res = await ctx().app.inject({ method: 'GET', url: '/api/imports/template.csv' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.body.trim()).toBe(IMPORT_COLUMNS.join(','));
    });

    it('refuses users, strangers, bad types, big files and unknown columns', async () => {
      const file = csvFile(header, [row('x-1')]);
      expect((await postImport(ctx().app, undefined, file)).statusCode).toBe(401);
      expect((await postImport(ctx().app, user.auth, file)).statusCode).toBe(403);
      expect((await exportListings(ctx().app, user.auth, 'csv')).statusCode).toBe(403);
      const text = { bytes: Buffer.from('hello'), filename: 'a.txt', contentType: 'text/plain' };
      const bad = await postImport(ctx().app, agent.auth, text);
      expect(bad.statusCode).toBe(415);
      expect(bad.json().message).toBe(m.fileType);
      const many = csvFile(
        header,
        Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => row(`m-${i}`)),
      );
      const tooMany = await postImport(ctx().app, agent.auth, many);
      expect(tooMany.statusCode).toBe(413);
      expect(tooMany.json().message).toBe(m.tooManyRows);
      const huge = { ...file, bytes: Buffer.alloc(21 * 1024 * 1024, 'a') };
      const tooBig = await postImport(ctx().app, agent.auth, huge);
      expect(tooBig.statusCode).toBe(413);
      expect(tooBig.json().message).toBe(m.fileTooLarge);
      const odd = await postImport(ctx().app, agent.auth, csvFile(['external_id', 'colour'], [{}]));
      expect(odd.statusCode).toBe(400);
      expect(odd.json().message).toBe(`${m.unknownColumn}: colour`);
      const oddInGerman = await postImport(
        ctx().app,
        agent.auth,
        csvFile(['external_id', 'colour'], [{}]),
        '',
        {
          'accept-language': 'de',
        },
      );
      expect(oddInGerman.json().message).toBe('Unbekannte Spalte: colour');
      expect(await listingsOf(agent.id)).toEqual([]);
    });

    it('a dry run checks every row and writes nothing', async () => {
      const file = csvFile(header, [row('d-1'), row('d-2', { bedrooms: 'many' })]);
      const result = await importAndWait(ctx().app, agent.auth, file, '?dry_run=1');
      expect(result).toMatchObject({ status: 'done', dry_run: true, rows: 2, processed: 2 });
      expect(result.created).toBe(1);
      expect(result.failed_rows).toEqual([
        { row: 2, field: 'bedrooms', message: 'bedrooms must be a number' },
      ]);
      expect(await listingsOf(agent.id)).toEqual([]);
    });

    it('creates, fails bad rows alone, then updates, keeps unchanged ones and never touches others', async () => {
      const first = await importAndWait(
        ctx().app,
        agent.auth,
        csvFile(header, [
          row('a-1'),
          row('a-2', { price_min: '500000', price_max: '400000' }),
          row('a-3', { photos: 'https://10.0.0.1/p.jpg' }),
          row('a-4'),
          row('', {}),
        ]),
      );
      expect(first).toMatchObject({ status: 'done', rows: 5, processed: 5, created: 2 });
      expect(first.failed_rows.map((f) => [f.row, f.field])).toEqual([
        [2, 'price_max'],
        [3, 'photos'],
        [5, 'external_id'],
      ]);
      expect(first.failed_rows[1]!.message).toBe(m.photoPrivateAddress);
      const listings = await listingsOf(agent.id);
      expect(listings.map((l) => l.externalId).sort()).toEqual(['a-1', 'a-4']);
      const a1 = listings.find((l) => l.externalId === 'a-1')!;
      expect(a1).toMatchObject({ title: 'Imported a-1', bedrooms: 3, status: 'pending' });
      await moderateListing(ctx().app, admin, a1.id, 'verified');

      const second = await importAndWait(
        ctx().app,
        agent.auth,
        csvFile(header, [row('a-1', { price_min: '310000' }), row('a-5')]),
      );
      expect(second).toMatchObject({ created: 1, updated: 1, unchanged: 0, failed_rows: [] });
      const [changed] = await ctx().db.select().from(properties).where(eq(properties.id, a1.id));
      // The verified listing waits for review with its change, as every update.
      expect(changed!.pendingChange).toMatchObject({ priceMin: 310000 });
      const third = await importAndWait(
        ctx().app,
        agent.auth,
        csvFile(header, [row('a-1', { price_min: '310000' })]),
      );
      expect(third).toMatchObject({ created: 0, updated: 0, unchanged: 1 });
      // a-4 was not in the files: untouched, still there.
      expect((await listingsOf(agent.id)).map((l) => l.externalId).sort()).toEqual([
        'a-1',
        'a-4',
        'a-5',
      ]);
    });

    it('keeps a finished import 30 days, then deletes it', async () => {
      const ids: string[] = [];
      for (const days of [31, 29]) {
        const res = await postImport(ctx().app, agent.auth, csvFile(header, [row(`old-${days}`)]));
        ids.push(res.json().importId);
        ctx().app.importWorker.nudge();
        await ctx().app.importWorker.settled();
        await ctx()
          .db.update(listingImports)
          .set({ finishedAt: sql`now() - make_interval(days => ${days})` })
          .where(eq(listingImports.id, ids.at(-1)!));
      }
      expect(await pruneFinishedImports(ctx().db, IMPORT_KEPT_DAYS)).toBe(1);
      expect((await readImport(ctx().app, agent.auth, ids[0]!)).statusCode).toBe(404);
      expect((await readImport(ctx().app, agent.auth, ids[1]!)).json().status).toBe('done');
    });

    it('fails as a whole when its starter may no longer import', async () => {
      const leaving = await createAccount(ctx().app, ctx().db, { role: 'agent' });
      const rows = Array.from({ length: 200 }, (_, i) => row(`x-${i}`));
      const res = await postImport(ctx().app, leaving.auth, csvFile(header, rows));
      expect(res.statusCode).toBe(202);
      await ctx().db.update(users).set({ role: 'user' }).where(eq(users.id, leaving.id));
      ctx().app.importWorker.nudge();
      await ctx().app.importWorker.settled();
      const state = (await readImport(ctx().app, admin.auth, res.json().importId)).json();
      expect(state.status).toBe('failed');
      expect(state.processed).toBeLessThan(200);
      expect(state.failed_rows.at(-1)).toEqual({
        row: state.processed + 1,
        field: '',
        message: m.starterCannotImport,
      });
    });

    it('only its starter or an admin reads an import', async () => {
      const res = await postImport(ctx().app, agent.auth, csvFile(header, [row('r-1')]));
      const { importId } = res.json();
      ctx().app.importWorker.nudge();
      await ctx().app.importWorker.settled();
      expect((await readImport(ctx().app, agent.auth, importId)).statusCode).toBe(200);
      expect((await readImport(ctx().app, admin.auth, importId)).statusCode).toBe(200);
      const theirs = await readImport(ctx().app, other.auth, importId);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json().message).toBe(m.importNotFound);
      const french = await ctx().app.inject({
        method: 'GET',
        url: `/api/imports/${importId}`,
        headers: { ...other.auth, 'accept-language': 'fr' },
      });
      expect(french.json().message).toBe('Import introuvable');
      expect((await readImport(ctx().app, user.auth, importId)).statusCode).toBe(403);
      expect((await readImport(ctx().app, agent.auth, 'nope')).statusCode).toBe(404);
    });

    it('an export in CSV and in JSON imports back unchanged', async () => {
      // A listing added by hand has no key: its export names it by its id.
      await addListing(ctx().app, agent, { property_title: 'Hand-made loft' });
      const csv = await exportListings(ctx().app, agent.auth, 'csv');
      expect(csv.statusCode).toBe(200);
      expect(csv.body.split('\r\n')[0]).toBe(IMPORT_COLUMNS.join(','));
      const count = (await listingsOf(agent.id)).length;
      const fromCsv = await importAndWait(ctx().app, agent.auth, {
        bytes: Buffer.from(csv.body),
        filename: 'listings.csv',
        contentType: 'text/csv',
      });
      expect(fromCsv).toMatchObject({ rows: count, unchanged: count, failed_rows: [] });
      const json = await exportListings(ctx().app, agent.auth, 'json');
      expect(json.json()).toHaveLength(count);
      const fromJson = await importAndWait(ctx().app, agent.auth, {
        bytes: Buffer.from(json.body),
        filename: 'listings.json',
        contentType: 'application/json',
      });
      expect(fromJson).toMatchObject({ rows: count, unchanged: count, failed_rows: [] });
      // Another agent's export holds none of them.
      expect((await exportListings(ctx().app, other.auth, 'json')).json()).toEqual([]);
    });

    it('an admin imports for an agent named by agent_email, and exports everyone’s', async () => {
      const result = await importAndWait(
        ctx().app,
        admin.auth,
        csvFile(
          [...header, 'agent_email'],
          [
            { ...row('o-1'), agent_email: other.email },
            { ...row('o-2'), agent_email: user.email },
            row('o-3'),
          ],
        ),
      );
      expect(result).toMatchObject({ created: 1 });
      expect(result.failed_rows).toEqual([
        { row: 2, field: 'agent_email', message: m.agentUnknown },
        { row: 3, field: 'agent_email', message: m.agentEmailRequired },
      ]);
      expect((await listingsOf(other.id)).map((l) => l.externalId)).toEqual(['o-1']);
      const all = (await exportListings(ctx().app, admin.auth, 'json')).json();
      expect(all.map((r: { agent_email: string }) => r.agent_email)).toContain(other.email);
    });
  },
  { SITE_LOCALES: 'en,es,fr,de,ar' },
);

for (const kind of databaseKinds)
  describe(`listing import after a restart [${kind}]`, () => {
    let first: Awaited<ReturnType<typeof createTestApp>>;
    beforeAll(async () => {
      first = await createTestApp(kind, { SITE_LOCALES: 'en,es,fr,de,ar' });
    });
    afterAll(async () => first.close());

    it('a new server carries on from the rows done, each applied once', async () => {
      const agent = await createAccount(first.app, first.db, { role: 'agent' });
      const rows = Array.from({ length: 120 }, (_, i) => row(`s-${i}`));
      const res = await postImport(first.app, agent.auth, csvFile(header, rows));
      expect(res.statusCode).toBe(202);
      const { importId } = res.json();
      const progress = async () =>
        (await first.db.select().from(listingImports).where(eq(listingImports.id, importId)))[0]!
          .processed;
      while ((await progress()) === 0) await new Promise((r) => setImmediate(r));
      // The first server stops part way through.
      await first.app.importWorker.stop();
      const stoppedAt = await progress();
      expect(stoppedAt).toBeLessThan(rows.length);
      const second = await buildApp({
        config: first.config,
        database: first.handle,
        logger: false,
      });
      await second.ready();
      try {
        second.importWorker.nudge();
        await second.importWorker.settled();
        const done = (await readImport(second, agent.auth, importId)).json();
        expect(done).toMatchObject({ status: 'done', processed: 120, created: 120 });
        const stored = await first.db
          .select({ key: properties.externalId })
          .from(properties)
          .where(
            and(
              eq(properties.agentId, agent.id),
              inArray(
                properties.externalId,
                rows.map((r) => r.external_id),
              ),
            ),
          );
        expect(stored).toHaveLength(120);
      } finally {
        await second.close();
      }
    });
  });
