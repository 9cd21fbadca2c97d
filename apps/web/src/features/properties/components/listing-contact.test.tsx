import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { firstMessageDraft, type Identity } from '@elite/shared';
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
