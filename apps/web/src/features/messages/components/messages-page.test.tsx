import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { conversationMessages, type ConversationSummary, type Identity } from '@elite/shared';
import { renderSignedIn, sentBodies } from '../../../testing/render-app';
import type { FakeRoute } from '../../../testing/fake-api';
import { MessagesPage } from './messages-page';

const BOB: Identity = {
  displayName: 'Bob Buyer',
  email: 'bob@example.com',
  photoURL: null,
  emailVerified: true,
};

const THREAD: ConversationSummary = {
  _id: 'c-1',
  property_id: 'p-1',
  property_title: 'Harbour View Villa',
  property_image: '/images/a.jpg',
  i_am_buyer: true,
  other_party: { name: 'Agnes Agent', image: null },
  last_message: {
    body: 'Is it still available?',
    sent_at: '2026-11-20T10:00:00.000Z',
    from_me: true,
  },
  unread: 0,
  blocked: false,
  reported: false,
};

const OTHER: ConversationSummary = {
  ...THREAD,
  _id: 'c-2',
  property_id: 'p-2',
  property_title: 'Garden Cottage',
  other_party: { name: 'Oscar Owner', image: null },
  last_message: {
    body: 'Yes, come on Friday',
    sent_at: '2026-11-21T10:00:00.000Z',
    from_me: false,
  },
  unread: 2,
};

const MESSAGES = [
  {
    _id: 'm-1',
    body: '<b>hi</b>\nsecond line',
    sent_at: '2026-11-20T10:00:00.000Z',
    from_me: true,
    sender_name: 'Bob Buyer',
  },
  {
    _id: 'm-2',
    body: 'Hello Bob',
    sent_at: '2026-11-20T11:00:00.000Z',
    from_me: false,
    sender_name: 'Agnes Agent',
  },
];

const routes = [
  { path: '/dashboard/messages', element: <MessagesPage /> },
  { path: '/dashboard/messages/:id', element: <MessagesPage /> },
  { path: '/property/:id', element: <h1>Listing</h1> },
];

function openMessages(
  path: string,
  {
    list = [THREAD, OTHER],
    extra = {},
  }: { list?: ConversationSummary[]; extra?: Record<string, FakeRoute> } = {},
) {
  return renderSignedIn(BOB, routes, path, {
    'GET /api/conversations': { status: 200, body: list },
    'GET /api/conversations/unread': { status: 200, body: { count: 2 } },
    'GET /api/conversations/c-1/messages': { status: 200, body: MESSAGES },
    'GET /api/conversations/c-2/messages': { status: 200, body: [] },
    ...extra,
  });
}

afterEach(() => sessionStorage.clear());

describe('the Messages page', () => {
  it('lists my conversations with the other person, the last message and the unread count', async () => {
    await openMessages('/dashboard/messages');

    const links = await screen.findAllByRole('link', { name: /Harbour View Villa|Garden Cottage/ });
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveTextContent('Agnes Agent');
    expect(links[0]).toHaveTextContent('You: Is it still available?');
    expect(links[1]).toHaveTextContent('Oscar Owner');
    expect(links[1]).toHaveTextContent('Yes, come on Friday');
    expect(links[1]).not.toHaveTextContent('You:');
    expect(within(links[1]!).getByText('unread').parentElement).toHaveTextContent('2 unread');
    expect(screen.getByText('Choose a conversation to read it.')).toBeInTheDocument();
  });

  it('says how to start when there is no conversation', async () => {
    await openMessages('/dashboard/messages', { list: [] });
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All Property' })).toHaveAttribute(
      'href',
      '/allProperty',
    );
  });

  it('shows a thread’s messages as plain text with their line breaks, and links to the listing', async () => {
    await openMessages('/dashboard/messages/c-1');

    const messages = await screen.findByRole('list', { name: 'Messages' });
    const first = await within(messages).findByText(/<b>hi<\/b>/);
    expect(first.textContent).toBe('<b>hi</b>\nsecond line');
    expect(first.querySelector('b')).toBeNull();
    expect(first).toHaveClass('whitespace-pre-wrap');
    expect(within(messages).getByText('Hello Bob')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Harbour View Villa' })).toHaveAttribute(
      'href',
      '/property/p-1',
    );
    expect(screen.getByRole('link', { name: /All conversations/ })).toBeInTheDocument();
  });

  it('keeps an unsent reply per conversation, and sends it', async () => {
    const { router, callsTo } = await openMessages('/dashboard/messages/c-1', {
      extra: {
        'POST /api/conversations/c-1/messages': { status: 201, body: { insertedId: 'm-3' } },
      },
    });

    const box = await screen.findByRole('textbox', { name: 'Your reply' });
    fireEvent.change(box, { target: { value: 'See you\nat ten' } });
    await router.navigate('/dashboard/messages/c-2');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Your reply' })).toHaveValue(''),
    );
    await router.navigate('/dashboard/messages/c-1');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Your reply' })).toHaveValue('See you\nat ten'),
    );

    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Your reply' }), {
      key: 'Enter',
      ctrlKey: true,
    });
    await waitFor(() => expect(callsTo('POST /api/conversations/c-1/messages')).toHaveLength(1));
    expect(sentBodies('POST /api/conversations/c-1/messages')).toEqual([
      { message: 'See you\nat ten' },
    ]);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Your reply' })).toHaveValue(''),
    );
    expect(sessionStorage.getItem('message-draft:c-1')).toBeNull();
  });

  it('refuses an empty reply', async () => {
    const { callsTo } = await openMessages('/dashboard/messages/c-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByText(conversationMessages.messageEmpty)).toBeInTheDocument();
    expect(callsTo('POST /api/conversations/c-1/messages')).toHaveLength(0);
  });

  it('tells a blocked buyer, and does not sign them out', async () => {
    await openMessages('/dashboard/messages/c-1', {
      extra: {
        'POST /api/conversations/c-1/messages': {
          status: 403,
          body: { message: conversationMessages.blocked },
        },
      },
    });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Your reply' }), {
      target: { value: 'Hello?' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(conversationMessages.blocked)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your reply' })).not.toBeInTheDocument();
    expect(localStorage.length).toBeGreaterThan(0);
  });

  it('shows a buyer the agent has blocked no reply box', async () => {
    await openMessages('/dashboard/messages/c-1', { list: [{ ...THREAD, blocked: true }] });
    expect(await screen.findByText(conversationMessages.blocked)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your reply' })).not.toBeInTheDocument();
    // A buyer cannot block.
    expect(screen.queryByRole('button', { name: 'Block buyer' })).not.toBeInTheDocument();
  });

  it('lets the agent block the buyer, and either side report the conversation once', async () => {
    const asAgent = {
      ...THREAD,
      i_am_buyer: false,
      other_party: { name: 'Bob Buyer', image: null },
    };
    await openMessages('/dashboard/messages/c-1', {
      list: [asAgent],
      extra: {
        'POST /api/conversations/c-1/block': { status: 200, body: { modifiedCount: 1 } },
        'POST /api/conversations/c-1/report': { status: 200, body: { modifiedCount: 1 } },
      },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Block buyer' }));
    expect(await screen.findByText(conversationMessages.buyerBlocked)).toBeInTheDocument();
    expect(sentBodies('POST /api/conversations/c-1/block')).toEqual([{ blocked: true }]);

    fireEvent.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this conversation?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await screen.findByText(conversationMessages.reported)).toBeInTheDocument();
    expect(screen.getByText('Reported')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
  });
});
