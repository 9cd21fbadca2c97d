import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '@elite/shared/messages';
import type { AgentReviewModeration, Identity } from '@elite/shared';
import { renderSignedIn } from '../../../testing/render-app';
import { keepTablesAsTables } from '../../../testing/table-layout';

const ADA: Identity = {
  displayName: 'Ada Admin',
  email: 'ada@example.com',
  photoURL: null,
  emailVerified: true,
};

function agentReview(n: number, rating = 4): AgentReviewModeration {
  return {
    _id: `ar-${n}`,
    agent_id: 'agent-1',
    rating,
    comment: `Agent review number ${n}`,
    reviewer_name: `Reader ${n}`,
    reviewer_email: `reader${n}@example.com`,
    reviewer_image: null,
    review_time: '2026-11-01T10:00:00.000Z',
    agent_name: 'Agnes Agent',
  };
}

async function openPage(agentReviews: () => AgentReviewModeration[], extra = {}) {
  return renderSignedIn(
    ADA,
    async () => {
      const { ManageReviewsPage } = await import('./manage-reviews-page');
      return [{ path: '/dashboard/manageReviews', element: <ManageReviewsPage /> }];
    },
    '/dashboard/manageReviews',
    {
      'GET /api/allReview': { status: 200, body: [] },
      'GET /api/agent-reviews': () => ({ status: 200, body: agentReviews() }),
      ...extra,
    },
  );
}

describe('Manage Reviews: agent reviews', () => {
  keepTablesAsTables();

  it('lists each agent review with its reviewer, agent, rating, comment and date', async () => {
    await openPage(() => [agentReview(1, 5), agentReview(2, 2)]);
    const table = await screen.findByRole('table', { name: 'All agent reviews' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const first = within(rows[1]!);
    expect(first.getByText('Reader 1')).toBeInTheDocument();
    expect(first.getByText('reader1@example.com')).toBeInTheDocument();
    expect(first.getByText('Agnes Agent')).toBeInTheDocument();
    expect(first.getByText('Rated 5 out of 5')).toBeInTheDocument();
    expect(first.getByText('Agent review number 1')).toBeInTheDocument();
    expect(first.getByText(/2026/)).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Rated 2 out of 5')).toBeInTheDocument();
  });

  it('deletes one after asking, says so and reads the list again', async () => {
    let remaining = [agentReview(1), agentReview(2)];
    const { callsTo } = await openPage(() => remaining, {
      'DELETE /api/agent-reviews/ar-1': () => {
        remaining = remaining.filter((review) => review._id !== 'ar-1');
        return { status: 200, body: { deletedCount: 1 } };
      },
    });
    fireEvent.click(
      await screen.findByRole('button', {
        name: /^Delete ?the review of Agnes Agent by Reader 1$/,
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Delete the review of Agnes Agent by Reader 1?',
    });
    expect(within(dialog).getByText('Agent review number 1')).toBeInTheDocument();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    expect(await screen.findByText(messages.reviewDeleted)).toBeInTheDocument();
    expect(callsTo('DELETE /api/agent-reviews/ar-1')).toHaveLength(1);
    await screen.findByText('Agent review number 2');
    expect(screen.queryByText('Agent review number 1')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal as a toast and keeps the review', async () => {
    await openPage(() => [agentReview(1)], {
      'DELETE /api/agent-reviews/ar-1': {
        status: 404,
        body: { message: 'Agent review not found' },
      },
    });
    fireEvent.click(
      await screen.findByRole('button', {
        name: /^Delete ?the review of Agnes Agent by Reader 1$/,
      }),
    );
    const dialog = await screen.findByRole('dialog');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    expect(await screen.findByText('Agent review not found')).toBeInTheDocument();
    expect(screen.getByText('Agent review number 1')).toBeInTheDocument();
  });

  it('says when there is none yet', async () => {
    await openPage(() => []);
    expect(await screen.findByText('No agent reviews yet')).toBeInTheDocument();
  });
});
