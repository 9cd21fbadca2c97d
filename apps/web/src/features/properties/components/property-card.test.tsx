import { render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Property } from '@elite/shared';
import { createQueryClient } from '../../../lib/query-client';
import { fakeApi } from '../../../testing/fake-api';
import { noFacts, TEST_CONFIG } from '../../../testing/fixtures';
import { PropertyCard } from './property-card';

const LISTING: Property = {
  _id: 'p-1',
  property_title: 'Harbour View Villa',
  location: 'Sydney',
  property_image: '/images/villa.jpg',
  price_range: { min: 900_000, max: 1_200_000 },
  status: 'verified',
  agent_name: 'Agnes Agent',
  agent_email: 'agnes@example.com',
  agent_image: null,
  ...noFacts(),
};

function renderCard(property: Property, areaUnit: 'sqft' | 'm2' = 'sqft', agentLink?: boolean) {
  fakeApi({ 'GET /api/config': { status: 200, body: { ...TEST_CONFIG, areaUnit } } });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <PropertyCard property={property} propertyId={property._id} agentLink={agentLink} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('article');
}

describe('a listing’s card', () => {
  it('links the agent’s name to their page, besides the listing’s own link', () => {
    const card = renderCard({ ...LISTING, agent_id: 'agent-7' });
    const links = within(card).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/agents/agent-7',
      '/property/p-1',
    ]);
    expect(within(card).getByRole('link', { name: 'Agnes Agent' })).toBeVisible();
  });

  it('names the agent without a link on their own page, or once their account is gone', () => {
    const own = renderCard({ ...LISTING, agent_id: 'agent-7' }, 'sqft', false);
    expect(within(own).queryByRole('link', { name: 'Agnes Agent' })).not.toBeInTheDocument();
    expect(within(own).getByText('Agnes Agent')).toBeVisible();
  });
  it('shows beds, baths and area in the site’s unit', async () => {
    const card = renderCard({ ...LISTING, bedrooms: 1, bathrooms: 1.5, living_area: 92.5 }, 'm2');

    const facts = within(card).getByRole('list', { name: 'Facts' });
    expect(await within(facts).findByText('92.5 m²')).toBeVisible();
    expect(
      within(facts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1 bed', '1.5 baths', '92.5 m²']);
  });

  it('shows only the facts that are known, and none when none is', () => {
    const card = renderCard({ ...LISTING, bedrooms: 4 });
    expect(
      within(within(card).getByRole('list', { name: 'Facts' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['4 beds']);
    expect(card).not.toHaveTextContent('null');
    expect(card).not.toHaveTextContent('bath');
  });

  it('has no facts line for a listing without facts', () => {
    const card = renderCard(LISTING);
    expect(within(card).queryByRole('list', { name: 'Facts' })).not.toBeInTheDocument();
    expect(card).not.toHaveTextContent('null');
  });
});
