import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Identity, Review } from '@elite/shared';
import { renderSignedIn } from '../../../testing/render-app';
import { keepTablesAsTables } from '../../../testing/table-layout';

const ADA: Identity = {
  displayName: 'Ada Admin',
  email: 'ada@example.com',
  photoURL: null,
  emailVerified: true,
};

function review(n: number): Review {
  return {
    _id: `r-${n}`,
    review_description: `Review number ${n}`,
    property_id: `p-${n}`,
    property_title: `Home ${n}`,
    agent_name: 'Agnes Agent',
    reviewer_name: `Reader ${n}`,
    reviewer_email: `reader${n}@example.com`,
    reviewer_image: null,
    review_time: '2026-11-01T10:00:00.000Z',
  };
}

describe('Manage Reviews', () => {
  keepTablesAsTables();

  it('pages through every review, 20 at a time', async () => {
    const all = Array.from({ length: 41 }, (_, i) => review(i + 1));
    await renderSignedIn(
      ADA,
      async () => {
        const { ManageReviewsPage } = await import('./manage-reviews-page');
        return [{ path: '/dashboard/manageReviews', element: <ManageReviewsPage /> }];
      },
      '/dashboard/manageReviews',
      {
        'GET /api/allReview': { status: 200, body: all },
        'GET /api/agent-reviews': { status: 200, body: [] },
      },
    );

    expect(await screen.findByText('Review number 20')).toBeInTheDocument();
    expect(screen.queryByText('Review number 21')).not.toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages of reviews' });
    expect(within(pages).getByRole('link', { name: 'Page 3' })).toBeInTheDocument();

    fireEvent.click(within(pages).getByRole('link', { name: 'Page 3' }));
    expect(await screen.findByText('Review number 41')).toBeInTheDocument();
    expect(screen.queryByText('Review number 40')).not.toBeInTheDocument();
  });
});
