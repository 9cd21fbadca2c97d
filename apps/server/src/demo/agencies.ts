import { eq } from 'drizzle-orm';
import type { Locale } from '@elite/shared/locales';
import type { Tx } from '../db/client';
import { agencies, agentReviews, users } from '../db/schema';
import type { Title } from './listings';
import { demoOffers } from './marketplace';
import {
  ALICE,
  BOB,
  EMMA,
  JAMES,
  LIAM,
  MARCO,
  NOAH,
  OLIVIA,
  PRIYA,
  SOFIA,
  type DemoEmail,
} from './people';

// The demo's agencies (CONTRACT.md section 14), its agents' public profiles, and the reviews
// buyers wrote of the agents they dealt with.

type DemoAgent = typeof ALICE | typeof MARCO | typeof PRIYA | typeof JAMES;

interface DemoAgency {
  name: string;
  address: string;
  phone: string;
  email: string;
  website: string;
  agents: DemoAgent[];
}

/** Two agencies, each with two of the demo's agents (the fraud agent is in none). */
export const demoAgencies: DemoAgency[] = [
  {
    name: 'Harbour & Main Realty',
    address: '120 Congress Avenue, Austin, TX 78701',
    phone: '+1 512 555 0142',
    email: 'hello@harbourandmain.eliteproperty.test',
    website: 'https://harbourandmain.eliteproperty.test',
    agents: [ALICE, MARCO],
  },
  {
    name: 'Coastline Homes Collective',
    address: '88 Harbor Drive, San Diego, CA 92101',
    phone: '+1 619 555 0187',
    email: 'team@coastlinehomes.eliteproperty.test',
    website: 'https://coastlinehomes.eliteproperty.test',
    agents: [PRIYA, JAMES],
  },
];

/** Each demo agent's public profile. */
export const demoProfiles: Record<DemoAgent, { bio: string; phone: string; languages: Locale[] }> =
  {
    [ALICE]: {
      bio: 'Twelve years selling homes from Austin to San Diego.\nI answer within the hour and walk every buyer through the inspection report line by line.',
      phone: '+1 512 555 0101',
      languages: ['en', 'es'],
    },
    [MARCO]: {
      bio: 'Former architect, now helping families find homes with good bones. Brownstones, lofts and anything with original woodwork.',
      phone: '+1 512 555 0117',
      languages: ['en', 'es', 'fr'],
    },
    [PRIYA]: {
      bio: 'Waterfront and high-rise specialist. I negotiate hard on price and I am honest about what a view is worth.',
      phone: '+1 619 555 0123',
      languages: ['en', 'ar'],
    },
    [JAMES]: {
      bio: 'Chicago born, Nashville and San Diego by choice. First-time buyers are my favourite clients.',
      phone: '+1 619 555 0139',
      languages: ['en', 'de'],
    },
  };

/**
 * [agent, buyer, the listing they dealt on, rating, comment, days ago]: each buyer had an offer
 * answered by that agent on that listing (demoOffers; agencies.test.ts checks it).
 */
// prettier-ignore
export const demoAgentReviews: [DemoAgent, DemoEmail, Title, number, string, number][] = [
  [ALICE, BOB, 'Pacific Beach Bungalow', 5, 'Alice found us the bungalow before it hit the big portals and kept the whole purchase calm. Highly recommended.', 44],
  [ALICE, EMMA, 'Wynwood Art Loft', 4, 'Quick answers and a fair negotiation. The closing paperwork took a little longer than promised.', 50],
  [ALICE, NOAH, 'South Congress Bungalow', 3, 'Our offer was turned down, but Alice explained why and told us straight away. Polite and clear.', 7],
  [MARCO, BOB, 'East Austin Modern', 5, 'Marco knows construction: he pointed out things in the house our inspector later confirmed.', 39],
  [MARCO, OLIVIA, 'Ballard Townhouse', 4, 'Friendly and organised. He answered evening messages too.', 3],
  [JAMES, LIAM, 'Wicker Park Two-Flat', 5, 'James made buying a two-flat with a tenant upstairs simple. Great local knowledge.', 58],
  [JAMES, NOAH, 'North Park Craftsman', 4, 'Patient with all our questions as first-time buyers.', 8],
  [PRIYA, SOFIA, 'Seaport Waterfront Condo', 5, 'Priya got the sellers to fix the balcony before closing. A tough negotiator on our side.', 80],
];

/** Whether the buyer's offer on the listing was answered (accepted, rejected, or bought). */
export function offerAnswered(title: Title, buyer: DemoEmail): boolean {
  return demoOffers.some(([t, b, , status]) => t === title && b === buyer && status !== 'pending');
}

export interface DemoAgencyContext {
  now: Date;
  accountId: (email: DemoEmail) => string;
}

/** The agencies with their agents, the agents' profiles, and the agent reviews. */
export async function insertDemoAgencies(tx: Tx, { now, accountId }: DemoAgencyContext) {
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const rows = await tx
    .insert(agencies)
    .values(
      demoAgencies.map(({ agents: _agents, ...agency }, index) => ({
        ...agency,
        createdAt: daysAgo(110 - index),
      })),
    )
    .returning({ id: agencies.id });
  for (const [index, agency] of demoAgencies.entries()) {
    for (const agent of agency.agents) {
      await tx
        .update(users)
        .set({ agencyId: rows[index]!.id, ...demoProfiles[agent] })
        .where(eq(users.id, accountId(agent)));
    }
  }
  await tx.insert(agentReviews).values(
    demoAgentReviews.map(([agent, buyer, , rating, comment, days]) => ({
      agentId: accountId(agent),
      reviewerId: accountId(buyer),
      rating,
      comment,
      createdAt: daysAgo(days),
    })),
  );
}
