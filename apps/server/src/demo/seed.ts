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
import { hashPassword } from '../modules/identity/passwords';
import type { ImageStorage } from '../modules/images/storage';
import { advertised, listings, type Title } from './listings';
import { demoOffers, demoReviews, extraWishes } from './marketplace';
import { DEMO_PASSWORD, demoAccounts } from './people';
import { drawPictures, type Pictures } from './pictures';

const DAY_MS = 24 * 60 * 60 * 1000;

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
