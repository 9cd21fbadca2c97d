import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { messages, ruleMessages } from '@elite/shared';
import {
  advertisements,
  offers,
  properties,
  reviews,
  sales,
  sessions,
  wishlistEntries,
} from '../src/db/schema';
import { addListing, addVerifiedListing } from './helpers/property-factory';
import { describeEachDatabase } from './helpers/test-app';
import { userAdminCalls } from './helpers/user-admin-calls';

describeEachDatabase('users (admin): roles and deletion', (ctx) => {
  const { inject, account, stored, setRole, remove, markFraud } = userAdminCalls(ctx);

  it('an admin makes a user an agent, effective on the next request with the same token', async () => {
    const admin = await account('admin');
    const user = await account();
    const before = await inject({
      method: 'POST',
      url: '/api/property',
      headers: user.auth,
      payload: {
        property_title: 'Too early',
        location: 'Austin',
        property_image: 'https://example.com/a.jpg',
        price_range: { min: 1, max: 2 },
      },
    });
    expect(before.statusCode).toBe(403);

    const res = await setRole(admin, user.id, { role: 'agent' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ modifiedCount: 1 });
    expect((await stored(user.id))?.role).toBe('agent');
    await addListing(ctx().app, user);

    const role = await inject({
      method: 'GET',
      url: `/api/user/${user.email}`,
      headers: user.auth,
    });
    expect(role.json()).toEqual({ role: 'agent', status: 'Verified' });
  });

  it('an admin makes an agent an admin; the same role again modifies nothing', async () => {
    const admin = await account('admin');
    const agent = await account('agent');
    expect((await setRole(admin, agent.id, { role: 'agent' })).json()).toEqual({
      modifiedCount: 0,
    });
    expect((await setRole(admin, agent.id, { role: 'admin' })).json()).toEqual({
      modifiedCount: 1,
    });
    const list = await inject({ method: 'GET', url: '/api/allUser', headers: agent.auth });
    expect(list.statusCode).toBe(200);
  });

  it('admins cannot be demoted, themselves included', async () => {
    const admin = await account('admin');
    const other = await account('admin');
    for (const target of [other, admin]) {
      const res = await setRole(admin, target.id, { role: 'agent' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: ruleMessages.adminProtected });
      expect((await stored(target.id))?.role).toBe('admin');
    }
  });

  it('a fraud agent cannot be made admin', async () => {
    const admin = await account('admin');
    const fraud = await account('agent', 'fraud');
    const res = await setRole(admin, fraud.id, { role: 'admin' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: ruleMessages.fraudCannotBeAdmin });
    expect((await stored(fraud.id))?.role).toBe('agent');
  });

  it('takes role admin or agent only, and refuses bad bodies with a message', async () => {
    const admin = await account('admin');
    const user = await account();
    for (const payload of [
      { role: 'user' },
      { role: 'superadmin' },
      { role: 7 },
      {},
      { role: 'a'.repeat(100_000) },
    ]) {
      const res = await setRole(admin, user.id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/role/);
    }
    expect((await stored(user.id))?.role).toBe('user');
  });

  it('responds 404 to unknown and malformed user ids', async () => {
    const admin = await account('admin');
    for (const id of [randomUUID(), 'not-an-id', '1', "1' or '1'='1"]) {
      const patch = await setRole(admin, encodeURIComponent(id), { role: 'agent' });
      expect(patch.statusCode).toBe(404);
      expect(patch.json().message).toBeTruthy();
      const del = await remove(admin, encodeURIComponent(id));
      expect(del.statusCode).toBe(404);
      expect(del.json().message).toBeTruthy();
    }
    for (const id of ['x'.repeat(90), 'x'.repeat(5000)]) {
      const huge = await remove(admin, id);
      expect(huge.statusCode).toBeGreaterThanOrEqual(400);
      expect(huge.statusCode).toBeLessThan(500);
      expect(huge.json().message).toBeTruthy();
    }
  });

  it('only admins change roles, delete users or mark fraud; nothing changes for others', async () => {
    const user = await account();
    const agent = await account('agent');
    const target = await account();
    const targetAgent = await account('agent');
    for (const caller of [undefined, user, agent]) {
      const expected = caller ? 403 : 401;
      const role = await setRole(caller, target.id, { role: 'admin' });
      expect(role.statusCode).toBe(expected);
      expect(role.json().message).toBe(caller ? messages.forbidden : messages.notSignedIn);
      expect((await remove(caller, target.id)).statusCode).toBe(expected);
      expect((await markFraud(caller, targetAgent.email)).statusCode).toBe(expected);
    }
    // A user cannot promote themselves either.
    expect((await setRole(user, user.id, { role: 'admin' })).statusCode).toBe(403);
    expect((await stored(user.id))?.role).toBe('user');
    expect((await stored(target.id))?.role).toBe('user');
    expect((await stored(targetAgent.id))?.status).toBe('Verified');
  });

  it('a deleted user is gone with their sessions, wishlist, reviews and offers; their token gets 401 at once', async () => {
    const admin = await account('admin');
    const agent = await account('agent');
    const buyer = await account();
    const propertyId = await addVerifiedListing(ctx().app, agent, admin);
    const { db } = ctx();
    await db.insert(wishlistEntries).values({ userId: buyer.id, propertyId });
    await db.insert(reviews).values({ propertyId, reviewerId: buyer.id, description: 'Lovely' });
    await db.insert(offers).values({ propertyId, buyerId: buyer.id, offeredPrice: 260000 });

    const res = await remove(admin, buyer.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deletedCount: 1 });

    const me = await inject({ method: 'GET', url: '/api/auth/me', headers: buyer.auth });
    expect(me.statusCode).toBe(401);
    expect(await stored(buyer.id)).toBeUndefined();
    expect(await db.select().from(sessions).where(eq(sessions.userId, buyer.id))).toHaveLength(0);
    expect(
      await db.select().from(wishlistEntries).where(eq(wishlistEntries.userId, buyer.id)),
    ).toHaveLength(0);
    expect(await db.select().from(reviews).where(eq(reviews.reviewerId, buyer.id))).toHaveLength(0);
    expect(await db.select().from(offers).where(eq(offers.buyerId, buyer.id))).toHaveLength(0);
    // The listing itself is untouched.
    const listing = await inject({ method: 'GET', url: `/api/property/${propertyId}` });
    expect(listing.statusCode).toBe(200);

    expect((await remove(admin, buyer.id)).statusCode).toBe(404);
  });

  it('deleting an agent retires their unsold listings, keeps sold ones and the sales record', async () => {
    const admin = await account('admin');
    const agent = await account('agent');
    const buyer = await account();
    const otherBuyer = await account();
    const { db } = ctx();
    const live = await addVerifiedListing(ctx().app, agent, admin, { property_title: 'Live one' });
    const pending = await addListing(ctx().app, agent, { property_title: 'Pending one' });
    const sold = await addVerifiedListing(ctx().app, agent, admin, { property_title: 'Sold one' });

    await db.insert(wishlistEntries).values({ userId: buyer.id, propertyId: live });
    await db.insert(advertisements).values({ propertyId: live });
    const [open] = await db
      .insert(offers)
      .values({ propertyId: live, buyerId: buyer.id, offeredPrice: 260000 })
      .returning();
    const [accepted] = await db
      .insert(offers)
      .values({
        propertyId: live,
        buyerId: otherBuyer.id,
        offeredPrice: 270000,
        status: 'accepted',
      })
      .returning();
    const [bought] = await db
      .insert(offers)
      .values({
        propertyId: sold,
        buyerId: buyer.id,
        offeredPrice: 280000,
        status: 'bought',
        transactionId: 'pi_test_sold',
      })
      .returning();
    await db.update(properties).set({ status: 'sold' }).where(eq(properties.id, sold));
    await db.insert(sales).values({
      offerId: bought!.id,
      propertyId: sold,
      buyerId: buyer.id,
      agentId: agent.id,
      transactionId: 'pi_test_sold',
      price: 280000,
      amountPaid: 280000,
      propertyTitle: 'Sold one',
      location: 'Seattle, Washington',
      propertyImage: 'https://example.com/a.jpg',
      agentName: agent.name,
      agentEmail: agent.email,
      buyerName: buyer.name,
      buyerEmail: buyer.email,
    });

    const res = await remove(admin, agent.id);
    expect(res.json()).toEqual({ deletedCount: 1 });
    expect(
      (await inject({ method: 'GET', url: '/api/auth/me', headers: agent.auth })).statusCode,
    ).toBe(401);

    const rows = await db
      .select()
      .from(properties)
      .where(inArray(properties.id, [live, pending, sold]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(live)?.deletedAt).not.toBeNull();
    expect(byId.get(pending)?.deletedAt).not.toBeNull();
    expect(byId.get(sold)).toMatchObject({ deletedAt: null, status: 'sold', agentId: null });

    expect(
      await db.select().from(wishlistEntries).where(eq(wishlistEntries.propertyId, live)),
    ).toHaveLength(0);
    expect(
      await db.select().from(advertisements).where(eq(advertisements.propertyId, live)),
    ).toHaveLength(0);
    const offerRows = await db
      .select()
      .from(offers)
      .where(inArray(offers.id, [open!.id, accepted!.id, bought!.id]));
    expect(Object.fromEntries(offerRows.map((o) => [o.id, o.status]))).toEqual({
      [open!.id]: 'rejected',
      [accepted!.id]: 'rejected',
      [bought!.id]: 'bought',
    });
    const [sale] = await db.select().from(sales).where(eq(sales.propertyId, sold));
    // The sale stays for the buyer's records, without the deleted agent's name (CONTRACT.md 16).
    expect(sale).toMatchObject({
      agentId: null,
      agentName: 'Former agent',
      agentEmail: '',
      transactionId: 'pi_test_sold',
    });

    expect((await inject({ method: 'GET', url: `/api/property/${live}` })).statusCode).toBe(404);
    const ads = await inject({ method: 'GET', url: '/api/advertiseProperty' });
    expect(ads.json().map((a: { property_id: string }) => a.property_id)).not.toContain(live);
  });

  it('admins cannot be deleted, themselves included', async () => {
    const admin = await account('admin');
    const other = await account('admin');
    for (const target of [other, admin]) {
      const res = await remove(admin, target.id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: ruleMessages.adminProtected });
      expect(await stored(target.id)).toBeDefined();
    }
    expect(
      (await inject({ method: 'GET', url: '/api/auth/me', headers: other.auth })).statusCode,
    ).toBe(200);
  });
});
