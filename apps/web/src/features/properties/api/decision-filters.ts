import {
  ACCESSIBILITY_FEATURES,
  ENERGY_RATINGS,
  LISTING_FEATURES,
  type AccessibilityFeature,
  type EnergyRating,
  type ListingFeature,
} from '@elite/shared/listing-decision-values';

/*
 * The search's filters of what a buyer needs to decide (CONTRACT.md section 13): `energy=C` (C
 * or better), `features=garden,parking` and `accessible=step_free_access,lift` (all of them),
 * `open_house=7d` (an open house in the next 7 days). Read from the address bar without zod, as
 * the rest of the search (property-search.ts): a value the server would refuse reads as none.
 */

/** The open house filter's window: the next 7 days. */
export const OPEN_HOUSE_WINDOW = '7d';

export interface DecisionFilters {
  /** This rating or better. */
  energy: EnergyRating | null;
  /** Every one of these features. */
  features: ListingFeature[];
  /** Every one of these accessibility features. */
  accessible: AccessibilityFeature[];
  /** An open house in the next 7 days. */
  openHouse: boolean;
}

export const NO_DECISION_FILTERS: DecisionFilters = {
  energy: null,
  features: [],
  accessible: [],
  openHouse: false,
};

/** The known values of a comma list, once each, in the list's order. */
function readList<T extends string>(value: string | null, choices: readonly T[]): T[] {
  const given = (value ?? '').split(',').map((item) => item.trim());
  return choices.filter((choice) => given.includes(choice));
}

export function readDecisionFilters(params: URLSearchParams): DecisionFilters {
  const energy = params.get('energy')?.trim().toUpperCase() ?? '';
  return {
    energy: ENERGY_RATINGS.find((rating) => rating === energy) ?? null,
    features: readList(params.get('features'), LISTING_FEATURES),
    accessible: readList(params.get('accessible'), ACCESSIBILITY_FEATURES),
    openHouse: params.get('open_house')?.trim() === OPEN_HOUSE_WINDOW,
  };
}

/** Adds the filters that are set to `params`, as the API names them. */
export function setDecisionParams(filters: DecisionFilters, params: URLSearchParams) {
  if (filters.energy) params.set('energy', filters.energy);
  if (filters.features.length > 0) params.set('features', filters.features.join(','));
  if (filters.accessible.length > 0) params.set('accessible', filters.accessible.join(','));
  if (filters.openHouse) params.set('open_house', OPEN_HOUSE_WINDOW);
}

export function pickDecisionFilters(filters: DecisionFilters): DecisionFilters {
  const { energy, features, accessible, openHouse } = filters;
  return { energy, features, accessible, openHouse };
}

/** How many of them are set (for the Filters button's badge). */
export const countDecisionFilters = (filters: DecisionFilters) =>
  (filters.energy !== null ? 1 : 0) +
  (filters.features.length > 0 ? 1 : 0) +
  (filters.accessible.length > 0 ? 1 : 0) +
  (filters.openHouse ? 1 : 0);
