import { expect, it } from 'vitest';
import type { Property } from '@elite/shared';
import { listing, propertyCalls } from './helpers/property-calls';
import { UNKNOWN_FACTS } from './helpers/property-factory';
import { describeEachDatabase } from './helpers/test-app';
import type { TestAccount } from './helpers/factories';

/** Every fact a listing can carry, each set (CONTRACT.md section 6). */
const facts = {
  property_type: 'townhouse',
  bedrooms: 3,
  bathrooms: 2.5,
  living_area: 1840.5,
  lot_size: 2400,
  year_built: 1998,
  description: 'Bright corner unit.\nTwo balconies, quiet street.',
  latitude: 30.2672,
  longitude: -97.7431,
  photos: [
    { url: 'https://example.com/front.jpg', alt: 'The front' },
    { url: 'https://example.com/kitchen.jpg', alt: 'The kitchen' },
  ],
  floor_plan: 'https://example.com/plan.png',
  tour_url: 'https://example.com/tour/42',
};

describeEachDatabase('listing facts: every answer carries them, as sent', (ctx) => {
  const { inject, account, addListing, verify } = propertyCalls(ctx);

  async function get(id: string, who?: TestAccount) {
    const res = await inject({ method: 'GET', url: `/api/property/${id}`, headers: who?.auth });
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  async function list(url: string, who?: TestAccount): Promise<Property[]> {
    const res = await inject({ method: 'GET', url, headers: who?.auth });
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  it('every fact round-trips: the listing, the public list, the admin and agent lists, wishlist and advertised', async () => {
    const agent = await account('agent');
    const admin = await account('admin');
    const buyer = await account('user');
    const { property_image: _ignored, ...body } = listing(facts);
    const id = await addListing(agent, body);
    await verify(admin, id);

    const expected = {
      ...facts,
      _id: id,
      property_image: 'https://example.com/front.jpg',
      status: 'verified',
      listed_at: expect.any(String),
      updated_at: expect.any(String),
      days_on_market: 0,
    };
    const detail = await get(id);
    expect(detail).toMatchObject(expected);
    expect(detail.price_history).toEqual([
      { date: detail.listed_at, event: 'listed', min: 100000, max: 150000 },
    ]);

    const everywhere = [
      (await list('/api/property?limit=100')).find((p) => p._id === id),
      (await list('/api/allProperty', admin)).find((p) => p._id === id),
      (await list(`/api/myAddedProperty/${agent.email}`, agent)).find((p) => p._id === id),
    ];
    for (const p of everywhere) expect(p).toMatchObject(expected);

    const { _id: _unused, ...withoutId } = expected;
    const wished = await inject({
      method: 'POST',
      url: '/api/property/wishlist',
      headers: buyer.auth,
      payload: { wish_property_id: id },
    });
    expect(wished.statusCode).toBe(201);
    const wishes = await list(`/api/property/wishList/${buyer.email}`, buyer);
    expect(wishes[0]).toMatchObject({ ...withoutId, wish_property_id: id });

    const ad = await inject({
      method: 'POST',
      url: '/api/advertiseProperty',
      headers: admin.auth,
      payload: { property_id: id },
    });
    expect(ad.statusCode).toBe(201);
    const ads = (await list('/api/advertiseProperty')) as unknown as { property_id: string }[];
    expect(ads.find((a) => a.property_id === id)).toMatchObject({
      ...withoutId,
      property_id: id,
    });
  });

  it('a listing without facts answers them all as null, its picture as its gallery', async () => {
    const agent = await account('agent');
    const id = await addListing(agent);
    const detail = await get(id, agent);
    expect(detail).toMatchObject({
      ...UNKNOWN_FACTS,
      photos: [{ url: 'https://example.com/loft.jpg', alt: '' }],
      listed_at: null,
      days_on_market: null,
      price_history: [],
    });
    expect(Date.parse(detail.updated_at)).not.toBeNaN();
  });

  const year = new Date().getUTCFullYear();
  /** CONTRACT.md section 6's table, a bad value each, and the field the answer must name. */
  const badValues: [string, Record<string, unknown>, RegExp][] = [
    ['bedrooms 51', { bedrooms: 51 }, /^bedrooms: bedrooms must be at most 50$/],
    ['bedrooms 1.5', { bedrooms: 1.5 }, /^bedrooms: bedrooms must be a whole number$/],
    ['bedrooms -1', { bedrooms: -1 }, /^bedrooms: bedrooms must be at least 0$/],
    ['bathrooms 0.25', { bathrooms: 0.25 }, /^bathrooms: bathrooms must be in steps of 0.5$/],
    ['living_area 0', { living_area: 0 }, /^living_area: living_area must be greater than 0$/],
    ['lot_size 0', { lot_size: 0 }, /^lot_size: lot_size must be greater than 0$/],
    ['living_area 10,000,001', { living_area: 10_000_001 }, /^living_area: .*at most 10,000,000/],
    ['lot_size 10,000,001', { lot_size: 10_000_001 }, /^lot_size: .*at most 10,000,000/],
    ['year_built 1499', { year_built: 1499 }, /^year_built: year_built must be 1500 or later$/],
    [
      'year_built current + 6',
      { year_built: year + 6 },
      new RegExp(`^year_built: year_built must be ${year + 5} or earlier$`),
    ],
    ['description 5001 chars', { description: 'x'.repeat(5001) }, /^description: /],
    ['latitude 91', { latitude: 91, longitude: 0 }, /^latitude: latitude must be between/],
    ['longitude 181', { latitude: 0, longitude: 181 }, /^longitude: longitude must be between/],
    [
      'latitude alone',
      { latitude: 10 },
      /^longitude: latitude and longitude must be sent together$/,
    ],
    [
      'longitude alone',
      { longitude: 10 },
      /^latitude: latitude and longitude must be sent together$/,
    ],
    [
      'one coordinate cleared',
      { latitude: null, longitude: 10 },
      /^latitude: latitude and longitude must be sent together$/,
    ],
    [
      '31 photos',
      { photos: Array.from({ length: 31 }, (_, i) => ({ url: `https://example.com/${i}.jpg` })) },
      /^photos: photos must have at most 30 photos$/,
    ],
    [
      'alt 201 chars',
      { photos: [{ url: 'https://example.com/a.jpg', alt: 'a'.repeat(201) }] },
      /^photos\.0\.alt: alt is at most 200 characters$/,
    ],
    ['photo url javascript:', { photos: [{ url: 'javascript:alert(1)' }] }, /^photos\.0\.url: /],
    ['photo url http:', { photos: [{ url: 'http://example.com/a.jpg' }] }, /^photos\.0\.url: /],
    ['no photos', { photos: [] }, /^photos: /],
    ['floor_plan http:', { floor_plan: 'http://example.com/plan.png' }, /^floor_plan: /],
    [
      'tour_url http://',
      { tour_url: 'http://example.com/tour' },
      /^tour_url: tour_url must be an https:\/\/ URL$/,
    ],
    [
      'unknown property_type',
      { property_type: 'castle' },
      /^property_type: property_type must be one of/,
    ],
  ];

  it.each(badValues)(
    'refuses %s on create with a 400 naming the field, storing nothing',
    async (_, bad, message) => {
      const agent = await account('agent');
      const res = await inject({
        method: 'POST',
        url: '/api/property',
        headers: agent.auth,
        payload: listing(bad),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
      expect(await list(`/api/myAddedProperty/${agent.email}`, agent)).toEqual([]);
    },
  );

  it.each(badValues)(
    'refuses %s on update with a 400 naming the field, changing nothing',
    async (_, bad, message) => {
      const agent = await account('agent');
      const admin = await account('admin');
      const id = await addListing(agent, facts);
      await verify(admin, id);
      const before = await get(id);
      const res = await inject({
        method: 'PUT',
        url: `/api/property/${id}`,
        headers: agent.auth,
        payload: listing({ property_title: 'Changed', ...bad }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
      expect(await get(id)).toEqual(before);
    },
  );

  it('accepts the edges of each rule', async () => {
    const agent = await account('agent');
    const edges = {
      property_type: 'land',
      bedrooms: 50,
      bathrooms: 0,
      living_area: 10_000_000,
      lot_size: 0.5,
      year_built: year + 5,
      description: 'x'.repeat(5000),
      latitude: -90,
      longitude: 180,
      photos: Array.from({ length: 30 }, (_, i) => ({
        url: `https://example.com/${i}.jpg`,
        alt: i === 0 ? 'a'.repeat(200) : '',
      })),
      tour_url: 'https://example.com/3d',
    };
    const id = await addListing(agent, edges);
    expect(await get(id, agent)).toMatchObject({ ...edges, year_built: year + 5 });
    const early = await addListing(agent, { year_built: 1500, bedrooms: 0, bathrooms: 50 });
    expect(await get(early, agent)).toMatchObject({ year_built: 1500, bedrooms: 0, bathrooms: 50 });
  });

  it('the cover and the gallery stay one: photos only, image only, either on update', async () => {
    const agent = await account('agent');
    const gallery = facts.photos;
    // Created with photos only: the cover is the first photo.
    const { property_image: _unused, ...noImage } = listing({ photos: gallery });
    const a = await addListing(agent, noImage);
    expect(await get(a, agent)).toMatchObject({
      property_image: gallery[0]!.url,
      photos: gallery,
    });
    // Both sent: photos win.
    const b = await addListing(agent, {
      property_image: 'https://example.com/x.jpg',
      photos: gallery,
    });
    expect(await get(b, agent)).toMatchObject({ property_image: gallery[0]!.url, photos: gallery });
    // Created with the image only: it is the whole gallery.
    const c = await addListing(agent, { property_image: 'https://example.com/only.jpg' });
    expect((await get(c, agent)).photos).toEqual([
      { url: 'https://example.com/only.jpg', alt: '' },
    ]);

    const update = (id: string, body: Record<string, unknown>) =>
      inject({ method: 'PUT', url: `/api/property/${id}`, headers: agent.auth, payload: body });
    // Updated with the image alone (SPEC.md's form): the cover is replaced, the rest kept.
    expect(
      (await update(a, listing({ property_image: 'https://example.com/new.jpg' }))).statusCode,
    ).toBe(200);
    expect(await get(a, agent)).toMatchObject({
      property_image: 'https://example.com/new.jpg',
      photos: [{ url: 'https://example.com/new.jpg', alt: '' }, gallery[1]],
    });
    // The same image again keeps the cover's alt text.
    await update(b, listing({ property_image: gallery[0]!.url }));
    expect((await get(b, agent)).photos).toEqual(gallery);
    // Updated with photos: the gallery is replaced and the cover follows.
    const next = [
      { url: 'https://example.com/garden.jpg', alt: 'Garden' },
      { url: 'https://example.com/hall.jpg', alt: '' },
      { url: 'https://example.com/attic.jpg', alt: 'Attic' },
    ];
    await update(a, listing({ photos: next }));
    expect(await get(a, agent)).toMatchObject({ property_image: next[0]!.url, photos: next });
  });

  it('on update a fact left out keeps its value and null clears it; a fact-only change goes back to pending', async () => {
    const agent = await account('agent');
    const admin = await account('admin');
    const id = await addListing(agent, facts);
    await verify(admin, id);

    // SPEC.md's update form: none of the facts, the same picture.
    const res = await inject({
      method: 'PUT',
      url: `/api/property/${id}`,
      headers: agent.auth,
      payload: listing({ property_image: facts.photos[0]!.url, property_title: 'Renamed' }),
    });
    expect(res.statusCode).toBe(200);
    expect(await get(id, agent)).toMatchObject({ ...facts, property_title: 'Renamed' });

    await verify(admin, id);
    const cleared = await inject({
      method: 'PUT',
      url: `/api/property/${id}`,
      headers: agent.auth,
      payload: listing({ property_title: 'Renamed', ...UNKNOWN_FACTS, bedrooms: 4 }),
    });
    expect(cleared.statusCode).toBe(200);
    const after = await get(id, agent);
    // Only a fact changed, and the listing is under review again for its agent; the public
    // keeps the version last verified (CONTRACT.md section 6).
    expect(after).toMatchObject({ ...UNKNOWN_FACTS, bedrooms: 4, status: 'pending' });
    const listed = (await list('/api/property?limit=100')).find((p) => p._id === id);
    expect(listed).toMatchObject({ ...facts, property_title: 'Renamed', status: 'verified' });
  });

  it('the OpenAPI document carries every fact, in answers and in bodies', async () => {
    const res = await inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const text = JSON.stringify(res.json().paths);
    type Schema = { properties?: Record<string, unknown> };
    const paths = res.json().paths as Record<
      string,
      Record<
        string,
        {
          requestBody?: { content: Record<string, { schema: Schema }> };
          responses: Record<
            string,
            { content?: Record<string, { schema: Schema & { items?: Schema } }> }
          >;
        }
      >
    >;
    const answer = (path: string, method: string) => {
      const schema = paths[path]![method]!.responses['200']!.content!['application/json']!.schema;
      return Object.keys((schema.items ?? schema).properties ?? {});
    };
    const sent = Object.keys(
      paths['/api/property']!.post!.requestBody!.content['application/json']!.schema.properties ??
        {},
    );
    const factNames = [...Object.keys(facts)];
    const answerNames = [...factNames, 'listed_at', 'updated_at', 'days_on_market'];
    expect(sent).toEqual(expect.arrayContaining(factNames));
    expect(answer('/api/property/{id}', 'get')).toEqual(
      expect.arrayContaining([...answerNames, 'price_history']),
    );
    for (const path of [
      '/api/property',
      '/api/allProperty',
      '/api/myAddedProperty/{email}',
      '/api/property/wishList/{email}',
      '/api/advertiseProperty',
    ]) {
      expect(answer(path, 'get')).toEqual(expect.arrayContaining(answerNames));
    }
    expect(text).toContain('price_changed');
  });
});
