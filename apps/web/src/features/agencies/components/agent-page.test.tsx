import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Agency, AgentProfile, AgentReview, Property } from '@elite/shared';
import { TOKEN_STORAGE_KEY } from '@elite/shared/session';
import { fakeApi, type FakeRoute } from '../../../testing/fake-api';
import { TEST_CONFIG } from '../../../testing/fixtures';
import { BOB, PLAIN_LISTING } from '../../../testing/listing-page';

const AGENT: AgentProfile = {
  _id: 'a-1',
  name: 'Agnes Agent',
  image: null,
  bio: 'Twenty years on the coast.\nAsk me anything. <b>bold</b>',
  phone: '+351 91 000 0000',
  languages: ['en', 'es'],
  agency: { _id: 'g-1', name: 'Harbour Homes', logo: null },
  listings_count: 13,
  sold_last_12_months: 2,
  rating: 4.5,
  reviews_count: 2,
};

const AGENCY: Agency = {
  _id: 'g-1',
  name: 'Harbour Homes',
  logo: 'https://cdn.example/logo.png',
  address: '1 Quay Street, Lisbon',
  phone: '+351 21 000 0000',
  email: 'hello@harbour.example',
  website: 'https://harbour.example',
  agents: [{ _id: 'a-1', name: 'Agnes Agent', image: null }],
  listings_count: 1,
};

const CARD: Property = { ...PLAIN_LISTING };
const REVIEW: AgentReview = {
  _id: 'r-1',
  agent_id: 'a-1',
  rating: 5,
  comment: 'Found us a home in a week.',
  reviewer_name: 'Rita Reviewer',
  reviewer_image: null,
  review_time: '2026-03-01T10:00:00.000Z',
};

const listings = (items: Property[], total = items.length): FakeRoute => ({
  status: 200,
  body: items,
  headers: { 'X-Total-Count': String(total) },
});

/** The page at `path` with the app's providers, against a fake API; signed in as Bob if told. */
async function openPage(
  path: string,
  routes: Record<string, FakeRoute>,
  { signedIn = false }: { signedIn?: boolean } = {},
) {
  const all: Record<string, FakeRoute> = { 'GET /api/config': { status: 200, body: TEST_CONFIG } };
  if (signedIn) {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'token-1');
    all['GET /api/auth/me'] = { status: 200, body: BOB };
  }
  const api = fakeApi({ ...all, ...routes });
  vi.resetModules();
  const { AppShell } = await import('../../../app/app-shell');
  const { createQueryClient } = await import('../../../lib/query-client');
  const { AgentPage, AgencyPage } = await import('..');
  const router = createMemoryRouter(
    [
      { path: '/agents/:id', element: <AgentPage /> },
      { path: '/agencies/:id', element: <AgencyPage /> },
      { path: '/login', element: <h1>Login</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppShell client={createQueryClient()} hydrated>
      <RouterProvider router={router} />
    </AppShell>,
  );
  return { api, router };
}

const agentRoutes = (more: Record<string, FakeRoute> = {}): Record<string, FakeRoute> => ({
  'GET /api/agents/a-1': { status: 200, body: AGENT },
  'GET /api/agents/a-1/listings?page=1&limit=9': listings([CARD], 10),
  'GET /api/agents/a-1/reviews?page=1&limit=6': listings([REVIEW as never], 2),
  ...more,
});

describe('an agent’s page', () => {
  it('shows the profile: agency link, bio with its line breaks, phone, languages, figures and rating', async () => {
    await openPage('/agents/a-1', agentRoutes());
    expect(await screen.findByRole('heading', { level: 1, name: 'Agnes Agent' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Agent at Harbour Homes' })).toHaveAttribute(
      'href',
      '/agencies/g-1',
    );
    const bio = screen.getByText(/Twenty years/);
    expect(bio.textContent).toBe(AGENT.bio);
    expect(bio).toHaveClass('whitespace-pre-line');
    expect(bio.querySelector('b')).toBeNull();
    expect(screen.getByRole('link', { name: 'Call +351 91 000 0000' })).toHaveAttribute(
      'href',
      'tel:+351910000000',
    );
    expect(screen.getByText('English and Spanish')).toBeVisible();
    expect(screen.getByText('13 listings')).toBeVisible();
    expect(screen.getByText('2 sold in the last 12 months')).toBeVisible();
    // The rating in words, not only as coloured stars.
    expect(screen.getByText('Rated 4.5 out of 5')).toBeVisible();
    expect(document.title).toBe('Agnes Agent | Elite Property');
  });

  it('shows the listings as property cards, paged, and the reviews', async () => {
    await openPage('/agents/a-1', agentRoutes());
    const listingsRegion = await screen.findByRole('region', { name: /Listings/ });
    expect(
      await within(listingsRegion).findByRole('heading', { name: 'Harbour View Villa' }),
    ).toBeVisible();
    const pages = within(listingsRegion).getByRole('navigation', { name: 'Pages of listings' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/agents/a-1?page=2#profile-listings',
    );
    const reviews = screen.getByRole('region', { name: /Reviews/ });
    expect(await within(reviews).findByText('Found us a home in a week.')).toBeVisible();
    expect(within(reviews).getByText('Review by Rita Reviewer')).toBeVisible();
    expect(within(reviews).getByText('Rated 5 out of 5')).toBeVisible();
  });

  it('says so when there are no listings or reviews yet', async () => {
    await openPage(
      '/agents/a-1',
      agentRoutes({
        'GET /api/agents/a-1': {
          status: 200,
          body: { ...AGENT, rating: null, reviews_count: 0, agency: null, bio: null },
        },
        'GET /api/agents/a-1/listings?page=1&limit=9': listings([]),
        'GET /api/agents/a-1/reviews?page=1&limit=6': listings([]),
      }),
    );
    expect(await screen.findByText('No listings right now')).toBeVisible();
    expect(await screen.findByText('No reviews yet')).toBeVisible();
    expect(screen.getByText('Not rated yet')).toBeVisible();
    expect(screen.queryByRole('link', { name: /Agent at/ })).not.toBeInTheDocument();
    // Not signed in: offered the sign-in, no form.
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Send review' })).not.toBeInTheDocument();
  });

  it('is the "Page not found" for an unknown agent', async () => {
    await openPage('/agents/nobody', {});
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeVisible();
  });

  it('lets a signed-in visitor rate the agent; the form’s rules and the server’s refusal are shown', async () => {
    const { api } = await openPage(
      '/agents/a-1',
      agentRoutes({
        'POST /api/agents/a-1/reviews': {
          status: 403,
          body: {
            message:
              'You can review an agent only after they confirmed a viewing of yours or answered an offer of yours',
          },
        },
      }),
      { signedIn: true },
    );
    const send = await screen.findByRole('button', { name: 'Send review' });
    fireEvent.click(send);
    expect(await screen.findByText('Choose a rating from 1 to 5 stars')).toBeVisible();
    expect(screen.getByText('Write a few words about the agent')).toBeVisible();
    expect(api.callsTo('POST /api/agents/a-1/reviews')).toHaveLength(0);

    const rating = screen.getByRole('group', { name: 'Your rating' });
    fireEvent.click(within(rating).getByRole('radio', { name: '4 stars' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Your review' }), {
      target: { value: 'Very helpful.' },
    });
    fireEvent.click(send);
    expect(await screen.findByRole('alert')).toHaveTextContent(/only after they confirmed/);
    expect(api.callsTo('POST /api/agents/a-1/reviews')).toHaveLength(1);
    // Still signed in: the refusal is an answer, not a sign-in refused.
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('token-1');
  });

  it('thanks the reviewer when the review is taken', async () => {
    await openPage(
      '/agents/a-1',
      agentRoutes({
        'POST /api/agents/a-1/reviews': { status: 201, body: { insertedId: 'r-2' } },
      }),
      { signedIn: true },
    );
    fireEvent.click(await screen.findByRole('radio', { name: '5 stars' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Your review' }), {
      target: { value: 'Great.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send review' }));
    expect(await screen.findByText('Thanks for your review of Agnes Agent')).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Your review' })).toHaveValue(''),
    );
  });
});

describe('an agency’s page', () => {
  it('shows the logo, contact, website, its agents with links and its listings', async () => {
    await openPage('/agencies/g-1', {
      'GET /api/agencies/g-1': { status: 200, body: AGENCY },
      'GET /api/agencies/g-1/listings?page=1&limit=9': listings([CARD]),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbour Homes' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Harbour Homes logo' })).toBeVisible();
    expect(screen.getByText('1 Quay Street, Lisbon')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Call +351 21 000 0000' })).toHaveAttribute(
      'href',
      'tel:+351210000000',
    );
    expect(screen.getByRole('link', { name: 'hello@harbour.example' })).toHaveAttribute(
      'href',
      'mailto:hello@harbour.example',
    );
    expect(screen.getByRole('link', { name: 'harbour.example' })).toHaveAttribute(
      'href',
      'https://harbour.example',
    );
    expect(screen.getByRole('link', { name: 'Agnes Agent' })).toHaveAttribute(
      'href',
      '/agents/a-1',
    );
    expect(await screen.findByRole('heading', { name: 'Harbour View Villa' })).toBeVisible();
  });

  it('is the "Page not found" for an unknown agency', async () => {
    await openPage('/agencies/none', {});
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeVisible();
  });
});
