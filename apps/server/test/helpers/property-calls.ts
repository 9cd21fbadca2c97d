import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { accountMaker, type TestAccount } from './factories';
import type { TestContext } from './test-app';

/** A listing's body as an agent's form sends it; `overrides` replace or add fields. */
export const listing = (overrides: Record<string, unknown> = {}) => ({
  property_title: 'Sunny loft',
  location: 'Austin, Texas',
  property_image: 'https://example.com/loft.jpg',
  price_range: { min: 100000, max: 150000 },
  ...overrides,
});

/** The calls the listing tests make, through the API of the file's app. */
export function propertyCalls(ctx: () => TestContext) {
  const inject = (options: InjectOptions) => ctx().app.inject(options);
  const account = accountMaker(ctx);

  async function addListing(agent: TestAccount, overrides: Record<string, unknown> = {}) {
    const res = await inject({
      method: 'POST',
      url: '/api/property',
      headers: agent.auth,
      payload: listing(overrides),
    });
    expect(res.statusCode).toBe(201);
    return res.json().insertedId as string;
  }

  async function verify(admin: TestAccount, id: string) {
    const res = await inject({
      method: 'PATCH',
      url: `/api/property/${id}`,
      headers: admin.auth,
      payload: { status: 'verified' },
    });
    expect(res.statusCode).toBe(200);
  }

  return { inject, account, addListing, verify };
}
