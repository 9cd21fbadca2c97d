import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { uploads } from '../../../testing/fake-uploads';
import { listing, png, renderForm, setUpPropertyForm } from '../../../testing/property-form';
import { RENTAL_FACTS } from '../../../testing/rental-fixtures';

vi.mock('../../../lib/upload-image', async () => ({
  uploadImage: (await import('../../../testing/fake-uploads')).fakeUploadImage,
}));

setUpPropertyForm();

const RENTAL_LABELS = [
  'Rent period',
  'Deposit (USD)',
  'Available from',
  'Furnishing',
  'Minimum term (months)',
  'Pets allowed',
  'Bills included',
];

describe('the listing form for a home to rent', () => {
  it('shows the rental facts only for To rent, with the prices as rent', async () => {
    const { user } = renderForm();
    expect(screen.getByRole('radio', { name: 'For sale' })).toBeChecked();
    for (const label of RENTAL_LABELS) expect(screen.queryByLabelText(label)).toBeNull();
    expect(screen.getByLabelText('Minimum price (USD)')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'To rent' }));
    for (const label of RENTAL_LABELS) expect(screen.getByLabelText(label)).toBeVisible();
    expect(screen.getByLabelText('Minimum rent per month (USD)')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Rent period'), 'week');
    expect(screen.getByLabelText('Maximum rent per week (USD)')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'For sale' }));
    expect(screen.queryByLabelText('Rent period')).toBeNull();
    expect(screen.getByLabelText('Maximum price (USD)')).toBeInTheDocument();
  });

  it('sends the listing type and every rental fact', async () => {
    const { user, save } = renderForm();
    await user.type(screen.getByLabelText('Property title'), 'Canal Flat');
    await user.type(screen.getByLabelText('Location'), 'Bristol');
    await user.click(screen.getByRole('radio', { name: 'To rent' }));
    await user.type(screen.getByLabelText('Minimum rent per month (USD)'), '1200');
    await user.type(screen.getByLabelText('Maximum rent per month (USD)'), '1500');
    await user.type(screen.getByLabelText('Deposit (USD)'), '1800');
    await user.type(screen.getByLabelText('Available from'), '2027-03-01');
    await user.selectOptions(screen.getByLabelText('Furnishing'), 'Part furnished');
    await user.type(screen.getByLabelText('Minimum term (months)'), '6');
    await user.selectOptions(screen.getByLabelText('Pets allowed'), 'Yes');
    await user.selectOptions(screen.getByLabelText('Bills included'), 'No');
    await user.upload(screen.getByLabelText('Property images'), [png('flat.png')]);
    await waitFor(() => expect(uploads).toHaveLength(1));
    act(() => uploads[0]?.resolve('/images/flat.png'));
    await waitFor(() => expect(screen.queryAllByRole('progressbar')).toHaveLength(0));

    expect(await save()).toMatchObject({
      property_title: 'Canal Flat',
      price_range: { min: 1200, max: 1500 },
      ...RENTAL_FACTS,
    });
  });

  it('names a rental fact in error in words, and sends nothing', async () => {
    const { user, submit, onSave } = renderForm();
    await user.click(screen.getByRole('radio', { name: 'To rent' }));
    await user.type(screen.getByLabelText('Minimum term (months)'), '200');
    await user.type(screen.getByLabelText('Deposit (USD)'), '0');
    await submit();
    expect(screen.getByLabelText('Minimum term (months)')).toHaveAccessibleDescription(
      'Minimum term (months) must be between 1 and 120',
    );
    expect(screen.getByLabelText('Deposit (USD)')).toHaveAccessibleDescription(
      'Deposit must be at least 0.01',
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends a rental put back on sale as a sale, without its rental facts', async () => {
    const { user, save } = renderForm({ ...listing(), ...RENTAL_FACTS }, { submitLabel: 'Update' });
    expect(screen.getByRole('radio', { name: 'To rent' })).toBeChecked();
    expect(screen.getByLabelText('Minimum term (months)')).toHaveValue(6);
    await user.click(screen.getByRole('radio', { name: 'For sale' }));
    const sent = await save();
    expect(sent?.listing_type).toBe('sale');
    for (const fact of Object.keys(RENTAL_FACTS).filter((key) => key !== 'listing_type')) {
      expect(sent).not.toHaveProperty(fact);
    }
  });
});
