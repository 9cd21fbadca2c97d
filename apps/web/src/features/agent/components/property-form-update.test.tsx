import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NO_ADDRESS, NO_DECISION_FACTS } from '@elite/shared';
import { uploads } from '../../../testing/fake-uploads';
import {
  listing,
  photoNames,
  png,
  renderForm,
  setUpPropertyForm,
} from '../../../testing/property-form';

vi.mock('../../../lib/upload-image', async () => ({
  uploadImage: (await import('../../../testing/fake-uploads')).fakeUploadImage,
}));

setUpPropertyForm();

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
      ...NO_ADDRESS,
      // The decision facts the listing does not have (CONTRACT.md section 13): each sent as null.
      ...NO_DECISION_FACTS,
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
