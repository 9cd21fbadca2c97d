import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  conversationMessages,
  firstMessageDraft,
  MESSAGE_MAX_LENGTH,
  type Identity,
} from '@elite/shared';
import { renderSignedIn, sentBodies } from '../../../testing/render-app';
import { ContactAgentDialog } from './contact-agent-dialog';

const BOB: Identity = {
  displayName: 'Bob Buyer',
  email: 'bob@example.com',
  photoURL: null,
  emailVerified: true,
};
const LISTING = { _id: 'p-1', property_title: 'Harbour View Villa' };

function Listing() {
  const [open, setOpen] = useState(true);
  return <ContactAgentDialog property={LISTING} open={open} onClose={() => setOpen(false)} />;
}

function Where() {
  return <h1>At {useLocation().pathname}</h1>;
}

const routes = [
  { path: '/property/p-1', element: <Listing /> },
  { path: '/dashboard/messages/:id', element: <Where /> },
];

describe('the Contact agent form', () => {
  it('starts from a question about the home; sent, it says so and stays on the listing', async () => {
    await renderSignedIn(BOB, routes, '/property/p-1', {
      'POST /api/conversations': { status: 201, body: { insertedId: 'c-9' } },
    });

    const box = await screen.findByRole('textbox', { name: 'Your message' });
    expect(box).toHaveValue(firstMessageDraft('Harbour View Villa'));
    fireEvent.change(box, { target: { value: 'Is the garden south-facing?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText(conversationMessages.messageSent)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^At / })).not.toBeInTheDocument();
    expect(sentBodies('POST /api/conversations')).toEqual([
      { property_id: 'p-1', message: 'Is the garden south-facing?' },
    ]);
  });

  it('refuses an empty or too long message before sending', async () => {
    const { callsTo } = await renderSignedIn(BOB, routes, '/property/p-1', {});
    const box = await screen.findByRole('textbox', { name: 'Your message' });

    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(conversationMessages.messageEmpty)).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(box, { target: { value: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(conversationMessages.messageTooLong)).toBeInTheDocument();
    expect(callsTo('POST /api/conversations')).toHaveLength(0);
  });

  it('shows the server’s refusal and stays open', async () => {
    await renderSignedIn(BOB, routes, '/property/p-1', {
      'POST /api/conversations': {
        status: 403,
        body: { message: conversationMessages.fraudCannotMessage },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(conversationMessages.fraudCannotMessage)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your message' })).toBeInTheDocument();
  });
});
