import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { UserRole } from '@elite/shared';
import type { Database } from '../../src/db/client';
import { users } from '../../src/db/schema';

export const GOOD_PASSWORD = 'Secret!Pass1';

export interface TestAccount {
  id: string;
  email: string;
  name: string;
  token: string;
  auth: { authorization: string };
}

export function uniqueEmail(prefix = 'person'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
}

/** Registers through the API, then sets the role directly (as an admin would). */
export async function createAccount(
  app: FastifyInstance,
  db: Database,
  options: {
    role?: UserRole;
    name?: string;
    email?: string;
    status?: 'Verified' | 'fraud';
    /** Whether the address is proven (as if the e-mailed link was opened); true by default. */
    emailVerified?: boolean;
  } = {},
): Promise<TestAccount> {
  const email = options.email ?? uniqueEmail(options.role ?? 'user');
  const name = options.name ?? `Test ${options.role ?? 'user'}`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name, email, password: GOOD_PASSWORD },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.body}`);
  const token = res.json<{ token: string }>().token;
  const [row] = await db
    .update(users)
    .set({
      role: options.role ?? 'user',
      status: options.status ?? 'Verified',
      emailVerifiedAt: options.emailVerified === false ? null : new Date(),
    })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  return { id: row!.id, email, name, token, auth: { authorization: `Bearer ${token}` } };
}

/** `account(role, status)`: a new account in the app of a file's tests (a user by default). */
export function accountMaker(ctx: () => { app: FastifyInstance; db: Database }) {
  return (role: UserRole = 'user', status?: 'fraud') =>
    createAccount(ctx().app, ctx().db, { role, status });
}
