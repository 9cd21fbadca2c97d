import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  ALL,
  count,
  expectTitles,
  filterBar,
  listing,
  mapOf,
  openSearch,
  page,
  results,
} from '../../../testing/all-property';

vi.mock('./search-map', async () => ({
  default: (await import('../../../testing/all-property')).StandInMap,
}));

/** GET `path` with these parameters, as the page writes them. */
const call = (path: string, params: Record<string, string>) =>
  `GET ${path}?${new URLSearchParams(params)}`;
const list = (params: Record<string, string>) =>
  call('/api/property', { page: '1', limit: '12', ...params });

describe('the filters of what a buyer needs to decide', () => {
  it('searches energy or better, features, accessibility and an open house from the bar, each in the address and the API call', async () => {
    const user = userEvent.setup();
    const c = { energy: 'C' };
    const garden = { ...c, features: 'garden' };
    const both = { ...c, features: 'parking,garden' };
    const access = { ...both, accessible: 'step_free_access' };
    const open = { ...access, open_house: '7d' };
    const { api, search } = await openSearch('/allProperty', {
      [list({})]: page(ALL),
      [list(c)]: page([listing(1), listing(2)]),
      [list(garden)]: page([listing(2)]),
      [list(both)]: page([listing(2)]),
      [list(access)]: page([listing(2)]),
      [list(open)]: page([listing(3)]),
    });
    await results();
    const bar = filterBar();

    await user.selectOptions(within(bar).getByLabelText('Energy rating'), 'C or better');
    await waitFor(() => expect(search()).toBe('?energy=C'));
    await expectTitles(['Home 1', 'Home 2']);

    // By keyboard: Space ticks the focused box.
    within(bar).getByRole('checkbox', { name: 'Garden' }).focus();
    await user.keyboard(' ');
    await waitFor(() => expect(search()).toBe(`?${new URLSearchParams(garden)}`));
    within(bar).getByRole('checkbox', { name: 'Parking' }).focus();
    await user.keyboard(' ');
    // In the list's order, whatever the order ticked.
    await waitFor(() => expect(search()).toBe(`?${new URLSearchParams(both)}`));
    // The dropdown's button says what is ticked.
    expect(within(bar).getByText('Parking, Garden')).toBeInTheDocument();

    within(bar).getByRole('checkbox', { name: 'Step-free access' }).focus();
    await user.keyboard(' ');
    await waitFor(() => expect(search()).toBe(`?${new URLSearchParams(access)}`));

    within(bar).getByRole('checkbox', { name: 'Open house in the next 7 days' }).focus();
    await user.keyboard(' ');
    await waitFor(() => expect(search()).toBe(`?${new URLSearchParams(open)}`));
    await expectTitles(['Home 3']);
    expect(api.callsTo(list(open))).toHaveLength(1);
    expect(screen.getByRole('button', { name: /^Filters 4 ?set$/ })).toBeInTheDocument();

    await user.selectOptions(within(bar).getByLabelText('Energy rating'), 'Any');
    await user.click(within(bar).getByRole('checkbox', { name: 'Open house in the next 7 days' }));
    await waitFor(() =>
      expect(search()).toBe(
        `?${new URLSearchParams({ features: 'parking,garden', accessible: 'step_free_access' })}`,
      ),
    );
  });

  it('opens a shared link with its filters shown, and the list and the map ask for them', async () => {
    const filters = {
      energy: 'B',
      features: 'garden',
      accessible: 'lift,ramp',
      open_house: '7d',
    };
    const { api } = await openSearch(`/allProperty?${new URLSearchParams(filters)}`, {
      [list(filters)]: page([listing(2)]),
      [call('/api/property/map', filters)]: mapOf([listing(2)]),
    });
    await expectTitles(['Home 2']);
    const bar = filterBar();
    expect(within(bar).getByLabelText('Energy rating')).toHaveValue('B');
    expect(within(bar).getByRole('checkbox', { name: 'Garden' })).toBeChecked();
    expect(within(bar).getByRole('checkbox', { name: 'Pool' })).not.toBeChecked();
    expect(within(bar).getByRole('checkbox', { name: 'Lift' })).toBeChecked();
    expect(within(bar).getByRole('checkbox', { name: 'Ramp' })).toBeChecked();
    expect(
      within(bar).getByRole('checkbox', { name: 'Open house in the next 7 days' }),
    ).toBeChecked();

    fireEvent.click(screen.getByRole('button', { name: 'Map' }));
    const map = await screen.findByRole('region', { name: 'Map of the results' });
    expect(await within(map).findByText('1 markers')).toBeInTheDocument();
    expect(api.callsTo(call('/api/property/map', filters))).toHaveLength(1);
  });

  it('reads values the server would refuse as none', async () => {
    const { api } = await openSearch(
      '/allProperty?energy=Z&features=garden,jacuzzi&open_house=99d',
      {
        [list({ features: 'garden' })]: page([listing(1)]),
      },
    );
    await expectTitles(['Home 1']);
    expect(api.callsTo(list({ features: 'garden' }))).toHaveLength(1);
    expect(within(filterBar()).getByLabelText('Energy rating')).toHaveValue('');
  });

  it('the phone’s sheet counts them while pending and applies them with its button', async () => {
    const user = userEvent.setup();
    const pending = {
      energy: 'A',
      features: 'garden',
      accessible: 'wide_doorways',
      open_house: '7d',
    };
    const { search } = await openSearch('/allProperty', {
      [list({})]: page(ALL),
      [call('/api/property', { page: '1', limit: '1' })]: count(3),
      [call('/api/property', { page: '1', limit: '1', energy: 'A' })]: count(2),
      [call('/api/property', { page: '1', limit: '1', energy: 'A', features: 'garden' })]: count(2),
      [call('/api/property', {
        page: '1',
        limit: '1',
        energy: 'A',
        features: 'garden',
        accessible: 'wide_doorways',
      })]: count(1),
      [call('/api/property', { page: '1', limit: '1', ...pending })]: count(1),
      [list(pending)]: page([listing(3)]),
    });
    await results();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect(await within(sheet).findByRole('button', { name: 'Show 3 homes' })).toBeVisible();

    await user.selectOptions(within(sheet).getByLabelText('Energy rating'), 'A or better');
    expect(await within(sheet).findByRole('button', { name: 'Show 2 homes' })).toBeVisible();
    // The sheet shows the ticks as they are, in groups named for them.
    const features = within(sheet).getByRole('group', { name: 'Features' });
    await user.click(within(features).getByRole('checkbox', { name: 'Garden' }));
    const accessibility = within(sheet).getByRole('group', { name: 'Accessibility' });
    await user.click(within(accessibility).getByRole('checkbox', { name: 'Wide doorways' }));
    await user.click(
      within(sheet).getByRole('checkbox', { name: 'Open house in the next 7 days' }),
    );
    const apply = await within(sheet).findByRole('button', { name: 'Show 1 home' });
    // Nothing is searched until the button says so.
    expect(search()).toBe('');

    await user.click(apply);
    await waitFor(() => expect(search()).toBe(`?${new URLSearchParams(pending)}`));
    await expectTitles(['Home 3']);
  });
});
