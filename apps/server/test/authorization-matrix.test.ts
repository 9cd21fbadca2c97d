import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { createAccount, GOOD_PASSWORD, uniqueEmail, type TestAccount } from './helpers/factories';
import { multipart, temporaryDataDir } from './helpers/images';
import { createListing } from './helpers/marketplace-factories';
import { describeEachDatabase, type TestContext } from './helpers/test-app';

/**
 * Every route, called as every kind of caller: the allowed ones succeed, the others are
 * refused and change nothing. A route that has no row here fails the coverage test.
 */
const callers = ['anonymous', 'user', 'ownerAgent', 'otherAgent', 'admin'] as const;
type Caller = (typeof callers)[number];
type Expected = Record<Caller, number>;

interface World {
  ctx: TestContext;
  accounts: Record<Exclude<Caller, 'anonymous'>, TestAccount>;
  /** A verified listing of ownerAgent, wishlisted, offered on and reviewed by user. */
  property: string;
  pendingProperty: string;
  wishlistEntry: string;
  offer: string;
  /** A fresh verified listing of ownerAgent. */
  newListing(status?: 'verified' | 'pending'): Promise<string>;
  /** An offer of user on a fresh listing, accepted by ownerAgent. */
  acceptedOffer(): Promise<string>;
  /** A sandbox payment intent for one of user's accepted offers. */
  paymentIntent(offerId: string): Promise<{ clientSecret: string; id: string }>;
  /** An accepted offer of user, paid with the sandbox's good card (so its sale is recorded). */
  paidOffer(): Promise<{ offerId: string; transactionId: string }>;
  /** A fresh account that may be changed or deleted. */
  newAccount(role?: 'user' | 'agent'): Promise<TestAccount>;
  /** A throwaway token for the caller, for calls that end or rotate it. */
  freshAuth(caller: Caller): Promise<Record<string, string>>;
}

interface Row {
  expected: Expected;
  request(world: World, caller: Caller): Promise<InjectOptions> | InjectOptions;
}

/** [anonymous, user, ownerAgent, otherAgent, admin] */
const statuses = (...codes: [number, number, number, number, number]): Expected => ({
  anonymous: codes[0],
  user: codes[1],
  ownerAgent: codes[2],
  otherAgent: codes[3],
  admin: codes[4],
});
const everyone = (code: number) => statuses(code, code, code, code, code);
const signedIn = (code: number) => statuses(401, code, code, code, code);
const adminOnly = (code: number) => statuses(401, 403, 403, 403, code);

const get = (url: string): InjectOptions => ({ method: 'GET', url });

const matrix: Record<string, Row> = {
  'GET /api/health': { expected: everyone(200), request: () => get('/api/health') },
  'GET /api/config': { expected: everyone(200), request: () => get('/api/config') },

  // Identity
  'POST /api/auth/register': {
    expected: everyone(201),
    request: () => ({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'New Person', email: uniqueEmail('matrix'), password: GOOD_PASSWORD },
    }),
  },
  'POST /api/auth/login': {
    expected: everyone(200),
    request: (w) => ({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: w.accounts.user.email, password: GOOD_PASSWORD },
    }),
  },
  'POST /api/auth/logout': {
    expected: signedIn(204),
    request: async (w, c) => ({
      method: 'POST',
      url: '/api/auth/logout',
      headers: await w.freshAuth(c),
    }),
  },
  'GET /api/auth/me': { expected: signedIn(200), request: () => get('/api/auth/me') },
  'PATCH /api/auth/me': {
    expected: signedIn(200),
    request: () => ({ method: 'PATCH', url: '/api/auth/me', payload: { name: 'Same Name' } }),
  },
  // Social sign-in (no provider configured here: each start or callback goes back to /login).
  'GET /api/auth/google': { expected: everyone(302), request: () => get('/api/auth/google') },
  'GET /api/auth/google/callback': {
    expected: everyone(302),
    request: () => get('/api/auth/google/callback?code=x&state=y'),
  },
  'GET /api/auth/facebook': { expected: everyone(302), request: () => get('/api/auth/facebook') },
  'GET /api/auth/facebook/callback': {
    expected: everyone(302),
    request: () => get('/api/auth/facebook/callback?code=x&state=y'),
  },
  'POST /api/auth/exchange': {
    expected: everyone(401),
    request: () => ({ method: 'POST', url: '/api/auth/exchange', payload: { code: 'not-issued' } }),
  },
  'POST /api/jwt': {
    expected: signedIn(200),
    request: async (w, c) => ({ method: 'POST', url: '/api/jwt', headers: await w.freshAuth(c) }),
  },
  'POST /api/users': {
    expected: signedIn(200),
    request: () => ({ method: 'POST', url: '/api/users', payload: { role: 'admin' } }),
  },
  'GET /api/user/{email}': {
    expected: statuses(401, 200, 403, 403, 200),
    request: (w) => get(`/api/user/${w.accounts.user.email}`),
  },
  'GET /api/allUser': { expected: adminOnly(200), request: () => get('/api/allUser') },
  'PATCH /api/user/{id}': {
    expected: adminOnly(200),
    request: async (w) => ({
      method: 'PATCH',
      url: `/api/user/${(await w.newAccount()).id}`,
      payload: { role: 'agent' },
    }),
  },
  'DELETE /api/user/{id}': {
    expected: adminOnly(200),
    request: async (w) => ({ method: 'DELETE', url: `/api/user/${(await w.newAccount()).id}` }),
  },
  'PATCH /api/fraudUser/{email}': {
    expected: adminOnly(200),
    request: async (w) => ({
      method: 'PATCH',
      url: `/api/fraudUser/${(await w.newAccount('agent')).email}`,
      payload: { status: 'fraud' },
    }),
  },

  // Properties and moderation
  'GET /api/property': { expected: everyone(200), request: () => get('/api/property') },
  'GET /api/property/{id}': {
    // A pending listing: only its agent and admins see it.
    expected: statuses(404, 404, 200, 404, 200),
    request: (w) => get(`/api/property/${w.pendingProperty}`),
  },
  'POST /api/property': {
    expected: statuses(401, 403, 201, 201, 403),
    request: () => ({
      method: 'POST',
      url: '/api/property',
      payload: {
        property_title: 'Matrix house',
        location: 'Denver',
        property_image: 'https://example.com/m.jpg',
        price_range: { min: 1000, max: 2000 },
      },
    }),
  },
  'PUT /api/property/{id}': {
    expected: statuses(401, 403, 200, 403, 403),
    request: async (w) => ({
      method: 'PUT',
      url: `/api/property/${await w.newListing()}`,
      payload: {
        property_title: 'Renamed',
        location: 'Denver',
        property_image: 'https://example.com/m.jpg',
        price_range: { min: 1000, max: 2000 },
      },
    }),
  },
  'PATCH /api/property/{id}': {
    expected: adminOnly(200),
    request: async (w) => ({
      method: 'PATCH',
      url: `/api/property/${await w.newListing('pending')}`,
      payload: { status: 'verified' },
    }),
  },
  'DELETE /api/property/{id}': {
    expected: statuses(401, 403, 200, 403, 403),
    request: async (w) => ({ method: 'DELETE', url: `/api/property/${await w.newListing()}` }),
  },
  'GET /api/allProperty': { expected: adminOnly(200), request: () => get('/api/allProperty') },
  'GET /api/myAddedProperty/{email}': {
    expected: statuses(401, 403, 200, 403, 200),
    request: (w) => get(`/api/myAddedProperty/${w.accounts.ownerAgent.email}`),
  },

  // Advertising
  'GET /api/advertiseProperty': {
    expected: everyone(200),
    request: () => get('/api/advertiseProperty'),
  },
  'POST /api/advertiseProperty': {
    expected: adminOnly(201),
    request: async (w) => ({
      method: 'POST',
      url: '/api/advertiseProperty',
      payload: { property_id: await w.newListing() },
    }),
  },

  'DELETE /api/advertiseProperty/{propertyId}': {
    expected: adminOnly(200),
    request: async (w) => {
      const id = await w.newListing();
      await w.ctx.app.inject({
        method: 'POST',
        url: '/api/advertiseProperty',
        headers: w.accounts.admin.auth,
        payload: { property_id: id },
      });
      return { method: 'DELETE', url: `/api/advertiseProperty/${id}` };
    },
  },

  // Wishlist
  'POST /api/property/wishlist': {
    // The owner agent's own listing is a rule refusal (409), not a permission one.
    expected: statuses(401, 201, 409, 201, 201),
    request: async (w) => ({
      method: 'POST',
      url: '/api/property/wishlist',
      payload: { wish_property_id: await w.newListing() },
    }),
  },
  'GET /api/property/wishList/{email}': {
    expected: statuses(401, 200, 403, 403, 200),
    request: (w) => get(`/api/property/wishList/${w.accounts.user.email}`),
  },
  'DELETE /api/property/wishlist/{id}': {
    expected: statuses(401, 200, 403, 403, 403),
    request: async (w) => {
      const res = await w.ctx.app.inject({
        method: 'POST',
        url: '/api/property/wishlist',
        headers: w.accounts.user.auth,
        payload: { wish_property_id: await w.newListing() },
      });
      return { method: 'DELETE', url: `/api/property/wishlist/${res.json().insertedId}` };
    },
  },
  'GET /api/offerProperty/wishList/{id}': {
    expected: statuses(401, 200, 403, 403, 403),
    request: (w) => get(`/api/offerProperty/wishList/${w.wishlistEntry}`),
  },

  // Offers
  'POST /api/propertyOffer': {
    expected: statuses(401, 201, 409, 201, 201),
    request: async (w) => ({
      method: 'POST',
      url: '/api/propertyOffer',
      payload: { offer_property_id: await w.newListing(), offered_price: 150_000 },
    }),
  },
  'GET /api/propertyOffer/{email}': {
    expected: statuses(401, 200, 403, 403, 200),
    request: (w) => get(`/api/propertyOffer/${w.accounts.user.email}`),
  },
  'GET /api/propertyOffer/payable/{id}': {
    expected: statuses(401, 200, 403, 403, 403),
    request: (w) => get(`/api/propertyOffer/payable/${w.offer}`),
  },
  'GET /api/requestedProperty/{email}': {
    expected: statuses(401, 403, 200, 403, 200),
    request: (w) => get(`/api/requestedProperty/${w.accounts.ownerAgent.email}`),
  },
  'PATCH /api/requestProperty/{id}': {
    expected: statuses(401, 403, 200, 403, 403),
    request: async (w) => {
      const res = await w.ctx.app.inject({
        method: 'POST',
        url: '/api/propertyOffer',
        headers: w.accounts.user.auth,
        payload: { offer_property_id: await w.newListing(), offered_price: 150_000 },
      });
      return {
        method: 'PATCH',
        url: `/api/requestProperty/${res.json().insertedId}`,
        payload: { status: 'rejected' },
      };
    },
  },

  // Sales
  'GET /api/mySoldProperty/{email}': {
    expected: statuses(401, 403, 200, 403, 200),
    request: (w) => get(`/api/mySoldProperty/${w.accounts.ownerAgent.email}`),
  },
  'GET /api/totalAmount/{email}': {
    expected: statuses(401, 403, 200, 403, 200),
    request: (w) => get(`/api/totalAmount/${w.accounts.ownerAgent.email}`),
  },
  'POST /api/create-payment-intent': {
    expected: statuses(401, 200, 403, 403, 403),
    request: async (w) => ({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { offerId: await w.acceptedOffer() },
    }),
  },
  'POST /api/payments/sandbox/confirm': {
    expected: statuses(401, 200, 403, 403, 403),
    request: async (w) => ({
      method: 'POST',
      url: '/api/payments/sandbox/confirm',
      payload: {
        clientSecret: (await w.paymentIntent(await w.acceptedOffer())).clientSecret,
        cardNumber: '4242 4242 4242 4242',
        exp: '12/40',
        cvc: '123',
      },
    }),
  },
  'POST /api/payments/stripe/webhook': {
    // Stripe is not enabled in this suite; its signature, not a token, guards the route.
    expected: everyone(404),
    request: () => ({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: '{"id":"evt_1","type":"payment_intent.succeeded"}',
    }),
  },
  'POST /api/soldProperty': {
    expected: statuses(401, 200, 403, 403, 403),
    request: async (w) => {
      const paid = await w.paidOffer();
      return { method: 'POST', url: '/api/soldProperty', payload: paid };
    },
  },
  'PATCH /api/soldProperty/{id}': {
    expected: statuses(401, 200, 403, 403, 403),
    request: async (w) => {
      const paid = await w.paidOffer();
      return {
        method: 'PATCH',
        url: `/api/soldProperty/${paid.offerId}`,
        payload: { status: 'bought', transactionId: paid.transactionId },
      };
    },
  },
  'DELETE /api/soldProperty/{id}': {
    // Each caller removes only their own wishlist entry for the property.
    expected: signedIn(200),
    request: (w) => ({ method: 'DELETE', url: `/api/soldProperty/${w.property}` }),
  },

  // Reviews
  'GET /api/allReviews': { expected: everyone(200), request: () => get('/api/allReviews') },
  'GET /api/allReview': { expected: adminOnly(200), request: () => get('/api/allReview') },
  'GET /api/reviews/{propertyId}': {
    expected: everyone(200),
    request: (w) => get(`/api/reviews/${w.property}`),
  },
  'POST /api/review': {
    expected: signedIn(201),
    request: (w) => ({
      method: 'POST',
      url: '/api/review',
      payload: { property_id: w.property, review_description: 'Lovely light.' },
    }),
  },
  'GET /api/myReview/{email}': {
    expected: statuses(401, 200, 403, 403, 200),
    request: (w) => get(`/api/myReview/${w.accounts.user.email}`),
  },
  'DELETE /api/myReview/{id}': {
    // The reviewer deletes their own review; an admin any review.
    expected: statuses(401, 200, 403, 403, 200),
    request: async (w) => {
      const res = await w.ctx.app.inject({
        method: 'POST',
        url: '/api/review',
        headers: w.accounts.user.auth,
        payload: { property_id: w.property, review_description: 'To be deleted.' },
      });
      return { method: 'DELETE', url: `/api/myReview/${res.json().insertedId}` };
    },
  },

  // Newsletter and images
  'POST /api/newsletter': {
    expected: everyone(201),
    request: () => ({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: uniqueEmail('news') },
    }),
  },
  'POST /api/images': {
    expected: signedIn(201),
    request: async () => {
      const bytes = await sharp({
        create: { width: 8, height: 8, channels: 3, background: '#884422' },
      })
        .png()
        .toBuffer();
      const body = await multipart(
        {},
        { image: { bytes, filename: 'a.png', contentType: 'image/png' } },
      );
      return { method: 'POST', url: '/api/images', headers: body.headers, payload: body.payload };
    },
  },
  'GET /images/{name}': {
    expected: everyone(200),
    request: async (w) => {
      const bytes = await sharp({
        create: { width: 8, height: 8, channels: 3, background: '#224488' },
      })
        .png()
        .toBuffer();
      const body = await multipart(
        {},
        { image: { bytes, filename: 'b.png', contentType: 'image/png' } },
      );
      const res = await w.ctx.app.inject({
        method: 'POST',
        url: '/api/images',
        headers: { ...w.accounts.user.auth, ...body.headers },
        payload: body.payload,
      });
      return get(res.json().data.display_url);
    },
  },
};

const fingerprintTables = [
  'users',
  'sessions',
  'properties',
  'wishlist_entries',
  'offers',
  'sales',
  'payment_intents',
  'processed_webhook_events',
  'oauth_states',
  'oauth_codes',
  'oauth_accounts',
  'reviews',
  'advertisements',
  'newsletter_subscribers',
];

/** A digest of every stored row, to prove a refused call changed nothing. */
async function fingerprint(ctx: TestContext): Promise<string> {
  const parts: string[] = [];
  for (const table of fingerprintTables) {
    const result = await ctx.db.execute(
      sql.raw(
        `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as d from ${table} t`,
      ),
    );
    const rows = (result as unknown as { rows: { d: string }[] }).rows;
    parts.push(`${table}:${rows[0]?.d}`);
  }
  return parts.join(',');
}

describeEachDatabase(
  'authorization matrix',
  (ctx) => {
    let world: World;

    beforeAll(async () => {
      const c = ctx();
      const { app, db } = c;
      const [user, ownerAgent, otherAgent, admin] = await Promise.all([
        createAccount(app, db, { role: 'user' }),
        createAccount(app, db, { role: 'agent' }),
        createAccount(app, db, { role: 'agent' }),
        createAccount(app, db, { role: 'admin' }),
      ]);
      const newListing = (status: 'verified' | 'pending' = 'verified') =>
        createListing(app, db, ownerAgent, { status });
      const property = await newListing();
      const pendingProperty = await newListing('pending');
      const as = (account: TestAccount, options: InjectOptions) =>
        app.inject({ ...options, headers: { ...account.auth, ...options.headers } });
      const wishlistEntry = (
        await as(user, {
          method: 'POST',
          url: '/api/property/wishlist',
          payload: { wish_property_id: property },
        })
      ).json().insertedId as string;
      const offer = (
        await as(user, {
          method: 'POST',
          url: '/api/propertyOffer',
          payload: { offer_property_id: property, offered_price: 150_000 },
        })
      ).json().insertedId as string;
      const accounts = { user, ownerAgent, otherAgent, admin };
      const acceptedOffer = async () => {
        const offerId = (
          await as(user, {
            method: 'POST',
            url: '/api/propertyOffer',
            payload: { offer_property_id: await newListing(), offered_price: 150_000 },
          })
        ).json().insertedId as string;
        await as(ownerAgent, {
          method: 'PATCH',
          url: `/api/requestProperty/${offerId}`,
          payload: { status: 'accepted' },
        });
        return offerId;
      };
      const paymentIntent = async (offerId: string) => {
        const { clientSecret } = (
          await as(user, {
            method: 'POST',
            url: '/api/create-payment-intent',
            payload: { offerId },
          })
        ).json() as { clientSecret: string };
        return { clientSecret, id: clientSecret.split('_secret_')[0]! };
      };
      const paidOffer = async () => {
        const offerId = await acceptedOffer();
        const intent = await paymentIntent(offerId);
        await as(user, {
          method: 'POST',
          url: '/api/payments/sandbox/confirm',
          payload: {
            clientSecret: intent.clientSecret,
            cardNumber: '4242424242424242',
            exp: '12/40',
            cvc: '123',
          },
        });
        return { offerId, transactionId: intent.id };
      };
      world = {
        ctx: c,
        accounts,
        property,
        pendingProperty,
        wishlistEntry,
        offer,
        newListing,
        acceptedOffer,
        paymentIntent,
        paidOffer,
        newAccount: (role = 'user') => createAccount(app, db, { role }),
        async freshAuth(caller): Promise<Record<string, string>> {
          if (caller === 'anonymous') return {};
          const res = await app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: accounts[caller].email, password: GOOD_PASSWORD },
          });
          return { authorization: `Bearer ${res.json().token}` };
        },
      };
    });

    it('has a row for every route the server serves', async () => {
      const doc = (await ctx().app.inject(get('/api/docs/json'))).json() as {
        paths: Record<string, Record<string, unknown>>;
      };
      const served = Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
      );
      expect(served.sort()).toEqual(Object.keys(matrix).sort());
    });

    for (const [route, row] of Object.entries(matrix)) {
      it(`${route}: allowed callers succeed, the others are refused and change nothing`, async () => {
        for (const caller of callers) {
          const options = await row.request(world, caller);
          const headers =
            caller === 'anonymous'
              ? { ...options.headers }
              : { ...world.accounts[caller].auth, ...options.headers };
          const expected = row.expected[caller];
          const refused = expected === 401 || expected === 403 || expected === 404;
          const before = refused ? await fingerprint(ctx()) : '';
          const res = await ctx().app.inject({ ...options, headers });
          expect(res.statusCode, `${route} as ${caller}: ${res.body.slice(0, 200)}`).toBe(expected);
          if (refused) {
            expect(res.json().message, `${route} as ${caller} explains itself`).toBeTruthy();
            expect(await fingerprint(ctx()), `${route} as ${caller} changed data`).toBe(before);
          }
        }
      });
    }
  },
  { DATA_DIR: temporaryDataDir('matrix').dir },
);
