import type { PropertyInput } from '@elite/shared';
import { RENTAL_FACTS } from '@elite/shared/listing-rental';
import type { ListingRentalColumns } from '../../db/listing-version';
import { badRequest } from '../../lib/errors';
import { checkMoneyDecimals } from '../../lib/money-input';

/*
 * A listing's type and a rental's facts (CONTRACT.md section 12), as one version of the listing
 * has them: what was stored, with what the agent sent laid over it.
 */

/** A sale listing's columns: no rental fact. */
export const SALE_COLUMNS: Readonly<ListingRentalColumns> = {
  listingType: 'sale',
  rentPeriod: null,
  deposit: null,
  availableFrom: null,
  furnished: null,
  minTermMonths: null,
  petsAllowed: null,
  billsIncluded: null,
};

/** The reason a rental fact sent for a sale listing is refused (`deposit: …`). */
export const RENT_ONLY = 'is only for a home to rent';

/** The rental facts an agent sent, in the words of the table: a field left out is left out. */
function sentFacts(input: PropertyInput): Partial<ListingRentalColumns> {
  const values: Partial<ListingRentalColumns> = {
    rentPeriod: input.rent_period,
    deposit: input.deposit,
    availableFrom: input.available_from,
    furnished: input.furnished,
    minTermMonths: input.min_term_months,
    petsAllowed: input.pets_allowed,
    billsIncluded: input.bills_included,
  };
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as Partial<ListingRentalColumns>;
}

/**
 * The type and rental facts of the version an agent's form makes of `current` (a new listing:
 * a sale listing's). The type sent, else the stored one; a sale listing has no rental fact, and
 * one sent (not null) is a 400 naming it; switching to `sale` clears them all. A rental keeps a
 * fact left out and clears one sent as null; its rent is by the month unless it says otherwise.
 */
export function rentalVersion(
  input: PropertyInput,
  current: ListingRentalColumns = SALE_COLUMNS,
): ListingRentalColumns {
  const listingType = input.listing_type ?? current.listingType ?? 'sale';
  if (listingType === 'sale') {
    const sent = RENTAL_FACTS.find((field) => input[field] !== undefined && input[field] !== null);
    if (sent) throw badRequest(`${sent}: ${RENT_ONLY}`);
    return { ...SALE_COLUMNS };
  }
  if (input.deposit !== undefined && input.deposit !== null) {
    checkMoneyDecimals('deposit', input.deposit);
  }
  // Only the rental columns of `current`, which may be a whole version of the listing.
  const kept = current.listingType === 'rent' ? storedRental(current) : SALE_COLUMNS;
  const version: ListingRentalColumns = { ...kept, ...sentFacts(input), listingType };
  version.rentPeriod ??= 'month';
  return version;
}

/** The type and rental facts of a stored version; a change proposed before rentals has none. */
export function storedRental(row: Partial<ListingRentalColumns>): ListingRentalColumns {
  return {
    listingType: row.listingType ?? 'sale',
    rentPeriod: row.rentPeriod ?? null,
    deposit: row.deposit === undefined || row.deposit === null ? null : Number(row.deposit),
    availableFrom: row.availableFrom ?? null,
    furnished: row.furnished ?? null,
    minTermMonths: row.minTermMonths ?? null,
    petsAllowed: row.petsAllowed ?? null,
    billsIncluded: row.billsIncluded ?? null,
  };
}
