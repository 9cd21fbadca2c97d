import { createHash } from 'node:crypto';
import { inArray, ne, sql } from 'drizzle-orm';
import { cardCharge, DEFAULT_RESERVATION_DEPOSIT_PERCENT } from '@elite/shared';
import type { Database, Tx } from '../db/client';
import {
  advertisements,
  offers,
  properties,
  reviews,
  sales,
  users,
  wishlistEntries,
} from '../db/schema';
import { avatarSvg, houseSvg, renderPng, type HouseStyle } from './images/house';
import { hashPassword } from '../modules/identity/passwords';
import { storeImage } from '../modules/images/service';
import type { ImageStorage } from '../modules/images/storage';

/** Demo accounts listed in the README. All share one password. */
export const DEMO_PASSWORD = 'Demo@123';

const ADMIN = 'admin@eliteproperty.test';
const ALICE = 'agent@eliteproperty.test';
const MARCO = 'marco.rivera@eliteproperty.test';
const PRIYA = 'priya.shah@eliteproperty.test';
const JAMES = 'james.okafor@eliteproperty.test';
const VICTOR = 'fraud.agent@eliteproperty.test';
const BOB = 'user@eliteproperty.test';
const EMMA = 'emma.johnson@eliteproperty.test';
const LIAM = 'liam.chen@eliteproperty.test';
const SOFIA = 'sofia.garcia@eliteproperty.test';
const NOAH = 'noah.williams@eliteproperty.test';
const OLIVIA = 'olivia.brown@eliteproperty.test';

export const demoAccounts = [
  { name: 'Ada Admin', email: ADMIN, role: 'admin', status: 'Verified' },
  { name: 'Alice Agent', email: ALICE, role: 'agent', status: 'Verified' },
  { name: 'Marco Rivera', email: MARCO, role: 'agent', status: 'Verified' },
  { name: 'Priya Shah', email: PRIYA, role: 'agent', status: 'Verified' },
  { name: 'James Okafor', email: JAMES, role: 'agent', status: 'Verified' },
  { name: 'Victor Crane', email: VICTOR, role: 'agent', status: 'fraud' },
  { name: 'Bob Buyer', email: BOB, role: 'user', status: 'Verified' },
  { name: 'Emma Johnson', email: EMMA, role: 'user', status: 'Verified' },
  { name: 'Liam Chen', email: LIAM, role: 'user', status: 'Verified' },
  { name: 'Sofia Garcia', email: SOFIA, role: 'user', status: 'Verified' },
  { name: 'Noah Williams', email: NOAH, role: 'user', status: 'Verified' },
  { name: 'Olivia Brown', email: OLIVIA, role: 'user', status: 'Verified' },
] as const;

type DemoEmail = (typeof demoAccounts)[number]['email'];
type Status = (typeof properties.$inferInsert)['status'] & string;

/** [title, location, min, max, status, agent, picture style, listed days ago] */
type Listing = [string, string, number, number, Status, DemoEmail, HouseStyle, number];

// prettier-ignore
const listings: Listing[] = [
  ['Modern Glass Loft', 'Williamsburg, Brooklyn, New York', 850000, 920000, 'verified', ALICE, 'modern', 3],
  ['Classic Brownstone', 'Park Slope, Brooklyn, New York', 2100000, 2350000, 'verified', MARCO, 'townhouse', 40],
  ['Skyline Penthouse', 'Midtown, Manhattan, New York', 4200000, 4800000, 'verified', PRIYA, 'tower', 12],
  ['Riverside Studio', 'Long Island City, Queens, New York', 540000, 590000, 'pending', JAMES, 'tower', 1],
  ['Upper West Side Classic', 'Upper West Side, Manhattan, New York', 1950000, 2100000, 'verified', JAMES, 'tower', 27],
  ['Hill Country Ranch', 'Dripping Springs, Austin, Texas', 1250000, 1400000, 'verified', ALICE, 'ranch', 21],
  ['South Congress Bungalow', 'South Congress, Austin, Texas', 675000, 720000, 'verified', ALICE, 'cottage', 33],
  ['East Austin Modern', 'East Austin, Austin, Texas', 795000, 850000, 'sold', MARCO, 'modern', 64],
  ['Lake Travis Retreat', 'Lake Travis, Austin, Texas', 1850000, 2000000, 'verified', PRIYA, 'villa', 18],
  ['Zilker Park Contemporary', 'Zilker, Austin, Texas', 1190000, 1260000, 'pending', ALICE, 'modern', 2],
  ['Oceanfront Villa', 'Miami Beach, Miami, Florida', 3900000, 4300000, 'verified', PRIYA, 'villa', 9],
  ['Coral Gables Estate', 'Coral Gables, Miami, Florida', 2750000, 2950000, 'verified', JAMES, 'villa', 45],
  ['Brickell Bay Condo', 'Brickell, Miami, Florida', 610000, 660000, 'verified', MARCO, 'tower', 15],
  ['Little Havana Casita', 'Little Havana, Miami, Florida', 420000, 455000, 'rejected', JAMES, 'cottage', 30],
  ['Wynwood Art Loft', 'Wynwood, Miami, Florida', 580000, 625000, 'sold', ALICE, 'modern', 71],
  ['Queen Anne Craftsman', 'Queen Anne, Seattle, Washington', 1150000, 1250000, 'verified', ALICE, 'cottage', 6],
  ['Ballard Townhouse', 'Ballard, Seattle, Washington', 890000, 940000, 'verified', MARCO, 'townhouse', 24],
  ['Lake Union Float Home', 'Eastlake, Seattle, Washington', 760000, 810000, 'pending', PRIYA, 'cabin', 2],
  ['Capitol Hill Condo', 'Capitol Hill, Seattle, Washington', 520000, 565000, 'verified', JAMES, 'tower', 36],
  ['Lincoln Park Greystone', 'Lincoln Park, Chicago, Illinois', 1650000, 1780000, 'verified', MARCO, 'townhouse', 11],
  ['Gold Coast High-Rise', 'Gold Coast, Chicago, Illinois', 980000, 1050000, 'verified', PRIYA, 'tower', 20],
  ['Wicker Park Two-Flat', 'Wicker Park, Chicago, Illinois', 715000, 760000, 'sold', JAMES, 'townhouse', 80],
  ['Hyde Park Family Home', 'Hyde Park, Chicago, Illinois', 465000, 499000, 'verified', ALICE, 'cottage', 14],
  ['Cherry Creek Contemporary', 'Cherry Creek, Denver, Colorado', 1350000, 1450000, 'verified', PRIYA, 'modern', 8],
  ['Highlands Victorian', 'Highlands, Denver, Colorado', 890000, 945000, 'verified', JAMES, 'townhouse', 29],
  ['Evergreen Mountain Cabin', 'Evergreen, Denver, Colorado', 640000, 695000, 'verified', ALICE, 'cabin', 17],
  ['RiNo Urban Loft', 'River North, Denver, Colorado', 455000, 489000, 'pending', MARCO, 'modern', 1],
  ['Beacon Hill Townhouse', 'Beacon Hill, Boston, Massachusetts', 2450000, 2600000, 'verified', PRIYA, 'townhouse', 5],
  ['Back Bay Brownstone Flat', 'Back Bay, Boston, Massachusetts', 1120000, 1190000, 'verified', MARCO, 'townhouse', 38],
  ['Cambridge Colonial', 'Cambridge, Boston, Massachusetts', 1380000, 1460000, 'rejected', JAMES, 'cottage', 26],
  ['Seaport Waterfront Condo', 'Seaport, Boston, Massachusetts', 1290000, 1350000, 'sold', PRIYA, 'tower', 90],
  ['La Jolla Cliffside Villa', 'La Jolla, San Diego, California', 3450000, 3700000, 'verified', ALICE, 'villa', 4],
  ['North Park Craftsman', 'North Park, San Diego, California', 915000, 975000, 'verified', JAMES, 'cottage', 23],
  ['Coronado Beach Cottage', 'Coronado, San Diego, California', 1890000, 2050000, 'verified', MARCO, 'cottage', 13],
  ['Gaslamp Quarter Loft', 'Gaslamp Quarter, San Diego, California', 699000, 745000, 'pending', PRIYA, 'modern', 3],
  ['Pacific Beach Bungalow', 'Pacific Beach, San Diego, California', 1050000, 1120000, 'sold', ALICE, 'cottage', 75],
  ['East Nashville Farmhouse', 'East Nashville, Nashville, Tennessee', 585000, 630000, 'verified', MARCO, 'ranch', 19],
  ['Music Row Townhome', 'Music Row, Nashville, Tennessee', 495000, 530000, 'verified', JAMES, 'townhouse', 31],
  ['Belle Meade Manor', 'Belle Meade, Nashville, Tennessee', 2850000, 3100000, 'pending', ALICE, 'villa', 1],
  ['Pearl District Loft', 'Pearl District, Portland, Oregon', 560000, 600000, 'verified', PRIYA, 'modern', 16],
  ['Alberta Arts Bungalow', 'Alberta Arts, Portland, Oregon', 610000, 650000, 'verified', ALICE, 'cottage', 10],
  ['Forest Park A-Frame', 'Forest Park, Portland, Oregon', 720000, 765000, 'rejected', MARCO, 'cabin', 22],
  // The fraud agent's listings: verified before the fraud was found, kept for the record,
  // hidden from the public list, the home page and advertising.
  ['Downtown Penthouse Bargain', 'Downtown, Miami, Florida', 150000, 180000, 'verified', VICTOR, 'tower', 7],
  ['Lakefront Mansion Steal', 'Lake Washington, Seattle, Washington', 210000, 240000, 'verified', VICTOR, 'villa', 6],
];

type Title = string;

/** Shown on the home page. Verified listings of agents in good standing. */
const advertised: Title[] = [
  'Skyline Penthouse',
  'Oceanfront Villa',
  'Queen Anne Craftsman',
  'Cherry Creek Contemporary',
  'La Jolla Cliffside Villa',
  'Beacon Hill Townhouse',
];

/** [listing, buyer, offered price, status, days ago]; bought offers also get a sale. */
type DemoOffer = [Title, DemoEmail, number, 'pending' | 'accepted' | 'rejected' | 'bought', number];

// prettier-ignore
const demoOffers: DemoOffer[] = [
  ['East Austin Modern', BOB, 820000, 'bought', 50],
  ['East Austin Modern', LIAM, 800000, 'rejected', 55],
  ['Wynwood Art Loft', EMMA, 600000, 'bought', 60],
  ['Wicker Park Two-Flat', LIAM, 740000, 'bought', 66],
  ['Wicker Park Two-Flat', SOFIA, 720000, 'rejected', 70],
  ['Seaport Waterfront Condo', SOFIA, 1300000, 'bought', 82],
  ['Pacific Beach Bungalow', BOB, 1080000, 'bought', 58],
  ['South Congress Bungalow', BOB, 700000, 'accepted', 6],
  ['South Congress Bungalow', NOAH, 690000, 'rejected', 8],
  ['Ballard Townhouse', OLIVIA, 920000, 'accepted', 4],
  ['North Park Craftsman', NOAH, 950000, 'accepted', 9],
  ['Modern Glass Loft', BOB, 880000, 'pending', 1],
  ['Hyde Park Family Home', BOB, 480000, 'pending', 2],
  ['Hill Country Ranch', EMMA, 1300000, 'pending', 3],
  ['Evergreen Mountain Cabin', LIAM, 650000, 'pending', 5],
  ['Oceanfront Villa', SOFIA, 4000000, 'pending', 2],
  ['Lincoln Park Greystone', OLIVIA, 1700000, 'pending', 4],
  ['Alberta Arts Bungalow', NOAH, 620000, 'pending', 3],
  ['Queen Anne Craftsman', EMMA, 1150000, 'rejected', 5],
  ['Coral Gables Estate', BOB, 2750000, 'rejected', 20],
  // Made before the agent was marked as fraud; left as it was.
  ['Downtown Penthouse Bargain', EMMA, 160000, 'pending', 6],
];

/** Wishlisted without an offer yet (open offers are wishlisted too, see below). */
const extraWishes: [DemoEmail, Title][] = [
  [BOB, 'Skyline Penthouse'],
  [BOB, 'Oceanfront Villa'],
  [BOB, 'La Jolla Cliffside Villa'],
  [EMMA, 'Cherry Creek Contemporary'],
  [EMMA, 'Beacon Hill Townhouse'],
  [LIAM, 'Classic Brownstone'],
  [LIAM, 'Gold Coast High-Rise'],
  [SOFIA, 'Coronado Beach Cottage'],
  [SOFIA, 'Pearl District Loft'],
  [NOAH, 'Brickell Bay Condo'],
  [NOAH, 'East Nashville Farmhouse'],
  [OLIVIA, 'Lake Travis Retreat'],
  [OLIVIA, 'Upper West Side Classic'],
];

/** [listing, reviewer, text, days ago] */
// prettier-ignore
const demoReviews: [Title, DemoEmail, string, number][] = [
  ['East Austin Modern', BOB, 'Moving in was a breeze. The open kitchen gets morning light and the neighbourhood coffee shops are a two-minute walk away.', 40],
  ['Wynwood Art Loft', EMMA, 'High ceilings, murals on every corner and a landlord-free life at last. Marco answered every question within the hour.', 52],
  ['Pacific Beach Bungalow', BOB, 'We hear the waves from the porch. The roof was a bit older than we expected, but the price reflected it.', 45],
  ['Wicker Park Two-Flat', LIAM, 'Renting the upper flat covers most of our mortgage. Solid brick, quiet street, great schools nearby.', 60],
  ['Seaport Waterfront Condo', SOFIA, 'The harbour view at sunset is worth every dollar. Building staff are friendly and the gym is never crowded.', 75],
  ['Skyline Penthouse', OLIVIA, 'Toured it last weekend: the terrace alone is bigger than my current apartment. Breathtaking at night.', 6],
  ['Oceanfront Villa', SOFIA, 'Stunning place, although the listing photos undersell the pool. Parking for guests is limited.', 3],
  ['Queen Anne Craftsman', EMMA, 'Beautiful woodwork and a cosy reading nook. The basement is damp though; budget for a dehumidifier.', 4],
  ['Cherry Creek Contemporary', NOAH, 'Walkable to the shops and the trail. Very modern, maybe a little cold in style for my taste.', 7],
  ['La Jolla Cliffside Villa', LIAM, 'The kind of house you see in films. Viewing was well organised and Alice knew every detail.', 2],
  ['Hill Country Ranch', EMMA, 'Plenty of land for horses and the stars at night are unbelievable. It is a drive to the city centre.', 9],
  ['Ballard Townhouse', OLIVIA, 'Three floors of light and a rooftop deck. Breweries and the locks are a short bike ride away.', 10],
  ['Coronado Beach Cottage', SOFIA, 'Charming and very well kept. Small second bedroom, but you will spend your days on the beach anyway.', 11],
  ['Lincoln Park Greystone', NOAH, 'Classic Chicago architecture with a modern interior. Close to the zoo and the lakefront path.', 8],
  ['Evergreen Mountain Cabin', LIAM, 'Woke up to elk in the garden. Winter access needs a proper car, but it is pure peace.', 12],
  ['Pearl District Loft', BOB, 'Great value for the area. Street noise on Friday nights, otherwise perfect for a city lover.', 5],
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Stores pictures a few at a time: each is a full image plus its narrower copies. */
async function inBatches<T, R>(
  items: readonly T[],
  size: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) {
    const batch = items.slice(i, i + size).map((item, j) => work(item, i + j));
    results.push(...(await Promise.all(batch)));
  }
  return results;
}

interface Pictures {
  /** By listing title. */
  houses: Map<Title, string>;
  /** By account e-mail. */
  avatars: Map<string, string>;
}

/** Draws every listing's house and every account's avatar, and stores them as uploads are. */
async function drawPictures(images: ImageStorage): Promise<Pictures> {
  const store = async (svg: string) => (await storeImage(images, await renderPng(svg))).display_url;
  const houses = await inBatches(listings, 4, async ([title, , , , , , style], index) => {
    return [title, await store(houseSvg({ style, seed: 7919 * (index + 1) }))] as const;
  });
  const avatars = await inBatches([...demoAccounts], 4, async ({ name, email }, index) => {
    return [email, await store(avatarSvg(name, index))] as const;
  });
  return { houses: new Map(houses), avatars: new Map(avatars) };
}

/** True when there is nothing to keep: no listing and no account other than an admin. */
async function isEmpty(db: Database | Tx): Promise<boolean> {
  const [listing] = await db.select({ id: properties.id }).from(properties).limit(1);
  if (listing) return false;
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(ne(users.role, 'admin'))
    .limit(1);
  return !account;
}

const transactionIdOf = (title: string) =>
  `pi_demo_${createHash('sha256').update(title).digest('hex').slice(0, 24)}`;

async function insertDemoData(
  tx: Tx,
  pictures: Pictures,
  passwordHash: string,
  now: Date,
  depositPercent: number,
) {
  const daysAgo = (days: number, hours = 0) =>
    new Date(now.getTime() - days * DAY_MS + hours * 3_600_000);

  // An ADMIN_EMAIL account created before the seed keeps its own password.
  await tx
    .insert(users)
    .values(
      demoAccounts.map((account, index) => ({
        ...account,
        passwordHash,
        photoUrl: pictures.avatars.get(account.email) ?? null,
        createdAt: daysAgo(120 - index),
      })),
    )
    .onConflictDoNothing();
  const accountRows = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        demoAccounts.map((a) => a.email),
      ),
    );
  const account = (email: string) => {
    const row = accountRows.find((a) => a.email === email);
    if (!row) throw new Error(`demo account ${email} missing`);
    return row;
  };

  const listingRows = await tx
    .insert(properties)
    .values(
      listings.map(([title, location, min, max, status, agent, , days]) => ({
        title,
        location,
        image: pictures.houses.get(title)!,
        priceMin: min,
        priceMax: max,
        status,
        agentId: account(agent).id,
        createdAt: daysAgo(days),
        updatedAt: daysAgo(days),
      })),
    )
    .returning({ id: properties.id, title: properties.title });
  const listingId = (title: Title) => {
    const row = listingRows.find((p) => p.title === title);
    if (!row) throw new Error(`demo listing ${title} missing`);
    return row.id;
  };
  const listingOf = (title: Title) => listings.find(([t]) => t === title)!;

  await tx.insert(advertisements).values(
    advertised.map((title, index) => ({
      propertyId: listingId(title),
      createdAt: daysAgo(index),
    })),
  );

  const offerRows = await tx
    .insert(offers)
    .values(
      demoOffers.map(([title, buyer, price, status, days]) => ({
        propertyId: listingId(title),
        buyerId: account(buyer).id,
        offeredPrice: price,
        status,
        transactionId: status === 'bought' ? transactionIdOf(title) : null,
        createdAt: daysAgo(days),
        updatedAt: status === 'pending' ? daysAgo(days) : daysAgo(days, 20),
      })),
    )
    .returning({ id: offers.id });

  const bought = demoOffers.flatMap((offer, index) =>
    offer[3] === 'bought' ? [{ offer, id: offerRows[index]!.id }] : [],
  );
  await tx.insert(sales).values(
    bought.map(({ offer: [title, buyerEmail, price, , days], id }) => {
      const [, location, , , , agentEmail] = listingOf(title);
      const buyer = account(buyerEmail);
      const agent = account(agentEmail);
      return {
        offerId: id,
        propertyId: listingId(title),
        buyerId: buyer.id,
        agentId: agent.id,
        transactionId: transactionIdOf(title),
        price,
        // Above the card cap the buyer paid a reservation deposit, as a real purchase would.
        amountPaid: cardCharge(price, depositPercent).amountDue,
        propertyTitle: title,
        location,
        propertyImage: pictures.houses.get(title)!,
        agentName: agent.name,
        agentEmail: agent.email,
        buyerName: buyer.name,
        buyerEmail: buyer.email,
        soldAt: daysAgo(days, 20),
      };
    }),
  );

  // Offers are made from the wishlist; a purchase takes the property off it.
  const wishes = new Map<string, { userId: string; propertyId: string; createdAt: Date }>();
  for (const [title, buyer, , status, days] of demoOffers) {
    if (status !== 'pending' && status !== 'accepted') continue;
    const entry = {
      userId: account(buyer).id,
      propertyId: listingId(title),
      createdAt: daysAgo(days + 1),
    };
    wishes.set(`${entry.userId}:${entry.propertyId}`, entry);
  }
  extraWishes.forEach(([buyer, title], index) => {
    const entry = {
      userId: account(buyer).id,
      propertyId: listingId(title),
      createdAt: daysAgo(index % 7),
    };
    wishes.set(`${entry.userId}:${entry.propertyId}`, entry);
  });
  await tx.insert(wishlistEntries).values([...wishes.values()]);

  await tx.insert(reviews).values(
    demoReviews.map(([title, reviewer, description, days]) => ({
      propertyId: listingId(title),
      reviewerId: account(reviewer).id,
      description,
      createdAt: daysAgo(days, -3),
    })),
  );
}

export interface SeedOptions {
  db: Database;
  /** Where the generated pictures go: the same storage as uploads (DATA_DIR/images or S3). */
  images: ImageStorage;
  /** The demo's "today"; listings, offers and reviews are dated before it. */
  now?: Date;
  /** RESERVATION_DEPOSIT_PERCENT: what the demo's buyers paid by card above the card cap. */
  depositPercent?: number;
}

/**
 * Fills an empty database with a living demo marketplace; a database with any listing or
 * any account other than an admin is left alone. Runs in one transaction under an advisory
 * lock, so two servers starting together on one PostgreSQL seed it once.
 */
export async function seedDemoData({
  db,
  images,
  now = new Date(),
  depositPercent = DEFAULT_RESERVATION_DEPOSIT_PERCENT,
}: SeedOptions): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const [pictures, passwordHash] = await Promise.all([
    drawPictures(images),
    hashPassword(DEMO_PASSWORD),
  ]);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
    if (!(await isEmpty(tx))) return false;
    await insertDemoData(tx, pictures, passwordHash, now, depositPercent);
    return true;
  });
}
