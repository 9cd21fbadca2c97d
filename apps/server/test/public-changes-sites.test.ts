import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, expect, it, vi } from 'vitest';
import { PublicChanges, type PublicChange } from '../src/lib/public-changes';
import { testRedisUrl } from './helpers/redis';

/**
 * One Redis for several sites (or test files at once): a site's processes, those on one
 * database, hear each other's public changes and number them together; another site's changes
 * never reach them (docs/decisions/050).
 */
const started: PublicChanges[] = [];
afterAll(async () => {
  await Promise.all(started.map((changes) => changes.stop()));
});

async function siteProcess(databaseUrl: string) {
  const changes = new PublicChanges(pino({ level: 'silent' }));
  await changes.start({ redisUrl: testRedisUrl, databaseUrl });
  started.push(changes);
  const heard: [PublicChange, number][] = [];
  changes.subscribe((change, seq) => {
    heard.push([change, seq]);
  });
  return { changes, heard };
}

it("a site's processes share their changes; another site on the same Redis hears none of them", async () => {
  const site = `postgres://app@db.example/${randomUUID()}`;
  const other = `postgres://app@db.example/${randomUUID()}`;
  const [first, second, elsewhere] = await Promise.all([
    siteProcess(site),
    siteProcess(site),
    siteProcess(other),
  ]);

  // The other site's change goes out first: had it reached this site, it would come first.
  await elsewhere.changes.publish({ kind: 'listing', id: 'y' });
  await first.changes.publish({ kind: 'listing', id: 'x' });
  await vi.waitFor(() => expect(second.heard).toHaveLength(1), { timeout: 5000, interval: 20 });

  expect(second.heard).toEqual([[{ kind: 'listing', id: 'x' }, 1]]);
  expect(first.heard).toEqual([[{ kind: 'listing', id: 'x' }, 1]]);
  expect(elsewhere.heard).toEqual([[{ kind: 'listing', id: 'y' }, 1]]);
  expect(await second.changes.current()).toBe(1);
});
