import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { savedSearchMessages, type SavedSearch } from '@elite/shared';
import { mailOutbox } from '../src/db/schema';
import { accountMaker, type TestAccount } from './helpers/factories';
import { addVerifiedListing } from './helpers/property-factory';
import { describeEachDatabase } from './helpers/test-app';

/**
 * The unsubscribe link of an alert e-mail (CONTRACT.md section 9): followed in a browser, called
 * by an API client, or POSTed by a mail client as RFC 8058's one-click form, it turns that
 * search's alerts off without signing in; a forged or stale link changes nothing.
 */
describeEachDatabase('unsubscribe links of alert e-mails', (ctx) => {
  const account = accountMaker(ctx);

  /** A buyer's instant search, a matching listing verified, and the e-mail's unsubscribe path. */
  async function alertLink(): Promise<{ buyer: TestAccount; searchId: string; path: string }> {
    const { app, db } = ctx();
    const buyer = await account();
    const res = await app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: buyer.auth,
      payload: { name: 'Harbour flats', query: { location: 'seattle' }, frequency: 'instant' },
    });
    const searchId = res.json<{ insertedId: string }>().insertedId;
    await addVerifiedListing(app, await account('agent'), await account('admin'));
    app.alertWorker.nudge();
    await app.alertWorker.settled();
    // The alert, not the address's confirmation e-mail sent at registration.
    const mail = (
      await db.select().from(mailOutbox).where(eq(mailOutbox.toEmail, buyer.email))
    ).find((row) => row.headers?.['List-Unsubscribe']);
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const address = /^<(.+)>$/.exec(mail!.headers!['List-Unsubscribe']!)![1]!;
    const url = new URL(address);
    expect(url.pathname).toBe('/api/saved-searches/unsubscribe');
    return { buyer, searchId, path: `${url.pathname}${url.search}` };
  }

  async function frequencyOf(buyer: TestAccount, id: string) {
    const res = await ctx().app.inject({
      method: 'GET',
      url: '/api/saved-searches',
      headers: buyer.auth,
    });
    return res.json<SavedSearch[]>().find((s) => s._id === id)?.frequency;
  }

  const done = { message: savedSearchMessages.unsubscribed('Harbour flats') };
  const question = { message: savedSearchMessages.unsubscribeConfirm('Harbour flats') };
  const invalid = { message: savedSearchMessages.unsubscribeInvalid };

  it('an API client: a GET asks and changes nothing; the POST turns the search off', async () => {
    const { buyer, searchId, path } = await alertLink();
    const res = await ctx().app.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(question);
    expect(res.headers['cache-control']).toBe('no-store');
    // A mail scanner opening the link twice turns nothing off.
    await ctx().app.inject({ method: 'GET', url: path });
    expect(await frequencyOf(buyer, searchId)).toBe('instant');
    const confirmed = await ctx().app.inject({ method: 'POST', url: path });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual(done);
    expect(await frequencyOf(buyer, searchId)).toBe('off');
  });

  it('a browser: a page that asks, with a button that posts; then a page that says so', async () => {
    const { buyer, searchId, path } = await alertLink();
    const res = await ctx().app.inject({
      method: 'GET',
      url: path,
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("form-action 'self'");
    expect(res.body).toContain('Turn off the e-mail alerts for &quot;Harbour flats&quot;?');
    const action = /<form method="post" action="([^"]+)">/.exec(res.body)?.[1];
    expect(action?.replaceAll('&amp;', '&')).toBe(path);
    expect(res.body).toContain(`>${savedSearchMessages.unsubscribeButton}</button>`);
    expect(await frequencyOf(buyer, searchId)).toBe('instant');

    // The button: a form POST from the page.
    const posted = await ctx().app.inject({
      method: 'POST',
      url: path,
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.body).toContain('Alerts turned off');
    expect(posted.body).toContain('Harbour flats');
    expect(await frequencyOf(buyer, searchId)).toBe('off');
  });

  const boundary = 'one-click-boundary';
  const FORMS: [contentType: string, body: string][] = [
    ['application/x-www-form-urlencoded', 'List-Unsubscribe=One-Click'],
    [
      `multipart/form-data; boundary=${boundary}`,
      `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    ],
  ];

  it.each(FORMS)(
    'a mail client’s one-click POST (RFC 8058, %s) turns the alerts off',
    async (type, body) => {
      const { buyer, searchId, path } = await alertLink();
      const res = await ctx().app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': type },
        payload: body,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual(done);
      expect(await frequencyOf(buyer, searchId)).toBe('off');
    },
  );

  it('a forged, cut or missing token is a 400 and changes nothing', async () => {
    const { buyer, searchId, path } = await alertLink();
    for (const url of [
      `${path.slice(0, -4)}AAAA`,
      path.replace(/\.[^.]*$/, ''),
      '/api/saved-searches/unsubscribe?token=',
      '/api/saved-searches/unsubscribe?token=a.b.c',
      // Spellings Node's lenient base64url decoder reads as the same token.
      `${path}*`,
      `${path}%3D`,
      path.replace('.', '.!'),
    ]) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await ctx().app.inject({ method, url });
        expect(res.statusCode, `${method} ${url}`).toBe(400);
        expect(res.json(), url).toEqual(invalid);
      }
    }
    const missing = await ctx().app.inject({
      method: 'GET',
      url: '/api/saved-searches/unsubscribe',
    });
    expect(missing.statusCode).toBe(400);
    expect(await frequencyOf(buyer, searchId)).toBe('instant');
  });

  it('the link of a deleted search is not valid any more', async () => {
    const { buyer, searchId, path } = await alertLink();
    await ctx().app.inject({
      method: 'DELETE',
      url: `/api/saved-searches/${searchId}`,
      headers: buyer.auth,
    });
    const res = await ctx().app.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalid);
  });
});
