import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { limitMessages, type ApiClient, type ApiClientCreated } from '@elite/shared';
import { apiClients, auditLog } from '../src/db/schema';
import { hashToken } from '../src/modules/identity/tokens';
import type { TestAccount } from './helpers/factories';
import { basic, resoCalls } from './helpers/reso-calls';
import { describeEachDatabase, generousRateLimits } from './helpers/test-app';

const RESO_LIMIT = 5;

/*
 * API clients of the RESO Web API (CONTRACT.md section 15): an admin creates one (its secret
 * shown once), lists and revokes them; a client takes hour-long tokens at /reso/token with
 * OAuth2 client credentials (RFC 6749 section 4.4), its errors as RFC 6749 section 5.2 says.
 */
describeEachDatabase(
  'API clients and the token endpoint',
  (ctx) => {
    const c = resoCalls(ctx);
    let admin: TestAccount;
    let agent: TestAccount;

    beforeAll(async () => {
      [admin, agent] = await Promise.all([c.account('admin'), c.account('agent')]);
    });

    it('an admin creates a client and sees its secret once; only its hash is kept', async () => {
      const res = await c.createClient(admin, { name: '  Portal feed  ' });
      expect(res.statusCode, res.body).toBe(201);
      const created = res.json<ApiClientCreated>();
      expect(created).toEqual({
        insertedId: created.client_id,
        client_id: expect.any(String),
        client_secret: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      });
      const [row] = await ctx()
        .db.select()
        .from(apiClients)
        .where(eq(apiClients.id, created.client_id));
      expect(row).toMatchObject({ name: 'Portal feed', createdBy: admin.id, revokedAt: null });
      expect(row!.secretHash).toBe(hashToken(created.client_secret));
      expect(JSON.stringify(row)).not.toContain(created.client_secret);

      const list = await c.listClients(admin);
      expect(list.statusCode).toBe(200);
      const listed = list.json<ApiClient[]>().find((client) => client._id === created.client_id);
      expect(listed).toEqual({
        _id: created.client_id,
        name: 'Portal feed',
        createdAt: expect.any(String),
        createdBy: admin.id,
        revokedAt: null,
      });
      expect(list.body).not.toContain(created.client_secret);
      const audit = await ctx()
        .db.select()
        .from(auditLog)
        .where(eq(auditLog.targetId, created.client_id));
      expect(audit.map((entry) => entry.action)).toEqual(['api_client.created']);
    });

    it('only admins manage clients', async () => {
      expect((await c.createClient(undefined, { name: 'x' })).statusCode).toBe(401);
      expect((await c.createClient(agent, { name: 'x' })).statusCode).toBe(403);
      expect((await c.listClients(agent)).statusCode).toBe(403);
      const { client_id } = await c.clientWithToken(admin);
      expect((await c.revokeClient(agent, client_id)).statusCode).toBe(403);
    });

    it('a name is required and at most 100 characters, in the caller’s language', async () => {
      const empty = await c.createClient(admin, { name: '   ' });
      expect(empty.statusCode).toBe(400);
      expect(empty.body).toContain('name is required');
      const long = await c.createClient(admin, { name: 'x'.repeat(101) });
      expect(long.statusCode).toBe(400);
      const french = await c.as(admin, {
        method: 'DELETE',
        url: '/api/api-clients/00000000-0000-4000-8000-000000000000',
        headers: { 'accept-language': 'fr' },
      });
      expect(french.statusCode).toBe(404);
      expect(french.json()).toEqual({ message: 'Client d’API introuvable' });
    });

    it('a client takes a bearer token with HTTP Basic or the form, good for an hour', async () => {
      const created = (await c.createClient(admin, { name: 'Feed' })).json<ApiClientCreated>();
      const byBasic = await c.tokenRequest(
        { grant_type: 'client_credentials' },
        basic(created.client_id, created.client_secret),
      );
      expect(byBasic.statusCode, byBasic.body).toBe(200);
      expect(byBasic.headers['cache-control']).toBe('no-store');
      expect(byBasic.json()).toEqual({
        access_token: expect.any(String),
        token_type: 'Bearer',
        expires_in: 3600,
      });
      const byForm = await c.tokenRequest({
        grant_type: 'client_credentials',
        client_id: created.client_id,
        client_secret: created.client_secret,
      });
      expect(byForm.statusCode).toBe(200);
      const token = byForm.json<{ access_token: string }>().access_token;
      expect((await c.odata(token, '')).statusCode).toBe(200);
    });

    it('refusals are RFC 6749’s: invalid_client 401, unsupported_grant_type 400', async () => {
      const created = (await c.createClient(admin, { name: 'Feed' })).json<ApiClientCreated>();
      const wrongSecret = await c.tokenRequest(
        { grant_type: 'client_credentials' },
        basic(created.client_id, 'not-the-secret'),
      );
      expect(wrongSecret.statusCode).toBe(401);
      expect(wrongSecret.headers['www-authenticate']).toContain('Basic');
      expect(wrongSecret.json()).toMatchObject({ error: 'invalid_client' });
      const unknown = await c.tokenRequest({
        grant_type: 'client_credentials',
        client_id: 'someone',
        client_secret: 'something',
      });
      expect(unknown.json()).toMatchObject({ error: 'invalid_client' });
      expect((await c.tokenRequest({ grant_type: 'client_credentials' })).statusCode).toBe(401);
      const password = await c.tokenRequest(
        { grant_type: 'password', username: 'a', password: 'b' },
        basic(created.client_id, created.client_secret),
      );
      expect(password.statusCode).toBe(400);
      expect(password.json()).toMatchObject({ error: 'unsupported_grant_type' });
      const missing = await c.tokenRequest({}, basic(created.client_id, created.client_secret));
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ error: 'invalid_request' });
      const both = await c.tokenRequest(
        {
          grant_type: 'client_credentials',
          client_id: created.client_id,
          client_secret: created.client_secret,
        },
        basic(created.client_id, created.client_secret),
      );
      expect(both.json()).toMatchObject({ error: 'invalid_request' });
    });

    it('revoking a client stops its tokens at once and it gets no new one', async () => {
      const client = await c.clientWithToken(admin);
      expect((await c.odata(client.token, '/Property')).statusCode).toBe(200);
      const revoked = await c.revokeClient(admin, client.client_id);
      expect(revoked.statusCode).toBe(204);
      const refused = await c.odata(client.token, '/Property');
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ error: { code: '401' } });
      const again = await c.tokenRequest(
        { grant_type: 'client_credentials' },
        basic(client.client_id, client.client_secret),
      );
      expect(again.json()).toMatchObject({ error: 'invalid_client' });
      expect((await c.revokeClient(admin, client.client_id)).statusCode).toBe(404);
      const listed = (await c.listClients(admin)).json<ApiClient[]>();
      expect(listed.find((x) => x._id === client.client_id)?.revokedAt).toEqual(expect.any(String));
      const audit = await ctx()
        .db.select()
        .from(auditLog)
        .where(eq(auditLog.targetId, client.client_id));
      expect(audit.map((entry) => entry.action).sort()).toEqual([
        'api_client.created',
        'api_client.revoked',
      ]);
    });

    it('each client has its own rate limit on /reso/odata: a clear 429 with Retry-After', async () => {
      const [first, second] = [await c.clientWithToken(admin), await c.clientWithToken(admin)];
      for (let i = 0; i < RESO_LIMIT; i++) {
        expect((await c.odata(first.token, '')).statusCode).toBe(200);
      }
      const refused = await c.odata(first.token, '');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.headers['odata-version']).toBe('4.0');
      expect(refused.json()).toEqual({
        error: { code: '429', message: limitMessages.tooManyRequests, details: [] },
      });
      expect((await c.odata(second.token, '')).statusCode).toBe(200);
    });
  },
  { SITE_LOCALES: 'en,es,fr,de,ar' },
  { rateLimits: { ...generousRateLimits, resoPerClient: { max: RESO_LIMIT, windowMs: 60_000 } } },
);
