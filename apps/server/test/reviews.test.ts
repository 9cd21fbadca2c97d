import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { messages, ruleMessages } from '@elite/shared';
import { properties, users } from '../src/db/schema';
import { createAccount, type TestAccount } from './helpers/factories';
import { createListing } from './helpers/marketplace-factories';
import { reviewAccounts, reviewCalls } from './helpers/review-calls';
import { describeEachDatabase } from './helpers/test-app';

describeEachDatabase('reviews', (ctx) => {
  let agent: TestAccount;
  let reviewer: TestAccount;
  let otherUser: TestAccount;
  let admin: TestAccount;
  beforeAll(async () => {
    ({ agent, reviewer, otherUser, admin } = await reviewAccounts(ctx()));
  });
  const { inject, listing, review, posted, reviewsOf, ids } = reviewCalls(ctx, () => ({
    agent,
    reviewer,
  }));

  it('a signed-in user reviews a property; the review is theirs and timed by the server', async () => {
    const propertyId = await listing({ title: 'Quiet cottage' });
    const before = Date.now();
    const res = await inject({
      method: 'POST',
      url: '/api/review',
      headers: reviewer.auth,
      payload: {
        property_id: propertyId,
        review_description: '  Bright rooms and a friendly agent.  ',
        reviewer_name: 'Someone Else',
        reviewer_email: otherUser.email,
        review_time: '1/1/1999, 10:00:00 AM',
        property_title: 'Tampered',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ insertedId: expect.any(String), message: messages.reviewThanks });
    const id = res.json().insertedId;

    const list = await inject({ method: 'GET', url: `/api/reviews/${propertyId}` });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      {
        _id: id,
        review_description: 'Bright rooms and a friendly agent.',
        property_id: propertyId,
        property_title: 'Quiet cottage',
        agent_name: 'Ada Agent',
        reviewer_name: 'Rita Reviewer',
        reviewer_image: null,
        review_time: expect.any(String),
      },
    ]);
    const time = Date.parse(list.json()[0].review_time);
    expect(list.json()[0].review_time).toBe(new Date(time).toISOString());
    expect(time).toBeGreaterThanOrEqual(before - 5_000);
    expect(time).toBeLessThanOrEqual(Date.now() + 5_000);
  });

  it('shows the reviewer and the property as they are now', async () => {
    const author = await createAccount(ctx().app, ctx().db, { name: 'Old Name' });
    const propertyId = await listing({ title: 'Before' });
    await posted(propertyId, 'Nice', author);
    const rename = await inject({
      method: 'PATCH',
      url: '/api/auth/me',
      headers: author.auth,
      payload: { name: 'New Name', photoURL: 'https://example.com/me.jpg' },
    });
    expect(rename.statusCode).toBe(200);
    await ctx().db.update(properties).set({ title: 'After' }).where(eq(properties.id, propertyId));

    const [shown] = (await inject({ method: 'GET', url: `/api/reviews/${propertyId}` })).json();
    expect(shown).toMatchObject({
      reviewer_name: 'New Name',
      reviewer_image: 'https://example.com/me.jpg',
      property_title: 'After',
    });
  });

  it('a review needs a description', async () => {
    const propertyId = await listing();
    const cases: [unknown, RegExp][] = [
      [undefined, /description/i],
      ['', /Review description is required/],
      ['   \n\t ', /Review description is required/],
      [42, /description/i],
      [null, /description/i],
      ['x'.repeat(2001), /at most 2000 characters/],
    ];
    for (const [text, message] of cases) {
      const res = await inject({
        method: 'POST',
        url: '/api/review',
        headers: reviewer.auth,
        payload:
          text === undefined
            ? { property_id: propertyId }
            : { property_id: propertyId, review_description: text },
      });
      expect(res.statusCode, String(text).slice(0, 20)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect(await reviewsOf(propertyId)).toHaveLength(0);
  });

  it('refuses other bad input with a message, never a 500', async () => {
    const payloads: unknown[] = [
      {},
      { review_description: 'No property' },
      { property_id: 7, review_description: 'Number id' },
      { property_id: 'x'.repeat(100_000), review_description: 'Huge id' },
      ['not', 'an', 'object'],
    ];
    for (const payload of payloads) {
      const res = await inject({
        method: 'POST',
        url: '/api/review',
        headers: reviewer.auth,
        payload: payload as object,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it('only a property the public can see takes reviews', async () => {
    for (const status of ['pending', 'rejected'] as const) {
      const propertyId = await listing({ status });
      const res = await review(reviewer, propertyId);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: ruleMessages.propertyNotAvailable });
      expect(await reviewsOf(propertyId)).toHaveLength(0);
    }
    // A sold property may still be reviewed.
    const sold = await listing({ status: 'sold' });
    expect((await review(reviewer, sold)).statusCode).toBe(201);

    const deleted = await listing();
    await inject({ method: 'DELETE', url: `/api/property/${deleted}`, headers: agent.auth });
    for (const id of [deleted, randomUUID(), 'not-a-uuid']) {
      const res = await review(reviewer, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Property not found' });
    }
  });

  it('anonymous visitors read reviews but cannot write, list their own or delete', async () => {
    const propertyId = await listing();
    const id = await posted(propertyId);

    expect((await inject({ method: 'GET', url: '/api/allReviews' })).statusCode).toBe(200);
    expect((await inject({ method: 'GET', url: `/api/reviews/${propertyId}` })).statusCode).toBe(
      200,
    );
    const calls: InjectOptions[] = [
      {
        method: 'POST',
        url: '/api/review',
        payload: { property_id: propertyId, review_description: 'x' },
      },
      { method: 'GET', url: '/api/allReview' },
      { method: 'GET', url: `/api/myReview/${reviewer.email}` },
      { method: 'DELETE', url: `/api/myReview/${id}` },
    ];
    for (const call of calls) {
      const res = await inject(call);
      expect(res.statusCode, call.url as string).toBe(401);
      expect(res.json()).toEqual({ message: messages.notSignedIn });
    }
    expect(await reviewsOf(propertyId)).toHaveLength(1);
  });

  it("a property's reviews come newest first; a property without reviews has none", async () => {
    const propertyId = await listing();
    const first = await posted(propertyId, 'First');
    const second = await posted(propertyId, 'Second', otherUser);
    const res = await inject({ method: 'GET', url: `/api/reviews/${propertyId}` });
    expect(ids(res.json())).toEqual([second, first]);

    const quiet = await listing();
    const none = await inject({ method: 'GET', url: `/api/reviews/${quiet}` });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
    const unknown = await inject({ method: 'GET', url: `/api/reviews/${randomUUID()}` });
    expect(unknown.json()).toEqual([]);

    for (const bad of ['12', 'not-a-uuid', `${randomUUID()}x`]) {
      const malformed = await inject({ method: 'GET', url: `/api/reviews/${bad}` });
      expect(malformed.statusCode).toBe(404);
      expect(malformed.json()).toEqual({ message: 'Property not found' });
    }
  });

  it('the home page shows the 12 latest reviews, newest first', async () => {
    const latest: string[] = [];
    for (let i = 0; i < 13; i++) latest.unshift(await posted(await listing(), `Review ${i}`));
    const res = await inject({ method: 'GET', url: '/api/allReviews' });
    expect(res.statusCode).toBe(200);
    expect(ids(res.json())).toEqual(latest.slice(0, 12));
    expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(13);
  });

  it("a fraud agent's listings leave the public reviews", async () => {
    const fraud = await createAccount(ctx().app, ctx().db, { role: 'agent' });
    const propertyId = await createListing(ctx().app, ctx().db, fraud);
    const id = await posted(propertyId, 'Before the fraud');
    await ctx().db.update(users).set({ status: 'fraud' }).where(eq(users.id, fraud.id));

    const home = await inject({ method: 'GET', url: '/api/allReviews' });
    expect(ids(home.json())).not.toContain(id);
    const detail = await inject({ method: 'GET', url: `/api/reviews/${propertyId}` });
    expect(detail.json()).toEqual([]);
    const again = await review(reviewer, propertyId);
    expect(again.statusCode).toBe(409);

    // The reviewer and the admins still see it.
    const own = await inject({
      method: 'GET',
      url: `/api/myReview/${reviewer.email}`,
      headers: reviewer.auth,
    });
    expect(ids(own.json())).toContain(id);
    const all = await inject({ method: 'GET', url: '/api/allReview', headers: admin.auth });
    expect(ids(all.json())).toContain(id);
  });

  it('only admins list every review', async () => {
    const propertyId = await listing();
    const id = await posted(propertyId);
    const all = await inject({ method: 'GET', url: '/api/allReview', headers: admin.auth });
    expect(all.statusCode).toBe(200);
    expect(ids(all.json())).toContain(id);
    for (const who of [reviewer, agent]) {
      const res = await inject({ method: 'GET', url: '/api/allReview', headers: who.auth });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: messages.forbidden });
    }
  });

  it("a user lists their own reviews, not another user's; an admin lists anyone's", async () => {
    const author = await createAccount(ctx().app, ctx().db);
    const propertyId = await listing();
    const id = await posted(propertyId, 'Mine', author);

    const own = await inject({
      method: 'GET',
      url: `/api/myReview/${author.email}`,
      headers: author.auth,
    });
    expect(own.statusCode).toBe(200);
    expect(ids(own.json())).toEqual([id]);

    const peek = await inject({
      method: 'GET',
      url: `/api/myReview/${author.email}`,
      headers: otherUser.auth,
    });
    expect(peek.statusCode).toBe(403);

    const asAdmin = await inject({
      method: 'GET',
      url: `/api/myReview/${author.email}`,
      headers: admin.auth,
    });
    expect(ids(asAdmin.json())).toEqual([id]);
  });

  it('a user deletes their own review; nobody else but an admin can', async () => {
    const propertyId = await listing();
    const id = await posted(propertyId);

    for (const who of [otherUser, agent]) {
      const res = await inject({ method: 'DELETE', url: `/api/myReview/${id}`, headers: who.auth });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: messages.forbidden });
    }
    expect(await reviewsOf(propertyId)).toHaveLength(1);

    const own = await inject({
      method: 'DELETE',
      url: `/api/myReview/${id}`,
      headers: reviewer.auth,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ deletedCount: 1 });
    expect(await reviewsOf(propertyId)).toHaveLength(0);

    const gone = await inject({
      method: 'DELETE',
      url: `/api/myReview/${id}`,
      headers: reviewer.auth,
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'Review not found' });
  });

  it("an admin deletes anyone's review", async () => {
    const propertyId = await listing();
    const id = await posted(propertyId);
    const res = await inject({ method: 'DELETE', url: `/api/myReview/${id}`, headers: admin.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deletedCount: 1 });
    expect(await reviewsOf(propertyId)).toHaveLength(0);

    for (const bad of [randomUUID(), 'nope']) {
      const missing = await inject({
        method: 'DELETE',
        url: `/api/myReview/${bad}`,
        headers: admin.auth,
      });
      expect(missing.statusCode).toBe(404);
    }
  });
});
