import { createHash } from 'node:crypto';
import { holdingDeposit } from '@elite/shared/listing-rental';
import type { Tx } from '../db/client';
import { offers, priceHistory, sales } from '../db/schema';
import type { Title } from './listings';
import type { DemoEmail } from './people';
import { dateIn, demoApplications, rentalOf } from './rentals';

const DAY_MS = 24 * 60 * 60 * 1000;

const transactionIdOf = (title: string, renter: string) =>
  `pi_demo_${createHash('sha256').update(`${title} let to ${renter}`).digest('hex').slice(0, 24)}`;

export interface ApplicationContext {
  now: Date;
  account: (email: DemoEmail) => { id: string; name: string; email: string };
  listingId: (title: Title) => string;
  /** The listing's location, agent and cover, as a sale row keeps them. */
  listingOf: (title: Title) => { location: string; agentEmail: DemoEmail; image: string };
}

/**
 * The demo's applications on homes to rent (CONTRACT.md section 12), as offers with the renter's
 * move-in date, term and words; a bought one is a let: a sale row of listing type `rent` whose
 * price is the rent and amount paid the holding deposit (one week of rent), and a `sold` event
 * in the listing's price history. Returns the open ones (for the renters' wishlists).
 */
export async function insertDemoApplications(tx: Tx, context: ApplicationContext) {
  const { now, account, listingId, listingOf } = context;
  const daysAgo = (days: number, hours = 0) =>
    new Date(now.getTime() - days * DAY_MS + hours * 3_600_000);
  const periodOf = (title: Title) => {
    const rental = rentalOf(title);
    if (!rental) throw new Error(`demo application on ${title}, which is not to rent`);
    return rental.period;
  };

  const rows = await tx
    .insert(offers)
    .values(
      demoApplications.map(([title, renter, rent, status, days, moveIn, term, message]) => ({
        propertyId: listingId(title),
        buyerId: account(renter).id,
        offeredPrice: rent,
        status,
        transactionId: status === 'bought' ? transactionIdOf(title, renter) : null,
        moveIn: dateIn(now, moveIn),
        termMonths: term,
        message,
        rentPeriod: periodOf(title),
        createdAt: daysAgo(days),
        updatedAt: status === 'pending' ? daysAgo(days) : daysAgo(days, 20),
      })),
    )
    .returning({ id: offers.id });

  const lets = demoApplications.flatMap((application, index) =>
    application[3] === 'bought' ? [{ application, id: rows[index]!.id }] : [],
  );
  if (lets.length > 0) {
    await tx.insert(sales).values(
      lets.map(({ application: [title, renterEmail, rent, , days, moveIn, term], id }) => {
        const { location, agentEmail, image } = listingOf(title);
        const renter = account(renterEmail);
        const agent = account(agentEmail);
        const period = periodOf(title);
        return {
          offerId: id,
          propertyId: listingId(title),
          buyerId: renter.id,
          agentId: agent.id,
          transactionId: transactionIdOf(title, renterEmail),
          price: rent,
          amountPaid: holdingDeposit(rent, period, 1),
          propertyTitle: title,
          location,
          propertyImage: image,
          agentName: agent.name,
          agentEmail: agent.email,
          buyerName: renter.name,
          buyerEmail: renter.email,
          soldAt: daysAgo(days, 20),
          listingType: 'rent' as const,
          rentPeriod: period,
          moveIn: dateIn(now, moveIn),
          termMonths: term,
        };
      }),
    );
    await tx.insert(priceHistory).values(
      lets.map(({ application: [title, , rent, , days] }) => ({
        propertyId: listingId(title),
        event: 'sold' as const,
        min: rent,
        max: rent,
        date: daysAgo(days, 20),
      })),
    );
  }
  return demoApplications
    .filter(([, , , status]) => status === 'pending' || status === 'accepted')
    .map(([title, renter, , , days]) => ({
      userId: account(renter).id,
      propertyId: listingId(title),
      createdAt: daysAgo(days + 1),
    }));
}
