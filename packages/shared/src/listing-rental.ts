import { z } from 'zod';
import { formNumber } from './form-input';

/*
 * Homes to rent (CONTRACT.md section 12). A listing is for `sale` (the default: everything
 * SPEC.md describes) or for `rent`; a rental's `price_range` is the rent per `rent_period`, and it
 * has the rental facts below (`null` on a sale listing, and a 400 naming the field when sent for
 * one). An offer on a rental is an application with a move-in date and a term; an accepted one is
 * secured by a holding deposit of `HOLDING_DEPOSIT_WEEKS` weeks of rent.
 */

export const LISTING_TYPES = ['sale', 'rent'] as const;
export type ListingType = (typeof LISTING_TYPES)[number];
export const RENT_PERIODS = ['month', 'week'] as const;
export type RentPeriod = (typeof RENT_PERIODS)[number];
export const FURNISHINGS = ['furnished', 'part_furnished', 'unfurnished'] as const;
export type Furnishing = (typeof FURNISHINGS)[number];
/** What the list, the map, saved searches and alerts show: `sale` unless asked (SPEC.md's client). */
export const LISTING_FILTERS = ['sale', 'rent', 'all'] as const;
export type ListingFilter = (typeof LISTING_FILTERS)[number];

export const MIN_TERM_MONTHS = 1;
export const MAX_TERM_MONTHS = 120;
/** How far ahead a move-in date may be: 365 days after today. */
export const MOVE_IN_MAX_DAYS = 365;
export const MAX_APPLICATION_MESSAGE = 2000;

/** The rental facts, in the order answers and forms carry them. */
export const RENTAL_FACTS = [
  'rent_period',
  'deposit',
  'available_from',
  'furnished',
  'min_term_months',
  'pets_allowed',
  'bills_included',
] as const;
export type RentalFact = (typeof RENTAL_FACTS)[number];

/** A calendar date, `YYYY-MM-DD`, that exists (no 2027-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Today's date in UTC, `YYYY-MM-DD`, and `days` after it. */
export function utcDate(now = new Date(), days = 0): string {
  return new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

export const dateSchema = (field: string) =>
  z
    .string({ error: `${field} must be a date (YYYY-MM-DD)` })
    .trim()
    .refine(isCalendarDate, `${field} must be a date (YYYY-MM-DD)`);

const wholeMonths = (field: string) =>
  formNumber(
    z
      .number({ error: `${field} must be a whole number` })
      .int(`${field} must be a whole number`)
      .min(MIN_TERM_MONTHS, `${field} must be from ${MIN_TERM_MONTHS} to ${MAX_TERM_MONTHS}`)
      .max(MAX_TERM_MONTHS, `${field} must be from ${MIN_TERM_MONTHS} to ${MAX_TERM_MONTHS}`),
    `${field} must be a whole number`,
  );

const flag = (field: string) => z.boolean({ error: `${field} must be true or false` });

/** Dollars as in marketplace.ts's moneySchema, restated here to keep this file free of cycles. */
const depositSchema = formNumber(
  z
    .number({ error: 'deposit must be a number' })
    .finite('deposit must be a number')
    .min(0.01, 'deposit must be at least 0.01')
    .max(9_999_999_999.99, 'deposit is too large')
    .refine(
      (v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6,
      'deposit has more than two decimals',
    ),
  'deposit must be a number',
);

/** What an agent may send; `undefined` keeps the stored value, `null` clears it. */
export const listingRentalInputShape = {
  listing_type: z
    .enum(LISTING_TYPES, { error: `listing_type must be one of ${LISTING_TYPES.join(', ')}` })
    .optional(),
  rent_period: z
    .enum(RENT_PERIODS, { error: `rent_period must be one of ${RENT_PERIODS.join(', ')}` })
    .nullish(),
  deposit: depositSchema.nullish(),
  available_from: dateSchema('available_from').nullish(),
  furnished: z
    .enum(FURNISHINGS, { error: `furnished must be one of ${FURNISHINGS.join(', ')}` })
    .nullish(),
  min_term_months: wholeMonths('min_term_months').nullish(),
  pets_allowed: flag('pets_allowed').nullish(),
  bills_included: flag('bills_included').nullish(),
};

/** How every answer carries a listing's type and rental facts (`null` on a sale listing). */
export const listingRentalShape = {
  listing_type: z.enum(LISTING_TYPES),
  rent_period: z.enum(RENT_PERIODS).nullable(),
  deposit: z.number().nullable(),
  available_from: z.string().nullable(),
  furnished: z.enum(FURNISHINGS).nullable(),
  min_term_months: z.number().int().nullable(),
  pets_allowed: z.boolean().nullable(),
  bills_included: z.boolean().nullable(),
};
export type ListingRental = {
  listing_type: ListingType;
  rent_period: RentPeriod | null;
  deposit: number | null;
  available_from: string | null;
  furnished: Furnishing | null;
  min_term_months: number | null;
  pets_allowed: boolean | null;
  bills_included: boolean | null;
};

/** A sale listing's type and rental facts. */
export const SALE_LISTING: Readonly<ListingRental> = {
  listing_type: 'sale',
  rent_period: null,
  deposit: null,
  available_from: null,
  furnished: null,
  min_term_months: null,
  pets_allowed: null,
  bills_included: null,
};

/** An application's own fields, added to an offer's body (`offered_price` is the rent). */
export const applicationInputShape = {
  move_in: dateSchema('move_in').optional(),
  term_months: wholeMonths('term_months').optional(),
  message: z
    .string({ error: 'message must be text' })
    .trim()
    .max(MAX_APPLICATION_MESSAGE, `message is at most ${MAX_APPLICATION_MESSAGE} characters`)
    .optional(),
};

/**
 * How every answer carries an offer's kind: an application's `move_in`, `term_months`, message and
 * the rent's period; `null` on an offer to buy.
 */
export const applicationShape = {
  listing_type: z.enum(LISTING_TYPES),
  rent_period: z.enum(RENT_PERIODS).nullable(),
  move_in: z.string().nullable(),
  term_months: z.number().int().nullable(),
  message: z.string().nullable(),
};

/** An offer to buy's application fields. */
export const OFFER_TO_BUY: Readonly<{
  listing_type: 'sale';
  rent_period: null;
  move_in: null;
  term_months: null;
  message: null;
}> = { listing_type: 'sale', rent_period: null, move_in: null, term_months: null, message: null };

/**
 * The holding deposit of an application (CONTRACT.md section 12): `weeks` weeks of rent, a monthly
 * rent being rent × 12 / 52 a week, the total rounded to the cent. In whole cents, so that no
 * float error decides a cent.
 */
export function holdingDeposit(rent: number, period: RentPeriod, weeks: number): number {
  const rentCents = Math.round(rent * 100);
  const cents = period === 'month' ? (rentCents * 12 * weeks) / 52 : rentCents * weeks;
  return Math.round(cents) / 100;
}
