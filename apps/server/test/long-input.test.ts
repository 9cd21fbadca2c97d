import { expect, it } from 'vitest';
import { listing } from './helpers/property-calls';
import { accountMaker } from './helpers/factories';
import { describeEachDatabase } from './helpers/test-app';

/**
 * Long texts in query strings and bodies (docs/decisions/043): a signed-out search with 15 KB of
 * digits and an `x` as minPrice once held the server's one thread for a second, a 100 KB saved
 * search for a minute. Each is a 400 at once that names its parameter, and changes nothing (a
 * regression hangs until the test's timeout).
 */
describeEachDatabase('long input', (ctx) => {
  const account = accountMaker(ctx);
  const digits = (n: number) => '1'.repeat(n);

  it('a signed-out search with 15 KB of minPrice is a 400 naming it', async () => {
    for (const path of ['/api/property', '/api/property/map']) {
      const res = await ctx().app.inject({
        method: 'GET',
        url: `${path}?minPrice=${digits(15_000)}x`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'minPrice: is at most 40 characters' });
    }
  });

  it.each([
    ['maxArea', `${digits(100_000)}x`],
    ['bbox', `${digits(100_000)}x,1,2,3`],
    ['polygon', `1,1;2,2;${digits(100_000)}x,3`],
    ['type', 'house,'.repeat(20_000)],
  ])('a search with 100 KB of %s is a 400 naming it', async (key, value) => {
    const res = await ctx().app.inject({
      method: 'GET',
      url: `/api/property?${key}=${encodeURIComponent(value)}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(
      new RegExp(`^${key}: is at most [\\d,]+ characters$`),
    );
  });

  it('a saved search of 100 KB is a 400 naming the parameter, and nothing is saved', async () => {
    const buyer = await account();
    for (const [key, value] of [
      ['minPrice', `${digits(100_000)}x`],
      ['polygon', `${digits(100_000)}x`],
      ['location', ' '.repeat(50_000) + 'x'.repeat(50_000)],
    ] as const) {
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/saved-searches',
        headers: buyer.auth,
        payload: { name: 'Long', frequency: 'daily', query: { [key]: value } },
      });
      expect(res.statusCode, key).toBe(400);
      expect(res.json<{ message: string }>().message, key).toMatch(
        new RegExp(`^query\\.${key}: .*is at most [\\d,]+ characters$`),
      );
    }
    const mine = await ctx().app.inject({
      method: 'GET',
      url: '/api/saved-searches',
      headers: buyer.auth,
    });
    expect(mine.json()).toEqual([]);
  });

  it('100 KB in any field of a registration, a sign-in, a review or a viewing is a 400', async () => {
    const long = 'A!' + 'a'.repeat(100_000);
    const good = { name: 'Long', email: 'long@example.com', password: 'Secret!Pass1' };
    const calls: [string, Record<string, unknown>][] = [
      ['/api/auth/register', { ...good, name: long }],
      ['/api/auth/register', { ...good, email: `${long}@example.com` }],
      ['/api/auth/register', { ...good, password: long }],
      ['/api/auth/register', { ...good, photoURL: `https://example.com/${long}.jpg` }],
      ['/api/auth/login', { email: good.email, password: long }],
    ];
    for (const [url, payload] of calls) {
      const res = await ctx().app.inject({ method: 'POST', url, payload });
      expect(res.statusCode, `${url} ${Object.keys(payload).join()}`).toBe(400);
    }
    const buyer = await account();
    for (const [url, payload] of [
      ['/api/review', { property_id: long, review_description: 'Nice' }],
      ['/api/review', { property_id: digits(100_000), review_description: long }],
      ['/api/viewings', { property_id: 'p', start: `2030-01-01T10:00${digits(100_000)}Z` }],
    ] as const) {
      const res = await ctx().app.inject({ method: 'POST', url, headers: buyer.auth, payload });
      expect(res.statusCode, url).toBe(400);
    }
  });

  it('a listing whose price is 100 KB of digits is a 400', async () => {
    const agent = await account('agent');
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/property',
      headers: agent.auth,
      payload: listing({ price_range: { min: digits(100_000), max: '2' } }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'price_range.min: must be a number' });
  });
});
