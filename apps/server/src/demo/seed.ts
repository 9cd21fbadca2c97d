import { createHash } from 'node:crypto';
import type { Locale } from '@elite/shared/locales';
import { inArray, ne, sql } from 'drizzle-orm';
import { cardCharge, DEFAULT_RESERVATION_DEPOSIT_PERCENT, type AreaUnit } from '@elite/shared';
import type { Database, Tx } from '../db/client';
import {
  advertisements,
  offers,
  priceHistory,
  properties,
  reviews,
  sales,
  users,
  wishlistEntries,
} from '../db/schema';
import { hashPassword } from '../modules/identity/passwords';
import type { ImageStorage } from '../modules/images/storage';
import { insertDemoConversations } from './conversations';
import { insertDemoSavedSearches } from './saved-searches';
import { insertDemoOpenHouses } from './open-houses';
import { insertDemoFigures } from './figures';
import { insertDemoAgencies } from './agencies';
import { areaIn, describe } from './descriptions';
import { addressOf, translationsOf } from './translations';
import { homeOf } from './homes';
import { advertised, listings, type Title } from './listings';
import { demoOffers, demoReviews, extraWishes } from './marketplace';
import { BOB, DEMO_PASSWORD, demoAccounts } from './people';
import { drawPictures, type Pictures } from './pictures';
import { insertDemoApplications } from './applications';
import { rentalColumns, rentalOf } from './rentals';
import { decisionColumnsOf } from './decision-facts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** An admin verifies a new listing a few hours after the agent adds it. */
const LISTED_AFTER_HOURS = 5;

const roundTo5000 = (n: number) => Math.round(n / 5000) * 5000;

/**
 * The prices a listed home was shown at, oldest first, in days ago: listed at its price, or,
 * for one in three of those for sale still on the market after three weeks, listed about 5%
 * higher and reduced halfway since (a home to rent keeps its rent).
 */
function priceStory(min: number, max: number, days: number, index: number, kept: boolean) {
  if (kept || days <= 21 || index % 3 !== 0) return [{ event: 'listed' as const, min, max, days }];
  return [
    { event: 'listed' as const, min: roundTo5000(min * 1.05), max: roundTo5000(max * 1.05), days },
    { event: 'price_changed' as const, min, max, days: Math.floor(days / 2) },
  ];
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
  areaUnit: AreaUnit,
  locales: readonly Locale[],
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
        // The demo addresses are the site's own: nobody else can hold them (decision 044).
        emailVerifiedAt: daysAgo(120 - index),
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

  const gallery = (title: Title) => pictures.galleries.get(title)!;
  const listingRows = await tx
    .insert(properties)
    .values(
      listings.map(([title, location, min, max, status, agent, , days], index) => {
        const home = homeOf(title);
        const { photos, floorPlan, theme } = gallery(title);
        const listed = status === 'verified' || status === 'sold';
        const history = priceStory(min, max, days, index, status === 'sold' || !!rentalOf(title));
        return {
          title,
          location,
          image: photos[0]!.url,
          photos,
          floorPlan,
          priceMin: min,
          priceMax: max,
          status,
          agentId: account(agent).id,
          propertyType: home.type,
          bedrooms: home.bedrooms,
          bathrooms: home.bathrooms,
          livingArea: areaIn(areaUnit, home.livingArea),
          lotSize: areaIn(areaUnit, home.lotSize),
          yearBuilt: home.yearBuilt,
          description: describe(title, location, home, theme, areaUnit, account(agent).name),
          ...addressOf(location),
          language: 'en' as const,
          translations: translationsOf(title, locales),
          latitude: home.latitude,
          longitude: home.longitude,
          // A third of the demo's homes are to rent (rentals.ts).
          ...rentalColumns(title, now),
          // Most say what a buyer needs to decide (decision-facts.ts).
          ...decisionColumnsOf(title, {
            home,
            location,
            price: (min + max) / 2,
            rent: !!rentalOf(title),
            areaUnit,
            index,
          }),
          listedAt: listed ? daysAgo(days, LISTED_AFTER_HOURS) : null,
          createdAt: daysAgo(days),
          // Changed last when an admin verified it (again, for a new price), else when it was added.
          updatedAt: !listed
            ? daysAgo(days)
            : history.length > 1
              ? daysAgo(history[1]!.days)
              : daysAgo(days, LISTED_AFTER_HOURS),
        };
      }),
    )
    .returning({ id: properties.id, title: properties.title });
  const listingId = (title: Title) => {
    const row = listingRows.find((p) => p.title === title);
    if (!row) throw new Error(`demo listing ${title} missing`);
    return row.id;
  };
  const listingOf = (title: Title) => listings.find(([t]) => t === title)!;

  // What the public saw of each listed home's price: listed, now and then reduced, sold.
  const history = listings.flatMap(([title, , min, max, status, , , days], index) =>
    status === 'verified' || status === 'sold'
      ? priceStory(min, max, days, index, status === 'sold' || !!rentalOf(title)).map(
          (entry, i) => ({
            propertyId: listingId(title),
            event: entry.event,
            min: entry.min,
            max: entry.max,
            date: daysAgo(entry.days, i === 0 ? LISTED_AFTER_HOURS : 0),
          }),
        )
      : [],
  );
  await tx.insert(priceHistory).values(history);

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
        propertyImage: gallery(title).photos[0]!.url,
        agentName: agent.name,
        agentEmail: agent.email,
        buyerName: buyer.name,
        buyerEmail: buyer.email,
        soldAt: daysAgo(days, 20),
      };
    }),
  );

  await tx.insert(priceHistory).values(
    bought.map(({ offer: [title, , price, , days] }) => ({
      propertyId: listingId(title),
      event: 'sold' as const,
      min: price,
      max: price,
      date: daysAgo(days, 20),
    })),
  );

  // Applications on homes to rent, and the lets they made.
  const openApplications = await insertDemoApplications(tx, {
    now,
    account,
    listingId,
    listingOf: (title) => {
      const [, location, , , , agentEmail] = listingOf(title);
      return { location, agentEmail, image: gallery(title).photos[0]!.url };
    },
  });

  // Offers are made from the wishlist; a purchase takes the property off it.
  const wishes = new Map<string, { userId: string; propertyId: string; createdAt: Date }>();
  for (const entry of openApplications) wishes.set(`${entry.userId}:${entry.propertyId}`, entry);
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

  await insertDemoConversations(tx, {
    now,
    accountId: (email) => account(email).id,
    listingId,
    agentIdOf: (title) => account(listingOf(title)[5]).id,
  });
  await insertDemoSavedSearches(tx, { now, accountId: (email) => account(email).id });
  await insertDemoOpenHouses(tx, { now, attendeeId: account(BOB).id });
  // After every listing and advertisement: their views follow them.
  await insertDemoFigures(tx, { now });
  await insertDemoAgencies(tx, { now, accountId: (email) => account(email).id });
}

export interface SeedOptions {
  db: Database;
  /** Where the generated pictures go: the same storage as uploads (DATA_DIR/images or S3). */
  images: ImageStorage;
  /** The demo's "today"; listings, offers and reviews are dated before it. */
  now?: Date;
  /** RESERVATION_DEPOSIT_PERCENT: what the demo's buyers paid by card above the card cap. */
  depositPercent?: number;
  /** AREA_UNIT: the unit the demo's living areas and lot sizes are stored and described in. */
  areaUnit?: AreaUnit;
  /** SITE_LOCALES: some listings carry translations into those other than English. */
  locales?: readonly Locale[];
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
  areaUnit = 'sqft',
  locales = ['en'],
}: SeedOptions): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const [pictures, passwordHash] = await Promise.all([
    drawPictures(images),
    hashPassword(DEMO_PASSWORD),
  ]);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
    if (!(await isEmpty(tx))) return false;
    await insertDemoData(tx, pictures, passwordHash, now, depositPercent, areaUnit, locales);
    return true;
  });
}
