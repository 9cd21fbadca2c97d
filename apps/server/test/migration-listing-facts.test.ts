import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { priceHistory, properties } from '../src/db/schema';
import { migrationsFolder } from '../src/paths';
import { freshPostgresDatabase } from './helpers/postgres';
import { databaseKinds } from './helpers/test-app';

/** The migrations up to and including `tag`, in a folder of their own. */
function migrationsUpTo(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'elite-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: { tag: string }[];
  };
  const last = journal.entries.findIndex((e) => e.tag === tag);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

/** Migration 0011 keeps the listings there were before it valid (CONTRACT.md section 6). */
for (const kind of databaseKinds) {
  describe(`migration 0011, listing facts [${kind}]`, () => {
    const cleanups: (() => Promise<void> | void)[] = [];
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    it('gives every listing its picture as its gallery, and listed ones a date and a price history', async () => {
      const before = migrationsUpTo('0010_amount_paid');
      cleanups.push(() => rmSync(before, { recursive: true, force: true }));
      let databaseUrl: string | undefined;
      if (kind === 'postgres') {
        const fresh = await freshPostgresDatabase('migration');
        cleanups.push(fresh.drop);
        databaseUrl = fresh.url;
      }
      const handle = await openDatabase({ databaseUrl, poolSize: 1 });
      cleanups.push(() => handle.close());
      const migrateBefore = kind === 'postgres' ? migratePg : migratePglite;
      await migrateBefore(handle.db as never, { migrationsFolder: before });

      const db = handle.db;
      await db.execute(sql`
        insert into users (id, name, email, role) values
          ('00000000-0000-0000-0000-00000000000a', 'Agent', 'agent@example.com', 'agent'),
          ('00000000-0000-0000-0000-00000000000b', 'Buyer', 'buyer@example.com', 'user')`);
      await db.execute(sql`
        insert into properties (id, title, location, image, price_min, price_max, status,
                                agent_id, created_at, updated_at) values
          ('00000000-0000-0000-0000-000000000001', 'Pending', 'Austin', 'https://e.com/1.jpg',
           100, 200, 'pending', '00000000-0000-0000-0000-00000000000a',
           '2026-01-01T00:00:00Z', '2026-01-02T00:00:00Z'),
          ('00000000-0000-0000-0000-000000000002', 'Verified', 'Austin', 'https://e.com/2.jpg',
           300, 400, 'verified', '00000000-0000-0000-0000-00000000000a',
           '2026-02-01T00:00:00Z', '2026-02-03T00:00:00Z'),
          ('00000000-0000-0000-0000-000000000003', 'Sold', 'Austin', 'https://e.com/3.jpg',
           500, 600, 'sold', '00000000-0000-0000-0000-00000000000a',
           '2026-03-01T00:00:00Z', '2026-03-09T00:00:00Z')`);
      await db.execute(sql`
        insert into offers (id, property_id, buyer_id, offered_price, status)
        values ('00000000-0000-0000-0000-0000000000f1', '00000000-0000-0000-0000-000000000003',
                '00000000-0000-0000-0000-00000000000b', 550, 'bought')`);
      await db.execute(sql`
        insert into sales (offer_id, property_id, buyer_id, agent_id, transaction_id, price,
                           amount_paid, property_title, location, property_image, agent_name,
                           agent_email, buyer_name, buyer_email, sold_at)
        values ('00000000-0000-0000-0000-0000000000f1', '00000000-0000-0000-0000-000000000003',
                '00000000-0000-0000-0000-00000000000b', '00000000-0000-0000-0000-00000000000a',
                'pi_1', 550, 550, 'Sold', 'Austin', 'https://e.com/3.jpg', 'Agent',
                'agent@example.com', 'Buyer', 'buyer@example.com', '2026-03-09T00:00:00Z')`);

      await handle.migrate();

      const rows = await db
        .select({
          id: properties.id,
          photos: properties.photos,
          listedAt: properties.listedAt,
          createdAt: properties.createdAt,
          bedrooms: properties.bedrooms,
        })
        .from(properties)
        .orderBy(asc(properties.id));
      expect(rows.map((r) => r.photos)).toEqual([
        [{ url: 'https://e.com/1.jpg', alt: '' }],
        [{ url: 'https://e.com/2.jpg', alt: '' }],
        [{ url: 'https://e.com/3.jpg', alt: '' }],
      ]);
      expect(rows.map((r) => r.listedAt?.toISOString() ?? null)).toEqual([
        null,
        '2026-02-01T00:00:00.000Z',
        '2026-03-01T00:00:00.000Z',
      ]);
      expect(rows.map((r) => r.bedrooms)).toEqual([null, null, null]);

      const history = await db
        .select()
        .from(priceHistory)
        .orderBy(asc(priceHistory.propertyId), asc(priceHistory.date));
      expect(
        history.map((h) => [h.propertyId.slice(-1), h.event, h.date.toISOString(), h.min, h.max]),
      ).toEqual([
        ['2', 'listed', '2026-02-01T00:00:00.000Z', 300, 400],
        ['3', 'listed', '2026-03-01T00:00:00.000Z', 500, 600],
        ['3', 'sold', '2026-03-09T00:00:00.000Z', 550, 550],
      ]);
    });
  });
}
