import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Review } from '@elite/shared';
import { PLAIN_LISTING, openListingPage } from '../../../testing/listing-page';

function review(n: number): Review {
  return {
    _id: `r-${n}`,
    review_description: `Review number ${n}`,
    property_id: PLAIN_LISTING._id,
    property_title: PLAIN_LISTING.property_title,
    agent_name: PLAIN_LISTING.agent_name,
    reviewer_name: `Reader ${n}`,
    reviewer_image: null,
    review_time: '2026-11-01T10:00:00.000Z',
  };
}

describe('a listing’s reviews', () => {
  it('shows them a page at a time, with every review counted, and pages on', async () => {
    const all = Array.from({ length: 8 }, (_, i) => review(i + 1));
    const base = `GET /api/reviews/${PLAIN_LISTING._id}`;
    const { api } = await openListingPage(PLAIN_LISTING, {
      api: {
        [`${base}?page=1&limit=6`]: {
          status: 200,
          body: all.slice(0, 6),
          headers: { 'X-Total-Count': '8' },
        },
        [`${base}?page=2&limit=6`]: {
          status: 200,
          body: all.slice(6),
          headers: { 'X-Total-Count': '8' },
        },
      },
    });

    expect(await screen.findByRole('heading', { name: 'Reviews (8)' })).toBeInTheDocument();
    expect(await screen.findByText('Review number 6')).toBeInTheDocument();
    expect(screen.queryByText('Review number 7')).not.toBeInTheDocument();

    const pages = screen.getByRole('navigation', { name: 'Pages of reviews' });
    fireEvent.click(within(pages).getByRole('link', { name: 'Page 2' }));
    expect(await screen.findByText('Review number 8')).toBeInTheDocument();
    expect(screen.getByText('Review number 7')).toBeInTheDocument();
    expect(screen.queryByText('Review number 1')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Pages of reviews' })).getByRole('link', {
        name: 'Page 2',
      }),
    ).toHaveAttribute('aria-current', 'page');
    expect(api.callsTo(`${base}?page=2&limit=6`)).toHaveLength(1);
  });
});
