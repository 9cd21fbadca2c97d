import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { createAccount, GOOD_PASSWORD, type TestAccount } from '../factories';
import { createListing } from '../marketplace-factories';
import type { TestContext } from '../test-app';
import type { World } from './rows';

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
  'conversations',
  'conversation_messages',
  'messaging_blocks',
  'viewings',
  'agent_reviews',
  'listing_reports',
];

/** A digest of every stored row, to prove a refused call changed nothing. */
export async function fingerprint(ctx: TestContext): Promise<string> {
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

/** The callers' accounts and records, and makers of fresh ones for calls that use one up. */
export async function buildMatrixWorld(c: TestContext): Promise<World> {
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
  return {
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
}
