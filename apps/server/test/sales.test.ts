import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { messages } from '@elite/shared';
import { offers, properties, sales } from '../src/db/schema';
import { createAccount, type TestAccount } from './helpers/factories';
import { createListing } from './helpers/marketplace-factories';
import { describeEachDatabase } from './helpers/test-app';

describeEachDatabase('sales', (ctx) => {
  const inject = (options: InjectOptions) => ctx().app.inject(options);
  let agent: TestAccount;
  let otherAgent: TestAccount;
  let buyer: TestAccount;
  let admin: TestAccount;

  beforeAll(async () => {
    const { app, db } = ctx();
    [agent, otherAgent, buyer, admin] = await Promise.all([
      createAccount(app, db, { role: 'agent', name: 'Ada Agent' }),
      createAccount(app, db, { role: 'agent' }),
      createAccount(app, db, { name: 'Bob Buyer' }),
      createAccount(app, db, { role: 'admin' }),
    ]);
  });

  /** What a completed card payment records (the payments issue builds the real flow). */
  async function recordSale(seller: TestAccount, price: number, title = 'Sold flat') {
    const { db } = ctx();
    const propertyId = await createListing(ctx().app, db, seller, { title, location: 'Faro' });
    const [offer] = await db
      .insert(offers)
      .values({
        propertyId,
        buyerId: buyer.id,
        offeredPrice: price,
        status: 'bought',
        transactionId: `pi_${randomUUID()}`,
      })
      .returning();
    await db.update(properties).set({ status: 'sold' }).where(eq(properties.id, propertyId));
    const [sale] = await db
      .insert(sales)
      .values({
        offerId: offer!.id,
        propertyId,
        buyerId: buyer.id,
        agentId: seller.id,
        transactionId: offer!.transactionId!,
        price,
        amountPaid: price,
        propertyTitle: title,
        location: 'Faro',
        propertyImage: 'https://example.com/flat.jpg',
        agentName: seller.name,
        agentEmail: seller.email,
        buyerName: buyer.name,
        buyerEmail: buyer.email,
      })
      .returning();
    return { propertyId, offerId: offer!.id, saleId: sale!.id, transactionId: sale!.transactionId };
  }

  const get = (who: TestAccount | undefined, url: string) =>
    inject({ method: 'GET', url, headers: who?.auth });

  it('an agent without sales has an empty list and a total of 0', async () => {
    const fresh = await createAccount(ctx().app, ctx().db, { role: 'agent' });
    const list = await get(fresh, `/api/mySoldProperty/${fresh.email}`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([]);
    const total = await get(fresh, `/api/totalAmount/${fresh.email}`);
    expect(total.statusCode).toBe(200);
    expect(total.json()).toEqual({ price: 0 });
  });

  it('an agent sees their sold properties as recorded at the time of sale', async () => {
    const sale = await recordSale(agent, 150_000.5, 'Cliff house');
    // A later change to the listing does not rewrite the receipt.
    await ctx()
      .db.update(properties)
      .set({ title: 'Renamed afterwards' })
      .where(eq(properties.id, sale.propertyId));

    const res = await get(agent, `/api/mySoldProperty/${agent.email}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual({
      _id: sale.saleId,
      propertyId: sale.propertyId,
      offerId: sale.offerId,
      transactionId: sale.transactionId,
      date: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      status: 'bought',
      property_title: 'Cliff house',
      location: 'Faro',
      property_image: 'https://example.com/flat.jpg',
      agent_name: 'Ada Agent',
      agent_email: agent.email,
      buyer_name: 'Bob Buyer',
      buyer_email: buyer.email,
      offered_price: 150_000.5,
      amount_paid: 150_000.5,
      // A sale, not a let (CONTRACT.md section 12).
      listing_type: 'sale',
      rent_period: null,
      move_in: null,
      term_months: null,
    });
  });

  it('a home bought above the card cap is listed at its full price with the deposit paid, and the total counts the price', async () => {
    const seller = await createAccount(ctx().app, ctx().db, { role: 'agent' });
    const propertyId = await createListing(ctx().app, ctx().db, seller, {
      title: 'Harbour mansion',
      min: 1_000_000,
      max: 1_500_000,
    });
    const offerId = (
      await inject({
        method: 'POST',
        url: '/api/propertyOffer',
        headers: buyer.auth,
        payload: { offer_property_id: propertyId, offered_price: 1_200_000 },
      })
    ).json().insertedId as string;
    await inject({
      method: 'PATCH',
      url: `/api/requestProperty/${offerId}`,
      headers: seller.auth,
      payload: { status: 'accepted' },
    });
    const { clientSecret } = (
      await inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        headers: buyer.auth,
        payload: { offerId },
      })
    ).json();
    const paid = await inject({
      method: 'POST',
      url: '/api/payments/sandbox/confirm',
      headers: buyer.auth,
      payload: { clientSecret, cardNumber: '4242424242424242', exp: '12/40', cvc: '123' },
    });
    expect(paid.json().paymentIntent.amount).toBe(12_000_000);
    await recordSale(seller, 80_000);

    const list = await get(seller, `/api/mySoldProperty/${seller.email}`);
    expect(list.json().find((s: { offerId: string }) => s.offerId === offerId)).toMatchObject({
      property_title: 'Harbour mansion',
      offered_price: 1_200_000,
      amount_paid: 120_000,
    });
    const total = await get(seller, `/api/totalAmount/${seller.email}`);
    expect(total.json()).toEqual({ price: 1_280_000 });
  });

  it('the total amount is the sum of the sale prices, as a number', async () => {
    const seller = await createAccount(ctx().app, ctx().db, { role: 'agent' });
    await recordSale(seller, 100_000.25);
    await recordSale(seller, 9_000.5);
    await recordSale(seller, 1_250_000);
    const res = await get(seller, `/api/totalAmount/${seller.email}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ price: 1_359_000.75 });
    expect(res.body).toBe('{"price":1359000.75}');
  });

  it("an agent sees neither another agent's sales nor their total", async () => {
    const theirs = await recordSale(otherAgent, 120_000);
    const own = await get(agent, `/api/mySoldProperty/${agent.email}`);
    expect(own.json().map((s: { _id: string }) => s._id)).not.toContain(theirs.saleId);

    for (const url of [
      `/api/mySoldProperty/${otherAgent.email}`,
      `/api/totalAmount/${otherAgent.email}`,
    ]) {
      const res = await get(agent, url);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: messages.forbidden });
    }
  });

  it('a user has no sold properties to see, not even under their own e-mail', async () => {
    for (const url of [`/api/mySoldProperty/${buyer.email}`, `/api/totalAmount/${buyer.email}`]) {
      const res = await get(buyer, url);
      expect(res.statusCode).toBe(403);
    }
  });

  it("an admin sees any agent's sales and total; anonymous visitors nothing", async () => {
    const seller = await createAccount(ctx().app, ctx().db, { role: 'agent' });
    const sale = await recordSale(seller, 75_000);
    const list = await get(admin, `/api/mySoldProperty/${seller.email.toUpperCase()}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((s: { _id: string }) => s._id)).toEqual([sale.saleId]);
    const total = await get(admin, `/api/totalAmount/${seller.email}`);
    expect(total.json()).toEqual({ price: 75_000 });

    for (const url of [`/api/mySoldProperty/${seller.email}`, `/api/totalAmount/${seller.email}`]) {
      const res = await get(undefined, url);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: messages.notSignedIn });
    }
  });

  it('refuses an over-long e-mail in the path with a message', async () => {
    const long = `${'a'.repeat(300)}@example.com`;
    for (const url of [`/api/mySoldProperty/${long}`, `/api/totalAmount/${long}`]) {
      const res = await get(agent, url);
      // Fastify refuses a path parameter this long before validation (414).
      expect([400, 414]).toContain(res.statusCode);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it('card payment calls refuse malformed bodies with a message', async () => {
    const bad: InjectOptions[] = [
      { method: 'POST', url: '/api/create-payment-intent', payload: { price: 'lots' } },
      { method: 'POST', url: '/api/soldProperty', payload: { offerId: randomUUID() } },
      {
        method: 'PATCH',
        url: `/api/soldProperty/${randomUUID()}`,
        payload: { status: 'refunded' },
      },
    ];
    for (const call of bad) {
      const res = await inject({ ...call, headers: buyer.auth });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });
});
