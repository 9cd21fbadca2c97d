import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdvertisedProperty, PublicConfig, Review } from '@elite/shared';
import { SIGNED_IN_HINT_COOKIE, TOKEN_STORAGE_KEY } from '@elite/shared/session';
import { noFacts, TEST_CONFIG } from './testing/fixtures';
import { deferred, fakeApi, type FakeResponse, type FakeRoute } from './testing/fake-api';

/*
 * The hydration of a page the server rendered: the server renders the home page with
 * entry-server.tsx and sends its HTML and the state it was rendered from (lib/ssr-state.ts);
 * the browser runs main.tsx over that document. Both run here, in one document, with the API
 * faked at fetch.
 */

const CONFIG: PublicConfig = TEST_CONFIG;
const LISTING: AdvertisedProperty = {
  _id: 'ad-1',
  property_id: 'p-1',
  property_title: 'Harbour View Villa',
  location: 'Sydney',
  property_image: '/images/villa.jpg',
  price_range: { min: 900_000, max: 1_200_000 },
  status: 'verified',
  agent_name: 'Agnes Agent',
  agent_email: 'agnes@example.com',
  agent_image: null,
  ...noFacts('/images/villa.jpg'),
};
const REVIEW: Review = {
  _id: 'r-1',
  review_description: 'A smooth purchase from start to finish.',
  property_id: 'p-1',
  property_title: 'Harbour View Villa',
  agent_name: 'Agnes Agent',
  reviewer_name: 'Bob Buyer',
  reviewer_email: 'bob@example.com',
  reviewer_image: null,
  review_time: '2026-01-02T03:04:05.000Z',
};
/** The reads the server-rendered home page is rendered from. */
const HOME_READS: Record<string, FakeResponse> = {
  'GET /api/config': { status: 200, body: CONFIG },
  'GET /api/advertiseProperty': { status: 200, body: [LISTING] },
  'GET /api/allReviews': { status: 200, body: [REVIEW] },
};

/** The server's side: the home page's HTML and the state sent with it, as modules/seo/pages-plugin.ts serves them. */
async function renderOnServer(visitor: { signedIn: boolean }) {
  vi.resetModules();
  const { createRenderer } = await import('./entry-server');
  const send = vi.fn(async (input: RequestInfo | URL) => {
    const read = HOME_READS[`GET ${String(input)}`];
    return new Response(JSON.stringify(read?.body ?? { message: 'Not found' }), {
      status: read?.status ?? 404,
    });
  });
  const page = await createRenderer(send)('/', visitor);
  if (!page) throw new Error('The server did not render the home page');
  return page;
}

/** The browser's side: the server's document, then the app's code over it. */
async function hydrate(
  page: { html: string; state: string },
  routes: Record<string, FakeRoute> = {},
) {
  document.body.innerHTML = `<div id="root">${page.html}</div>${page.state}`;
  const serverHtml = document.getElementById('root')!.innerHTML;
  const api = fakeApi({ ...HOME_READS, ...routes });
  vi.resetModules();
  await import('./main');
  await waitFor(() => expect(document.documentElement.dataset.ready).toBe('true'));
  return { api, serverHtml };
}

describe('taking over a server-rendered page', () => {
  it('hands the browser the reads the page was rendered from', async () => {
    const page = await renderOnServer({ signedIn: false });

    document.body.innerHTML = page.state;
    const { readSsrState } = await import('./lib/ssr-state');
    const state = readSsrState();

    expect(state?.signedIn).toBe(false);
    const handedOver = Object.fromEntries(
      (state?.queries.queries ?? []).map((query) => [
        JSON.stringify(query.queryKey),
        query.state.data,
      ]),
    );
    expect(handedOver).toEqual({
      '["config"]': CONFIG,
      '["advertised-properties"]': [LISTING],
      '["reviews","latest"]': [REVIEW],
    });
  });

  it('keeps a response’s text from closing the state’s <script>', async () => {
    const { serializeSsrState, readSsrState } = await import('./lib/ssr-state');
    const text = '</script><script>alert(1)</script>';

    document.body.innerHTML = serializeSsrState({
      queries: { mutations: [], queries: [] },
      router: { loaderData: { text } },
      signedIn: false,
    });

    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(readSsrState()?.router.loaderData).toEqual({ text });
  });

  it('hydrates the home page as the server rendered it, without reading it again', async () => {
    const page = await renderOnServer({ signedIn: false });
    const { api, serverHtml } = await hydrate(page);

    // A hydration mismatch would be a console.error (which fails the test): none, and the
    // visitor sees what the server sent, with the account corner's links of a visitor.
    expect(serverHtml).toContain('Harbour View Villa');
    expect(screen.getAllByText('Harbour View Villa').length).toBeGreaterThan(0);
    expect(screen.getByText('A smooth purchase from start to finish.')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Register' })).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('hydrates a page rendered for a token holder as a sign-in being checked, then signs in', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'token-1');
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; Path=/`;
    const page = await renderOnServer({ signedIn: true });
    const me = deferred<FakeResponse>();
    const { api } = await hydrate(page, {
      'GET /api/auth/me': me.promise,
      'GET /api/user/alice%40example.com': {
        status: 200,
        body: { role: 'user', status: 'Verified' },
      },
    });

    const nav = screen.getByRole('navigation', { name: 'Main' });
    // No Login link for a visitor whose sign-in is being checked, before and after hydration.
    expect(within(nav).queryAllByRole('link', { name: 'Login' })).toEqual([]);
    expect(within(nav).queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/auth/me']);

    me.resolve({
      status: 200,
      body: { displayName: 'Alice', email: 'alice@example.com', photoURL: null },
    });

    expect(
      await within(nav).findByRole('button', { name: 'Account menu (Alice)' }),
    ).toBeInTheDocument();
  });
});
