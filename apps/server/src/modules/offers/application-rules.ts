import {
  MAX_APPLICATION_MESSAGE,
  MAX_TERM_MONTHS,
  MIN_TERM_MONTHS,
  MOVE_IN_MAX_DAYS,
  utcDate,
  type RentPeriod,
} from '@elite/shared';
import { badRequest } from '../../lib/errors';
import type { ApplicationFields } from './repository';

/**
 * An offer on a home to rent is an application (CONTRACT.md section 12): its rules, and the
 * texts of its refusals. Each names its field; the API answers them in the caller's language
 * (APPLICATION_API_MESSAGES, src/locales/{locale}/api.json).
 */
export const applicationMessages = {
  required: (field: string) => `${field} is required`,
  onSale: (field: string) => `${field} is only for an application on a home to rent`,
  moveInRange: (from: string, to: string) => `move_in must be from ${from} to ${to}`,
  termBelowMinimum: (min: number) =>
    `term_months must be at least ${String(min)}, the listing’s minimum`,
};

/**
 * The api.* keys of these texts (and of the shared schema's application fields), as
 * lib/api-messages.ts keeps them: each the message of its key in src/locales/en/api.json.
 */
export const APPLICATION_API_MESSAGES: Record<string, string> = {
  'api.applicationFieldOnSale': applicationMessages.onSale('{field}'),
  'api.applicationMoveInRange': applicationMessages.moveInRange('{from}', '{to}'),
  'api.applicationTermBelowMinimum': 'term_months must be at least {min}, the listing’s minimum',
  'api.applicationFieldFromTo': '{field} must be from {from} to {to}',
  'api.applicationFieldDate': '{field} must be a date (YYYY-MM-DD)',
  'api.applicationMessageTooLong': 'message is at most {max} characters',
};

/** What the buyer sent besides the property and the price. */
export interface ApplicationInput {
  move_in?: string | undefined;
  term_months?: number | undefined;
  message?: string | undefined;
}

/** The listing's type and terms (offers/repository findListingTerms). */
export interface ListingTerms {
  listingType: 'sale' | 'rent';
  rentPeriod: RentPeriod | null;
  availableFrom: string | null;
  minTermMonths: number | null;
}

/**
 * The application's fields to store, or undefined for an offer to buy. On a sale listing an
 * application's field is a 400 naming it; on a rental `move_in` and `term_months` are required,
 * `move_in` from `available_from` (or today UTC, whichever is later) to 365 days after today, and
 * `term_months` at least the listing's minimum.
 */
export function checkApplication(
  listing: ListingTerms,
  input: ApplicationInput,
  now: Date = new Date(),
): ApplicationFields | undefined {
  if (listing.listingType !== 'rent' || listing.rentPeriod === null) {
    for (const field of ['move_in', 'term_months', 'message'] as const) {
      if (input[field] !== undefined) throw badRequest(applicationMessages.onSale(field));
    }
    return undefined;
  }
  if (input.move_in === undefined) throw badRequest(applicationMessages.required('move_in'));
  if (input.term_months === undefined) {
    throw badRequest(applicationMessages.required('term_months'));
  }
  const today = utcDate(now);
  const from =
    listing.availableFrom !== null && listing.availableFrom > today ? listing.availableFrom : today;
  const to = utcDate(now, MOVE_IN_MAX_DAYS);
  // Both are YYYY-MM-DD: as text they sort as the dates do.
  if (input.move_in < from || input.move_in > to) {
    throw badRequest(applicationMessages.moveInRange(from, to));
  }
  const minimum = Math.max(listing.minTermMonths ?? MIN_TERM_MONTHS, MIN_TERM_MONTHS);
  if (input.term_months < minimum || input.term_months > MAX_TERM_MONTHS) {
    throw badRequest(applicationMessages.termBelowMinimum(minimum));
  }
  const message = input.message?.slice(0, MAX_APPLICATION_MESSAGE) ?? '';
  return {
    rentPeriod: listing.rentPeriod,
    moveIn: input.move_in,
    termMonths: input.term_months,
    message: message === '' ? null : message,
  };
}
