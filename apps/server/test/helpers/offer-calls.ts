import { asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { offers } from '../../src/db/schema';
import { createAccount, type TestAccount } from './factories';
import { createListing, type ListingOptions } from './marketplace-factories';
import type { TestContext } from './test-app';

/** Two agents, two buyers and an admin, for the offer tests. */
export async function offerAccounts({ app, db }: TestContext) {
  const [agent, otherAgent, buyer, otherBuyer, admin] = await Promise.all([
    createAccount(app, db, { role: 'agent', name: 'Ada Agent' }),
    createAccount(app, db, { role: 'agent' }),
    createAccount(app, db, { name: 'Bob Buyer' }),
    createAccount(app, db, { name: 'Cleo Buyer' }),
    createAccount(app, db, { role: 'admin' }),
  ]);
  return { agent, otherAgent, buyer, otherBuyer, admin };
}

/** The calls the offer tests make: `agent` lists, `buyer` offers unless told otherwise. */
export function offerCalls(
  ctx: () => TestContext,
  accounts: () => { agent: TestAccount; buyer: TestAccount },
) {
  const inject = (options: InjectOptions) => ctx().app.inject(options);
  const listing = (options: ListingOptions = {}) =>
    createListing(ctx().app, ctx().db, accounts().agent, options);

  const offer = (who: TestAccount | undefined, propertyId: unknown, price: unknown = 150_000) =>
    inject({
      method: 'POST',
      url: '/api/propertyOffer',
      headers: who?.auth,
      payload: { offer_property_id: propertyId, offered_price: price },
    });

  const answer = (who: TestAccount | undefined, offerId: string, status: unknown) =>
    inject({
      method: 'PATCH',
      url: `/api/requestProperty/${offerId}`,
      headers: who?.auth,
      payload: { status },
    });

  const offersOn = (propertyId: string) =>
    ctx()
      .db.select()
      .from(offers)
      .where(eq(offers.propertyId, propertyId))
      .orderBy(asc(offers.createdAt));

  async function pendingOffer(
    propertyId: string,
    who: TestAccount = accounts().buyer,
  ): Promise<string> {
    const res = await offer(who, propertyId);
    if (res.statusCode !== 201) throw new Error(`offer failed: ${res.body}`);
    return res.json().insertedId;
  }

  return { inject, listing, offer, answer, offersOn, pendingOffer };
}
