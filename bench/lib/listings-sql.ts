// The SQL that generates listings for the benchmarks (bench/generate.ts): every value comes from
// md5 of the row number, so two runs with the same N give the same rows.
import {
  ADJECTIVES,
  CITIES,
  CITY_COORDINATES,
  DESCRIPTIONS,
  KIND_TYPES,
  KINDS,
  NEIGHBOURHOODS,
} from './words';
import { DECISION_COLUMNS, decisionValuesSql } from './decision-sql';
import { textArray } from './sql-literals';

/** A literal SQL array of constant numbers. */
function numberArray(values: readonly number[]): string {
  return `array[${values.join(',')}]::float8[]`;
}

/**
 * The n-th unsigned 32-bit number (n = 0..3) of an md5 hex digest, as SQL.
 * Cheap and deterministic, on PGlite as on PostgreSQL.
 */
export function part(md5Expr: string, n: number): string {
  return `(('x' || substr(${md5Expr}, ${1 + n * 8}, 8))::bit(32)::bigint)`;
}

/** `arr[1 + r % len]` */
export function pick(values: readonly string[], r: string): string {
  return `(${textArray(values)})[1 + ${r} % ${values.length}]`;
}

export const propertyId = (g: string) => `md5('bench-property-' || ${g})::uuid`;
export const agentId = (g: string) => `md5('bench-agent-' || ${g})::uuid`;
export const buyerId = (g: string) => `md5('bench-buyer-' || ${g})::uuid`;

/** The cover and up to four more of the generated pictures, `r` choosing how many. */
const photosSql = (r: string, image: string) =>
  `(select jsonb_agg(jsonb_build_object(
       'url', '/images/bench-house-' || ((${image} + k * 5) % 24) || '.webp',
       'alt', case when k = 0 then '' else 'Photo ' || (k + 1) end) order by k)
     from generate_series(0, ${r} % 5) k)`;

/** Every third listing is a home to rent (CONTRACT.md section 12): row numbers divisible by 3. */
export const RENTAL_EVERY = 3;

/**
 * Listings `from`..`to`. r0..r11 are computed once per row (offset 0 keeps the planner from
 * inlining them into every use). Prices from $80k to about $4.8M on a log scale, rounded to
 * $1,000; the maximum is 5-19% above the minimum. A third of the listings are rentals
 * (RENTAL_EVERY): rents from $800 to $12,000 a month on a log scale, rounded to $25, the
 * maximum 0-14% above (one rental in ten is let by the week, at the monthly rent x 12 / 52,
 * rounded to $5), with a deposit of five weeks' rent, an available-from date within 60 days (or
 * none), furnishing, a minimum term, pets and bills. The facts (CONTRACT.md section 6) follow
 * the kind in the title; coordinates are within about 10 km of the city's centre; a verified or
 * sold listing was listed when it was created. What a buyer needs to decide (section 13):
 * decision-sql.ts, from d0..d3 and e0..e3.
 */
export function insertPropertiesSql(from: number, to: number, agents: number): string {
  if (CITY_COORDINATES.length !== CITIES.length || KIND_TYPES.length !== KINDS.length) {
    throw new Error('bench/lib/words.ts: CITY_COORDINATES and KIND_TYPES follow CITIES and KINDS');
  }
  const type = pick(KIND_TYPES, 'r1');
  const createdAt = `now() - (r0 / 16 % 63072000) * interval '1 second'`;
  const coordinate = (n: 0 | 1, r: string) =>
    `round(((${numberArray(CITY_COORDINATES.map((c) => c[n]))})[1 + r5 % ${CITY_COORDINATES.length}]
            + (${r} % 20001 - 10000) / 100000.0)::numeric, 6)`;
  return `insert into properties
       (id, title, location, image, price_min, price_max, status, agent_id, created_at, updated_at,
        listed, property_type, bedrooms, bathrooms, living_area, lot_size, year_built,
        description, latitude, longitude, photos, listed_at, listing_type, rent_period, deposit,
        available_from, furnished, min_term_months, pets_allowed, bills_included,
        ${DECISION_COLUMNS})
     select ${propertyId('g')},
            ${pick(ADJECTIVES, 'r0')} || ' ' || ${pick(KINDS, 'r1')},
            ${pick(NEIGHBOURHOODS, 'r4')} || ', ' || ${pick(
              CITIES.map(([city, region]) => `${city}, ${region}`),
              'r5',
            )},
            '/images/bench-house-' || (r6 % 24) || '.webp',
            price_min,
            case when not rental then price_min + round(price_min * (5 + r7 % 15) / 100 / 1000) * 1000
                 when weekly then price_min + round(price_min * (r7 % 15) / 100 / 5) * 5
                 else price_min + round(price_min * (r7 % 15) / 100 / 25) * 25 end,
            case when r3 % 100 < 86 then 'verified'
                 when r3 % 100 < 92 then 'pending'
                 when r3 % 100 < 97 then 'sold'
                 else 'rejected' end,
            ${agentId(`1 + r6 / 24 % ${agents}`)},
            ${createdAt},
            now() - (r1 / 16 % 31536000) * interval '1 second',
            -- What the server's trigger would set (the load runs without triggers): verified
            -- and the agent not marked as fraud, as insertPeople marks every 97th.
            r3 % 100 < 86 and (1 + r6 / 24 % ${agents}) % 97 <> 0,
            ${type},
            r8 % 6,
            1 + (r8 / 6 % 7) * 0.5,
            400 + r9 % 4600,
            case when ${type} in ('apartment', 'condo') then null else 1000 + r9 / 4600 % 20000 end,
            1900 + r10 % 125,
            ${pick(DESCRIPTIONS, 'r10')} || ' ' || ${pick(DESCRIPTIONS, '(r10 + 1)')},
            ${coordinate(0, 'r11')},
            ${coordinate(1, '(r11 / 20001)')},
            ${photosSql('r9', 'r6')},
            case when r3 % 100 < 86 or r3 % 100 between 92 and 96 then ${createdAt} end,
            case when rental then 'rent' else 'sale' end,
            case when not rental then null when weekly then 'week' else 'month' end,
            -- Five weeks' rent.
            case when rental then round((price_min * case when weekly then 5 else 60 / 52.0 end)::numeric, 2) end,
            case when rental and r10 % 5 <> 0 then current_date + (r10 / 5 % 60)::int end,
            case when rental then (array['furnished', 'part_furnished', 'unfurnished'])[1 + r11 % 3] end,
            case when rental then (array[6, 12, 12, 24])[1 + r9 % 4] end,
            case when rental then r8 % 3 = 0 end,
            case when rental then r6 % 4 = 0 end,
            ${decisionValuesSql(type, 'rental', 'price_min', 'r8 % 6')}
     from (select *,
                  case when not rental
                         then round(exp(ln(80000) + (r2 % 100000) / 100000.0 * ln(60)) / 1000) * 1000
                       when weekly
                         then round(exp(ln(800) + (r2 % 100000) / 100000.0 * ln(15)) * 12 / 52 / 5) * 5
                       else round(exp(ln(800) + (r2 % 100000) / 100000.0 * ln(15)) / 25) * 25 end
                    as price_min
           from (select *, g % ${RENTAL_EVERY} = 0 as rental,
                        g % ${RENTAL_EVERY} = 0 and r7 % 10 = 0 as weekly
           from (select g, ${[0, 1, 2, 3].map((n) => `${part('m', n)} as r${n}`).join(', ')},
                        ${[0, 1, 2, 3].map((n) => `${part('n', n)} as r${n + 4}`).join(', ')},
                        ${[0, 1, 2, 3].map((n) => `${part('o', n)} as r${n + 8}`).join(', ')},
                        ${[0, 1, 2, 3].map((n) => `${part('dm', n)} as d${n}`).join(', ')},
                        ${[0, 1, 2, 3].map((n) => `${part('em', n)} as e${n}`).join(', ')}
                 from (select g, md5('p' || g) as m, md5('q' || g) as n, md5('f' || g) as o,
                              md5('d' || g) as dm, md5('e' || g) as em
                       from generate_series(${from}, ${to}) g offset 0) h
                 offset 0) r) k) s`;
}
