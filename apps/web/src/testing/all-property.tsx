import { render, screen, waitFor, within } from '@testing-library/react';
import { createElement as h } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, vi } from 'vitest';
import type { Property } from '@elite/shared';
import type { SearchMapProps } from '../features/properties/components/search-map';
import { fakeApi, type FakeRoute } from './fake-api';
import { noFacts, TEST_CONFIG } from './fixtures';

/*
 * All Property in jsdom, for its page tests. Leaflet stays out of jsdom: the map is replaced by
 * a stand-in (each test file mocks './search-map' with it) that shows what the page gives it
 * (its markers, the highlighted one) and does what a visitor does on a map (move it, draw an
 * area, click a marker). The real map is tested in the browser (e2e/map-search.test.ts).
 */
export const StandInMap = (props: SearchMapProps) =>
  h(
    'div',
    { role: 'region', 'aria-label': 'Map of the results' },
    h('p', null, `${props.points.length} markers`),
    h('button', { type: 'button', onClick: () => props.onMove([90, 23, 91, 24]) }, 'Pan the map'),
    h(
      'button',
      {
        type: 'button',
        onClick: () =>
          props.onDrawn([
            [90, 23],
            [91, 23],
            [90.5, 24],
          ]),
      },
      'Finish drawing',
    ),
    ...props.points.map((point) =>
      h(
        'button',
        {
          key: point._id,
          type: 'button',
          'aria-pressed': point._id === props.activeId,
          onClick: () => props.onActivate(point._id),
        },
        `Marker ${point._id}`,
      ),
    ),
  );

export function listing(n: number): Property {
  return {
    _id: `p-${n}`,
    property_title: `Home ${n}`,
    location: 'Dhaka',
    property_image: '/images/a.jpg',
    price_range: { min: 100_000 * n, max: 120_000 * n },
    status: 'verified',
    agent_name: 'Agnes Agent',
    agent_email: 'agnes@example.com',
    agent_image: null,
    ...noFacts('/images/a.jpg'),
    bedrooms: n,
    latitude: 23.7,
    longitude: 90.4,
  };
}

/** A page of the list: its listings and the total across pages. */
export const page = (listings: Property[], total = listings.length): FakeRoute => ({
  status: 200,
  body: listings,
  headers: { 'X-Total-Count': String(total) },
});

export const count = (total: number): FakeRoute => page([], total);

export const mapOf = (listings: Property[]): FakeRoute => ({
  status: 200,
  body: {
    total: listings.length,
    points: listings.map((l) => ({
      _id: l._id,
      latitude: 23.7,
      longitude: 90.4,
      min: l.price_range.min,
      max: l.price_range.max,
    })),
    clusters: [],
  },
});

export const ALL = [listing(1), listing(2), listing(3)];

export async function openSearch(url: string, routes: Record<string, FakeRoute>) {
  const api = fakeApi({ 'GET /api/config': { status: 200, body: TEST_CONFIG }, ...routes });
  vi.resetModules();
  const { AppShell } = await import('../app/app-shell');
  const { createQueryClient } = await import('../lib/query-client');
  const { AllPropertyPage } = await import('../features/properties/components/all-property-page');
  const router = createMemoryRouter(
    [
      { path: '/allProperty', element: <AllPropertyPage /> },
      { path: '/property/:id', element: <h1>Listing</h1> },
    ],
    { initialEntries: [url] },
  );
  render(
    <AppShell client={createQueryClient()} hydrated>
      <RouterProvider router={router} />
    </AppShell>,
  );
  await screen.findByRole('heading', { level: 1, name: 'All Property' });
  const search = () => router.state.location.search;
  return { api, router, search };
}

export const results = () => screen.findByRole('list', { name: 'Results' });
/** The list comes to show these cards (a new search renders after its answer). */
export const expectTitles = (expected: string[]) =>
  waitFor(() =>
    expect(
      within(screen.getByRole('list', { name: 'Results' }))
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(expected),
  );
export const filterBar = () => screen.getByRole('group', { name: 'Filters' });
