import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NO_DECISION_FACTS } from '@elite/shared';
import { uploads } from '../../../testing/fake-uploads';
import { TEST_CONFIG } from '../../../testing/fixtures';
import {
  addThreePhotos,
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
    await user.type(screen.getByLabelText('Street and number'), 'Korenmarkt 1');
    await user.type(screen.getByLabelText('Postal code'), '9000');
    await user.type(screen.getByLabelText('City'), 'Ghent');
    await user.type(screen.getByLabelText('Country'), 'be');
    expect(screen.getByText('Belgium')).toBeInTheDocument();
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
      street: 'Korenmarkt 1',
      postal_code: '9000',
      city: 'Ghent',
      region: null,
      country: 'BE',
      ...NO_DECISION_FACTS,
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
