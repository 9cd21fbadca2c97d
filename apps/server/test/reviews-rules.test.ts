import { beforeAll, expect, it } from 'vitest';
import { ruleMessages } from '@elite/shared';
import { createAccount, type TestAccount } from './helpers/factories';
import { reviewAccounts, reviewCalls } from './helpers/review-calls';
import { describeEachDatabase } from './helpers/test-app';

describeEachDatabase('review rules and paging', (ctx) => {
  let agent: TestAccount;
  let reviewer: TestAccount;
  let admin: TestAccount;
  beforeAll(async () => {
    ({ agent, reviewer, admin } = await reviewAccounts(ctx()));
  });
  const { inject, listing, review, posted, reviewsOf, ids } = reviewCalls(ctx, () => ({
    agent,
    reviewer,
  }));

  it("public answers carry no reviewer's e-mail; the reviewer and admins still see it", async () => {
    const propertyId = await listing();
    const id = await posted(propertyId, 'Private address');
    for (const url of ['/api/allReviews', `/api/reviews/${propertyId}`]) {
      for (const headers of [undefined, reviewer.auth, admin.auth]) {
        const res = await inject({ method: 'GET', url, headers });
        expect(res.statusCode).toBe(200);
        expect(res.body).not.toContain(reviewer.email);
        expect(res.json().find((r: { _id: string }) => r._id === id)).not.toHaveProperty(
          'reviewer_email',
        );
      }
    }
    const own = await inject({
      method: 'GET',
      url: `/api/reviewsBy/${encodeURIComponent(reviewer.email)}`,
      headers: reviewer.auth,
    });
    expect(own.json().find((r: { _id: string }) => r._id === id)).toMatchObject({
      reviewer_email: reviewer.email,
    });
    const all = await inject({ method: 'GET', url: '/api/allReview', headers: admin.auth });
    expect(all.json().find((r: { _id: string }) => r._id === id)).toMatchObject({
      reviewer_email: reviewer.email,
    });
  });

  it("the listing's own agent cannot review it, and a person reviews a listing once", async () => {
    const propertyId = await listing();
    const own = await review(agent, propertyId, 'My own home is great');
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ message: ruleMessages.reviewOwnListing });

    await posted(propertyId, 'First visit');
    const again = await review(reviewer, propertyId, 'Second visit');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: ruleMessages.alreadyReviewed });
    // Two at once: still one.
    const other = await createAccount(ctx().app, ctx().db);
    const both = await Promise.all([
      review(other, propertyId, 'A'),
      review(other, propertyId, 'B'),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);

    const stored = await reviewsOf(propertyId);
    expect(stored.map((r) => r.description).sort()).toEqual(
      ['First visit', both[0]!.statusCode === 201 ? 'A' : 'B'].sort(),
    );
    // Another agent may review it like anyone.
    const otherAgent = await createAccount(ctx().app, ctx().db, { role: 'agent' });
    expect((await review(otherAgent, propertyId, 'Nice')).statusCode).toBe(201);
  });

  it('the public lists page with page and limit, and say their total in X-Total-Count', async () => {
    const propertyId = await listing();
    const newest: string[] = [];
    for (let i = 0; i < 5; i++) {
      const who = await createAccount(ctx().app, ctx().db);
      newest.unshift(await posted(propertyId, `Review ${i}`, who));
    }
    const all = await inject({ method: 'GET', url: `/api/reviews/${propertyId}` });
    expect(ids(all.json())).toEqual(newest);
    expect(all.headers['x-total-count']).toBe('5');

    const second = await inject({
      method: 'GET',
      url: `/api/reviews/${propertyId}?page=2&limit=2`,
    });
    expect(second.statusCode).toBe(200);
    expect(ids(second.json())).toEqual(newest.slice(2, 4));
    expect(second.headers['x-total-count']).toBe('5');
    const past = await inject({ method: 'GET', url: `/api/reviews/${propertyId}?page=9&limit=2` });
    expect(past.json()).toEqual([]);

    const home = await inject({ method: 'GET', url: '/api/allReviews?page=1&limit=3' });
    expect(ids(home.json())).toEqual(newest.slice(0, 3));
    const homeNext = await inject({ method: 'GET', url: '/api/allReviews?page=2&limit=3' });
    // Earlier tests' reviews come after these five.
    expect(ids(homeNext.json()).slice(0, 2)).toEqual(newest.slice(3, 5));

    for (const query of ['page=0', 'page=x', 'limit=101', 'limit=0', 'page=1.5']) {
      const bad = await inject({ method: 'GET', url: `/api/allReviews?${query}` });
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json().message, query).toMatch(/page|limit/);
    }
  });
});
