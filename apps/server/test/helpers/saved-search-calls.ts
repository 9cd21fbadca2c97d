import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { accountMaker, type TestAccount } from './factories';
import type { TestContext } from './test-app';

/** A search no account has. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** The calls the saved-search tests make: accounts, and saving a search as one of them. */
export function savedSearchCalls(ctx: () => TestContext) {
  const account = accountMaker(ctx);
  const inject = (options: InjectOptions) => ctx().app.inject(options);

  const save = (who: TestAccount, payload: unknown) =>
    inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: who.auth,
      payload: payload as object,
    });

  /** A search that must be saved (instant, empty query unless told otherwise): its id. */
  async function saved(who: TestAccount, payload: Record<string, unknown>): Promise<string> {
    const res = await save(who, { frequency: 'instant', query: {}, ...payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ insertedId: string }>().insertedId;
  }

  return { account, inject, save, saved };
}
