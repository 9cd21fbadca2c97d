// `npm run bench -- alerts` (issue 22): matching one new listing against 100,000 saved searches,
// on the embedded database and on PostgreSQL, and the verification request next to it. Writes
// bench/ALERTS.md and bench/results/alerts-<date>.json.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase, type Database } from '../../apps/server/src/db/client';
import { recordMatches } from '../../apps/server/src/modules/saved-searches/repository';
import { generate } from '../generate';
import { buyerId, part, pick } from './listings-sql';
import { CITIES, CITY_COORDINATES, KIND_TYPES } from './words';

export interface AlertsGroup {
  database: 'embedded' | 'postgres';
  savedSearches: number;
  listings: number;
  /** Matching one listing (the percolation query), ms, over `samples` listings. */
  matching: { samples: number; p50: number; p95: number; max: number; meanMatches: number };
  /** PATCH /api/property/{id} {status: verified} as an admin, until its response is sent, ms. */
  verification: { samples: number; p50: number; max: number };
  /** From the verification's response to its notifications recorded, ms. */
  untilNotified: { p50: number; max: number };
  targetMs: number;
}

const SEARCHES = 100_000;
const BUYERS = 5_000;
const LISTINGS = 10_000;
const SAMPLES = 30;

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const round = (ms: number) => Math.round(ms * 10) / 10;

/**
 * 100,000 saved searches of 5,000 buyers, a realistic mix (docs/decisions/034): 30% a city and a
 * price range, 20% a city, bedrooms and prices, 20% a map view around a city, 10% a drawn area
 * (an irregular octagon), 20% facts only (type, bedrooms, bathrooms, area, a top price).
 * 70% instant, 20% daily, 10% off. Every value comes from md5 of the row number.
 */
function insertSavedSearchesSql(count: number): string {
  const lat = `(array[${CITY_COORDINATES.map((c) => c[0]).join(',')}]::float8[])[1 + r2 % ${CITIES.length}]`;
  const lng = `(array[${CITY_COORDINATES.map((c) => c[1]).join(',')}]::float8[])[1 + r2 % ${CITIES.length}]`;
  const city = pick(
    CITIES.map(([c]) => c.toLowerCase()),
    'r2',
  );
  const price = `(80000 * power(60, (r3 % 1000) / 1000.0))::numeric(12, 0)`;
  const radius = `(0.02 + (r4 % 280) / 1000.0)`;
  const polygon = `(select '(' || string_agg(
      '(' || (${lng} + cos(k * pi() / 4) * ${radius} * (0.6 + ((r5 >> k) % 5) / 10.0)) || ','
          || (${lat} + sin(k * pi() / 4) * ${radius} * (0.6 + ((r5 >> k) % 5) / 10.0)) || ')',
      ',' order by k) || ')' from generate_series(0, 7) k)`;
  return `insert into saved_searches
      (user_id, name, query, frequency, location_pattern, min_price, max_price, beds, baths,
       types, min_area, max_area, bbox, polygon)
    select ${buyerId(`1 + g % ${BUYERS}`)}, 'Search ' || g, '{}'::jsonb,
      case when r0 % 10 < 7 then 'instant' when r0 % 10 < 9 then 'daily' else 'off' end,
      case when mix < 5 then '%' || ${city} || '%' end,
      case when mix < 5 and r6 % 2 = 0 then ${price} * 0.5 end,
      case when mix < 5 or mix >= 8 or r6 % 3 = 0 then ${price} end,
      case when mix between 3 and 4 or mix >= 8 then 1 + r7 % 4 end,
      case when mix >= 8 then 1 + (r7 >> 3) % 3 end,
      case when mix >= 8 then array[${pick(KIND_TYPES, 'r8')}] || case when r8 % 3 = 0
        then array[${pick(KIND_TYPES, '(r8 >> 4)')}] else array[]::text[] end end,
      case when mix >= 8 and r9 % 2 = 0 then 40 + r9 % 120 end,
      case when mix >= 8 and r9 % 3 = 0 then 150 + r9 % 400 end,
      case when mix between 5 and 6 then box(point(${lng} - ${radius}, ${lat} - ${radius} * 0.7),
                                            point(${lng} + ${radius}, ${lat} + ${radius} * 0.7)) end,
      case when mix = 7 then ${polygon}::polygon end
    from (select g, r0, r1 % 10 as mix, r2, r3, r4, r5, r6, r7, r8, r9 from (
      select g, ${part('m', 0)} as r0, ${part('m', 1)} as r1, ${part('m', 2)} as r2,
        ${part('m', 3)} as r3, ${part('n', 0)} as r4, ${part('n', 1)} as r5,
        ${part('n', 2)} as r6, ${part('n', 3)} as r7, ${part('o', 0)} as r8, ${part('o', 1)} as r9
      from (select g, md5('search-' || g) as m, md5('search-n-' || g) as n,
                   md5('search-o-' || g) as o
            from generate_series(1, ${count}) g offset 0) s0 offset 0) s1) s`;
}

async function rows<T>(db: Database, statement: string): Promise<T[]> {
  return ((await db.execute(sql.raw(statement))) as unknown as { rows: T[] }).rows;
}

/** One group: a database generated with LISTINGS listings and SEARCHES saved searches. */
export async function benchAlerts(options: {
  database: 'embedded' | 'postgres';
  dataDir: string;
  databaseUrl?: string;
  say: (message: string) => void;
}): Promise<AlertsGroup> {
  const { say } = options;
  say(`alerts ${options.database}: generating ${LISTINGS} listings, ${BUYERS} buyers`);
  const fixture = await generate({
    properties: LISTINGS,
    buyers: BUYERS,
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
  });
  const handle = await openDatabase({
    databaseUrl: options.databaseUrl,
    embeddedDir: path.join(options.dataDir, 'db'),
  });
  const db = handle.db;
  try {
    await db.execute(sql.raw(insertSavedSearchesSql(SEARCHES)));
    await db.execute(sql.raw('vacuum analyze saved_searches'));
    say(`alerts ${options.database}: ${SEARCHES} saved searches`);

    // Matching: listings that are listed, each with its `listed` event (rolled back after).
    const listed = await rows<{ property_id: string; event_id: string }>(
      db,
      `select h.property_id, h.id as event_id from price_history h
       join properties p on p.id = h.property_id
       where p.listed and h.event = 'listed' order by p.id limit ${SAMPLES}`,
    );
    const times: number[] = [];
    const counts: number[] = [];
    for (const job of listed) {
      const started = performance.now();
      await db
        .transaction(async (tx) => {
          const made = await recordMatches(
            tx,
            {
              eventId: job.event_id,
              propertyId: job.property_id,
              kind: 'new_listing',
              oldPrice: null,
              createdAt: new Date(),
            },
            new Date(),
          );
          times.push(performance.now() - started);
          counts.push(made.length);
          tx.rollback();
        })
        .catch((error: unknown) => {
          if (!(error instanceof Error && /rollback/i.test(error.message))) throw error;
        });
    }

    // The verification request with the alert worker running in the same process.
    const admin = fixture.buyerTokens[0]!;
    await db.execute(sql.raw(`update users set role = 'admin' where id = ${buyerId('1')}`));
    const pending = await rows<{ id: string }>(
      db,
      `select p.id from properties p join users a on a.id = p.agent_id
       where p.status = 'pending' and p.deleted_at is null and a.status = 'Verified'
       order by p.id limit 20`,
    );
    const config = loadConfig({
      DATA_DIR: options.dataDir,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      ...(options.databaseUrl && { DATABASE_URL: options.databaseUrl }),
    });
    const app = await buildApp({ config, database: handle, logger: false });
    // When the response was handed to the socket: what a client waits for. (The in-process
    // call's own promise may resolve later, behind the worker, on the embedded database.)
    let answeredAt = 0;
    app.addHook('onRequest', async (_request, reply) => {
      reply.raw.once('finish', () => {
        answeredAt = performance.now();
      });
    });
    await app.ready();
    const responses: number[] = [];
    const notified: number[] = [];
    try {
      for (const { id } of pending) {
        const started = performance.now();
        const res = await app.inject({
          method: 'PATCH',
          url: `/api/property/${id}`,
          headers: { authorization: `Bearer ${admin}` },
          payload: { status: 'verified' },
        });
        const answered = answeredAt;
        if (res.statusCode !== 200) throw new Error(`verification: ${res.statusCode} ${res.body}`);
        responses.push(answered - started);
        for (;;) {
          const [job] = await rows<{ n: number }>(
            db,
            `select count(*)::int as n from alert_jobs where property_id = '${id}'`,
          );
          if (job?.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 2));
        }
        notified.push(performance.now() - answered);
      }
    } finally {
      await app.close();
    }
    return {
      database: options.database,
      savedSearches: SEARCHES,
      listings: LISTINGS,
      matching: {
        samples: times.length,
        p50: round(quantile(times, 0.5)),
        p95: round(quantile(times, 0.95)),
        max: round(Math.max(...times)),
        meanMatches: round(counts.reduce((a, b) => a + b, 0) / Math.max(counts.length, 1)),
      },
      verification: {
        samples: responses.length,
        p50: round(quantile(responses, 0.5)),
        max: round(Math.max(...responses)),
      },
      untilNotified: { p50: round(quantile(notified, 0.5)), max: round(Math.max(...notified)) },
      targetMs: options.database === 'postgres' ? 200 : 1000,
    };
  } finally {
    await handle.close();
  }
}

export function writeAlertsReport(
  file: string,
  run: { date: string; commit: string; groups: AlertsGroup[] },
) {
  const line = (g: AlertsGroup) =>
    `| ${g.database === 'postgres' ? 'PostgreSQL' : 'Embedded (PGlite)'} | ${g.matching.p50} | ${g.matching.p95} | ${g.matching.max} | ${g.targetMs} | ${g.matching.max < g.targetMs ? 'met' : '**NOT MET**'} | ${g.matching.meanMatches} | ${g.verification.p50} / ${g.verification.max} | ${g.untilNotified.p50} / ${g.untilNotified.max} |`;
  const text = `# Saved-search matching (issue 22)

Written by \`npm run bench -- alerts\` on ${run.date}, commit \`${run.commit.slice(0, 10)}\`.

One new listing matched against ${SEARCHES.toLocaleString('en')} saved searches of
${BUYERS.toLocaleString('en')} buyers (30% a city and prices, 20% a city, bedrooms and prices,
20% a map view, 10% a drawn octagon, 20% facts only; 70% instant, 20% daily, 10% off) over
${LISTINGS.toLocaleString('en')} listings: the percolation query of
\`apps/server/src/modules/saved-searches/repository.ts\` (\`recordMatches\`), timed for
${SAMPLES} listings, each in a transaction rolled back after. Then an admin verifies 20
pending listings through the API with the alert worker running in the same process: the time
until the response is handed to the socket, and from then until the listing's notifications are
recorded (the worker starts once the response is sent, so the first never includes the second).
Targets: under 200 ms on PostgreSQL and under 1 s on the embedded database, and a verification
that does not wait for the matching (docs/decisions/034).

| database | matching p50 (ms) | p95 | max | target | verdict | matches per listing | verification p50 / max (ms) | response to notified p50 / max (ms) |
|---|---|---|---|---|---|---|---|---|
${run.groups.map(line).join('\n')}
`;
  writeFileSync(file, text);
}
