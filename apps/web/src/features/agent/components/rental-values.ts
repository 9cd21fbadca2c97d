import type { Property, PropertyInput } from '@elite/shared';
import type { PropertyFormOutput } from './property-form-schema';

/** The listing form's type and rental facts for a new listing (a sale) or `current`. */
export function rentalDefaults(current: Property | undefined) {
  if (current?.listing_type !== 'rent') {
    return { listing_type: 'sale', rent_period: 'month' } as const;
  }
  return {
    listing_type: 'rent',
    rent_period: current.rent_period ?? 'month',
    deposit: current.deposit,
    available_from: current.available_from,
    furnished: current.furnished,
    min_term_months: current.min_term_months,
    pets_allowed: current.pets_allowed,
    bills_included: current.bills_included,
  } as const;
}

type RentalKey =
  | 'listing_type'
  | 'rent_period'
  | 'deposit'
  | 'available_from'
  | 'furnished'
  | 'min_term_months'
  | 'pets_allowed'
  | 'bills_included';

/**
 * What the form sends of a listing's type (CONTRACT.md section 12): a rental with all its facts
 * (an unknown one `null`); a sale with no rental fact at all, and its type only when the listing
 * was a rental (a new listing is a sale by default).
 */
export function sentRental<T extends Partial<Pick<PropertyFormOutput, RentalKey>>>(
  fields: T,
  current: Property | undefined,
): Omit<T, RentalKey> & Partial<Pick<PropertyInput, RentalKey>> {
  const {
    listing_type,
    rent_period,
    deposit,
    available_from,
    furnished,
    min_term_months,
    pets_allowed,
    bills_included,
    ...rest
  } = fields;
  if (listing_type === 'rent') {
    return {
      ...rest,
      listing_type,
      rent_period: rent_period ?? 'month',
      deposit: deposit ?? null,
      available_from: available_from ?? null,
      furnished: furnished ?? null,
      min_term_months: min_term_months ?? null,
      pets_allowed: pets_allowed ?? null,
      bills_included: bills_included ?? null,
    };
  }
  return current?.listing_type === 'rent' ? { ...rest, listing_type: 'sale' } : rest;
}
