import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Identity } from '@elite/shared';
import { messages } from '@elite/shared/messages';
import { BOB, openListingPage, PLAIN_LISTING } from '../../../testing/listing-page';
import { sentBodies } from '../../../testing/render-app';

const AGNES: Identity = {
  displayName: 'Agnes Agent',
  email: 'agnes@example.com',
  photoURL: null,
  emailVerified: true,
};

const REPORTS = 'POST /api/property/p-1/reports';
const SIGN_IN = 'Sign in to save, review or make an offer';
const created = { status: 201, body: { insertedId: 'r-1' } };

async function openForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Report this listing' }));
  return screen.findByRole('dialog', { name: 'Report this listing' });
}

const send = (dialog: HTMLElement) =>
  act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' })));

describe('reporting a listing', () => {
  it('lets a visitor report with their e-mail address, then thanks them', async () => {
    await openListingPage(PLAIN_LISTING, { identity: null, api: { [REPORTS]: created } });
    const dialog = await openForm();
    const reasons = within(dialog).getByRole('group', { name: 'What is wrong with this listing?' });
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['misleading', 'fraud', 'discriminatory', 'duplicate', 'other']);
    fireEvent.click(within(reasons).getByRole('radio', { name: 'A scam or fraud' }));
    fireEvent.change(within(dialog).getByLabelText('Details (optional)'), {
      target: { value: 'They ask for a deposit before any viewing.' },
    });
    fireEvent.change(within(dialog).getByLabelText('Your e-mail address'), {
      target: { value: 'vic@example.com' },
    });
    await send(dialog);
    expect(
      await screen.findByText('Thank you: an admin will look at your report.'),
    ).toBeInTheDocument();
    expect(sentBodies(REPORTS)).toEqual([
      {
        reason: 'fraud',
        details: 'They ask for a deposit before any viewing.',
        email: 'vic@example.com',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says what is missing before sending: a reason, an e-mail, details for something else', async () => {
    const { api } = await openListingPage(PLAIN_LISTING, {
      identity: null,
      api: { [REPORTS]: created },
    });
    const dialog = await openForm();
    await send(dialog);
    expect(
      await within(dialog).findByText('Choose what is wrong with the listing.'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Enter your e-mail address, so that we can tell you what was done.'),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Something else' }));
    const details = within(dialog).getByLabelText('Details (required)');
    fireEvent.change(details, { target: { value: 'Odd' } });
    await send(dialog);
    expect(
      await within(dialog).findByText('Tell us what is wrong, in 10 characters at least.'),
    ).toBeInTheDocument();
    expect(details).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo(REPORTS)).toEqual([]);
  });

  it('reports as the signed-in account, without asking for an e-mail', async () => {
    await openListingPage(PLAIN_LISTING, { identity: BOB, api: { [REPORTS]: created } });
    const dialog = await openForm();
    expect(within(dialog).queryByLabelText('Your e-mail address')).not.toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'We will write to your account’s e-mail address once an admin has looked at your report.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'A duplicate of another listing' }));
    await send(dialog);
    await screen.findByText('Thank you: an admin will look at your report.');
    expect(sentBodies(REPORTS)).toEqual([{ reason: 'duplicate', details: '' }]);
  });

  it('shows the server’s refusal and keeps the form open', async () => {
    const refusal =
      'You have already reported this listing and your report is still open: an admin will look at it';
    await openListingPage(PLAIN_LISTING, {
      identity: BOB,
      api: { [REPORTS]: { status: 409, body: { message: refusal } } },
    });
    const dialog = await openForm();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Misleading or wrong information' }));
    await send(dialog);
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Report this listing' })).toBeInTheDocument();
  });

  it('is not offered to the listing’s own agent', async () => {
    await openListingPage(PLAIN_LISTING, { identity: AGNES });
    // The page knows who is looking once it tells the agent the listing is theirs.
    expect((await screen.findAllByText(messages.ownProperty)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Report this listing' })).not.toBeInTheDocument();
  });

  it('is not offered on a listing the public does not see', async () => {
    await openListingPage({ ...PLAIN_LISTING, status: 'pending' }, { identity: null });
    expect((await screen.findAllByRole('link', { name: SIGN_IN })).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Report this listing' })).not.toBeInTheDocument();
  });
});
