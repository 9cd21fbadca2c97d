import type { InjectOptions } from 'fastify';
import type { TestAccount } from '../factories';
import type { TestContext } from '../test-app';

/** The callers, the world every row's request is made in, and the shorthands the rows use. */
export const callers = ['anonymous', 'user', 'ownerAgent', 'otherAgent', 'admin'] as const;
export type Caller = (typeof callers)[number];
export type Expected = Record<Caller, number>;

export interface World {
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

export interface Row {
  expected: Expected;
  request(world: World, caller: Caller): Promise<InjectOptions> | InjectOptions;
}

/** [anonymous, user, ownerAgent, otherAgent, admin] */
export const statuses = (...codes: [number, number, number, number, number]): Expected => ({
  anonymous: codes[0],
  user: codes[1],
  ownerAgent: codes[2],
  otherAgent: codes[3],
  admin: codes[4],
});
export const everyone = (code: number) => statuses(code, code, code, code, code);
export const signedIn = (code: number) => statuses(401, code, code, code, code);
export const adminOnly = (code: number) => statuses(401, 403, 403, 403, code);

export const get = (url: string): InjectOptions => ({ method: 'GET', url });
