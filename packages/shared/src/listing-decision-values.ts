/*
 * What a buyer needs to decide (CONTRACT.md section 13): the lists, types and arithmetic of a
 * listing's energy label, tenure and running costs, features, accessibility and rooms, without
 * zod, so that a page showing them (a listing card on the home page) does not load the schemas.
 * listing-decision.ts builds the schemas from these and re-exports them.
 */

export const ENERGY_RATINGS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type EnergyRating = (typeof ENERGY_RATINGS)[number];
export const MAX_ENERGY_CONSUMPTION = 2000;

export const TENURES = [
  'freehold',
  'leasehold',
  'share_of_freehold',
  'commonhold',
  'other',
] as const;
export type Tenure = (typeof TENURES)[number];
/** The tenures that have a lease, and so years left on it. */
export const LEASE_TENURES: readonly Tenure[] = ['leasehold', 'share_of_freehold'];
export const MAX_LEASE_YEARS = 999;

export const LISTING_FEATURES = [
  'parking',
  'garage',
  'garden',
  'balcony',
  'terrace',
  'pool',
  'air_conditioning',
  'fireplace',
  'elevator',
  'storage',
  'sea_view',
  'new_build',
] as const;
export type ListingFeature = (typeof LISTING_FEATURES)[number];

export const ACCESSIBILITY_FEATURES = [
  'step_free_access',
  'lift',
  'wide_doorways',
  'accessible_bathroom',
  'ground_floor_bedroom',
  'ramp',
] as const;
export type AccessibilityFeature = (typeof ACCESSIBILITY_FEATURES)[number];

export const ROOM_TYPES = [
  'bedroom',
  'bathroom',
  'kitchen',
  'living',
  'dining',
  'office',
  'utility',
  'other',
] as const;
export type RoomType = (typeof ROOM_TYPES)[number];
export const MAX_LISTING_ROOMS = 40;
export const MAX_ROOM_NAME = 100;
export const MAX_ROOM_LEVEL = 40;
/** The longest side of a room, in metres or feet as AREA_UNIT says. */
export const MAX_ROOM_SIDE = 1000;

/** The facts of this section, in the order answers and forms carry them. */
export const DECISION_FACTS = [
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
] as const;
export type DecisionFact = (typeof DECISION_FACTS)[number];

/** A room as answers carry it (listing-decision.ts' roomSchema parses to this). */
export interface Room {
  type: RoomType;
  name: string | null;
  length: number;
  width: number;
  /** The floor the room is on, as the agent says it: a number (0, 1, -1) or a word ("Upper"). */
  level: number | string | null;
}

export type ListingDecision = {
  energy_rating: EnergyRating | null;
  energy_consumption: number | null;
  tenure: Tenure | null;
  lease_years_remaining: number | null;
  annual_service_charge: number | null;
  annual_property_tax: number | null;
  monthly_hoa_fee: number | null;
  features: ListingFeature[] | null;
  accessibility_features: AccessibilityFeature[] | null;
  rooms: Room[] | null;
};

/** A listing's decision facts when none is known. */
export const NO_DECISION_FACTS: Readonly<ListingDecision> = {
  energy_rating: null,
  energy_consumption: null,
  tenure: null,
  lease_years_remaining: null,
  annual_service_charge: null,
  annual_property_tax: null,
  monthly_hoa_fee: null,
  features: null,
  accessibility_features: null,
  rooms: null,
};

/** Whether a rating is `at least` as good (A best): the `energy=C` filter's rule. */
export function energyAtLeast(rating: EnergyRating | null, atLeast: EnergyRating): boolean {
  return rating !== null && ENERGY_RATINGS.indexOf(rating) <= ENERGY_RATINGS.indexOf(atLeast);
}

/** A room's area in the square of its sides' unit, to two decimals. */
export function roomArea(room: Pick<Room, 'length' | 'width'>): number {
  return Math.round(room.length * room.width * 100) / 100;
}

/**
 * The monthly payment of a loan of `principal` at `annualRatePercent` over `years` (the standard
 * annuity formula; no interest: principal / months).
 */
export function monthlyPayment(
  principal: number,
  annualRatePercent: number,
  years: number,
): number {
  const months = Math.round(years * 12);
  if (principal <= 0 || months <= 0) return 0;
  const rate = annualRatePercent / 100 / 12;
  if (rate === 0) return principal / months;
  return (principal * rate) / (1 - (1 + rate) ** -months);
}
