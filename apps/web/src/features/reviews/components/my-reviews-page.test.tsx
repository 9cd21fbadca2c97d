import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Review } from '@elite/shared';
import { BOB } from '../../../testing/listing-page';
import { renderSignedIn } from '../../../testing/render-app';
import { keepTablesAsTables } from '../../../testing/table-layout';

function review(n: number): Review {
  return {
    _id: `r-${n}`,
    review_description: `My review number ${n}`,
    property_id: `p-${n}`,
    property_title: `Home ${n}`,
    agent_name: 'Agnes Agent',
    reviewer_name: BOB.displayName,
    reviewer_email: BOB.email,
    reviewer_image: null,
    review_time: '2026-11-01T10:00:00.000Z',
  };
}

describe('My Reviews', () => {
  keepTablesAsTables();

  it('shows 20 reviews a page, numbered on across the pages', async () => {
    const mine = Array.from({ length: 23 }, (_, i) => review(i + 1));
    await renderSignedIn(
      BOB,
      async () => {
        const { MyReviewsPage } = await import('./my-reviews-page');
        return [{ path: '/dashboard/myReview', element: <MyReviewsPage /> }];
      },
      '/dashboard/myReview',
      { 'GET /api/myReview/bob%40example.com': { status: 200, body: mine } },
    );

    expect(await screen.findByText('My review number 20')).toBeInTheDocument();
    expect(screen.queryByText('My review number 21')).not.toBeInTheDocument();

    const pages = screen.getByRole('navigation', { name: 'Pages of reviews' });
    fireEvent.click(within(pages).getByRole('link', { name: 'Page 2' }));
    expect(await screen.findByText('My review number 23')).toBeInTheDocument();
    expect(screen.queryByText('My review number 20')).not.toBeInTheDocument();
    const row = screen.getByText('My review number 21').closest('tr')!;
    expect(within(row).getByText('21')).toBeInTheDocument();
  });
});
