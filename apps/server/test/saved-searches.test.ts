import type { InjectOptions } from 'fastify';
import { expect, it } from 'vitest';
import {
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_NAME_MAX_LENGTH,
  savedSearchMessages,
  type SavedSearch,
} from '@elite/shared';
import type { TestAccount } from './helpers/factories';
import { savedSearchCalls, UNKNOWN_ID } from './helpers/saved-search-calls';
import { describeEachDatabase } from './helpers/test-app';

/**
 * Saved searches and their notifications through the API (CONTRACT.md section 9): each
 * account's own, at most MAX_SAVED_SEARCHES, every bad input a 400 that names it.
 */
describeEachDatabase('saved searches', (ctx) => {
  const { account, inject, save, saved } = savedSearchCalls(ctx);

  async function mine(who: TestAccount): Promise<SavedSearch[]> {
    const res = await inject({ method: 'GET', url: '/api/saved-searches', headers: who.auth });
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  it('saves a search: 201 {insertedId}, listed with its query as the address bar holds it', async () => {
    const buyer = await account();
    const res = await save(buyer, {
      name: '  Family homes  ',
      query: {
        location: ' Brook ',
        beds: 2,
        baths: '1.5',
        minPrice: 250000,
        maxPrice: '400000',
        type: 'house,condo',
        bbox: '10,40,20,50',
        polygon: '11,41;19,41;15,49',
        minArea: '',
      },
      frequency: 'daily',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { insertedId } = res.json<{ insertedId: string }>();
    expect(insertedId).toMatch(/^[0-9a-f-]{36}$/);
    const list = await mine(buyer);
    expect(list).toEqual([
      {
        _id: insertedId,
        name: 'Family homes',
        query: {
          location: 'Brook',
          minPrice: '250000',
          maxPrice: '400000',
          beds: '2',
          baths: '1.5',
          type: 'house,condo',
          bbox: '10,40,20,50',
          polygon: '11,41;19,41;15,49',
        },
        frequency: 'daily',
        created_at: expect.any(String),
      },
    ]);
    expect(Object.keys(list[0]!).sort()).toEqual([
      '_id',
      'created_at',
      'frequency',
      'name',
      'query',
    ]);
    expect(Number.isNaN(Date.parse(list[0]!.created_at))).toBe(false);
    const addressBarOrder = 'location,minPrice,maxPrice,beds,baths,type,bbox,polygon';
    expect(Object.keys(list[0]!.query).join(), 'not jsonb’s key order').toBe(addressBarOrder);
  });

  it('lists only my own searches, oldest first', async () => {
    const me = await account();
    const other = await account();
    const first = await saved(me, { name: 'First' });
    await saved(other, { name: 'Not mine' });
    const second = await saved(me, { name: 'Second', query: { beds: '3' }, frequency: 'off' });
    expect((await mine(me)).map((s) => [s._id, s.name, s.frequency])).toEqual([
      [first, 'First', 'instant'],
      [second, 'Second', 'off'],
    ]);
    expect((await mine(other)).map((s) => s.name)).toEqual(['Not mine']);
  });

  it('renames a search and changes its frequency', async () => {
    const me = await account();
    const id = await saved(me, { name: 'Old name', query: { beds: 2 } });
    const patch = (payload: object) =>
      inject({ method: 'PATCH', url: `/api/saved-searches/${id}`, headers: me.auth, payload });
    const renamed = await patch({ name: 'New name' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ modifiedCount: 1 });
    expect(await mine(me)).toMatchObject([{ name: 'New name', frequency: 'instant' }]);
    expect((await patch({ frequency: 'off' })).json()).toEqual({ modifiedCount: 1 });
    expect((await patch({ name: 'Both', frequency: 'daily' })).json()).toEqual({
      modifiedCount: 1,
    });
    expect(await mine(me)).toMatchObject([
      { _id: id, name: 'Both', frequency: 'daily', query: { beds: '2' } },
    ]);
  });

  it('deletes a search: {deletedCount: 1}, then it is gone (a second delete is a 404)', async () => {
    const me = await account();
    const id = await saved(me, { name: 'Short-lived' });
    const keep = await saved(me, { name: 'Kept', query: { beds: 1 } });
    const del = () =>
      inject({ method: 'DELETE', url: `/api/saved-searches/${id}`, headers: me.auth });
    const res = await del();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deletedCount: 1 });
    expect((await mine(me)).map((s) => s._id)).toEqual([keep]);
    const again = await del();
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: savedSearchMessages.notFound });
  });

  it("another account's search is a 404 for PATCH and DELETE, and stays as it was", async () => {
    const owner = await account();
    const intruder = await account();
    const id = await saved(owner, { name: 'Private', query: { location: 'alder' } });
    const before = await mine(owner);
    for (const options of [
      { method: 'PATCH' as const, payload: { name: 'Hijacked', frequency: 'off' } },
      { method: 'DELETE' as const },
    ]) {
      const res = await inject({
        ...options,
        url: `/api/saved-searches/${id}`,
        headers: intruder.auth,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: savedSearchMessages.notFound });
    }
    expect(await mine(owner)).toEqual(before);
  });

  it.each([UNKNOWN_ID, 'not-an-id', '12345'])(
    'an unknown or malformed id %s is a 404',
    async (id) => {
      const me = await account();
      for (const options of [
        { method: 'PATCH' as const, payload: { name: 'X' } },
        { method: 'DELETE' as const },
      ]) {
        const res = await inject({
          ...options,
          url: `/api/saved-searches/${id}`,
          headers: me.auth,
        });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: savedSearchMessages.notFound });
      }
    },
  );

  it(`keeps at most ${MAX_SAVED_SEARCHES}: the next is a 409, and a freed place can be used`, async () => {
    const me = await account();
    const ids: string[] = [];
    for (let i = 0; i < MAX_SAVED_SEARCHES; i++) {
      ids.push(await saved(me, { name: `Search ${i}`, query: { beds: i } }));
    }
    const over = await save(me, { name: 'One too many', query: { beds: 30 }, frequency: 'off' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ message: savedSearchMessages.tooMany });
    expect(await mine(me)).toHaveLength(MAX_SAVED_SEARCHES);
    // Another account is not affected by my count.
    await saved(await account(), { name: 'Elsewhere' });
    await inject({ method: 'DELETE', url: `/api/saved-searches/${ids[0]}`, headers: me.auth });
    await saved(me, { name: 'In the freed place', query: { beds: 31 } });
    expect(await mine(me)).toHaveLength(MAX_SAVED_SEARCHES);
  });

  it(`${MAX_SAVED_SEARCHES + 5} saves at once: exactly ${MAX_SAVED_SEARCHES} are kept`, async () => {
    const me = await account();
    const results = await Promise.all(
      Array.from({ length: MAX_SAVED_SEARCHES + 5 }, (_, i) =>
        save(me, { name: `Race ${i}`, query: { beds: i }, frequency: 'instant' }),
      ),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_SAVED_SEARCHES);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    expect(await mine(me)).toHaveLength(MAX_SAVED_SEARCHES);
  });

  it('the same search twice is a 409 naming the one kept; another query, or another account, is fine', async () => {
    const me = await account();
    await saved(me, { name: 'Porto family', query: { location: 'Porto', beds: 3 } });
    // The same query as the address bar holds it, whatever order or spelling of its numbers.
    const again = await save(me, {
      name: 'Porto again',
      query: { beds: '3', location: ' Porto ' },
      frequency: 'daily',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: savedSearchMessages.alreadySaved('Porto family') });
    expect((await mine(me)).map((s) => s.name)).toEqual(['Porto family']);

    await saved(me, { name: 'Porto bigger', query: { location: 'Porto', beds: 4 } });
    await saved(await account(), { name: 'Theirs', query: { location: 'Porto', beds: 3 } });
  });

  const longName = 'x'.repeat(SAVED_SEARCH_NAME_MAX_LENGTH + 1);
  const BAD: [what: string, body: unknown, message: RegExp][] = [
    ['a missing name', { query: {}, frequency: 'instant' }, /name/],
    ['a blank name', { name: '   ', query: {}, frequency: 'instant' }, /name/],
    ['a name too long', { name: longName, query: {}, frequency: 'instant' }, /name/],
    ['a bad frequency', { name: 'A', query: {}, frequency: 'hourly' }, /frequency/],
    ['a missing frequency', { name: 'A', query: {} }, /frequency/],
    [
      'a query with an unknown key',
      { name: 'A', query: { bedrooms: 2 }, frequency: 'off' },
      /bedrooms/,
    ],
    ['a malformed bbox', { name: 'A', query: { bbox: '1,2,3' }, frequency: 'off' }, /bbox/],
    [
      'a bbox south of north',
      { name: 'A', query: { bbox: '10,50,20,40' }, frequency: 'off' },
      /bbox/,
    ],
    [
      'a polygon of two points',
      { name: 'A', query: { polygon: '10,40;20,40' }, frequency: 'off' },
      /polygon/,
    ],
    [
      'minPrice above maxPrice',
      { name: 'A', query: { minPrice: 600000, maxPrice: 500000 }, frequency: 'off' },
      /minPrice/,
    ],
    ['beds not a number', { name: 'A', query: { beds: 'two' }, frequency: 'off' }, /beds/],
    ['beds out of range', { name: 'A', query: { beds: 3e9 }, frequency: 'off' }, /beds/],
    ['baths out of range', { name: 'A', query: { baths: '1e5' }, frequency: 'off' }, /baths/],
    [
      'a price out of range',
      { name: 'A', query: { maxPrice: 1e13 }, frequency: 'off' },
      /maxPrice/,
    ],
    ['sub-cent price', { name: 'A', query: { minPrice: '1.004' }, frequency: 'off' }, /minPrice/],
    ['an unknown type', { name: 'A', query: { type: 'castle' }, frequency: 'off' }, /type/],
    ['a query that is a string', { name: 'A', query: 'beds=2', frequency: 'off' }, /query/],
    ['a query that is a list', { name: 'A', query: [], frequency: 'off' }, /query/],
    ['a missing query', { name: 'A', frequency: 'off' }, /query/],
    ['a body that is not an object', [1, 2], /./],
  ];

  it.each(BAD)('refuses %s with a 400 naming it, and stores nothing', async (_, body, message) => {
    const me = await account();
    const res = await save(me, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(message);
    expect(await mine(me)).toEqual([]);
  });

  it('the texts of a missing or long name and a bad frequency are the shared ones', async () => {
    const me = await account();
    const messageOf = async (body: unknown) =>
      (await save(me, body)).json<{ message: string }>().message;
    expect(await messageOf({ name: '', query: {}, frequency: 'off' })).toContain(
      savedSearchMessages.nameRequired,
    );
    expect(await messageOf({ name: longName, query: {}, frequency: 'off' })).toContain(
      savedSearchMessages.nameTooLong,
    );
    expect(await messageOf({ name: 'A', query: {}, frequency: 'weekly' })).toContain(
      savedSearchMessages.frequencyInvalid,
    );
  });

  it('PATCH with nothing to change, or a bad value, is a 400 and changes nothing', async () => {
    const me = await account();
    const id = await saved(me, { name: 'Steady', query: { beds: 1 } });
    const before = await mine(me);
    for (const [payload, message] of [
      [{}, savedSearchMessages.nothingToChange],
      [{ name: '' }, savedSearchMessages.nameRequired],
      [{ name: longName }, savedSearchMessages.nameTooLong],
      [{ frequency: 'never' }, savedSearchMessages.frequencyInvalid],
    ] as const) {
      const res = await inject({
        method: 'PATCH',
        url: `/api/saved-searches/${id}`,
        headers: me.auth,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(message);
    }
    expect(await mine(me)).toEqual(before);
  });

  it('signed out: every call is a 401', async () => {
    const me = await account();
    const id = await saved(me, { name: 'Mine' });
    const calls: InjectOptions[] = [
      {
        method: 'POST',
        url: '/api/saved-searches',
        payload: { name: 'A', query: {}, frequency: 'off' },
      },
      { method: 'GET', url: '/api/saved-searches' },
      { method: 'PATCH', url: `/api/saved-searches/${id}`, payload: { name: 'B' } },
      { method: 'DELETE', url: `/api/saved-searches/${id}` },
      { method: 'GET', url: '/api/notifications' },
      { method: 'GET', url: '/api/notifications/unread' },
      { method: 'POST', url: '/api/notifications/read', payload: {} },
    ];
    for (const call of calls) {
      const res = await inject(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
    }
    expect(await mine(me)).toMatchObject([{ _id: id, name: 'Mine' }]);
  });
});
