import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Property } from '@elite/shared';
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
import { TEST_CONFIG } from '../../../testing/fixtures';

vi.mock('./search-map', async () => ({
  default: (await import('../../../testing/all-property')).StandInMap,
}));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('All Property’s filter bar', () => {
  it('searches with a filter as soon as it is chosen, and puts it in the address', async () => {
    const { search } = await openSearch('/allProperty', {
      'GET /api/property?page=1&limit=12': page(ALL),
      'GET /api/property?page=1&limit=12&beds=2': page([listing(2), listing(3)]),
      'GET /api/property?page=1&limit=12&beds=2&type=house': page([listing(2), listing(3)]),
      'GET /api/property?page=1&limit=12&beds=2&type=house%2Ccondo': page([listing(3)]),
      'GET /api/property?page=1&limit=12&minPrice=250000&beds=2&type=house%2Ccondo': page([
        listing(3),
      ]),
    });
    await expectTitles(['Home 1', 'Home 2', 'Home 3']);

    fireEvent.change(within(filterBar()).getByLabelText('Beds'), { target: { value: '2' } });
    await expectTitles(['Home 2', 'Home 3']);
    expect(search()).toBe('?beds=2');

    fireEvent.click(within(filterBar()).getByRole('checkbox', { name: 'House' }));
    fireEvent.click(within(filterBar()).getByRole('checkbox', { name: 'Condo' }));
    await waitFor(() => expect(search()).toBe('?beds=2&type=house%2Ccondo'));
    await expectTitles(['Home 3']);

    const minPrice = within(filterBar()).getByLabelText('Min price');
    fireEvent.change(minPrice, { target: { value: '250000' } });
    // Typing alone does not search; Enter (or leaving the field) does.
    expect(search()).toBe('?beds=2&type=house%2Ccondo');
    fireEvent.keyDown(minPrice, { key: 'Enter' });
    await waitFor(() => expect(search()).toBe('?minPrice=250000&beds=2&type=house%2Ccondo'));
  });

  it('labels the size fields with the site’s unit of area', async () => {
    await openSearch('/allProperty', {
      'GET /api/config': { status: 200, body: { ...TEST_CONFIG, areaUnit: 'm2' } },
      'GET /api/property?page=1&limit=12': page(ALL),
    });
    expect(await within(filterBar()).findByLabelText('Min size (m²)')).toBeInTheDocument();
    expect(within(filterBar()).getByLabelText('Max size (m²)')).toBeInTheDocument();
  });
});

describe('a search in the address bar', () => {
  it('is what a shared link shows, and Back returns to it', async () => {
    const shared =
      '/allProperty?minPrice=100000&beds=3&type=house&sortBy=asc&bbox=90%2C23%2C91%2C24';
    const { api, router, search } = await openSearch(shared, {
      'GET /api/property?page=1&limit=12&minPrice=100000&beds=3&type=house&bbox=90%2C23%2C91%2C24&sortBy=asc':
        page([listing(3)]),
      'GET /api/property?page=1&limit=12&minPrice=100000&beds=4&type=house&bbox=90%2C23%2C91%2C24&sortBy=asc':
        page([listing(4)]),
    });
    await expectTitles(['Home 3']);
    expect(within(filterBar()).getByLabelText('Beds')).toHaveValue('3');
    expect(within(filterBar()).getByLabelText('Min price')).toHaveValue(100000);
    expect(within(filterBar()).getByRole('checkbox', { name: 'House' })).toBeChecked();
    expect(screen.getByLabelText('Sort by')).toHaveValue('asc');

    fireEvent.change(within(filterBar()).getByLabelText('Beds'), { target: { value: '4' } });
    await expectTitles(['Home 4']);

    await router.navigate(-1);
    await expectTitles(['Home 3']);
    expect(search()).toBe(shared.slice('/allProperty'.length));
    expect(within(filterBar()).getByLabelText('Beds')).toHaveValue('3');
    expect(api.calls.every((call) => !call.path.includes('page=2'))).toBe(true);
  });

  it('pages through the filtered results, keeping the filters', async () => {
    const { search } = await openSearch('/allProperty?baths=2', {
      'GET /api/property?page=1&limit=12&baths=2': page([listing(1)], 30),
      'GET /api/property?page=2&limit=12&baths=2': page([listing(13)], 30),
    });
    await screen.findByText('30 properties found · page 1 of 3');
    const pages = screen.getByRole('navigation', { name: 'Property pages' });
    fireEvent.click(within(pages).getByRole('link', { name: 'Page 2' }));
    await screen.findByText('30 properties found · page 2 of 3');
    await expectTitles(['Home 13']);
    expect(search()).toBe('?baths=2&page=2');
  });
});

describe('the phone’s filter sheet', () => {
  it('counts the homes its pending filters find, and applies them with its button', async () => {
    const { search } = await openSearch('/allProperty', {
      'GET /api/property?page=1&limit=12': page(ALL),
      'GET /api/property?page=1&limit=1': count(3),
      'GET /api/property?page=1&limit=1&beds=3': count(42),
      'GET /api/property?page=1&limit=12&beds=3': page([listing(3)], 42),
    });
    await results();
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect(await within(sheet).findByRole('button', { name: 'Show 3 homes' })).toBeVisible();

    fireEvent.change(within(sheet).getByLabelText('Beds'), { target: { value: '3' } });
    const apply = await within(sheet).findByRole('button', { name: 'Show 42 homes' });
    // Nothing is searched until the button says so.
    expect(search()).toBe('');

    fireEvent.click(within(sheet).getByRole('button', { name: 'Clear all' }));
    expect(await within(sheet).findByRole('button', { name: 'Show 3 homes' })).toBe(apply);
    fireEvent.change(within(sheet).getByLabelText('Beds'), { target: { value: '3' } });
    fireEvent.click(await within(sheet).findByRole('button', { name: 'Show 42 homes' }));

    await waitFor(() => expect(search()).toBe('?beds=3'));
    expect(screen.queryByRole('button', { name: /^Show/ })).not.toBeInTheDocument();
    await expectTitles(['Home 3']);
    expect(screen.getByRole('button', { name: /^Filters 1 ?set$/ })).toBeInTheDocument();
  });
});

describe('the empty and loading states', () => {
  it('offers to clear filters that match nothing', async () => {
    const { search } = await openSearch('/allProperty?beds=5&type=land', {
      'GET /api/property?page=1&limit=12&beds=5&type=land': page([]),
      'GET /api/property?page=1&limit=12': page(ALL),
    });
    expect(await screen.findByText('No homes match these filters')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await expectTitles(['Home 1', 'Home 2', 'Home 3']);
    expect(search()).toBe('');
  });

  it('shows skeleton cards while a new search loads', async () => {
    let answer!: (value: { status: number; body: Property[] }) => void;
    await openSearch('/allProperty', {
      'GET /api/property?page=1&limit=12': page(ALL),
      'GET /api/property?page=1&limit=12&beds=1': new Promise((resolve) => {
        answer = resolve;
      }),
    });
    await results();
    fireEvent.change(within(filterBar()).getByLabelText('Beds'), { target: { value: '1' } });
    expect(await screen.findByText('Loading properties…')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Results' })).not.toBeInTheDocument();
    answer({ status: 200, body: [listing(1)] });
    await expectTitles(['Home 1']);
  });
});

describe('the List/Map switch and the map', () => {
  it('shows the map on a phone when asked, and searches the view the visitor moves to', async () => {
    const { search } = await openSearch('/allProperty?beds=1', {
      'GET /api/property?page=1&limit=12&beds=1': page(ALL),
      'GET /api/property/map?beds=1': mapOf(ALL),
      'GET /api/property?page=1&limit=12&beds=1&bbox=90%2C23%2C91%2C24': page([listing(2)]),
      'GET /api/property/map?beds=1&bbox=90%2C23%2C91%2C24': mapOf([listing(2)]),
      'GET /api/property?page=1&limit=12&beds=1&polygon=90%2C23%3B91%2C23%3B90.5%2C24': page([
        listing(1),
      ]),
      'GET /api/property/map?beds=1&polygon=90%2C23%3B91%2C23%3B90.5%2C24': mapOf([listing(1)]),
    });
    await results();
    const switcher = screen.getByRole('group', { name: 'Show results as' });
    expect(within(switcher).getByRole('button', { name: 'List' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.queryByRole('region', { name: 'Map of the results' })).not.toBeInTheDocument();

    fireEvent.click(within(switcher).getByRole('button', { name: 'Map' }));
    const map = await screen.findByRole('region', { name: 'Map of the results' });
    expect(await within(map).findByText('3 markers')).toBeInTheDocument();
    expect(search()).toBe('?beds=1&view=map');

    // Search as I move the map (on by default).
    expect(screen.getByRole('checkbox', { name: 'Search as I move the map' })).toBeChecked();
    fireEvent.click(within(map).getByRole('button', { name: 'Pan the map' }));
    await waitFor(() => expect(search()).toBe('?beds=1&bbox=90%2C23%2C91%2C24&view=map'));
    expect(await within(map).findByText('1 markers')).toBeInTheDocument();

    // Draw an area, then clear it.
    fireEvent.click(screen.getByRole('button', { name: 'Draw area' }));
    expect(screen.getByRole('button', { name: 'Cancel drawing' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    fireEvent.click(within(map).getByRole('button', { name: 'Finish drawing' }));
    await waitFor(() =>
      expect(search()).toBe('?beds=1&polygon=90%2C23%3B91%2C23%3B90.5%2C24&view=map'),
    );
    expect(await within(map).findByText('1 markers')).toBeInTheDocument();
    fireEvent.click(within(switcher).getByRole('button', { name: 'List' }));
    await expectTitles(['Home 1']);
    expect(search()).toBe('?beds=1&polygon=90%2C23%3B91%2C23%3B90.5%2C24');

    fireEvent.click(within(switcher).getByRole('button', { name: 'Map' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Clear area' }));
    await waitFor(() => expect(search()).toBe('?beds=1&view=map'));
    expect(screen.queryByRole('button', { name: 'Clear area' })).not.toBeInTheDocument();
  });

  it('offers “Search this area” instead when searching as the map moves is off', async () => {
    const { search } = await openSearch('/allProperty?view=map', {
      'GET /api/property?page=1&limit=12': page(ALL),
      'GET /api/property/map': mapOf(ALL),
      'GET /api/property?page=1&limit=12&bbox=90%2C23%2C91%2C24': page([listing(2)]),
      'GET /api/property/map?bbox=90%2C23%2C91%2C24': mapOf([listing(2)]),
    });
    const map = await screen.findByRole('region', { name: 'Map of the results' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Search as I move the map' }));
    fireEvent.click(within(map).getByRole('button', { name: 'Pan the map' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Search this area' }));
    await waitFor(() => expect(search()).toBe('?bbox=90%2C23%2C91%2C24&view=map'));
    expect(await within(map).findByText('1 markers')).toBeInTheDocument();
  });

  it('on a wide screen shows the list beside the map, a card and its marker highlighted together', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(min-width: 1024px)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    }));
    await openSearch('/allProperty', {
      'GET /api/property?page=1&limit=12': page(ALL),
      'GET /api/property/map': mapOf(ALL),
    });
    const map = await screen.findByRole('region', { name: 'Map of the results' });
    await within(map).findByText('3 markers');
    const list = await results();
    const card = within(list).getByRole('heading', { name: 'Home 2' }).closest('li');
    fireEvent.mouseEnter(card as HTMLElement);
    expect(within(map).getByRole('button', { name: 'Marker p-2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    fireEvent.click(within(map).getByRole('button', { name: 'Marker p-3' }));
    expect(within(map).getByRole('button', { name: 'Marker p-3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(map).getByRole('button', { name: 'Marker p-2' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
