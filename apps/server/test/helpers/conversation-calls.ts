import type { InjectOptions } from 'fastify';
import { createAccount, type TestAccount } from './factories';
import { createListing, type ListingOptions } from './marketplace-factories';
import type { TestContext } from './test-app';

/** The calls the conversation and viewing tests make, as whoever is given (none: signed out). */
export function conversationCalls(ctx: () => TestContext) {
  const inject = (options: InjectOptions) => ctx().app.inject(options);
  const as = (who: TestAccount | undefined, options: InjectOptions) =>
    inject({ ...options, headers: { ...who?.auth, ...options.headers } });
  const account = (role: 'user' | 'agent' | 'admin' = 'user', name?: string) =>
    createAccount(ctx().app, ctx().db, { role, name });
  const listing = (agent: TestAccount, options: ListingOptions = {}) =>
    createListing(ctx().app, ctx().db, agent, options);

  return {
    inject,
    as,
    account,
    listing,
    start: (who: TestAccount | undefined, propertyId: unknown, message: unknown = 'Hello') =>
      as(who, {
        method: 'POST',
        url: '/api/conversations',
        payload: { property_id: propertyId, message },
      }),
    send: (who: TestAccount | undefined, id: string, message: unknown) =>
      as(who, { method: 'POST', url: `/api/conversations/${id}/messages`, payload: { message } }),
    thread: (who: TestAccount | undefined, id: string) =>
      as(who, { method: 'GET', url: `/api/conversations/${id}/messages` }),
    list: (who: TestAccount | undefined) => as(who, { method: 'GET', url: '/api/conversations' }),
    unread: async (who: TestAccount) =>
      (await as(who, { method: 'GET', url: '/api/conversations/unread' })).json().count as number,
    block: (who: TestAccount | undefined, id: string, blocked: boolean) =>
      as(who, { method: 'POST', url: `/api/conversations/${id}/block`, payload: { blocked } }),
    report: (who: TestAccount | undefined, id: string) =>
      as(who, { method: 'POST', url: `/api/conversations/${id}/report` }),
    requestViewing: (
      who: TestAccount | undefined,
      propertyId: unknown,
      start: unknown,
      note?: string,
    ) =>
      as(who, {
        method: 'POST',
        url: '/api/viewings',
        payload: { property_id: propertyId, start, ...(note !== undefined && { note }) },
      }),
    viewings: (who: TestAccount | undefined) => as(who, { method: 'GET', url: '/api/viewings' }),
    move: (who: TestAccount | undefined, id: string, status: unknown) =>
      as(who, { method: 'PATCH', url: `/api/viewings/${id}`, payload: { status } }),
    calendar: (who: TestAccount | undefined, id: string) =>
      as(who, { method: 'GET', url: `/api/viewings/${id}/calendar.ics` }),
  };
}

/** An ISO-8601 time `days` from now in the given offset ("+01:00"), at a whole minute. */
export function inDays(days: number, offset = '+01:00'): string {
  const sign = offset.startsWith('-') ? -1 : 1;
  const [h, m] = offset.slice(1).split(':').map(Number) as [number, number];
  const minutes = sign * (h * 60 + m);
  const at = Math.floor((Date.now() + days * 86_400_000) / 60_000) * 60_000;
  const wall = new Date(at + minutes * 60_000).toISOString().slice(0, 19);
  return `${wall}${offset === '+00:00' ? 'Z' : offset}`;
}
