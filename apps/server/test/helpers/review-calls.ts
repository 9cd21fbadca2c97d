import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { reviews } from '../../src/db/schema';
import { createAccount, type TestAccount } from './factories';
import { createListing, type ListingOptions } from './marketplace-factories';
import type { TestContext } from './test-app';

/** An agent, a reviewer, another user and an admin, for the review tests. */
export async function reviewAccounts({ app, db }: TestContext) {
  const [agent, reviewer, otherUser, admin] = await Promise.all([
    createAccount(app, db, { role: 'agent', name: 'Ada Agent' }),
    createAccount(app, db, { name: 'Rita Reviewer' }),
    createAccount(app, db),
    createAccount(app, db, { role: 'admin' }),
  ]);
  return { agent, reviewer, otherUser, admin };
}

/** The calls the review tests make: `agent` lists, `reviewer` reviews unless told otherwise. */
export function reviewCalls(
  ctx: () => TestContext,
  accounts: () => { agent: TestAccount; reviewer: TestAccount },
) {
  const inject = (options: InjectOptions) => ctx().app.inject(options);
  const listing = (options: ListingOptions = {}) =>
    createListing(ctx().app, ctx().db, accounts().agent, options);

  const review = (who: TestAccount | undefined, propertyId: unknown, text: unknown = 'Lovely') =>
    inject({
      method: 'POST',
      url: '/api/review',
      headers: who?.auth,
      payload: { property_id: propertyId, review_description: text },
    });

  /** A review that must be taken: its id. */
  async function posted(propertyId: string, text = 'Lovely', who?: TestAccount): Promise<string> {
    const res = await review(who ?? accounts().reviewer, propertyId, text);
    if (res.statusCode !== 201) throw new Error(`review failed: ${res.body}`);
    return res.json().insertedId;
  }

  const reviewsOf = (propertyId: string) =>
    ctx().db.select().from(reviews).where(eq(reviews.propertyId, propertyId));

  const ids = (body: { _id: string }[]) => body.map((r) => r._id);

  return { inject, listing, review, posted, reviewsOf, ids };
}
