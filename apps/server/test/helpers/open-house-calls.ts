import type { InjectOptions } from 'fastify';
import type { TestAccount } from './factories';
import type { TestContext } from './test-app';

/** An ISO 8601 instant `hours` from now, at a whole minute, in UTC. */
export const inHours = (hours: number) =>
  new Date(Math.floor((Date.now() + hours * 3_600_000) / 60_000) * 60_000).toISOString();

/** The open house calls (CONTRACT.md section 13), as whoever is given (none: signed out). */
export function openHouseCalls(ctx: () => TestContext) {
  const as = (who: TestAccount | undefined, options: InjectOptions) =>
    ctx().app.inject({ ...options, headers: { ...who?.auth, ...options.headers } });
  return {
    as,
    add: (who: TestAccount | undefined, propertyId: string, body: object) =>
      as(who, { method: 'POST', url: `/api/property/${propertyId}/open-houses`, payload: body }),
    /** Adds one `startHours` ahead lasting two hours, and answers its id. */
    addAt: async (who: TestAccount, propertyId: string, startHours = 48, note?: string) => {
      const res = await as(who, {
        method: 'POST',
        url: `/api/property/${propertyId}/open-houses`,
        payload: { start: inHours(startHours), end: inHours(startHours + 2), note },
      });
      if (res.statusCode !== 201) throw new Error(`open house not added: ${res.body}`);
      return res.json().insertedId as string;
    },
    list: (who: TestAccount | undefined, propertyId: string) =>
      as(who, { method: 'GET', url: `/api/property/${propertyId}/open-houses` }),
    remove: (who: TestAccount | undefined, id: string) =>
      as(who, { method: 'DELETE', url: `/api/open-houses/${id}` }),
    attend: (who: TestAccount | undefined, id: string) =>
      as(who, { method: 'POST', url: `/api/open-houses/${id}/attend` }),
    unattend: (who: TestAccount | undefined, id: string) =>
      as(who, { method: 'DELETE', url: `/api/open-houses/${id}/attend` }),
    calendar: (who: TestAccount | undefined, id: string, headers: Record<string, string> = {}) =>
      as(who, { method: 'GET', url: `/api/open-houses/${id}/calendar.ics`, headers }),
  };
}
