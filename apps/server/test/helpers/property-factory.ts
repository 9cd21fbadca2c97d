import type { FastifyInstance } from 'fastify';
import { NO_ADDRESS, NO_LISTING_FACTS, NO_DECISION_FACTS, SALE_LISTING } from '@elite/shared';
import type { TestAccount } from './factories';

export interface ListingOverrides {
  property_title?: string;
  location?: string;
  property_image?: string;
  price_range?: { min: number; max: number };
}

/**
 * The facts of a listing added without any (CONTRACT.md section 6: `null` when unknown), and
 * without an address or translations, written in the site's default language (section 11), for
 * sale (section 12: a sale listing's rental facts are `null`).
 */
export const UNKNOWN_FACTS = {
  ...NO_LISTING_FACTS,
  ...NO_ADDRESS,
  ...SALE_LISTING,
  ...NO_DECISION_FACTS,
  language: 'en' as const,
  translations: {},
};

/** An agent adds a listing through the API; it starts pending. Returns its id. */
export async function addListing(
  app: FastifyInstance,
  agent: TestAccount,
  overrides: ListingOverrides = {},
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/property',
    headers: agent.auth,
    payload: {
      property_title: 'Harbour view flat',
      location: 'Seattle, Washington',
      property_image: 'https://example.com/a.jpg',
      price_range: { min: 250000, max: 300000 },
      ...overrides,
    },
  });
  if (res.statusCode !== 201) throw new Error(`add listing failed: ${res.body}`);
  return res.json<{ insertedId: string }>().insertedId;
}

/** An admin moderates a pending listing. */
export async function moderateListing(
  app: FastifyInstance,
  admin: TestAccount,
  id: string,
  status: 'verified' | 'rejected' = 'verified',
): Promise<void> {
  const res = await app.inject({
    method: 'PATCH',
    url: `/api/property/${id}`,
    headers: admin.auth,
    payload: { status },
  });
  if (res.statusCode !== 200) throw new Error(`moderation failed: ${res.body}`);
}

/** A listing the public sees: added by the agent, verified by the admin. */
export async function addVerifiedListing(
  app: FastifyInstance,
  agent: TestAccount,
  admin: TestAccount,
  overrides: ListingOverrides = {},
): Promise<string> {
  const id = await addListing(app, agent, overrides);
  await moderateListing(app, admin, id);
  return id;
}
