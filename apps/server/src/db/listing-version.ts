import type { ListingTranslations } from '@elite/shared/listing-address';
import type { Locale } from '@elite/shared/locales';
import type { PropertyType } from '@elite/shared/listing-labels';
import type {
  AccessibilityFeature,
  EnergyRating,
  ListingFeature,
  Room,
  Tenure,
} from '@elite/shared/listing-decision';
import type { Furnishing, ListingType, RentPeriod } from '@elite/shared/listing-rental';
import type { ListingPhoto } from './core-tables';

/**
 * What an agent's form writes of a listing, in the words of the table: every column an update
 * may change (CONTRACT.md section 6), as one version of the listing.
 */
/** A listing's structured address and languages (CONTRACT.md section 11, migration 0023). */
export interface ListingAddressAndText {
  street: string | null;
  postalCode: string | null;
  city: string | null;
  region: string | null;
  country: string | null;
  language: Locale;
  translations: ListingTranslations;
}

/**
 * A listing's type and a rental's facts (CONTRACT.md section 12, migration 0024): all null but
 * `listingType` on a sale listing; a rental always has its `rentPeriod`.
 */
export interface ListingRentalColumns {
  listingType: ListingType;
  rentPeriod: RentPeriod | null;
  deposit: number | null;
  /** `YYYY-MM-DD`. */
  availableFrom: string | null;
  furnished: Furnishing | null;
  minTermMonths: number | null;
  petsAllowed: boolean | null;
  billsIncluded: boolean | null;
}

/** What a buyer needs to decide (CONTRACT.md section 13, migration 0026): null when unknown. */
export interface ListingDecisionColumns {
  energyRating: EnergyRating | null;
  energyConsumption: number | null;
  tenure: Tenure | null;
  leaseYearsRemaining: number | null;
  annualServiceCharge: number | null;
  annualPropertyTax: number | null;
  monthlyHoaFee: number | null;
  features: ListingFeature[] | null;
  accessibilityFeatures: AccessibilityFeature[] | null;
  rooms: Room[] | null;
}

export interface ListingVersion
  extends ListingAddressAndText, ListingRentalColumns, ListingDecisionColumns {
  title: string;
  location: string;
  image: string;
  photos: ListingPhoto[];
  priceMin: number;
  priceMax: number;
  propertyType: PropertyType | null;
  bedrooms: number | null;
  bathrooms: number | null;
  livingArea: number | null;
  lotSize: number | null;
  yearBuilt: number | null;
  description: string | null;
  latitude: number | null;
  longitude: number | null;
  floorPlan: string | null;
  tourUrl: string | null;
}

/**
 * An agent's change to a verified listing, waiting for an admin (`properties.pending_change`,
 * migration 0019): the whole version it makes, and when it was made (an ISO date). The row's own
 * columns stay the last verified version, which the public keeps seeing (docs/decisions/047).
 */
export interface PendingChange extends ListingVersion {
  updatedAt: string;
}
