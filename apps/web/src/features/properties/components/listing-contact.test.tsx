import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { firstMessageDraft, type Identity, type PropertyDetail } from '@elite/shared';
import { noFacts } from '../../../testing/fixtures';
import { renderSignedIn } from '../../../testing/render-app';

const BOB: Identity = { displayName: 'Bob Buyer', email: 'bob@example.com', photoURL: null };
const AGNES: Identity = { displayName: 'Agnes Agent', email: 'agnes@example.com', photoURL: null };

const LISTING: PropertyDetail = {
  _id: 'p-1',
  property_title: 'Harbour View Villa',
  location: 'Sydney',
  property_image: '/images/a.jpg',
  price_range: { min: 900_000, max: 1_200_000 },
  status: 'verified',
  agent_name: 'Agnes Agent',
  agent_email: 'agnes@example.com',
  agent_image: null,
  ...noFacts('/images/a.jpg'),
  price_history: [],
};

async function openListing(identity: Identity, path = '/property/p-1') {
  const email = encodeURIComponent(identity.email);
  const result = await renderSignedIn(
    identity,
    async () => {
      const { PropertyDetailPage } = await import('./property-detail-page');
      return [{ path: '/property/:id', element: <PropertyDetailPage /> }];
    },
    path,
    {
      'GET /api/property/p-1': { status: 200, body: LISTING },
      'GET /api/reviews/p-1': { status: 200, body: [] },
      [`GET /api/property/wishList/${email}`]: { status: 200, body: [] },
      [`GET /api/propertyOffer/${email}`]: { status: 200, body: [] },
    },
  );
  await screen.findByRole('heading', { level: 1, name: LISTING.property_title });
  return result;
}

const agentCard = () => screen.getByRole('region', { name: 'Agent' });

describe('contacting a listing’s agent', () => {
  it('offers a buyer Contact agent and Request a viewing beside the agent', async () => {
    await openListing(BOB);
    const card = agentCard();
    expect(await within(card).findByRole('button', { name: 'Contact agent' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Request a viewing' })).toBeInTheDocument();
  });

  it('offers the listing’s own agent neither', async () => {
    await openListing(AGNES);
    await screen.findByText('This property os belong to you');
    expect(screen.queryByRole('button', { name: 'Contact agent' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request a viewing' })).not.toBeInTheDocument();
  });

  it('opens the Contact agent form from the address (?contact=1, the payment page’s link)', async () => {
    const { router } = await openListing(BOB, '/property/p-1?contact=1');
    const box = await screen.findByRole('textbox', { name: 'Your message' });
    expect(box).toHaveValue(firstMessageDraft(LISTING.property_title));
    // Closing it takes it out of the address, so Back or a reload does not open it again.
    within(screen.getByRole('dialog', { name: 'Contact agent' }))
      .getByRole('button', { name: 'Cancel' })
      .click();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
