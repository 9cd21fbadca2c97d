import type { Furnishing, RentPeriod } from '@elite/shared/listing-rental';
import type { Title } from './listings';
import { BOB, LIAM, OLIVIA, SOFIA, type DemoEmail } from './people';

/*
 * The demo's homes to rent (CONTRACT.md section 12): a third of its listings, let by the month
 * mostly and by the week for some, in every state: pending, verified, rejected and let (sold,
 * with the renter's paid application). Their price range in listings.ts is the rent.
 */

export interface DemoRental {
  period: RentPeriod;
  /** The security deposit, in the site's currency (whole units). */
  deposit: number | null;
  /** Days from today the home can be moved into (negative: since); null when not said. */
  availableInDays: number | null;
  furnished: Furnishing | null;
  minTermMonths: number | null;
  petsAllowed: boolean | null;
  billsIncluded: boolean | null;
}

type Row = [
  RentPeriod,
  number | null,
  number | null,
  Furnishing | null,
  number | null,
  boolean | null,
  boolean | null,
];

/** [period, deposit, available in days, furnished, min term (months), pets, bills] by title. */
// prettier-ignore
const rows: Record<Title, Row> = {
  // Pending: waiting for an admin.
  'Riverside Studio': ['month', 3200, 21, 'furnished', 12, false, false],
  'Zilker Park Contemporary': ['month', 4800, 30, 'unfurnished', 12, true, false],
  'Lake Union Float Home': ['week', 2000, 10, 'furnished', 1, false, true],
  'RiNo Urban Loft': ['month', 2100, 14, 'part_furnished', 6, true, false],
  'Gaslamp Quarter Loft': ['week', 1700, 7, 'furnished', 1, false, true],
  // Rejected by an admin.
  'Little Havana Casita': ['month', 2300, 10, 'unfurnished', 12, true, false],
  'Cambridge Colonial': ['month', 5200, 45, 'unfurnished', 12, false, false],
  'Forest Park A-Frame': ['week', 1400, 20, 'furnished', 3, true, true],
  // Let: an application paid (see demoApplications).
  'Capitol Hill Condo': ['month', 2250, -40, 'part_furnished', 12, false, false],
  'Music Row Townhome': ['week', 1800, -30, 'furnished', 3, false, true],
  // Verified, on the market.
  'Back Bay Brownstone Flat': ['month', 3900, 14, 'furnished', 12, false, false],
  'Pearl District Loft': ['month', 2150, 0, 'unfurnished', 6, true, false],
  'Gold Coast High-Rise': ['month', 3100, 30, 'part_furnished', 12, false, true],
  'Brickell Bay Condo': ['month', 2800, 21, 'furnished', 6, true, false],
  'East Nashville Farmhouse': ['week', 2100, 5, 'furnished', 1, true, true],
};

/** The rental facts of a demo listing, or undefined for one for sale. */
export function rentalOf(title: Title): DemoRental | undefined {
  const row = rows[title];
  if (!row) return undefined;
  const [period, deposit, availableInDays, furnished, minTermMonths, petsAllowed, billsIncluded] =
    row;
  return { period, deposit, availableInDays, furnished, minTermMonths, petsAllowed, billsIncluded };
}

/** The titles of the demo's homes to rent. */
export const rentalTitles: Title[] = Object.keys(rows);

/**
 * [listing, renter, rent, status, days ago, move-in in days from today, term (months), message].
 * A bought one is a let: its holding deposit was paid, and it has a sale row of its own.
 */
export type DemoApplication = [
  Title,
  DemoEmail,
  number,
  'pending' | 'accepted' | 'rejected' | 'bought',
  number,
  number,
  number,
  string | null,
];

// prettier-ignore
export const demoApplications: DemoApplication[] = [
  // Bob's accepted application, ready to pay the holding deposit.
  ['Back Bay Brownstone Flat', BOB, 3900, 'accepted', 3, 21, 12, 'We are a couple relocating for work at the hospital, no pets, non-smokers. References from our current landlord on request.'],
  ['Back Bay Brownstone Flat', OLIVIA, 3900, 'rejected', 5, 30, 12, 'Would a six-month term be possible?'],
  ['Pearl District Loft', SOFIA, 2150, 'pending', 2, 14, 12, 'I work from home and would love the light in this loft. Happy to sign for a year.'],
  ['Gold Coast High-Rise', LIAM, 3100, 'pending', 1, 45, 12, null],
  // Lets: paid, the homes off the market.
  ['Capitol Hill Condo', LIAM, 2250, 'bought', 33, -25, 12, 'Graduate student at the university, quiet and tidy.'],
  ['Music Row Townhome', OLIVIA, 900, 'bought', 27, -20, 3, 'Three months in Nashville for a recording project.'],
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** `YYYY-MM-DD`, `days` after `now` (UTC). */
export const dateIn = (now: Date, days: number) =>
  new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** A demo listing's type and rental facts in the words of the table (all null for a sale). */
export function rentalColumns(title: Title, now: Date) {
  const rental = rentalOf(title);
  if (!rental) return { listingType: 'sale' as const };
  return {
    listingType: 'rent' as const,
    rentPeriod: rental.period,
    deposit: rental.deposit,
    availableFrom: rental.availableInDays === null ? null : dateIn(now, rental.availableInDays),
    furnished: rental.furnished,
    minTermMonths: rental.minTermMonths,
    petsAllowed: rental.petsAllowed,
    billsIncluded: rental.billsIncluded,
  };
}
