import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { firstMessageDraft, listingViewingTexts, type Identity } from '@elite/shared';
import { openListingPage, PLAIN_LISTING } from '../../../testing/listing-page';

const AGNES: Identity = {
  displayName: 'Agnes Agent',
  email: 'agnes@example.com',
  photoURL: null,
  emailVerified: true,
};

const LISTING = PLAIN_LISTING;

const agentCard = () => screen.getByRole('region', { name: 'Agent' });

describe('contacting a listing’s agent', () => {
  it('offers a buyer Contact agent and Request a viewing beside the agent', async () => {
    await openListingPage(LISTING);
    const card = agentCard();
    expect(await within(card).findByRole('button', { name: 'Contact agent' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Request a viewing' })).toBeInTheDocument();
  });

  it('shows the buyer’s own requested or confirmed viewing of this home, not others', async () => {
    const viewing = (id: string, property_id: string, status: string, i_am_buyer = true) => ({
      _id: id,
      property_id,
      property_title: LISTING.property_title,
      start: '2026-12-01T10:00:00.000Z',
      status,
      note: '',
      buyer_name: 'Bob Buyer',
      buyer_email: 'bob@example.com',
      agent_name: 'Agnes Agent',
      i_am_buyer,
    });
    await openListingPage(LISTING, {
      api: {
        'GET /api/viewings': {
          status: 200,
          body: [
            viewing('v-1', LISTING._id, 'requested'),
            viewing('v-2', LISTING._id, 'cancelled'),
            viewing('v-3', 'p-other', 'confirmed'),
          ],
        },
      },
    });
    const card = agentCard();
    const notice = await within(card).findByText(/^Viewing requested for /);
    // The time in the buyer's own zone, as the Viewings page shows it.
    expect(notice.textContent).toMatch(/^Viewing requested for .*Dec.* 1, 2026.*\. Your viewings$/);
    expect(notice.textContent?.startsWith(listingViewingTexts.requested('').slice(0, -1))).toBe(
      true,
    );
    expect(within(card).getByRole('link', { name: 'Your viewings' })).toHaveAttribute(
      'href',
      '/dashboard/viewings',
    );
    expect(within(card).queryByText(/^Viewing confirmed/)).not.toBeInTheDocument();
    expect(within(card).getAllByText(/^Viewing /)).toHaveLength(1);
  });

  it('offers the listing’s own agent neither', async () => {
    await openListingPage(LISTING, { identity: AGNES });
    await screen.findByText('This property os belong to you');
    expect(screen.queryByRole('button', { name: 'Contact agent' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request a viewing' })).not.toBeInTheDocument();
  });

  it('opens the Contact agent form from the address (?contact=1, the payment page’s link)', async () => {
    const { router } = await openListingPage(LISTING, { path: '/property/p-1?contact=1' });
    const box = await screen.findByRole('textbox', { name: 'Your message' });
    expect(box).toHaveValue(firstMessageDraft(LISTING.property_title));
    // Closing it takes it out of the address, so Back or a reload does not open it again.
    within(screen.getByRole('dialog', { name: 'Contact agent' }))
      .getByRole('button', { name: 'Cancel' })
      .click();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
