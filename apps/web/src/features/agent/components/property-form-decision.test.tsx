import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Property } from '@elite/shared';
import { listing, renderForm, setUpPropertyForm } from '../../../testing/property-form';

setUpPropertyForm();

/** A listing whose decision facts are all known. */
const decided = (): Property => ({
  ...listing(),
  energy_rating: 'C',
  energy_consumption: 120.5,
  tenure: 'leasehold',
  lease_years_remaining: 85,
  annual_service_charge: 1800,
  annual_property_tax: 950.5,
  monthly_hoa_fee: null,
  features: ['garden', 'balcony'],
  accessibility_features: ['lift'],
  rooms: [
    { type: 'living', name: 'Lounge', length: 5.2, width: 4, level: 0 },
    { type: 'bedroom', name: null, length: 4, width: 3.5, level: 'Upper' },
  ],
});

const section = (name: string) => screen.getByText(name, { selector: 'summary' });
const rooms = () => screen.getAllByRole('group', { name: /^Room \d+$/ });
const roomGroup = (n: number) => screen.getByRole('group', { name: `Room ${n}` });

describe('the listing form’s details buyers look for', () => {
  it('keeps them in closed sections, and sends every fact of a new listing as null', async () => {
    const { save } = renderForm(listing(), { submitLabel: 'Update' });
    for (const name of [
      'Energy and running costs',
      'Tenure',
      'Features',
      'Accessibility',
      'Rooms',
    ]) {
      expect(section(name).closest('details')).not.toHaveAttribute('open');
    }
    expect(await save()).toMatchObject({
      energy_rating: null,
      energy_consumption: null,
      tenure: null,
      lease_years_remaining: null,
      annual_service_charge: null,
      annual_property_tax: null,
      monthly_hoa_fee: null,
      features: null,
      accessibility_features: null,
      rooms: null,
    });
  });

  it('sends what the agent gives: rating, costs, tenure and years of lease, features, accessibility', async () => {
    const { user, save } = renderForm(listing(), { submitLabel: 'Update' });
    await user.click(section('Energy and running costs'));
    await user.selectOptions(screen.getByLabelText('Energy rating'), 'B');
    await user.type(screen.getByLabelText('Energy use (kWh/m² a year)'), '95');
    await user.type(screen.getByLabelText('Annual service charge (USD)'), '1200.50');
    await user.type(screen.getByLabelText('Annual property tax (USD)'), '800');
    await user.type(screen.getByLabelText('Monthly HOA fee (USD)'), '150');
    await user.click(section('Tenure'));
    expect(screen.queryByLabelText('Years left on the lease')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Tenure'), 'Share of freehold');
    await user.type(screen.getByLabelText('Years left on the lease'), '120');
    await user.click(section('Features'));
    await user.click(screen.getByRole('checkbox', { name: 'Sea view' }));
    await user.click(screen.getByRole('checkbox', { name: 'Parking' }));
    await user.click(section('Accessibility'));
    await user.click(screen.getByRole('checkbox', { name: 'Step-free access' }));

    expect(await save()).toMatchObject({
      energy_rating: 'B',
      energy_consumption: 95,
      annual_service_charge: 1200.5,
      annual_property_tax: 800,
      monthly_hoa_fee: 150,
      tenure: 'share_of_freehold',
      lease_years_remaining: 120,
      // In the list's order, not the order ticked.
      features: ['parking', 'sea_view'],
      accessibility_features: ['step_free_access'],
      rooms: null,
    });
  });

  it('asks years left on the lease only for a leasehold or share of freehold, and clears them otherwise', async () => {
    const { user, save } = renderForm(decided(), { submitLabel: 'Update' });
    expect(screen.getByLabelText('Years left on the lease')).toHaveValue(85);
    await user.selectOptions(screen.getByLabelText('Tenure'), 'Freehold');
    expect(screen.queryByLabelText('Years left on the lease')).toBeNull();
    expect(await save()).toMatchObject({ tenure: 'freehold', lease_years_remaining: null });
  });

  it('adds and removes rooms, with sides in the site’s unit', async () => {
    const { user, save } = renderForm(listing(), { submitLabel: 'Update' });
    await user.click(section('Rooms'));
    expect(screen.getByText('No rooms added yet.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add a room' }));
    // The new room's first field has the focus.
    expect(within(roomGroup(1)).getByLabelText('Type')).toHaveFocus();
    await user.type(within(roomGroup(1)).getByLabelText('Length (ft)'), '10');
    await user.type(within(roomGroup(1)).getByLabelText('Width (ft)'), '12');
    await user.click(screen.getByRole('button', { name: 'Add a room' }));
    const second = roomGroup(2);
    await user.selectOptions(within(second).getByLabelText('Type'), 'Kitchen');
    await user.type(within(second).getByLabelText('Name'), 'Galley');
    await user.type(within(second).getByLabelText('Length (ft)'), '8.5');
    await user.type(within(second).getByLabelText('Width (ft)'), '6');
    await user.type(within(second).getByLabelText('Floor'), '-1');
    await user.click(screen.getByRole('button', { name: 'Remove room 1' }));
    expect(screen.getByRole('button', { name: 'Add a room' })).toHaveFocus();
    expect(rooms()).toHaveLength(1);
    expect(within(roomGroup(1)).getByLabelText('Name')).toHaveValue('Galley');

    expect((await save())?.rooms).toEqual([
      { type: 'kitchen', name: 'Galley', length: 8.5, width: 6, level: -1 },
    ]);
  });

  it('names a room’s field in error, and sends nothing', async () => {
    const { user, submit, onSave } = renderForm(listing(), { submitLabel: 'Update' });
    await user.click(section('Rooms'));
    await user.click(screen.getByRole('button', { name: 'Add a room' }));
    await user.type(within(roomGroup(1)).getByLabelText('Length (ft)'), '0');
    await submit();
    expect(within(roomGroup(1)).getByLabelText('Length (ft)')).toHaveAccessibleDescription(
      'Length must be greater than 0',
    );
    expect(within(roomGroup(1)).getByLabelText('Width (ft)')).toHaveAccessibleDescription(
      'Width must be a number',
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the server’s 400 by the field it names, opening its section', async () => {
    const { submit } = renderForm(listing(), {
      submitLabel: 'Update',
      onSave: async () => {
        throw new Error('energy_consumption: energy_consumption must be from 0 to 2,000');
      },
    });
    await submit();
    await waitFor(() =>
      expect(screen.getByLabelText('Energy use (kWh/m² a year)')).toHaveAccessibleDescription(
        'Energy use must be between 0 and 2,000',
      ),
    );
    expect(section('Energy and running costs').closest('details')).toHaveAttribute('open');
    expect(screen.getByLabelText('Energy use (kWh/m² a year)')).toHaveFocus();
  });

  it('shows a room’s 400 at that room’s field', async () => {
    const { submit } = renderForm(decided(), {
      submitLabel: 'Update',
      onSave: async () => {
        throw new Error('rooms.1.width: rooms width must be at most 1000');
      },
    });
    await submit();
    await waitFor(() =>
      expect(within(roomGroup(2)).getByLabelText('Width (ft)')).toHaveAccessibleDescription(
        'Width must be at most 1,000',
      ),
    );
  });

  it('fills the form from an existing listing, opens the sections that have values, and sends them back; a cleared field as null', async () => {
    const { user, save } = renderForm(decided(), { submitLabel: 'Update' });
    for (const name of [
      'Energy and running costs',
      'Tenure',
      'Features',
      'Accessibility',
      'Rooms',
    ]) {
      expect(section(name).closest('details')).toHaveAttribute('open');
    }
    expect(screen.getByLabelText('Energy rating')).toHaveValue('C');
    expect(screen.getByLabelText('Energy use (kWh/m² a year)')).toHaveValue(120.5);
    expect(screen.getByLabelText('Tenure')).toHaveValue('leasehold');
    expect(screen.getByRole('checkbox', { name: 'Garden' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Pool' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Lift' })).toBeChecked();
    expect(within(roomGroup(1)).getByLabelText('Type')).toHaveValue('living');
    expect(within(roomGroup(2)).getByLabelText('Floor')).toHaveValue('Upper');

    await user.clear(screen.getByLabelText('Annual service charge (USD)'));
    await user.click(screen.getByRole('checkbox', { name: 'Lift' }));
    const sent = await save();
    expect(sent).toMatchObject({
      energy_rating: 'C',
      energy_consumption: 120.5,
      tenure: 'leasehold',
      lease_years_remaining: 85,
      annual_service_charge: null,
      annual_property_tax: 950.5,
      monthly_hoa_fee: null,
      features: ['garden', 'balcony'],
      accessibility_features: null,
    });
    expect(sent?.rooms).toEqual(decided().rooms);
  });
});
