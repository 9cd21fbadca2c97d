import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type {
  AccessibilityFeature,
  BoundingBox,
  EnergyRating,
  ListingFeature,
  ListingFilter,
  ListingType,
  PropertySearchFilters,
  PropertyType,
} from '@elite/shared';

/*
 * The shapes of a search's rules (filters.ts and decision-filters.ts write the rules): what one
 * listing's facts are, what a search asks, and one criterion's rule in its forms.
 */

/** The facts these rules read (ListingFacts's optional part: decision-filters.ts). */
export interface DecisionFacts {
  energyRating?: EnergyRating | null | undefined;
  features?: ListingFeature[] | null | undefined;
  accessibilityFeatures?: AccessibilityFeature[] | null | undefined;
  /** The listing's upcoming open houses' starts, in milliseconds since 1970. */
  openHouseStarts?: number[] | undefined;
}

/** A listing's facts as the rules read them (null: unknown; decision facts left out: unknown). */
export interface ListingFacts extends DecisionFacts {
  /** Its location lower-cased by the database (the `location_search` column). */
  locationSearch: string;
  priceMin: number;
  priceMax: number;
  bedrooms: number | null;
  bathrooms: number | null;
  livingArea: number | null;
  propertyType: PropertyType | null;
  longitude: number | null;
  latitude: number | null;
  /** For sale (also when not given) or to rent (CONTRACT.md section 12). */
  listingType?: ListingType | undefined;
}

/** A search's criteria (RULES); `listing` is apart (listingCondition), never unset. */
export type SearchCriteria = Omit<PropertySearchFilters, 'listing'> & {
  location?: string | undefined;
};
/** A search's criteria and the listings it shows (undefined: sale). */
export type ListedSearch = SearchCriteria & { listing?: ListingFilter | undefined };

export interface Rule<K extends keyof SearchCriteria> {
  key: K;
  /** The asked value as an SQL operand (a parameter). */
  operand: (value: NonNullable<SearchCriteria[K]>) => SQL;
  /** The same criterion stored on a saved search. */
  stored: AnyPgColumn;
  /** Whether the listing meets the criterion `operand`. */
  test: (operand: SQL | AnyPgColumn) => SQL;
  /** Whether the listing meets the stored criterion, if stored otherwise than asked. */
  storedTest?: (stored: AnyPgColumn) => SQL;
  /** An area's bounds (bbox and polygon only), for the forms other than `index`. */
  bounds?: (value: NonNullable<SearchCriteria[K]>) => BoundingBox;
  /** Whether one listing meets the criterion: the rule itself, which `test` says in SQL. */
  holds: (listing: ListingFacts, value: NonNullable<SearchCriteria[K]>) => boolean;
}
