import type { InjectOptions } from 'fastify';
import type { ApiClientCreated } from '@elite/shared';
import { conversationCalls } from './conversation-calls';
import type { TestAccount } from './factories';
import type { TestContext } from './test-app';

/** A form body, as RFC 6749 wants the token request. */
export const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

export const basic = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;

/** The API clients' admin calls, the token endpoint and the OData service, as whoever is given. */
export function resoCalls(ctx: () => TestContext) {
  const c = conversationCalls(ctx);
  const tokenRequest = (fields: Record<string, string>, authorization?: string) => {
    const body = form(fields);
    return c.inject({
      method: 'POST',
      url: '/reso/token',
      payload: body.payload,
      headers: { ...body.headers, ...(authorization && { authorization }) },
    });
  };
  return {
    ...c,
    createClient: (who: TestAccount | undefined, payload: unknown) =>
      c.as(who, { method: 'POST', url: '/api/api-clients', payload: payload as object }),
    listClients: (who: TestAccount | undefined) =>
      c.as(who, { method: 'GET', url: '/api/api-clients' }),
    revokeClient: (who: TestAccount | undefined, id: string) =>
      c.as(who, { method: 'DELETE', url: `/api/api-clients/${id}` }),
    tokenRequest,
    /** A new client of `admin`, and an access token of it. */
    async clientWithToken(admin: TestAccount, name = 'Portal feed') {
      const created = (
        await c.as(admin, { method: 'POST', url: '/api/api-clients', payload: { name } })
      ).json<ApiClientCreated>();
      const res = await tokenRequest(
        { grant_type: 'client_credentials' },
        basic(created.client_id, created.client_secret),
      );
      return { ...created, token: res.json<{ access_token: string }>().access_token };
    },
    /** GET on the OData service with a bearer token (none: no Authorization). */
    odata: (token: string | undefined, path: string, options: Partial<InjectOptions> = {}) =>
      c.inject({
        method: 'GET',
        url: `/reso/odata${path}`,
        ...options,
        headers: { ...(token && { authorization: `Bearer ${token}` }), ...options.headers },
      }),
  };
}
