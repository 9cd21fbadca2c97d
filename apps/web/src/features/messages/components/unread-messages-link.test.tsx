import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Identity } from '@elite/shared';
import { renderSignedIn } from '../../../testing/render-app';
import { UnreadMessagesLink } from './unread-messages-link';

const BOB: Identity = {
  displayName: 'Bob Buyer',
  email: 'bob@example.com',
  photoURL: null,
  emailVerified: true,
};

describe('the unread count in the navigation bar', () => {
  afterEach(() => vi.useRealTimers());

  it('names the count of unread messages, and updates while the app is open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let count = 3;
    await renderSignedIn(BOB, [{ path: '*', element: <UnreadMessagesLink signedIn /> }], '/', {
      'GET /api/conversations/unread': () => ({ status: 200, body: { count } }),
    });
    const link = await screen.findByRole('link', { name: 'Messages, 3 unread' });
    expect(link).toHaveAttribute('href', '/dashboard/messages');
    expect(link).toHaveTextContent('3');

    // Asked again every 20 seconds while the app is open, without a reload.
    count = 0;
    await vi.advanceTimersByTimeAsync(20_000);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Messages' })).toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Messages' })).not.toHaveTextContent('0');
  });

  it('is not there for a signed-out visitor', async () => {
    const { callsTo } = await renderSignedIn(
      BOB,
      [{ path: '*', element: <UnreadMessagesLink signedIn={false} /> }],
      '/',
      {},
    );
    await waitFor(() => expect(document.body).toBeInTheDocument());
    expect(screen.queryByRole('link', { name: /Messages/ })).not.toBeInTheDocument();
    expect(callsTo('GET /api/conversations/unread')).toHaveLength(0);
  });
});
