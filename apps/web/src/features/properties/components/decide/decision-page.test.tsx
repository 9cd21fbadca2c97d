import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PropertyDetail } from '@elite/shared';
import { TEST_CONFIG } from '../../../../testing/fixtures';
import { openListingPage, PLAIN_LISTING } from '../../../../testing/listing-page';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const LISTING: PropertyDetail = {
  ...PLAIN_LISTING,
  living_area: 200,
  energy_rating: 'C',
  energy_consumption: 120,
  tenure: 'leasehold',
  lease_years_remaining: 85,
  annual_service_charge: 1_800,
  annual_property_tax: 2_400.5,
  monthly_hoa_fee: null,
  features: ['garden', 'parking'],
  accessibility_features: ['step_free_access'],
  rooms: [{ type: 'kitchen', name: null, length: 4, width: 3, level: null }],
  tour_url: 'https://vimeo.com/76979871',
};

const terms = (region: HTMLElement) =>
  within(region)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

describe('what a buyer needs to decide, on a listing’s page', () => {
  it('shows the energy label, tenure and costs, features, rooms, price per area, calculator and tour', async () => {
    const { api } = await openListingPage(LISTING, {
      config: { ...TEST_CONFIG, areaUnit: 'm2' },
    });
    expect(screen.getByRole('img', { name: 'Energy rating C' })).toBeVisible();
    expect(screen.getByText('Energy use: 120 kWh/m² per year')).toBeVisible();
    expect(terms(screen.getByRole('region', { name: 'Ownership and running costs' }))).toEqual([
      'Tenure: Leasehold',
      'Lease remaining: 85 years',
      'Annual service charge: $1,800',
      'Annual property tax: $2,400.50',
    ]);
    const features = screen.getByRole('region', { name: 'Features and accessibility' });
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Garden', 'Parking', 'Step-free access']);
    expect(await screen.findByRole('cell', { name: '12 m²' })).toBeVisible();
    // $900,000 - $1,200,000 over 200 m², beside each of the page's prices.
    expect(screen.getAllByText('$4,500 - $6,000/m²').length).toBeGreaterThan(0);
    expect(screen.getByRole('region', { name: 'Mortgage calculator' })).toBeVisible();
    expect(screen.getByRole('spinbutton', { name: 'Price (USD)' })).toHaveValue(900_000);
    expect(screen.getByRole('button', { name: 'Play the tour' })).toBeVisible();
    expect(document.querySelector('iframe')).toBeNull();
    expect(api.calls.filter((call) => !call.path.startsWith('/api/'))).toEqual([]);
  });

  it('leaves out what is not known, and the calculator on a rental', async () => {
    await openListingPage({ ...PLAIN_LISTING, listing_type: 'rent', rent_period: 'month' });
    expect(screen.queryByRole('img', { name: /Energy rating/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Ownership and running costs' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Features and accessibility' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Rooms' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Mortgage calculator' })).toBeNull();
    expect(screen.queryByText(/\/sq ft/)).toBeNull();
  });
});
