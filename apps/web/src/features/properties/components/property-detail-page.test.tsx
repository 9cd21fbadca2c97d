import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PropertyDetail } from '@elite/shared';
import { TEST_CONFIG } from '../../../testing/fixtures';
import { BOB, openListingPage, PLAIN_LISTING } from '../../../testing/listing-page';

const PHOTOS = [
  { url: '/images/a.jpg', alt: 'The front of the house' },
  { url: '/images/b.jpg', alt: '' },
  { url: '/images/c.jpg', alt: 'The kitchen' },
];

const LISTING: PropertyDetail = {
  ...PLAIN_LISTING,
  property_type: 'house',
  bedrooms: 3,
  bathrooms: 2.5,
  living_area: 1850,
  year_built: 1998,
  description: 'Sunny rooms.\nA garden.\n<script>window.hacked = true</script>',
  photos: PHOTOS,
  days_on_market: 12,
  price_history: [
    { date: '2026-01-01T10:00:00.000Z', event: 'listed', min: 950_000, max: 1_250_000 },
    { date: '2026-02-03T10:00:00.000Z', event: 'price_changed', min: 900_000, max: 1_200_000 },
  ],
};

/** A listing with nothing known beyond SPEC.md's fields. */
const BARE: PropertyDetail = { ...PLAIN_LISTING, listed_at: null, days_on_market: null };

const fact = (label: string) =>
  within(screen.getByRole('region', { name: 'Key facts' })).getByText(label, { selector: 'dt' })
    .nextElementSibling?.textContent;

describe('a listing’s page', () => {
  it('shows the key facts that are known, with the site’s unit of area', async () => {
    await openListingPage(LISTING, { config: { ...TEST_CONFIG, areaUnit: 'm2' } });

    await waitFor(() => expect(fact('Living area')).toBe('1,850 m²'));
    expect(fact('Bedrooms')).toBe('3');
    expect(fact('Bathrooms')).toBe('2.5');
    expect(fact('Type')).toBe('House');
    expect(fact('Year built')).toBe('1998');
    expect(fact('On the market')).toBe('12 days on market');
    // The lot size is unknown: not shown at all.
    expect(screen.queryByText('Lot size')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('null');
  });

  it('says "Listed today" on the day it was listed', async () => {
    await openListingPage({ ...LISTING, days_on_market: 0 });
    expect(fact('On the market')).toBe('Listed today');
  });

  it('leaves out every fact, section and the map of a listing that has none', async () => {
    await openListingPage(BARE);

    expect(screen.queryByRole('region', { name: 'Key facts' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'About this home' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Price history' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Floor plan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Map of/ })).not.toBeInTheDocument();
    // One photo: no thumbnails, no count.
    expect(screen.queryByRole('list', { name: 'Thumbnails' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open photo 1 of 1 full screen' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Harbour View Villa, photo 1' })).toBeVisible();
    expect(document.body).not.toHaveTextContent('null');
  });

  it('shows the description as text with its line breaks: a script in it stays text', async () => {
    await openListingPage(LISTING);

    const description = screen.getByText(/Sunny rooms/);
    expect(description.textContent).toBe(LISTING.description);
    expect(description).toHaveClass('whitespace-pre-line');
    expect(description.querySelector('script')).toBeNull();
    expect(document.querySelector('main script, #root script, body script')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('switches the cover with the thumbnails and the arrows, with its count', async () => {
    await openListingPage(LISTING);

    expect(screen.getByRole('img', { name: 'The front of the house' })).toBeVisible();
    expect(screen.getByText('1 / 3')).toBeVisible();
    const thumbnails = within(screen.getByRole('list', { name: 'Thumbnails' })).getAllByRole(
      'button',
    );
    expect(thumbnails.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Show photo 1 of 3',
      'Show photo 2 of 3',
      'Show photo 3 of 3',
    ]);
    expect(thumbnails[0]).toHaveAttribute('aria-current', 'true');

    fireEvent.click(thumbnails[2]!);
    expect(screen.getByRole('img', { name: 'The kitchen' })).toBeVisible();
    expect(screen.getByText('3 / 3')).toBeVisible();
    expect(thumbnails[2]).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Open photo 3 of 3 full screen' })).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByRole('img', { name: 'The front of the house' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    // No alt text: the title and the photo's number.
    expect(screen.getByRole('img', { name: 'Harbour View Villa, photo 2' })).toBeVisible();
    expect(screen.getByText('2 / 3')).toBeVisible();
  });

  it('moves the cover with a swipe on a phone; a tap opens the viewer', async () => {
    await openListingPage(LISTING);

    const cover = screen.getByRole('button', { name: 'Open photo 1 of 3 full screen' });
    // A swipe to the left: the next photo. The click that ends it opens nothing.
    fireEvent.pointerDown(cover, { clientX: 300 });
    fireEvent.pointerUp(cover, { clientX: 120 });
    fireEvent.click(cover);
    expect(cover).toHaveAccessibleName('Open photo 2 of 3 full screen');
    expect(screen.getByText('2 / 3')).toBeVisible();
    // A swipe to the right: back.
    fireEvent.pointerDown(cover, { clientX: 100 });
    fireEvent.pointerUp(cover, { clientX: 260 });
    fireEvent.click(cover);
    expect(cover).toHaveAccessibleName('Open photo 1 of 3 full screen');
    expect(screen.queryByText('Photo 1 of 3')).not.toBeInTheDocument();
    // A short drag is a tap: the viewer opens.
    fireEvent.pointerDown(cover, { clientX: 100 });
    fireEvent.pointerUp(cover, { clientX: 110 });
    fireEvent.click(cover);
    expect(await screen.findByText('Photo 1 of 3')).toBeInTheDocument();
  });

  it('swipes the other way in a right-to-left page: a swipe to the right is the next photo', async () => {
    document.documentElement.dir = 'rtl';
    try {
      await openListingPage(LISTING);
      const cover = screen.getByRole('button', { name: 'Open photo 1 of 3 full screen' });
      fireEvent.pointerDown(cover, { clientX: 100 });
      fireEvent.pointerUp(cover, { clientX: 260 });
      fireEvent.click(cover);
      expect(cover).toHaveAccessibleName('Open photo 2 of 3 full screen');
    } finally {
      document.documentElement.removeAttribute('dir');
    }
  });

  it('opens the photo full screen with its count, arrow keys move, Escape closes and focus comes back', async () => {
    await openListingPage(LISTING);

    const cover = screen.getByRole('button', { name: 'Open photo 1 of 3 full screen' });
    cover.focus();
    fireEvent.click(cover);

    expect(await screen.findByText('Photo 1 of 3')).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).not.toBe(cover));

    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(await screen.findByText('Photo 2 of 3')).toBeInTheDocument();

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByText('Photo 2 of 3')).not.toBeInTheDocument());
    // Focus is back on the cover, which now shows the photo last seen.
    await waitFor(() => expect(document.activeElement).toBe(cover));
    await waitFor(() =>
      expect(cover.getAttribute('aria-label')).toBe('Open photo 2 of 3 full screen'),
    );
  });

  it('shows the price history, oldest first', async () => {
    await openListingPage(LISTING);

    const table = screen.getByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'DateEventPrice',
      'Jan 1, 2026Listed$950,000 - $1,250,000',
      'Feb 3, 2026Price changed$900,000 - $1,200,000',
    ]);
  });

  it('shows a sold home’s one sold price, and no longer counts its days on the market', async () => {
    await openListingPage({
      ...LISTING,
      status: 'sold',
      price_history: [
        ...LISTING.price_history,
        { date: '2026-03-05T10:00:00.000Z', event: 'sold', min: 1_100_000, max: 1_100_000 },
      ],
    });

    const rows = within(screen.getByRole('table'))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows.at(-1)).toBe('Mar 5, 2026Sold$1,100,000');
    await waitFor(() => expect(fact('Bedrooms')).toBe('3'));
    expect(screen.queryByText('On the market')).not.toBeInTheDocument();
  });

  it('shows the floor plan and a tour link that opens in a new tab', async () => {
    await openListingPage({
      ...LISTING,
      floor_plan: '/images/plan.jpg',
      tour_url: 'https://tours.example.com/villa',
    });

    expect(screen.getByRole('img', { name: 'Harbour View Villa, floor plan' })).toBeVisible();
    const tour = screen.getByRole('link', { name: /Take the virtual tour/ });
    expect(tour).toHaveAttribute('href', 'https://tours.example.com/villa');
    expect(tour).toHaveAttribute('target', '_blank');
    expect(tour.getAttribute('rel')).toContain('noopener');
  });

  it('keeps SPEC.md’s actions for a signed-in buyer', async () => {
    await openListingPage(LISTING);

    expect(await screen.findByRole('button', { name: 'Add To WishList' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Make an Offer' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Give a Review' })).toBeVisible();
    expect(await screen.findByText('No Review Yet')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Agent' }).parentElement).toHaveTextContent(
      'Agnes Agent',
    );
  });

  it('offers no review form to the listing’s own agent', async () => {
    await openListingPage(LISTING, {
      identity: { ...BOB, email: LISTING.agent_email, displayName: 'Agnes Agent' },
    });
    expect(await screen.findByText('No Review Yet')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Give a Review' })).not.toBeInTheDocument(),
    );
  });

  it('offers no review form to someone who already reviewed the listing', async () => {
    const reviewed = { property_id: LISTING._id, _id: 'r-1' };
    await openListingPage(LISTING, {
      api: {
        [`GET /api/myReview/${encodeURIComponent(BOB.email)}`]: {
          status: 200,
          body: [
            {
              ...reviewed,
              review_description: 'Lovely',
              property_title: LISTING.property_title,
              agent_name: 'Agnes Agent',
              reviewer_name: BOB.displayName,
              reviewer_email: BOB.email,
              reviewer_image: null,
              review_time: '2026-11-01T10:00:00.000Z',
            },
          ],
        },
      },
    });
    expect(await screen.findByRole('button', { name: 'Add To WishList' })).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Give a Review' })).not.toBeInTheDocument(),
    );
  });

  it('offers a signed-out visitor a sign-in that comes back to the listing', async () => {
    const { router } = await openListingPage(LISTING, {
      identity: null,
      config: { ...TEST_CONFIG, publicListings: true },
    });

    const signIn = await screen.findByRole('link', {
      name: 'Sign in to save, review or make an offer',
    });
    // SPEC.md's first action keeps its name, and signs in first too.
    expect(screen.getByRole('link', { name: 'Add To WishList' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Add To WishList' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make an Offer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Give a Review' })).not.toBeInTheDocument();
    expect(fact('Bedrooms')).toBe('3');

    await act(async () => fireEvent.click(signIn));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/property/p-1' } });
  });
});
