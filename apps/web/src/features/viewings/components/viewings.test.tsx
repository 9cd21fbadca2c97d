import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { conversationMessages, type Identity, type Viewing } from '@elite/shared';
import { renderSignedIn, sentBodies } from '../../../testing/render-app';
import { RequestViewingDialog } from './request-viewing-dialog';
import { toLocalInputValue, withLocalOffset } from './viewing-time';
import { ViewingsPage } from './viewings-page';

const BOB: Identity = {
  displayName: 'Bob Buyer',
  email: 'bob@example.com',
  photoURL: null,
  emailVerified: true,
};

const REQUESTED: Viewing = {
  _id: 'v-1',
  property_id: 'p-1',
  property_title: 'Harbour View Villa',
  start: '2026-12-01T10:00:00+01:00',
  status: 'requested',
  note: 'I will come with my partner',
  buyer_name: 'Bob Buyer',
  buyer_email: 'bob@example.com',
  agent_name: 'Agnes Agent',
  i_am_buyer: true,
};

function openViewings(viewings: Viewing[], extra = {}) {
  return renderSignedIn(
    BOB,
    [{ path: '/dashboard/viewings', element: <ViewingsPage /> }],
    '/dashboard/viewings',
    {
      'GET /api/viewings': { status: 200, body: viewings },
      ...extra,
    },
  );
}

const card = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('li') as HTMLElement;

describe('the Viewings page', () => {
  it('shows a buyer their request in their own time zone, with Cancel and Add to calendar', async () => {
    const { callsTo } = await openViewings([REQUESTED], {
      'PATCH /api/viewings/v-1': { status: 200, body: { modifiedCount: 1 } },
    });

    await screen.findByRole('heading', { name: 'Harbour View Villa' });
    const item = card('Harbour View Villa');
    const time = within(item).getByText((_, element) => element?.tagName === 'TIME');
    expect(time).toHaveAttribute('dateTime', REQUESTED.start);
    // Formatted for the visitor, its zone named.
    expect(time.textContent).toMatch(/2026/);
    expect(time.textContent).toMatch(/UTC|GMT|[A-Z]{3}/);
    expect(within(item).getByText('requested')).toBeInTheDocument();
    expect(within(item).getByText('I will come with my partner')).toBeInTheDocument();
    expect(within(item).getByText('Agent: Agnes Agent')).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Add to calendar' })).toBeInTheDocument();

    fireEvent.click(within(item).getByRole('button', { name: 'Cancel viewing' }));
    await waitFor(() => expect(callsTo('PATCH /api/viewings/v-1')).toHaveLength(1));
    expect(sentBodies('PATCH /api/viewings/v-1')).toEqual([{ status: 'cancelled' }]);
    expect(await screen.findByText(conversationMessages.viewingCancelled)).toBeInTheDocument();
  });

  it('undoes a cancel from its toast by asking for the same time again', async () => {
    let viewings: Viewing[] = [{ ...REQUESTED, status: 'confirmed' }];
    const { callsTo } = await openViewings([], {
      'GET /api/viewings': () => ({ status: 200, body: viewings }),
      'PATCH /api/viewings/v-1': () => {
        viewings = [{ ...REQUESTED, status: 'cancelled' }];
        return { status: 200, body: { modifiedCount: 1 } };
      },
      'POST /api/viewings': () => {
        viewings = [...viewings, { ...REQUESTED, _id: 'v-9' }];
        return { status: 201, body: { insertedId: 'v-9' } };
      },
    });

    await screen.findByRole('heading', { name: 'Harbour View Villa' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel viewing' }));
    const toast = (await screen.findByText(conversationMessages.viewingCancelled)).closest('span')!;
    expect(await within(card('Harbour View Villa')).findByText('cancelled')).toBeInTheDocument();

    fireEvent.click(
      within(toast).getByRole('button', {
        name: /^Undo ?cancelling the viewing of Harbour View Villa$/,
      }),
    );
    expect(await screen.findByText(conversationMessages.viewingRequested)).toBeInTheDocument();
    expect(sentBodies('POST /api/viewings')).toEqual([
      { property_id: 'p-1', start: REQUESTED.start, note: REQUESTED.note },
    ]);
    // The request made again is listed, waiting for the agent's answer.
    expect(await screen.findByText('requested')).toBeInTheDocument();
    expect(callsTo('PATCH /api/viewings/v-1')).toHaveLength(1);
  });

  it('lets the agent confirm or decline a request, and nothing more once answered', async () => {
    const forAgent = { ...REQUESTED, i_am_buyer: false };
    const answered = {
      ...forAgent,
      _id: 'v-2',
      property_title: 'Garden Cottage',
      status: 'declined' as const,
    };
    await openViewings([forAgent, answered], {
      'PATCH /api/viewings/v-1': { status: 200, body: { modifiedCount: 1 } },
    });

    await screen.findByRole('heading', { name: 'Harbour View Villa' });
    const item = card('Harbour View Villa');
    expect(within(item).getByText(/Buyer: Bob Buyer/)).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Cancel viewing' })).not.toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    fireEvent.click(within(item).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(sentBodies('PATCH /api/viewings/v-1')).toEqual([{ status: 'confirmed' }]),
    );
    expect(await screen.findByText(conversationMessages.viewingConfirmed)).toBeInTheDocument();

    const declined = card('Garden Cottage');
    expect(within(declined).queryAllByRole('button')).toHaveLength(0);
  });

  it('shows the server’s refusal of a move', async () => {
    await openViewings([REQUESTED], {
      'PATCH /api/viewings/v-1': {
        status: 409,
        body: { message: conversationMessages.viewingMoveNotAllowed },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel viewing' }));
    expect(await screen.findByText(conversationMessages.viewingMoveNotAllowed)).toBeInTheDocument();
  });

  it('points to the listings when there is no viewing', async () => {
    await openViewings([]);
    expect(await screen.findByText('No viewings yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse All Property' })).toHaveAttribute(
      'href',
      '/allProperty',
    );
  });
});

function Listing() {
  const [open, setOpen] = useState(true);
  return (
    <RequestViewingDialog
      property={{ _id: 'p-1', property_title: 'Harbour View Villa' }}
      open={open}
      onClose={() => setOpen(false)}
    />
  );
}

describe('the Request a viewing form', () => {
  const openForm = (extra = {}) =>
    renderSignedIn(BOB, [{ path: '/property/p-1', element: <Listing /> }], '/property/p-1', extra);

  it('sends the chosen time with the browser’s offset, and the note', async () => {
    await openForm({ 'POST /api/viewings': { status: 201, body: { insertedId: 'v-1' } } });
    const when = toLocalInputValue(new Date(Date.now() + 3 * 24 * 60 * 60 * 1000));

    const field = await screen.findByLabelText('Date and time');
    expect(field).toHaveAttribute('min');
    expect(field).toHaveAttribute('max');
    fireEvent.change(field, { target: { value: when } });
    fireEvent.change(screen.getByLabelText('Note for the agent (optional)'), {
      target: { value: 'Mornings suit me' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText(conversationMessages.viewingRequested)).toBeInTheDocument();
    const [body] = sentBodies('POST /api/viewings') as { start: string }[];
    expect(body).toEqual({
      property_id: 'p-1',
      start: withLocalOffset(when),
      note: 'Mornings suit me',
    });
    expect(body!.start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00(Z|[+-]\d{2}:\d{2})$/);
    expect(new Date(body!.start).getTime()).toBe(new Date(when).getTime());
  });

  it('refuses a time in the past or beyond 90 days', async () => {
    const { callsTo } = await openForm();
    const field = await screen.findByLabelText('Date and time');

    fireEvent.change(field, {
      target: { value: toLocalInputValue(new Date(Date.now() - 3_600_000)) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(conversationMessages.viewingStartPast)).toBeInTheDocument();

    const far = new Date(Date.now() + 91 * 24 * 60 * 60 * 1000);
    fireEvent.change(field, { target: { value: toLocalInputValue(far) } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(conversationMessages.viewingStartTooFar)).toBeInTheDocument();
    expect(callsTo('POST /api/viewings')).toHaveLength(0);
  });
});

describe('a viewing time with the browser’s offset', () => {
  it('keeps the local clock time and names the offset', () => {
    const iso = withLocalOffset('2026-12-01T10:00');
    expect(iso.startsWith('2026-12-01T10:00:00')).toBe(true);
    expect(new Date(iso).getTime()).toBe(new Date('2026-12-01T10:00').getTime());
  });
});
