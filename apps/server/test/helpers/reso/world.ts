import { eq } from 'drizzle-orm';
import { agencies, openHouses, properties, users } from '../../../src/db/schema';
import type { TestAccount } from '../factories';
import type { TestContext } from '../test-app';
import { resoCalls } from '../reso-calls';

/** The listings of the RESO tests: five served, and those never served. */
export interface ResoWorld {
  admin: TestAccount;
  agent: TestAccount;
  token: string;
  /** Verified listings (Active), by bedrooms 1-5. */
  active: string[];
  /** A sold listing (Closed). */
  sold: string;
  /** Never served: pending, rejected, deleted, and a fraud agent's. */
  hidden: Record<'pending' | 'rejected' | 'deleted' | 'fraudAgent', string>;
  agencyId: string;
  openHouseId: string;
}

const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12, 0, 0));
const features = [
  ['step_free_access'],
  ['step_free_access', 'ramp'],
  ['lift'],
  null,
  ['step_free_access', 'lift', 'wide_doorways'],
] as const;

export async function buildResoWorld(ctx: () => TestContext): Promise<ResoWorld> {
  const c = resoCalls(ctx);
  const db = ctx().db;
  const [admin, agent, fraud] = await Promise.all([
    c.account('admin'),
    c.account('agent', 'Ada Agent'),
    c.account('agent', 'Fred Fraud'),
  ]);
  const [agency] = await db
    .insert(agencies)
    .values({ name: 'Harbour Homes', phone: '+351 21 000 0000', email: 'hello@harbour.example' })
    .returning({ id: agencies.id });
  await db.update(users).set({ agencyId: agency!.id }).where(eq(users.id, agent.id));

  const active: string[] = [];
  for (let i = 0; i < 5; i++) {
    const id = await c.listing(agent, {
      title: `Home ${i + 1}`,
      min: 100_000 * (i + 1),
      max: 100_000 * (i + 1),
    });
    await db
      .update(properties)
      .set({
        bedrooms: i + 1,
        bathrooms: i + 0.5,
        livingArea: 50 + i * 25,
        propertyType: i === 4 ? 'land' : 'house',
        city: i % 2 === 0 ? 'Lisbon' : "O'Neill",
        postalCode: `100${i}`,
        country: 'PT',
        description: `Remarks ${i + 1}`,
        latitude: 38.7 + i / 100,
        longitude: -9.1,
        accessibilityFeatures: features[i] ? [...features[i]!] : null,
        listedAt: day(i + 1),
        updatedAt: day(i + 10),
        listingType: i === 3 ? 'rent' : 'sale',
        rentPeriod: i === 3 ? 'month' : null,
      })
      .where(eq(properties.id, id));
    active.push(id);
  }
  const sold = await c.listing(agent, {
    title: 'Sold home',
    status: 'sold',
    min: 700_000,
    max: 700_000,
  });
  await db
    .update(properties)
    .set({ bedrooms: 6, listedAt: day(20), updatedAt: day(21) })
    .where(eq(properties.id, sold));
  const pending = await c.listing(agent, { title: 'Pending home', status: 'pending' });
  const rejected = await c.listing(agent, { title: 'Rejected home', status: 'rejected' });
  const deleted = await c.listing(agent, { title: 'Deleted home' });
  await db.update(properties).set({ deletedAt: new Date() }).where(eq(properties.id, deleted));
  const fraudAgent = await c.listing(fraud, { title: 'Fraud home' });
  await db.update(users).set({ status: 'fraud' }).where(eq(users.id, fraud.id));
  const [openHouse] = await db
    .insert(openHouses)
    .values({
      propertyId: active[0]!,
      startAt: day(40),
      endAt: new Date(day(40).getTime() + 7_200_000),
      note: 'Ring the bell',
    })
    .returning({ id: openHouses.id });
  const { token } = await c.clientWithToken(admin);
  return {
    admin,
    agent,
    token,
    active,
    sold,
    hidden: { pending, rejected, deleted, fraudAgent },
    agencyId: agency!.id,
    openHouseId: openHouse!.id,
  };
}
