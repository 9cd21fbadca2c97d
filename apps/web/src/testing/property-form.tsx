import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, vi } from 'vitest';
import type { Property, PropertyInput, PublicConfig } from '@elite/shared';
import { PropertyForm } from '../features/agent/components/property-form';
import { createQueryClient } from '../lib/query-client';
import { fakeApi } from './fake-api';
import { uploads } from './fake-uploads';
import { TEST_CONFIG, noFacts } from './fixtures';

/* The agent's listing form in jsdom, for its tests: uploads stand in (fake-uploads.ts). */

const AGENT = { name: 'Ada Agent', email: 'ada@example.com' };

export const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

/** Empties the uploads and gives previews their blob: addresses before each test. */
export function setUpPropertyForm() {
  beforeEach(() => {
    uploads.length = 0;
    let n = 0;
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: () => `blob:preview-${(n += 1)}`,
    });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  });
}

interface FormOptions {
  config?: PublicConfig;
  submitLabel?: string;
  /** What saving does; by default it keeps what the form sends in `saved`. */
  onSave?: (input: PropertyInput) => Promise<void>;
}

/**
 * The form for a new listing, or for updating `current`. `submit` presses its button; `save`
 * presses it and waits for the form to send, then answers what it sent.
 */
export function renderForm(
  current?: Property,
  { config = TEST_CONFIG, submitLabel = 'Add Property', onSave: save }: FormOptions = {},
) {
  fakeApi({ 'GET /api/config': { status: 200, body: config } });
  const saved: PropertyInput[] = [];
  const onSave = vi.fn(
    save ??
      (async (input: PropertyInput) => {
        saved.push(input);
      }),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PropertyForm agent={AGENT} current={current} submitLabel={submitLabel} onSave={onSave} />
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  const submit = () => user.click(screen.getByRole('button', { name: submitLabel }));
  return {
    saved,
    onSave,
    user,
    submit,
    save: async () => {
      await submit();
      await waitFor(() => expect(saved).toHaveLength(1));
      return saved[0];
    },
  };
}

/** The photos as listed: each one's name ("Photo 1, cover", ...) and its file's name or picture. */
export const photoNames = () =>
  within(screen.getByRole('list', { name: 'Photos' }))
    .getAllByRole('listitem')
    .map((item) => [
      item.getAttribute('aria-label'),
      item.querySelector('p')?.textContent ?? item.querySelector('img')?.getAttribute('src'),
    ]);

export async function addThreePhotos(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(screen.getByLabelText('Property images'), [
    png('front.png'),
    png('kitchen.png'),
    png('garden.png'),
  ]);
  await waitFor(() => expect(uploads).toHaveLength(3));
}

/** A listing to update. */
export function listing(): Property {
  return {
    _id: 'p1',
    property_title: 'Canal Loft',
    location: 'Bruges',
    property_image: '/images/loft-1.jpg',
    price_range: { min: 200000, max: 250000 },
    status: 'verified',
    agent_name: AGENT.name,
    agent_email: AGENT.email,
    agent_image: null,
    ...noFacts('/images/loft-1.jpg'),
    photos: [
      { url: '/images/loft-1.jpg', alt: 'The living room' },
      { url: '/images/loft-2.jpg', alt: 'The canal view' },
    ],
    property_type: 'apartment',
    bedrooms: 2,
    bathrooms: 1,
    living_area: 900,
    lot_size: null,
    year_built: 1890,
    description: 'Above the canal.',
    latitude: 51.2093,
    longitude: 3.2247,
    floor_plan: '/images/loft-plan.png',
    tour_url: 'https://tours.example.com/loft',
  };
}
