import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { users } from '../../src/db/schema';
import { accountMaker, type TestAccount } from './factories';
import type { TestContext } from './test-app';

/** The calls an admin makes on accounts (and what is stored of one), through the file's app. */
export function userAdminCalls(ctx: () => TestContext) {
  const inject = (options: InjectOptions) => ctx().app.inject(options);
  const account = accountMaker(ctx);

  async function stored(id: string) {
    const [row] = await ctx().db.select().from(users).where(eq(users.id, id));
    return row;
  }

  const setRole = (caller: TestAccount | undefined, id: string, payload: unknown) =>
    inject({
      method: 'PATCH',
      url: `/api/user/${id}`,
      headers: caller?.auth,
      payload: payload as Record<string, unknown>,
    });
  const remove = (caller: TestAccount | undefined, id: string) =>
    inject({ method: 'DELETE', url: `/api/user/${id}`, headers: caller?.auth });
  const markFraud = (caller: TestAccount | undefined, email: string) =>
    inject({
      method: 'PATCH',
      url: `/api/fraudUser/${encodeURIComponent(email)}`,
      headers: caller?.auth,
      payload: { status: 'fraud' },
    });

  return { inject, account, stored, setRole, remove, markFraud };
}
