// Fills an empty database with N realistic listings (plus agents, buyers, offers, sales,
// reviews, wishlists and a few advertisements) in a handful of server-side
// `insert ... select ... from generate_series(...)` statements.
//
//   npx tsx bench/generate.ts --properties 100000 --data-dir ./data-bench
//   npx tsx bench/generate.ts --properties 1000000 --database-url postgres://.../bench
//
// Every value comes from md5 of the row number, so two runs with the same N give the same
// data (ids included); only the buyers' session tokens are new each time.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import {
  CARD_PAYMENT_CAP_CENTS,
  DEFAULT_RESERVATION_DEPOSIT_PERCENT,
} from '../packages/shared/src/money';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { hashPassword } from '../apps/server/src/modules/identity/passwords';
import {
  hashToken,
  newToken,
  TOKEN_ABSOLUTE_LIFETIME_MS,
} from '../apps/server/src/modules/identity/tokens';
import { FIRST_NAMES, LAST_NAMES, REVIEW_TEXTS } from './lib/words';
import { agentId, buyerId, insertPropertiesSql, part, pick } from './lib/listings-sql';

/** The password of every generated account, should someone want to sign in by hand. */
export const BENCH_PASSWORD = 'Bench@123';
export const BUYER_COUNT = 1000;

/**
 * What the card paid for a sale at this price, as `cardCharge` (packages/shared/src/money.ts)
 * decides it at the default deposit percent: the price up to the card cap, a deposit above it.
 */
const amountPaidSql = (price: string) =>
  `case when ${price} * 100 <= ${CARD_PAYMENT_CAP_CENTS} then ${price}
        else least(round(${price} * ${DEFAULT_RESERVATION_DEPOSIT_PERCENT} / 100, 2),
                   ${CARD_PAYMENT_CAP_CENTS} / 100.0) end`;
export function agentCountFor(properties: number): number {
  return Math.max(20, Math.ceil(properties / 200));
}

export interface GenerateOptions {
  /** `postgres://…`; otherwise the embedded database under `dataDir/db`, as the server opens it. */
  databaseUrl?: string;
  dataDir?: string;
  properties: number;
  buyers?: number;
  log?: (message: string) => void;
}

export interface SampleProperty {
  id: string;
  min: number;
  max: number;
}

/** What the load scripts need from a generated database. */
export interface Fixture {
  database: 'embedded' | 'postgres';
  properties: number;
  /** Publicly listed properties by count, as `GET /api/property` without a filter totals them. */
  listed: number;
  /** Session tokens of signed-in buyers (role user). */
  buyerTokens: string[];
  /** Publicly listed properties with their price range: targets for reads and offers. */
  sample: SampleProperty[];
  seconds: number;
}

async function exec(db: Database, statement: string) {
  await db.execute(sql.raw(statement));
}

async function insertPeople(db: Database, agents: number, buyers: number, passwordHash: string) {
  const hash = `'${passwordHash.replace(/'/g, "''")}'`;
  const name = (m: string) =>
    `${pick(FIRST_NAMES, part(m, 0))} || ' ' || ${pick(LAST_NAMES, part(m, 1))}`;
  await exec(
    db,
    `insert into users (id, name, email, password_hash, photo_url, role, status, created_at)
     select ${agentId('g')}, ${name('m')}, 'agent' || g || '@bench.test', ${hash},
            '/images/bench-agent-' || (${part('m', 2)} % 12) || '.webp', 'agent',
            case when g % 97 = 0 then 'fraud' else 'Verified' end,
            now() - (${part('m', 3)} % 94608000) * interval '1 second'
     from (select g, md5('agent' || g) as m from generate_series(1, ${agents}) g) s`,
  );
  await exec(
    db,
    `insert into users (id, name, email, password_hash, role, status, created_at)
     select ${buyerId('g')}, ${name('m')}, 'buyer' || g || '@bench.test', ${hash}, 'user',
            'Verified', now() - (${part('m', 3)} % 63072000) * interval '1 second'
     from (select g, md5('buyer' || g) as m from generate_series(1, ${buyers}) g) s`,
  );
}

/** What the public saw of each listing's price: listed when created, and sold at its price. */
async function insertPriceHistory(db: Database) {
  await exec(
    db,
    `insert into price_history (property_id, date, event, min, max)
     select id, listed_at, 'listed', price_min, price_max from properties
     where listed_at is not null`,
  );
  await exec(
    db,
    `insert into price_history (property_id, date, event, min, max)
     select property_id, sold_at, 'sold', price, price from sales`,
  );
}

/** What an offer on a rental adds (CONTRACT.md section 12): nulls on a sale listing. */
const APPLICATION_COLUMNS = 'move_in, term_months, rent_period';
const applicationValues = (p: string) =>
  `case when ${p}.listing_type = 'rent'
        then (coalesce(${p}.available_from, ${p}.created_at::date) + 14) end,
   case when ${p}.listing_type = 'rent' then coalesce(${p}.min_term_months, 12) end,
   ${p}.rent_period`;

/**
 * The holding deposit paid for a let (shared holdingDeposit() at HOLDING_DEPOSIT_WEEKS = 1): a
 * week's rent, a monthly rent being rent x 12 / 52 a week, to the cent.
 */
const holdingDepositSql = (rent: string, period: string) =>
  `round(${rent} * case when ${period} = 'week' then 1 else 12 / 52.0 end, 2)`;

/** Offers, sales, reviews, wishlists and ads, each from one pass over the listings. */
async function insertActivity(db: Database, buyers: number) {
  const h = (n: number) => part('md5(p.id::text)', n);
  const buyer = (n: number) => buyerId(`1 + ${h(n)} % ${buyers}`);
  // Every sold listing was bought through an offer (a let listing through an application: a
  // move-in date, a term, the rent's period); a sale copies its display fields.
  await exec(
    db,
    `insert into offers (property_id, buyer_id, offered_price, status, transaction_id, created_at,
                         ${APPLICATION_COLUMNS})
     select p.id, ${buyer(1)}, p.price_min, 'bought', 'pi_bench_' || md5(p.id::text),
            p.created_at + interval '3 days', ${applicationValues('p')}
     from properties p where p.status = 'sold'`,
  );
  await exec(
    db,
    `insert into sales (offer_id, property_id, buyer_id, agent_id, transaction_id, price,
                        amount_paid, property_title, location, property_image, agent_name,
                        agent_email, buyer_name, buyer_email, sold_at, listing_type, rent_period,
                        move_in, term_months)
     select o.id, p.id, o.buyer_id, p.agent_id, o.transaction_id, o.offered_price,
            case when p.listing_type = 'rent' then ${holdingDepositSql('o.offered_price', 'p.rent_period')}
                 else ${amountPaidSql('o.offered_price')} end,
            p.title, p.location, p.image, a.name, a.email,
            b.name, b.email, o.created_at + interval '2 days', p.listing_type, p.rent_period,
            o.move_in, o.term_months
     from offers o join properties p on p.id = o.property_id
     join users a on a.id = p.agent_id join users b on b.id = o.buyer_id
     where o.status = 'bought'`,
  );
  // One listed property in ten has an open or answered offer.
  await exec(
    db,
    `insert into offers (property_id, buyer_id, offered_price, status, created_at,
                         ${APPLICATION_COLUMNS})
     select p.id, ${buyer(1)}, p.price_min + (p.price_max - p.price_min) * (${h(2)} % 100) / 100,
            case when ${h(3)} % 10 < 7 then 'pending' when ${h(3)} % 10 < 9 then 'rejected'
                 else 'accepted' end,
            p.created_at + interval '1 day', ${applicationValues('p')}
     from properties p where p.status = 'verified' and ${h(0)} % 10 = 0`,
  );
  await exec(
    db,
    `insert into reviews (property_id, reviewer_id, description, created_at)
     select p.id, ${buyer(2)}, ${pick(REVIEW_TEXTS, h(3))}, p.created_at + interval '5 days'
     from properties p where p.status in ('verified', 'sold') and ${h(0)} % 20 = 1`,
  );
  await exec(
    db,
    `insert into wishlist_entries (user_id, property_id, created_at)
     select ${buyer(3)}, p.id, p.created_at + interval '2 days'
     from properties p where p.status = 'verified' and ${h(0)} % 20 = 2`,
  );
  await exec(
    db,
    `insert into advertisements (property_id)
     select p.id from properties p join users a on a.id = p.agent_id
     where p.status = 'verified' and a.status = 'Verified' and p.deleted_at is null
     order by p.id limit 6`,
  );
}

async function insertSessions(db: Database, buyers: number): Promise<string[]> {
  const tokens = Array.from({ length: buyers }, () => newToken());
  const expires = new Date(Date.now() + TOKEN_ABSOLUTE_LIFETIME_MS).toISOString();
  const values = tokens
    .map((token, i) => `(${buyerId(String(i + 1))}, '${hashToken(token)}', '${expires}')`)
    .join(',\n');
  await exec(db, `insert into sessions (user_id, token_hash, expires_at) values ${values}`);
  return tokens;
}

/**
 * Runs a bulk load with the table's secondary indexes dropped, then builds them again from
 * their own definitions (whatever the migrations made): one build is several times faster
 * than keeping a trigram index up to date row by row. Constraint indexes stay.
 */
async function withoutSecondaryIndexes(db: Database, table: string, load: () => Promise<void>) {
  const indexes = await rows<{ name: string; definition: string }>(
    db,
    `select indexname as name, indexdef as definition from pg_indexes
     where schemaname = 'public' and tablename = '${table}'
       and indexname not in (select conname from pg_constraint)`,
  );
  for (const index of indexes) await exec(db, `drop index "${index.name}"`);
  try {
    await load();
  } finally {
    for (const index of indexes) await exec(db, index.definition);
  }
}

async function rows<T>(db: Database, statement: string): Promise<T[]> {
  const result = (await db.execute(sql.raw(statement))) as unknown as { rows: T[] };
  return result.rows;
}

export async function generate(options: GenerateOptions): Promise<Fixture> {
  const log = options.log ?? (() => undefined);
  const started = performance.now();
  const buyers = options.buyers ?? BUYER_COUNT;
  const agents = agentCountFor(options.properties);
  const handle = await openDatabase({
    databaseUrl: options.databaseUrl,
    embeddedDir: options.dataDir ? path.join(options.dataDir, 'db') : undefined,
    // One connection, so that the session settings below hold for every statement.
    poolSize: 1,
  });
  try {
    await handle.migrate();
    const db = handle.db;
    const [existing] = await rows<{ n: number }>(db, 'select count(*)::int as n from properties');
    if ((existing?.n ?? 0) > 0) throw new Error('generate: the database already has properties');

    const step = (what: string) =>
      log(`  ${what} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    await insertPeople(db, agents, buyers, await hashPassword(BENCH_PASSWORD));
    step(`${agents} agents, ${buyers} buyers`);
    // Foreign keys hold by construction (every id is derived from a row number that exists),
    // so their per-row checks are skipped during the load, as pg_restore does.
    await exec(db, `set session_replication_role = replica`);
    if (handle.kind === 'postgres') await exec(db, `set maintenance_work_mem = '256MB'`);
    const chunk = handle.kind === 'embedded' ? 50_000 : 250_000;
    await withoutSecondaryIndexes(db, 'properties', async () => {
      for (let from = 1; from <= options.properties; from += chunk) {
        const to = Math.min(options.properties, from + chunk - 1);
        await exec(db, insertPropertiesSql(from, to, agents));
        step(`properties ${to.toLocaleString('en')} / ${options.properties.toLocaleString('en')}`);
      }
    });
    step('properties indexed');
    // Statistics first: without them the planner guessed badly for the activity's joins (the
    // advertisements' pick took 9 s at 100k).
    await exec(db, 'analyze properties, users');
    await insertActivity(db, buyers);
    step('offers, sales, reviews, wishlists, ads');
    await withoutSecondaryIndexes(db, 'price_history', () => insertPriceHistory(db));
    step('price history');
    const buyerTokens = await insertSessions(db, buyers);
    await exec(db, 'reset session_replication_role');
    // VACUUM sets the visibility map, so that the list's index-only scans need not visit the
    // table (a server's autovacuum would get there later; PGlite has none). ANALYZE gives the
    // planner its statistics for the rows just loaded.
    await exec(db, 'vacuum analyze');
    step('sessions, vacuum analyze');

    const listedWhere = `p.status = 'verified' and p.deleted_at is null and a.status = 'Verified'`;
    const [listed] = await rows<{ n: number }>(
      db,
      `select count(*)::int as n from properties p join users a on a.id = p.agent_id
       where ${listedWhere}`,
    );
    const [flagged] = await rows<{ n: number }>(
      db,
      'select count(*)::int as n from properties where listed',
    );
    if (flagged?.n !== listed?.n) {
      throw new Error(`generate: ${flagged?.n} rows flagged listed, ${listed?.n} listed`);
    }
    // Ids are md5-based, so the first 2000 by id are a fair random sample: of the listings for
    // sale, on which the offer scenario offers a price and whose price changes the mixed
    // scenario finds in the default (sale) list.
    const sample = await rows<{ id: string; min: string | number; max: string | number }>(
      db,
      `select p.id, p.price_min as min, p.price_max as max
       from properties p join users a on a.id = p.agent_id
       where ${listedWhere} and p.listing_type = 'sale' order by p.id limit 2000`,
    );
    return {
      database: handle.kind,
      properties: options.properties,
      listed: listed?.n ?? 0,
      buyerTokens,
      sample: sample.map((r) => ({ id: r.id, min: Number(r.min), max: Number(r.max) })),
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await handle.close();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      properties: { type: 'string', default: '10000' },
      'data-dir': { type: 'string' },
      'database-url': { type: 'string' },
      fixture: { type: 'string' },
    },
  });
  const properties = Number(values.properties);
  if (!Number.isInteger(properties) || properties < 1) throw new Error('--properties: a count');
  if (!values['data-dir'] && !values['database-url']) {
    throw new Error('give --data-dir DIR (embedded) or --database-url postgres://…');
  }
  const fixture = await generate({
    properties,
    dataDir: values['data-dir'],
    databaseUrl: values['database-url'],
    log: console.log,
  });
  console.log(
    `${fixture.properties} properties (${fixture.listed} listed) in ${fixture.database} database, ${fixture.seconds.toFixed(1)} s`,
  );
  if (values.fixture) writeFileSync(values.fixture, JSON.stringify(fixture, null, 2));
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
