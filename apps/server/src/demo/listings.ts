import type { properties } from '../db/schema';
import type { HouseStyle } from './images';
import { ALICE, JAMES, MARCO, PRIYA, VICTOR, type DemoEmail } from './people';

type Status = (typeof properties.$inferInsert)['status'] & string;

/**
 * [title, location, min, max, status, agent, picture style, listed days ago]; a home to rent's
 * (rentals.ts) min and max are its rent per month or week.
 */
export type Listing = [string, string, number, number, Status, DemoEmail, HouseStyle, number];

// prettier-ignore
export const listings: Listing[] = [
  ['Modern Glass Loft', 'Williamsburg, Brooklyn, New York', 850000, 920000, 'verified', ALICE, 'modern', 3],
  ['Classic Brownstone', 'Park Slope, Brooklyn, New York', 2100000, 2350000, 'verified', MARCO, 'townhouse', 40],
  ['Skyline Penthouse', 'Midtown, Manhattan, New York', 4200000, 4800000, 'verified', PRIYA, 'tower', 12],
  ['Riverside Studio', 'Long Island City, Queens, New York', 3200, 3200, 'pending', JAMES, 'tower', 1],
  ['Upper West Side Classic', 'Upper West Side, Manhattan, New York', 1950000, 2100000, 'verified', JAMES, 'tower', 27],
  ['Hill Country Ranch', 'Dripping Springs, Austin, Texas', 1250000, 1400000, 'verified', ALICE, 'ranch', 21],
  ['South Congress Bungalow', 'South Congress, Austin, Texas', 675000, 720000, 'verified', ALICE, 'cottage', 33],
  ['East Austin Modern', 'East Austin, Austin, Texas', 795000, 850000, 'sold', MARCO, 'modern', 64],
  ['Lake Travis Retreat', 'Lake Travis, Austin, Texas', 1850000, 2000000, 'verified', PRIYA, 'villa', 18],
  ['Zilker Park Contemporary', 'Zilker, Austin, Texas', 4600, 4800, 'pending', ALICE, 'modern', 2],
  ['Oceanfront Villa', 'Miami Beach, Miami, Florida', 3900000, 4300000, 'verified', PRIYA, 'villa', 9],
  ['Coral Gables Estate', 'Coral Gables, Miami, Florida', 2750000, 2950000, 'verified', JAMES, 'villa', 45],
  ['Brickell Bay Condo', 'Brickell, Miami, Florida', 2800, 2800, 'verified', MARCO, 'tower', 15],
  ['Little Havana Casita', 'Little Havana, Miami, Florida', 2300, 2300, 'rejected', JAMES, 'cottage', 30],
  ['Wynwood Art Loft', 'Wynwood, Miami, Florida', 580000, 625000, 'sold', ALICE, 'modern', 71],
  ['Queen Anne Craftsman', 'Queen Anne, Seattle, Washington', 1150000, 1250000, 'verified', ALICE, 'cottage', 6],
  ['Ballard Townhouse', 'Ballard, Seattle, Washington', 890000, 940000, 'verified', MARCO, 'townhouse', 24],
  ['Lake Union Float Home', 'Eastlake, Seattle, Washington', 950, 950, 'pending', PRIYA, 'modern', 2],
  ['Capitol Hill Condo', 'Capitol Hill, Seattle, Washington', 2250, 2250, 'sold', JAMES, 'tower', 36],
  ['Lincoln Park Greystone', 'Lincoln Park, Chicago, Illinois', 1650000, 1780000, 'verified', MARCO, 'townhouse', 11],
  ['Gold Coast High-Rise', 'Gold Coast, Chicago, Illinois', 3100, 3300, 'verified', PRIYA, 'tower', 20],
  ['Wicker Park Two-Flat', 'Wicker Park, Chicago, Illinois', 715000, 760000, 'sold', JAMES, 'townhouse', 80],
  ['Hyde Park Family Home', 'Hyde Park, Chicago, Illinois', 465000, 499000, 'verified', ALICE, 'cottage', 14],
  ['Cherry Creek Contemporary', 'Cherry Creek, Denver, Colorado', 1350000, 1450000, 'verified', PRIYA, 'modern', 8],
  ['Highlands Victorian', 'Highlands, Denver, Colorado', 890000, 945000, 'verified', JAMES, 'townhouse', 29],
  ['Evergreen Mountain Cabin', 'Evergreen, Denver, Colorado', 640000, 695000, 'verified', ALICE, 'cabin', 17],
  ['RiNo Urban Loft', 'River North, Denver, Colorado', 2100, 2100, 'pending', MARCO, 'modern', 1],
  ['Beacon Hill Townhouse', 'Beacon Hill, Boston, Massachusetts', 2450000, 2600000, 'verified', PRIYA, 'townhouse', 5],
  ['Back Bay Brownstone Flat', 'Back Bay, Boston, Massachusetts', 3900, 3900, 'verified', MARCO, 'townhouse', 38],
  ['Cambridge Colonial', 'Cambridge, Boston, Massachusetts', 5200, 5200, 'rejected', JAMES, 'cottage', 26],
  ['Seaport Waterfront Condo', 'Seaport, Boston, Massachusetts', 1290000, 1350000, 'sold', PRIYA, 'tower', 90],
  ['La Jolla Cliffside Villa', 'La Jolla, San Diego, California', 3450000, 3700000, 'verified', ALICE, 'villa', 4],
  ['North Park Craftsman', 'North Park, San Diego, California', 915000, 975000, 'verified', JAMES, 'cottage', 23],
  ['Coronado Beach Cottage', 'Coronado, San Diego, California', 1890000, 2050000, 'verified', MARCO, 'cottage', 13],
  ['Gaslamp Quarter Loft', 'Gaslamp Quarter, San Diego, California', 850, 900, 'pending', PRIYA, 'modern', 3],
  ['Pacific Beach Bungalow', 'Pacific Beach, San Diego, California', 1050000, 1120000, 'sold', ALICE, 'cottage', 75],
  ['East Nashville Farmhouse', 'East Nashville, Nashville, Tennessee', 1050, 1050, 'verified', MARCO, 'ranch', 19],
  ['Music Row Townhome', 'Music Row, Nashville, Tennessee', 900, 900, 'sold', JAMES, 'townhouse', 31],
  ['Belle Meade Manor', 'Belle Meade, Nashville, Tennessee', 2850000, 3100000, 'pending', ALICE, 'villa', 1],
  ['Pearl District Loft', 'Pearl District, Portland, Oregon', 2150, 2150, 'verified', PRIYA, 'modern', 16],
  ['Alberta Arts Bungalow', 'Alberta Arts, Portland, Oregon', 610000, 650000, 'verified', ALICE, 'cottage', 10],
  ['Forest Park A-Frame', 'Forest Park, Portland, Oregon', 700, 700, 'rejected', MARCO, 'cabin', 22],
  // The fraud agent's listings: verified before the fraud was found, kept for the record,
  // hidden from the public list, the home page and advertising.
  ['Downtown Penthouse Bargain', 'Downtown, Miami, Florida', 150000, 180000, 'verified', VICTOR, 'tower', 7],
  ['Lakefront Mansion Steal', 'Lake Washington, Seattle, Washington', 210000, 240000, 'verified', VICTOR, 'villa', 6],
];

export type Title = string;

/** Shown on the home page. Verified listings of agents in good standing. */
export const advertised: Title[] = [
  'Skyline Penthouse',
  'Oceanfront Villa',
  'Queen Anne Craftsman',
  'Cherry Creek Contemporary',
  'La Jolla Cliffside Villa',
  'Beacon Hill Townhouse',
];
