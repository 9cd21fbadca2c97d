import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { messages } from '@elite/shared';
import { properties, users } from '../src/db/schema';
import { createAccount, GOOD_PASSWORD, uniqueEmail, type TestAccount } from './helpers/factories';
import { addListing } from './helpers/property-factory';
import { describeEachDatabase } from './helpers/test-app';

/**
 * Every image URL a client sends (photoURL, property_image, agent_image) ends up in other
 * visitors' pages, whose browsers then ask for it: only an image stored on this site or an
 * https:// URL is taken, never a path that leads elsewhere on the site.
 */
const storedImage = `/images/${'ab'.repeat(32)}.webp`;
const badImages = [
  '/images/../api/allUser',
  '/images/%2e%2e/api/allUser',
  `/images/${'ab'.repeat(32)}.webp/../../api/allUser`,
  '/images/photo.jpg',
  '/api/allUser',
  'https://example.com/images/../../api/allUser',
  'https://user:secret@example.com/a.jpg',
  'http://example.com/a.jpg',
];

describeEachDatabase('image URL fields', (ctx) => {
  const inject = (options: InjectOptions) => ctx().app.inject(options);
  let agent: TestAccount;

  beforeAll(async () => {
    agent = await createAccount(ctx().app, ctx().db, { role: 'agent' });
  });

  const refusedNaming = (field: string, res: { statusCode: number; json(): unknown }) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: `${field}: ${messages.imageUrlInvalid}` });
  };

  it('registration refuses a photoURL that is not a stored image or an https URL, and stores no account', async () => {
    for (const photoURL of badImages) {
      const email = uniqueEmail('dots');
      const res = await inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Dot Dot', email, password: GOOD_PASSWORD, photoURL },
      });
      refusedNaming('photoURL', res);
      expect(await ctx().db.select().from(users).where(eq(users.email, email))).toEqual([]);
    }
  });

  it('a profile update refuses such a photoURL and keeps the photo', async () => {
    const account = await createAccount(ctx().app, ctx().db);
    const set = await inject({
      method: 'PATCH',
      url: '/api/auth/me',
      headers: account.auth,
      payload: { photoURL: storedImage },
    });
    expect(set.statusCode).toBe(200);
    for (const photoURL of badImages) {
      const res = await inject({
        method: 'PATCH',
        url: '/api/auth/me',
        headers: account.auth,
        payload: { photoURL },
      });
      refusedNaming('photoURL', res);
    }
    const me = await inject({ method: 'GET', url: '/api/auth/me', headers: account.auth });
    expect(me.json().photoURL).toBe(storedImage);
  });

  it('POST /api/users refuses such a photoURL', async () => {
    const account = await createAccount(ctx().app, ctx().db);
    const res = await inject({
      method: 'POST',
      url: '/api/users',
      headers: account.auth,
      payload: { email: account.email, name: account.name, photoURL: badImages[0] },
    });
    refusedNaming('photoURL', res);
    const fine = await inject({
      method: 'POST',
      url: '/api/users',
      headers: account.auth,
      payload: { email: account.email, name: account.name, photoURL: null },
    });
    expect(fine.statusCode).toBe(200);
  });

  it('adding or updating a listing refuses such a property_image or agent_image', async () => {
    for (const image of badImages) {
      const add = await inject({
        method: 'POST',
        url: '/api/property',
        headers: agent.auth,
        payload: {
          property_title: 'Dotted flat',
          location: 'Seattle',
          property_image: image,
          price_range: { min: 1, max: 2 },
        },
      });
      refusedNaming('property_image', add);
    }
    const id = await addListing(ctx().app, agent, { property_image: storedImage });
    for (const field of ['property_image', 'agent_image']) {
      const res = await inject({
        method: 'PUT',
        url: `/api/property/${id}`,
        headers: agent.auth,
        payload: {
          property_title: 'Dotted flat',
          location: 'Seattle',
          property_image: storedImage,
          price_range: { min: 1, max: 2 },
          [field]: badImages[0],
        },
      });
      refusedNaming(field, res);
    }
    const [row] = await ctx().db.select().from(properties).where(eq(properties.id, id));
    expect(row?.image).toBe(storedImage);
  });

  it('takes stored images and https URLs', async () => {
    for (const image of [storedImage, 'https://cdn.example.com/photos/house.jpg?w=800']) {
      const id = await addListing(ctx().app, agent, { property_image: image });
      const own = await inject({
        method: 'GET',
        url: `/api/property/${id}`,
        headers: agent.auth,
      });
      expect(own.json().property_image).toBe(image);
    }
  });
});
