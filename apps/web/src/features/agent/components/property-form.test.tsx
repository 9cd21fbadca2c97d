import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Property, PropertyInput, PublicConfig } from '@elite/shared';
import { createQueryClient } from '../../../lib/query-client';
import type { UploadOptions } from '../../../lib/upload-image';
import { fakeApi } from '../../../testing/fake-api';
import { TEST_CONFIG, noFacts } from '../../../testing/fixtures';
import { PropertyForm } from './property-form';

/** Each upload the form starts: its file, its progress callback, and how the test settles it. */
interface Upload {
  file: File;
  progress: (fraction: number) => void;
  resolve: (url: string) => void;
  reject: (error: Error) => void;
}
const uploads: Upload[] = [];

vi.mock('../../../lib/upload-image', () => ({
  uploadImage: (file: File, options: UploadOptions = {}) =>
    new Promise<string>((resolve, reject) => {
      uploads.push({ file, progress: (f) => options.onProgress?.(f), resolve, reject });
    }),
}));

const AGENT = { name: 'Ada Agent', email: 'ada@example.com' };

const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

beforeEach(() => {
  uploads.length = 0;
  let n = 0;
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: () => `blob:preview-${(n += 1)}`,
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
});

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
function renderForm(
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
const photoNames = () =>
  within(screen.getByRole('list', { name: 'Photos' }))
    .getAllByRole('listitem')
    .map((item) => [
      item.getAttribute('aria-label'),
      item.querySelector('p')?.textContent ?? item.querySelector('img')?.getAttribute('src'),
    ]);

async function addThreePhotos(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(screen.getByLabelText('Property images'), [
    png('front.png'),
    png('kitchen.png'),
    png('garden.png'),
  ]);
  await waitFor(() => expect(uploads).toHaveLength(3));
}

describe('the listing form’s gallery', () => {
  it('uploads several files at once, each with its own progress', async () => {
    const { user } = renderForm();
    // The file button is named by its visible label.
    expect(screen.getByLabelText('Property images')).toHaveAccessibleName('Property images');
    await addThreePhotos(user);
    expect(uploads.map((u) => u.file.name)).toEqual(['front.png', 'kitchen.png', 'garden.png']);
    expect(screen.getAllByRole('progressbar')).toHaveLength(3);

    act(() => uploads[1]?.progress(0.4));
    expect(screen.getByRole('progressbar', { name: 'Uploading kitchen.png' })).toHaveAttribute(
      'value',
      '40',
    );
    act(() => uploads[0]?.resolve('/images/front.png'));
    await waitFor(() =>
      expect(screen.queryByRole('progressbar', { name: 'Uploading front.png' })).toBeNull(),
    );
    expect(screen.getAllByRole('progressbar')).toHaveLength(2);
    expect(photoNames()).toEqual([
      ['Photo 1, cover', 'front.png'],
      ['Photo 2', 'kitchen.png'],
      ['Photo 3', 'garden.png'],
    ]);
    expect(screen.getByText('Cover')).toBeInTheDocument();
  });

  it('takes the photo error away once the photos are added and uploaded', async () => {
    const { user, submit } = renderForm();
    await submit();
    expect(await screen.findByText('Property image is required')).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Property images'), [png('front.png')]);
    await waitFor(() => expect(uploads).toHaveLength(1));
    await waitFor(() =>
      expect(screen.queryByText('Property image is required')).not.toBeInTheDocument(),
    );
    act(() => uploads[0]?.resolve('/images/front.png'));
    await waitFor(() =>
      expect(
        screen.queryByText('Wait until every photo has finished uploading'),
      ).not.toBeInTheDocument(),
    );
  });

  it('takes photos dropped on the zone, and refuses a file that is not an image by it', async () => {
    renderForm();
    const zone = screen.getByText('Property images').parentElement;
    if (!zone) throw new Error('no drop zone');
    const files = [png('porch.png'), new File(['hello'], 'notes.txt', { type: 'text/plain' })];
    fireEvent.drop(zone, {
      dataTransfer: {
        files,
        items: files.map((f) => ({ kind: 'file', type: f.type, getAsFile: () => f })),
        types: ['Files'],
      },
    });
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]?.file.name).toBe('porch.png');
    expect(photoNames()).toEqual([
      ['Photo 1, cover', 'porch.png'],
      ['Photo 2', 'notes.txt'],
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent('notes.txt is not an image file');
  });

  it('shows a failed upload’s error, retries it and removes a photo', async () => {
    const { user } = renderForm();
    await addThreePhotos(user);
    act(() => uploads[1]?.reject(new Error('The file is not an image the server accepts')));
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('The file is not an image the server accepts');

    await user.click(screen.getByRole('button', { name: 'Retry photo 2' }));
    expect(uploads).toHaveLength(4);
    expect(uploads[3]?.file.name).toBe('kitchen.png');
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(photoNames().map(([, name]) => name)).toEqual(['kitchen.png', 'garden.png']);
    expect(screen.getByText('Photo 1 removed.')).toBeInTheDocument();
  });

  it('reorders with the buttons, sets the cover, takes alt text and sends it all in order', async () => {
    const { user, save } = renderForm();
    await user.type(screen.getByLabelText('Property title'), 'Garden House');
    await user.type(screen.getByLabelText('Location'), 'Ghent');
    await user.type(screen.getByLabelText('Minimum price (USD)'), '300000');
    await user.type(screen.getByLabelText('Maximum price (USD)'), '350000');
    await addThreePhotos(user);
    act(() => {
      uploads[0]?.resolve('/images/front.png');
      uploads[1]?.resolve('/images/kitchen.png');
      uploads[2]?.resolve('/images/garden.png');
    });
    await waitFor(() => expect(screen.queryAllByRole('progressbar')).toHaveLength(0));

    await user.click(screen.getByRole('button', { name: 'Move later, photo 1' }));
    expect(screen.getByText('Photo 1 moved to position 2 of 3.')).toBeInTheDocument();
    expect(photoNames().map(([, name]) => name)).toEqual([
      'kitchen.png',
      'front.png',
      'garden.png',
    ]);
    await user.click(screen.getByRole('button', { name: 'Make cover, photo 3' }));
    expect(screen.getByText('Photo 3 is now the cover.')).toBeInTheDocument();
    expect(photoNames()).toEqual([
      ['Photo 1, cover', 'garden.png'],
      ['Photo 2', 'kitchen.png'],
      ['Photo 3', 'front.png'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Move earlier, photo 3' }));
    expect(screen.getByRole('button', { name: 'Move earlier, photo 1' })).toBeDisabled();

    await user.type(screen.getByLabelText('Alt text for photo 1'), 'The garden in spring');
    await user.type(screen.getByLabelText('Alt text for photo 2'), 'The front door');

    await user.selectOptions(screen.getByLabelText('Property type'), 'House');
    await user.type(screen.getByLabelText('Bedrooms'), '3');
    await user.type(screen.getByLabelText('Bathrooms'), '1.5');
    await user.type(screen.getByLabelText('Living area (sq ft)'), '1450');
    await user.type(screen.getByLabelText('Year built'), '1932');
    await user.type(screen.getByLabelText('Description'), 'Bright.{Enter}Quiet street.');
    await user.type(screen.getByLabelText('Latitude'), '51.0543');
    await user.type(screen.getByLabelText('Longitude'), '3.7174');
    expect(await save()).toEqual({
      property_title: 'Garden House',
      location: 'Ghent',
      price_range: { min: 300000, max: 350000 },
      property_image: '/images/garden.png',
      photos: [
        { url: '/images/garden.png', alt: 'The garden in spring' },
        { url: '/images/front.png', alt: 'The front door' },
        { url: '/images/kitchen.png', alt: '' },
      ],
      property_type: 'house',
      bedrooms: 3,
      bathrooms: 1.5,
      living_area: 1450,
      lot_size: null,
      year_built: 1932,
      description: 'Bright.\nQuiet street.',
      latitude: 51.0543,
      longitude: 3.7174,
      floor_plan: null,
      tour_url: null,
    });
  });

  it('labels the areas with the site’s unit', async () => {
    renderForm(undefined, { config: { ...TEST_CONFIG, areaUnit: 'm2' } });
    expect(await screen.findByLabelText('Living area (m²)')).toBeInTheDocument();
    expect(screen.getByLabelText('Lot size (m²)')).toBeInTheDocument();
  });
});

describe('the listing form’s checks', () => {
  it('names each field in error and sends nothing', async () => {
    const { user, onSave, submit } = renderForm();
    await user.type(screen.getByLabelText('Bedrooms'), '60');
    await user.type(screen.getByLabelText('Bathrooms'), '1.3');
    await user.type(screen.getByLabelText('Year built'), '1200');
    await user.type(screen.getByLabelText('Latitude'), '51');
    await user.type(screen.getByLabelText('Tour URL'), 'http://example.com/tour');
    await submit();

    expect(await screen.findByText('Property title is required')).toBeInTheDocument();
    expect(screen.getByText('Location is required')).toBeInTheDocument();
    expect(screen.getByText('Property image is required')).toBeInTheDocument();
    // Empty prices are required, in words (not "expected number, received NaN").
    expect(screen.getByLabelText('Minimum price (USD)')).toHaveAccessibleDescription(
      'Minimum price is required',
    );
    expect(screen.getByLabelText('Maximum price (USD)')).toHaveAccessibleDescription(
      'Maximum price is required',
    );
    expect(document.body).not.toHaveTextContent('NaN');
    expect(screen.getByLabelText('Bedrooms')).toHaveAccessibleDescription(
      'Bedrooms must be at most 50',
    );
    expect(screen.getByLabelText('Bathrooms')).toHaveAccessibleDescription(
      'Bathrooms must be in steps of 0.5',
    );
    expect(screen.getByLabelText('Year built')).toHaveAccessibleDescription(
      'Year built must be 1500 or later',
    );
    expect(screen.getByLabelText('Longitude')).toHaveAccessibleDescription(
      'Latitude and longitude must be sent together',
    );
    expect(screen.getByLabelText('Tour URL')).toHaveAccessibleDescription(
      'Tour URL must be an https:// URL',
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('will not send while a photo is still uploading', async () => {
    const { user, onSave, submit } = renderForm(listing());
    await user.upload(screen.getByLabelText('Property images'), png('late.png'));
    await submit();
    expect(await screen.findByText('Wait until every photo has finished uploading')).toBeVisible();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the server’s 400 by the field it names', async () => {
    const { submit } = renderForm(listing(), {
      submitLabel: 'Update Property',
      onSave: async () => {
        throw new Error('year_built: year_built must be 2031 or earlier');
      },
    });
    await submit();
    await waitFor(() =>
      expect(screen.getByLabelText('Year built')).toHaveAccessibleDescription(
        'Year built must be 2031 or earlier',
      ),
    );
  });
});

function listing(): Property {
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

describe('the update form', () => {
  it('loads the gallery and the facts and sends them back unchanged but for the edit', async () => {
    const { user, save } = renderForm(listing());
    expect(photoNames()).toEqual([
      ['Photo 1, cover', '/images/loft-1.jpg'],
      ['Photo 2', '/images/loft-2.jpg'],
    ]);
    expect(screen.getByLabelText('Alt text for photo 2')).toHaveValue('The canal view');
    expect(screen.getByLabelText('Bedrooms')).toHaveValue(2);
    expect(screen.getByLabelText('Latitude')).toHaveValue(51.2093);
    await user.clear(screen.getByLabelText('Bedrooms'));
    await user.type(screen.getByLabelText('Bedrooms'), '3');
    expect(await save()).toEqual({
      property_title: 'Canal Loft',
      location: 'Bruges',
      price_range: { min: 200000, max: 250000 },
      property_image: '/images/loft-1.jpg',
      photos: [
        { url: '/images/loft-1.jpg', alt: 'The living room' },
        { url: '/images/loft-2.jpg', alt: 'The canal view' },
      ],
      property_type: 'apartment',
      bedrooms: 3,
      bathrooms: 1,
      living_area: 900,
      lot_size: null,
      year_built: 1890,
      description: 'Above the canal.',
      latitude: 51.2093,
      longitude: 3.2247,
      floor_plan: '/images/loft-plan.png',
      tour_url: 'https://tours.example.com/loft',
    });
  });

  it('replaces the floor plan with an uploaded one, or removes it, and changes the tour', async () => {
    const { user, saved, submit } = renderForm(listing());
    expect(screen.getByRole('img', { name: 'Current floor plan' })).toHaveAttribute(
      'src',
      '/images/loft-plan.png',
    );
    await user.upload(screen.getByLabelText('Floor plan'), png('plan.png'));
    await user.clear(screen.getByLabelText('Tour URL'));
    await user.type(screen.getByLabelText('Tour URL'), 'https://tours.example.com/new');
    await submit();
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]?.file.name).toBe('plan.png');
    act(() => uploads[0]?.resolve('/images/plan-2.png'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      floor_plan: '/images/plan-2.png',
      tour_url: 'https://tours.example.com/new',
    });
  });

  it('removes the floor plan', async () => {
    const { user, save } = renderForm(listing());
    await user.click(screen.getByRole('button', { name: 'Remove floor plan' }));
    expect(await save()).toMatchObject({ floor_plan: null });
  });

  it('clears the location with one button', async () => {
    const { user, save } = renderForm(listing());
    await user.click(screen.getByRole('button', { name: 'Clear location' }));
    expect(screen.getByLabelText('Latitude')).toHaveValue(null);
    expect(await save()).toMatchObject({ latitude: null, longitude: null });
  });
});
