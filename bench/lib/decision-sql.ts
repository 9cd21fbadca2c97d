// What a buyer needs to decide about a generated listing (CONTRACT.md section 13), as SQL for
// listings-sql.ts's insert: every value from md5 of the row number, so the same N gives the same
// rows. `d0`..`d3` and `e0`..`e3` are that row's own random 32-bit numbers; `type`, `rental`,
// `price_min` and `bedrooms` are its other columns' expressions.
import {
  ACCESSIBILITY_FEATURES,
  ENERGY_RATINGS,
  LISTING_FEATURES,
  type RoomType,
} from '@elite/shared/listing-decision';
import { textArray } from './sql-literals';

/** The columns, in the order decisionValuesSql gives them. */
export const DECISION_COLUMNS = [
  'energy_rating',
  'energy_consumption',
  'tenure',
  'lease_years_remaining',
  'annual_service_charge',
  'annual_property_tax',
  'monthly_hoa_fee',
  'features',
  'accessibility_features',
  'rooms',
].join(', ');

/**
 * How many in 100 listings with a known label have each, A to G (a housing stock's usual spread:
 * C and D the most), and each label's kWh per m² per year band.
 */
const RATING_SHARES = [8, 17, 25, 22, 15, 8, 5];
const CONSUMPTION_BANDS: [number, number][] = [
  [20, 50],
  [51, 90],
  [91, 150],
  [151, 230],
  [231, 330],
  [331, 450],
  [451, 600],
];

/** A generated home's rooms, the first 3 to 8 of these. */
const ROOMS: RoomType[] = [
  'living',
  'kitchen',
  'bathroom',
  'bedroom',
  'bedroom',
  'dining',
  'bedroom',
  'office',
];

/** `case` on `r % 100` over cumulative shares. */
function shareCase(r: string, values: string[]): string {
  let total = 0;
  const arms = RATING_SHARES.slice(0, -1).map((share, i) => {
    total += share;
    return `when ${r} % 100 < ${total} then ${values[i]}`;
  });
  return `case ${arms.join(' ')} else ${values.at(-1)} end`;
}

/**
 * A subset of `values` in their order (`[]` when none): each one in when bit i of both `a` and
 * `b` is set (one in four), or when `extra` (SQL starting with `or`, on the value `f`) holds.
 */
function subsetSql(values: readonly string[], a: string, b: string, extra = ''): string {
  return `coalesce((select array_agg(f order by i)
     from unnest(${textArray(values)}) with ordinality t(f, i)
     where ((${a} >> (i - 1)::int) & (${b} >> (i - 1)::int) & 1) = 1${extra}), '{}'::text[])`;
}

/**
 * The values: 85% of listings have a label (A-G, its consumption for nine in ten of those); a
 * home for sale has a tenure for four in five (flats often leasehold, with 40-999 years left and
 * a service charge; houses mostly freehold), a property tax of 0.5-2% of its price a year for
 * seven in ten, and a flat, condo or townhouse an HOA fee for three in five; features for 85%
 * (each one in four, a garden for most houses), accessibility for 60% (each one in four); rooms
 * for 70%: 3-8 of them, sides of 8-24 ft, bedrooms upstairs in a house.
 */
export function decisionValuesSql(type: string, rental: string, price: string, beds: string) {
  const flat = `${type} in ('apartment', 'condo')`;
  const rating = shareCase(
    'd0',
    ENERGY_RATINGS.map((r) => `'${r}'`),
  );
  const consumption = shareCase(
    'd0',
    CONSUMPTION_BANDS.map(([low, high]) => `${low} + d1 % ${high - low + 1}`),
  );
  const tenure = `case when ${rental} or d2 % 5 = 0 then null
       when ${flat} then (array['leasehold', 'leasehold', 'leasehold', 'share_of_freehold',
                                'commonhold', 'freehold', 'freehold', 'freehold'])[1 + d2 / 5 % 8]
       when d2 / 5 % 20 = 0 then 'other' else 'freehold' end`;
  const leased = `(${tenure}) in ('leasehold', 'share_of_freehold')`;
  const roomType = textArray(ROOMS);
  const side = (r: string) => `round((8 + (${r}) % 161 / 10.0)::numeric, 1)`;
  return `case when d0 / 100 % 100 < 85 then ${rating} end,
            case when d0 / 100 % 100 < 85 and d1 / 1000 % 10 <> 0 then ${consumption} end,
            ${tenure},
            case when ${leased} then 40 + d2 / 200 % 960 end,
            case when ${leased} or (${tenure}) = 'commonhold'
                 then round((${price} * (1 + d3 % 30) / 10000.0)::numeric, 0) end,
            case when not ${rental} and d3 / 30 % 10 < 7
                 then round((${price} * (50 + d3 / 300 % 150) / 10000.0)::numeric, 2) end,
            case when not ${rental} and (${flat} or ${type} = 'townhouse') and d3 / 45000 % 5 < 3
                 then 100 + d1 / 10000 % 900 end,
            case when e0 % 100 < 85 then ${subsetSql(
              LISTING_FEATURES,
              'e1',
              'e2',
              ` or (f = 'garden' and not ${flat} and e0 / 100 % 10 < 6)`,
            )} end,
            case when e0 / 1000 % 10 < 6 then ${subsetSql(ACCESSIBILITY_FEATURES, 'e1 >> 12', 'e2 >> 12')} end,
            case when e3 % 10 < 7 then
              (select jsonb_agg(jsonb_build_object(
                        'type', (${roomType})[1 + k],
                        'name', case when k = 0 then 'Living room' end,
                        'length', ${side('e3 / (k + 7)')},
                        'width', ${side('e3 / (k + 3) / 11')},
                        'level', case when ${flat} then null
                                      when (${roomType})[1 + k] in ('bedroom', 'office') and ${beds} >= 2 then 1
                                      else 0 end) order by k)
                 from generate_series(0, 2 + e3 / 10 % 6) k)
            end`;
}
