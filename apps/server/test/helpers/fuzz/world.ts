import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { users } from '../../../src/db/schema';
import { hashPassword } from '../../../src/modules/identity/passwords';
import { createAccount, uniqueEmail, type TestAccount } from '../factories';
import { inDays } from '../conversation-calls';
import { createListing } from '../marketplace-factories';
import type { TestContext } from '../test-app';
import type { Caller } from './access';
import { operationsOf, type Operation } from './operations';
import type { Pools } from './requests';

export interface FuzzWorld {
  ops: Operation[];
  tables: string[];
  accounts: Record<Exclude<Caller, 'anonymous'>, TestAccount>;
  pools: Record<Caller, Pools>;
  /** Who owns each record id that only its owner may read. */
  ownerOf: Map<string, Caller | 'bystander'>;
  bystanderIds: string[];
}

/**
 * The fuzzer's world: a user, an agent and an admin with their own records, two bystanders
 * with theirs, and spare records the admin may change without changing the callers.
 */
export async function buildFuzzWorld({ app, db }: TestContext): Promise<FuzzWorld> {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const ops = operationsOf(doc);
  const tableRows = await db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const tables = (tableRows as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);

  const make = (role: 'user' | 'agent' | 'admin') => createAccount(app, db, { role });
  const [user, agent, admin, byUser, byAgent, spareUser, spareAgent] = await Promise.all([
    make('user'),
    make('agent'),
    make('admin'),
    make('user'),
    make('agent'),
    make('user'),
    make('agent'),
  ]);
  const accounts = { user, agent, admin };
  const bystanderIds = [byUser.id, byAgent.id];
  // A password the fuzzer never sends: signing in as a bystander is not what it tests.
  await db
    .update(users)
    .set({ passwordHash: await hashPassword('Bystander!Only9') })
    .where(inArray(users.id, bystanderIds));

  const as = (who: TestAccount, options: InjectOptions) =>
    app.inject({ ...options, headers: { ...who.auth, ...options.headers } });
  const post = async (who: TestAccount, url: string, payload: object) =>
    (await as(who, { method: 'POST', url, payload })).json().insertedId as string;
  /** A buyer wishlists, offers on and reviews a listing. */
  const engage = async (who: TestAccount, listing: string) => ({
    wish: await post(who, '/api/property/wishlist', { wish_property_id: listing }),
    offer: await post(who, '/api/propertyOffer', {
      offer_property_id: listing,
      offered_price: 150_000,
    }),
    review: await post(who, '/api/review', { property_id: listing, review_description: 'Hm.' }),
  });

  // The callers' own world: the agent's listings; the user's entries, offers and review.
  const listing = await createListing(app, db, agent);
  const pendingListing = await createListing(app, db, agent, { status: 'pending' });
  const forSale = await createListing(app, db, agent);
  const { wish, offer, review } = await engage(user, listing);
  const accepted = await post(user, '/api/propertyOffer', {
    offer_property_id: forSale,
    offered_price: 150_000,
  });
  await as(agent, {
    method: 'PATCH',
    url: `/api/requestProperty/${accepted}`,
    payload: { status: 'accepted' },
  });
  const intent = (
    await as(user, {
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { offerId: accepted },
    })
  ).json();

  // The bystanders' world, on the bystander agent's listings only.
  const byListing = await createListing(app, db, byAgent);
  const { wish: byWish, offer: byOffer, review: byReview } = await engage(byUser, byListing);

  // A conversation and a viewing each: the callers' own and the bystanders'.
  const talk = async (who: TestAccount, about: string) => ({
    conversation: await post(who, '/api/conversations', { property_id: about, message: 'Hi' }),
    viewing: await post(who, '/api/viewings', { property_id: about, start: inDays(7) }),
  });
  const mine = await talk(user, listing);
  const theirs = await talk(byUser, byListing);

  // What the admin may change without changing the callers: spare accounts and listings.
  const spareListing = await createListing(app, db, spareAgent, { status: 'pending' });
  const spareVerified = await createListing(app, db, spareAgent);

  const ownerOf = new Map<string, Caller | 'bystander'>();
  for (const id of [wish, offer, accepted]) ownerOf.set(id, 'user');
  for (const id of [byWish, byOffer]) ownerOf.set(id, 'bystander');

  const image = '/images/' + 'a'.repeat(64) + '.webp';
  const shared = {
    clientSecrets: [intent.clientSecret as string, 'pi_x_secret_y', ''],
    transactionIds: [String(intent.clientSecret).split('_secret_')[0]!, 'pi_fake', "' OR 1=1"],
    images: ['https://example.com/a.jpg', image, 'http://example.com/a.jpg', 'ftp://x'],
  };
  const everyId = [
    listing,
    pendingListing,
    forSale,
    wish,
    offer,
    accepted,
    review,
    byListing,
    byWish,
    byOffer,
    byReview,
    mine.conversation,
    mine.viewing,
    theirs.conversation,
    theirs.viewing,
    user.id,
    agent.id,
    byUser.id,
    byAgent.id,
    randomUUID(),
    'not-an-id',
  ];
  const everyEmail = [
    user.email,
    agent.email,
    admin.email,
    byUser.email,
    byAgent.email,
    uniqueEmail('nobody'),
    'not-an-email',
  ];
  const callerPools: Pools = { ...shared, ids: everyId, emails: everyEmail };
  const pools = {} as Record<Caller, Pools>;
  pools.anonymous = callerPools;
  pools.user = callerPools;
  pools.agent = callerPools;
  pools.admin = {
    ...shared,
    ids: [
      spareListing,
      spareVerified,
      spareUser.id,
      spareAgent.id,
      byReview,
      randomUUID(),
      'not-an-id',
    ],
    emails: [spareAgent.email, spareUser.email, admin.email, uniqueEmail('nobody'), 'not-an-email'],
  };
  return { ops, tables, accounts, pools, ownerOf, bystanderIds };
}
