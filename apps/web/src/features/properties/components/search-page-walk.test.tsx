import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ALL,
  count,
  expectTitles,
  filterBar,
  listing,
  openSearch,
  page,
  results,
} from '../../../testing/all-property';

vi.mock('./search-map', async () => ({
  default: (await import('../../../testing/all-property')).StandInMap,
}));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('what a new visitor’s walk asked of the search', () => {
  it('says it cleared the max price when the min price went above it', async () => {
    const { search } = await openSearch('/allProperty?maxPrice=200000', {
      'GET /api/property?page=1&limit=12&maxPrice=200000': page([listing(1)]),
      'GET /api/property?page=1&limit=12&minPrice=300000': page([listing(3)]),
    });
    await expectTitles(['Home 1']);
    const minPrice = within(filterBar()).getByLabelText('Min price');
    fireEvent.change(minPrice, { target: { value: '300000' } });
    fireEvent.keyDown(minPrice, { key: 'Enter' });
    await waitFor(() => expect(search()).toBe('?minPrice=300000'));
    expect(within(filterBar()).getByRole('status')).toHaveTextContent(
      'Max price was below the min price, so it was cleared.',
    );
    expect(within(filterBar()).getByLabelText('Max price')).toHaveValue(null);
  });

  it('closes the home type dropdown on Escape, focus back on it, and on a press outside', async () => {
    await openSearch('/allProperty', { 'GET /api/property?page=1&limit=12': page(ALL) });
    await results();
    const dropdown = filterBar().querySelector('details')!;
    const summary = dropdown.querySelector('summary')!;
    fireEvent.click(summary);
    await waitFor(() => expect(dropdown).toHaveAttribute('open'));
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(dropdown).not.toHaveAttribute('open'));
    expect(summary).toHaveFocus();

    fireEvent.click(summary);
    await waitFor(() => expect(dropdown).toHaveAttribute('open'));
    fireEvent.pointerDown(screen.getByRole('heading', { level: 1, name: 'All Property' }));
    await waitFor(() => expect(dropdown).not.toHaveAttribute('open'));
  });

  it('the phone’s sheet says when a min is above its max and will not apply it', async () => {
    await openSearch('/allProperty', {
      'GET /api/property?page=1&limit=12': page(ALL),
      'GET /api/property?page=1&limit=1': count(3),
      'GET /api/property?page=1&limit=1&minPrice=5': count(3),
      'GET /api/property?page=1&limit=1&minPrice=5&maxPrice=1': {
        status: 400,
        body: { message: 'minPrice must not be above maxPrice' },
      },
    });
    await results();
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    fireEvent.change(within(sheet).getByLabelText('Min price'), { target: { value: '5' } });
    fireEvent.change(within(sheet).getByLabelText('Max price'), { target: { value: '1' } });
    expect(within(sheet).getByRole('status')).toHaveTextContent(
      'The min price is above the max price.',
    );
    expect(within(sheet).getByRole('button', { name: /^Show/ })).toBeDisabled();
  });

  it('keeps the focus in the search box after a search', async () => {
    const { search } = await openSearch('/allProperty', {
      'GET /api/property?page=1&limit=12': page(ALL),
      'GET /api/property?page=1&limit=12&location=Dhaka': page([listing(2)]),
    });
    await results();
    const box = screen.getByRole('searchbox', { name: 'Search by location' });
    box.focus();
    fireEvent.change(box, { target: { value: 'Dhaka' } });
    fireEvent.submit(box.closest('form')!);
    await waitFor(() => expect(search()).toBe('?location=Dhaka'));
    await expectTitles(['Home 2']);
    expect(screen.getByRole('searchbox', { name: 'Search by location' })).toHaveFocus();
  });

  it('offers one newest-first order, not two that mean the same', async () => {
    await openSearch('/allProperty', { 'GET /api/property?page=1&limit=12': page(ALL) });
    const orders = within(screen.getByLabelText('Sort by'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(orders).toEqual([
      'Newest first',
      'Asc (lowest price first)',
      'Desc (highest price first)',
    ]);
  });

  it('says a page past the last does not exist, and links to the last one', async () => {
    await openSearch('/allProperty?page=9', {
      'GET /api/property?page=9&limit=12': page([], 30),
    });
    expect(
      await screen.findByText('There is no page 9: the results end on page 3'),
    ).toBeInTheDocument();
    expect(screen.getByText('30 properties found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to page 3' })).toHaveAttribute(
      'href',
      '/allProperty?page=3',
    );
  });

  it('says the visitor is offline instead of loading forever, and tries again', async () => {
    await openSearch('/allProperty', { 'GET /api/property?page=1&limit=12': page(ALL) });
    await results();
    window.dispatchEvent(new Event('offline'));
    try {
      fireEvent.change(within(filterBar()).getByLabelText('Beds'), { target: { value: '2' } });
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'You are offline. The homes will load when your connection is back.',
      );
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    } finally {
      window.dispatchEvent(new Event('online'));
    }
  });
});
