import { render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Property } from '@elite/shared';
import { activateLocale } from '../../../../lib/i18n';
import { createQueryClient } from '../../../../lib/query-client';
import { HydratedContext } from '../../../../lib/use-hydrated';
import { fakeApi } from '../../../../testing/fake-api';
import { TEST_CONFIG } from '../../../../testing/fixtures';
import { PLAIN_LISTING } from '../../../../testing/listing-page';
import { DecisionSections } from './decision-sections';
import { MortgageCalculator } from './mortgage-calculator';

vi.setConfig({ testTimeout: 20_000 });

afterEach(async () => {
  await activateLocale('en');
  localStorage.clear();
});

const LISTING: Property = {
  ...PLAIN_LISTING,
  price_range: { min: 300_000, max: 300_000 },
  energy_rating: 'C',
  energy_consumption: 98.5,
  tenure: 'share_of_freehold',
  lease_years_remaining: 1,
  annual_service_charge: 1_250,
  features: ['sea_view'],
  rooms: [{ type: 'living', name: null, length: 5, width: 4.5, level: null }],
};

function renderIn(property: Property) {
  fakeApi({ 'GET /api/config': { status: 200, body: { ...TEST_CONFIG, areaUnit: 'm2' } } });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <HydratedContext.Provider value>
        <DecisionSections property={property} />
        <MortgageCalculator property={property} />
      </HydratedContext.Provider>
    </QueryClientProvider>,
  );
}

describe('what a buyer needs to decide, in Spanish', () => {
  it('names the label, the tenure, the features and the rooms, and writes money the Spanish way', async () => {
    await activateLocale('es');
    renderIn(LISTING);
    expect(screen.getByRole('img', { name: 'Calificación energética C' })).toBeVisible();
    expect(screen.getByText('Consumo de energía: 98,5 kWh/m² al año')).toBeVisible();
    const costs = screen.getByRole('region', { name: 'Propiedad y gastos' });
    expect(within(costs).getByText('Copropiedad del pleno dominio')).toBeVisible();
    expect(within(costs).getByText('1 año')).toBeVisible();
    expect(within(costs).getByText('1250 US$')).toBeVisible();
    expect(screen.getByRole('listitem')).toHaveTextContent('Vistas al mar');
    const rooms = screen.getByRole('region', { name: 'Estancias' });
    expect(within(rooms).getByText('Salón')).toBeVisible();
    expect(await within(rooms).findByText('5 × 4,5 m')).toBeVisible();
    expect(within(rooms).getByText('22,5 m²')).toBeVisible();

    expect(screen.getByRole('region', { name: 'Calculadora de hipoteca' })).toBeVisible();
    expect(screen.getByRole('spinbutton', { name: 'Precio (USD)' })).toHaveValue(300_000);
    expect(screen.getByRole('spinbutton', { name: 'Entrada (USD)' })).toHaveValue(60_000);
    expect(screen.getByRole('status')).toHaveTextContent('Cuota mensual1403,02 US$');
  });
});
