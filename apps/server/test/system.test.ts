import { expect, it } from 'vitest';
import { messages } from '@elite/shared';
import { createTestApp, describeEachDatabase } from './helpers/test-app';

describeEachDatabase('system', (ctx) => {
  it('responds to /api/health once migrations are applied', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('tells the web app what this server offers', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toEqual({
      siteName: 'Elite Property',
      payments: 'sandbox',
      reservationDepositPercent: 10,
      providers: { google: false, facebook: false },
      areaUnit: 'sqft',
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      mapAttribution: expect.stringContaining('OpenStreetMap'),
      publicListings: false,
      locales: ['en'],
      currency: 'USD',
    });
  });

  it('names the operator’s contact address when CONTACT_EMAIL is set', async () => {
    const other = await createTestApp(ctx().kind, { CONTACT_EMAIL: 'privacy@example.com' });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/api/config' });
      expect(res.json()).toMatchObject({ contactEmail: 'privacy@example.com' });
    } finally {
      await other.close();
    }
  });

  it('responds to an unknown API path with a JSON 404', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/not found/i);
  });

  it('responds to an address that does not decode with a 400 {message}, like every other error', async () => {
    for (const url of ['/%FF', '/api/%FF', '/api/property/%FF', '/images/%E0%A4%A', '/%']) {
      const res = await ctx().app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.json(), url).toEqual({ message: messages.badUrl });
    }
  });

  it('responds to a path parameter past its length limit with a 414 {message}', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: `/api/property/${'a'.repeat(200)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ message: messages.urlTooLong });
  });

  it('serves an OpenAPI document generated from the route schemas', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/auth/login');
  });
});
