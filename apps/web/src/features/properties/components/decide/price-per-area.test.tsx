import { render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Property } from '@elite/shared';
import { createQueryClient } from '../../../../lib/query-client';
import { fakeApi } from '../../../../testing/fake-api';
import { noFacts, TEST_CONFIG } from '../../../../testing/fixtures';
import { PropertyCard } from '../property-card';
import { pricePerArea } from './price-per-area';

const LISTING: Property = {
  _id: 'p-1',
  property_title: 'Harbour View Villa',
  location: 'Sydney',
  property_image: '/images/villa.jpg',
  price_range: { min: 840_000, max: 840_000 },
  status: 'verified',
  agent_name: 'Agnes Agent',
  agent_email: 'agnes@example.com',
  agent_image: null,
  ...noFacts(),
};

function renderCard(property: Property, areaUnit: 'sqft' | 'm2') {
  fakeApi({ 'GET /api/config': { status: 200, body: { ...TEST_CONFIG, areaUnit } } });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <PropertyCard property={property} propertyId={property._id} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('article');
}

describe('the price per unit of area', () => {
  it('is on a sale’s card in the site’s unit, with the energy badge', async () => {
    const card = renderCard({ ...LISTING, living_area: 200, energy_rating: 'B' }, 'm2');
    expect(await within(card).findByText('$4,200/m²')).toBeVisible();
    expect(within(card).getByText('Price per area')).toHaveClass('sr-only');
    expect(within(card).getByText('Energy B')).toBeVisible();
  });

  it('is a range for a price range, in square feet', async () => {
    const card = renderCard(
      { ...LISTING, living_area: 2_000, price_range: { min: 780_000, max: 900_000 } },
      'sqft',
    );
    expect(await within(card).findByText('$390 - $450/sq ft')).toBeVisible();
  });

  it('is not on a rental’s card, nor without a living area', () => {
    const rental = renderCard(
      { ...LISTING, living_area: 80, listing_type: 'rent', rent_period: 'month' },
      'm2',
    );
    expect(within(rental).queryByText(/Price per area/)).toBeNull();
    expect(pricePerArea({ ...LISTING, living_area: null })).toBeNull();
    expect(pricePerArea({ ...LISTING, living_area: 0 })).toBeNull();
    expect(pricePerArea({ ...LISTING, living_area: 300 })).toEqual({ min: 2_800, max: 2_800 });
  });
});
