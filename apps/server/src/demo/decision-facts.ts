import type { AreaUnit } from '@elite/shared';
import type {
  AccessibilityFeature,
  EnergyRating,
  ListingFeature,
  Room,
  Tenure,
} from '@elite/shared/listing-decision';
import type { ListingDecisionColumns } from '../db/listing-version';
import type { Home } from './homes';
import type { Title } from './listings';

/*
 * What a buyer needs to decide about the demo's homes (CONTRACT.md section 13): an energy label
 * spread over A-G (old houses worse, new builds better), features and accessibility, rooms with
 * their sizes in the site's unit, and for homes for sale their tenure and running costs. Homes to
 * rent have no tenure or running costs (the renter pays neither). A few listings (the fraud
 * agent's, an old cabin's) say nothing: unknown facts, as real listings have.
 */

type Row = [EnergyRating | null, ListingFeature[], AccessibilityFeature[]];

/** [energy rating, features, accessibility features] by title; a title missing: none known. */
// prettier-ignore
const rows: Record<Title, Row> = {
  'Modern Glass Loft': ['B', ['elevator', 'balcony', 'air_conditioning', 'storage'], ['step_free_access', 'lift']],
  'Classic Brownstone': ['E', ['garden', 'fireplace', 'storage'], []],
  'Skyline Penthouse': ['A', ['elevator', 'terrace', 'air_conditioning', 'parking', 'new_build'], ['step_free_access', 'lift', 'wide_doorways']],
  'Riverside Studio': ['C', ['elevator', 'air_conditioning'], ['lift']],
  'Upper West Side Classic': ['E', ['elevator', 'storage'], ['lift']],
  'Hill Country Ranch': ['B', ['garden', 'garage', 'pool', 'parking', 'fireplace'], ['ground_floor_bedroom']],
  'South Congress Bungalow': ['D', ['garden', 'parking'], []],
  'East Austin Modern': ['A', ['garage', 'garden', 'air_conditioning', 'new_build'], ['step_free_access']],
  'Lake Travis Retreat': ['C', ['garden', 'pool', 'garage', 'terrace', 'air_conditioning'], []],
  'Zilker Park Contemporary': ['B', ['garden', 'parking', 'air_conditioning'], []],
  'Oceanfront Villa': ['C', ['pool', 'sea_view', 'garage', 'terrace', 'garden', 'air_conditioning'], ['step_free_access', 'ground_floor_bedroom']],
  'Coral Gables Estate': ['F', ['garden', 'pool', 'garage', 'fireplace'], []],
  'Brickell Bay Condo': ['B', ['elevator', 'balcony', 'pool', 'sea_view', 'parking', 'air_conditioning'], ['step_free_access', 'lift']],
  'Little Havana Casita': ['G', ['garden'], []],
  'Wynwood Art Loft': ['C', ['elevator', 'air_conditioning'], ['lift']],
  'Queen Anne Craftsman': ['C', ['garden', 'fireplace', 'parking'], []],
  'Ballard Townhouse': ['A', ['terrace', 'garage', 'new_build'], []],
  'Lake Union Float Home': ['D', ['terrace'], []],
  'Capitol Hill Condo': ['B', ['elevator', 'balcony', 'storage'], ['lift', 'step_free_access']],
  'Lincoln Park Greystone': ['E', ['garden', 'fireplace', 'garage'], []],
  'Gold Coast High-Rise': ['D', ['elevator', 'parking', 'air_conditioning'], ['lift', 'step_free_access', 'wide_doorways']],
  'Wicker Park Two-Flat': ['F', ['garden', 'storage'], []],
  'Hyde Park Family Home': ['D', ['garden', 'fireplace', 'parking'], []],
  'Cherry Creek Contemporary': ['A', ['garden', 'garage', 'terrace', 'air_conditioning', 'new_build'], ['step_free_access', 'wide_doorways', 'accessible_bathroom', 'ground_floor_bedroom']],
  'Highlands Victorian': ['E', ['garden', 'fireplace'], []],
  'Evergreen Mountain Cabin': [null, ['fireplace', 'parking', 'storage'], []],
  'RiNo Urban Loft': ['B', ['elevator', 'balcony'], ['lift']],
  'Beacon Hill Townhouse': ['G', ['garden', 'fireplace'], []],
  'Back Bay Brownstone Flat': ['E', ['fireplace'], []],
  'Cambridge Colonial': ['F', ['garden', 'parking'], []],
  'Seaport Waterfront Condo': ['A', ['elevator', 'balcony', 'sea_view', 'parking'], ['lift', 'step_free_access', 'accessible_bathroom']],
  'La Jolla Cliffside Villa': ['B', ['sea_view', 'pool', 'garden', 'garage', 'terrace'], ['ground_floor_bedroom']],
  'North Park Craftsman': ['D', ['garden', 'parking'], []],
  'Coronado Beach Cottage': ['D', ['garden', 'sea_view'], []],
  'Gaslamp Quarter Loft': ['C', ['elevator', 'air_conditioning'], ['lift']],
  'Pacific Beach Bungalow': ['E', ['garden', 'parking'], []],
  'East Nashville Farmhouse': ['B', ['garden', 'parking', 'air_conditioning'], ['step_free_access']],
  'Music Row Townhome': ['C', ['garage', 'balcony'], []],
  'Belle Meade Manor': ['F', ['garden', 'pool', 'garage', 'fireplace'], []],
  'Pearl District Loft': ['C', ['elevator', 'storage'], ['lift', 'step_free_access']],
  'Alberta Arts Bungalow': ['D', ['garden'], []],
};

/** A typical primary energy use per label, kWh per m² per year (within the UK/EU bands). */
const CONSUMPTION: Record<EnergyRating, number> = {
  A: 38,
  B: 72,
  C: 115,
  D: 180,
  E: 262,
  F: 365,
  G: 470,
};

/** Property tax per year as a share of the price, by state (rounded effective rates). */
const TAX_RATES: Record<string, number> = {
  'New York': 0.009,
  Texas: 0.018,
  Florida: 0.0095,
  Washington: 0.0092,
  Illinois: 0.021,
  Colorado: 0.0055,
  Massachusetts: 0.0112,
  California: 0.0075,
  Tennessee: 0.0067,
  Oregon: 0.0093,
};

/** Homes for sale not held freehold: a co-op (`other`) and one on a ground lease. */
const TENURES: Record<Title, [Tenure, number | null]> = {
  'Upper West Side Classic': ['other', null],
  'Seaport Waterfront Condo': ['leasehold', 87],
};

/** A room's sides in feet, before a home's size scales them: [type, name, length, width]. */
type RoomPlan = [Room['type'], string | null, number, number];

const METRES_PER_FOOT = 0.3048;

/** The rooms of a home from its facts: 3 to 8, sized to its living area, upstairs in houses. */
function roomsOf(home: Home, areaUnit: AreaUnit): Room[] {
  const plans: RoomPlan[] = [
    ['living', 'Living room', 18, 15],
    ['kitchen', null, 14, 12],
  ];
  if (home.livingArea >= 1600) plans.push(['dining', null, 14, 12]);
  for (let i = 0; i < Math.min(home.bedrooms, 4); i++) {
    plans.push(i === 0 ? ['bedroom', 'Primary bedroom', 16, 13] : ['bedroom', null, 12, 11]);
  }
  const bathrooms = Math.min(Math.max(Math.floor(home.bathrooms), 1), 2);
  for (let i = 0; i < bathrooms; i++) plans.push(['bathroom', null, 9, 7]);
  if (home.livingArea >= 2500 && plans.length < 8) plans.push(['office', 'Study', 11, 10]);
  const scale = Math.min(Math.max(Math.sqrt(home.livingArea / 1800), 0.8), 1.4);
  const upstairs = home.type !== 'apartment' && home.type !== 'condo' && home.bedrooms >= 3;
  const side = (feet: number) =>
    areaUnit === 'm2'
      ? Math.round(feet * scale * METRES_PER_FOOT * 10) / 10
      : Math.round(feet * scale * 2) / 2;
  return plans.slice(0, 8).map(([type, name, length, width]) => ({
    type,
    name,
    length: side(length),
    width: side(width),
    level:
      home.type === 'apartment' || home.type === 'condo'
        ? null
        : upstairs && (type === 'bedroom' || type === 'bathroom' || type === 'office')
          ? 1
          : 0,
  }));
}

const NONE: ListingDecisionColumns = {
  energyRating: null,
  energyConsumption: null,
  tenure: null,
  leaseYearsRemaining: null,
  annualServiceCharge: null,
  annualPropertyTax: null,
  monthlyHoaFee: null,
  features: null,
  accessibilityFeatures: null,
  rooms: null,
};

/** A home for sale's tenure and running costs, from its type, state and price. */
function saleCosts(title: Title, home: Home, location: string, price: number) {
  const state = location.split(', ').at(-1)!;
  const [tenure, leaseYears] = TENURES[title] ?? ['freehold', null];
  const shared = home.type === 'condo' || home.type === 'apartment' || home.type === 'townhouse';
  const hoa =
    home.type === 'townhouse'
      ? 180 + home.bedrooms * 30
      : Math.min(Math.max(Math.round((price * 0.0006) / 10) * 10, 250), 2500);
  return {
    tenure,
    leaseYearsRemaining: leaseYears,
    annualServiceCharge: tenure === 'leasehold' ? Math.round((price * 0.003) / 50) * 50 : null,
    annualPropertyTax: Math.round(price * (TAX_RATES[state] ?? 0.01)),
    monthlyHoaFee: shared ? hoa : null,
  };
}

/** What a demo listing's facts follow: its home, place, middle price, and whether it is to rent. */
export interface DemoListingOf {
  home: Home;
  location: string;
  price: number;
  /** To rent: no tenure or running costs. */
  rent: boolean;
  areaUnit: AreaUnit;
  /** Its place in listings.ts, to vary the figures. */
  index: number;
}

/** A demo listing's decision facts in the words of the table. */
export function decisionColumnsOf(
  title: Title,
  { home, location, price, rent, areaUnit, index }: DemoListingOf,
): ListingDecisionColumns {
  const row = rows[title];
  if (!row) return NONE;
  const [rating, features, accessibility] = row;
  return {
    ...NONE,
    ...(rent ? {} : saleCosts(title, home, location, price)),
    energyRating: rating,
    // Two homes with a label say no figure, as older certificates did not.
    energyConsumption:
      rating === null || index % 9 === 4 ? null : CONSUMPTION[rating] + (index % 7),
    features,
    accessibilityFeatures: accessibility.length > 0 ? accessibility : null,
    rooms: roomsOf(home, areaUnit),
  };
}

/** The titles whose facts are known (the others say nothing). */
export const decisionTitles: Title[] = Object.keys(rows);
