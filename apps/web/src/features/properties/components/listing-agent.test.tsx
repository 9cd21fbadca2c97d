import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AgentProfile } from '@elite/shared';
import { openListingPage, PLAIN_LISTING } from '../../../testing/listing-page';

const AGENT: AgentProfile = {
  _id: 'a-1',
  name: 'Agnes Agent',
  image: null,
  bio: null,
  phone: null,
  languages: [],
  agency: { _id: 'g-1', name: 'Harbour Homes', logo: null },
  listings_count: 3,
  sold_last_12_months: 0,
  rating: 4.2,
  reviews_count: 7,
};

const agentBox = () => screen.getByRole('region', { name: 'Agent' });

describe('a listing’s agent box (CONTRACT.md section 14)', () => {
  it('links the agent’s name to their page and shows their rating and agency', async () => {
    await openListingPage(
      { ...PLAIN_LISTING, agent_id: 'a-1' },
      { api: { 'GET /api/agents/a-1': { status: 200, body: AGENT } } },
    );
    const box = agentBox();
    expect(within(box).getByRole('link', { name: 'Agnes Agent' })).toHaveAttribute(
      'href',
      '/agents/a-1',
    );
    expect(await within(box).findByText('Rated 4.2 out of 5')).toBeVisible();
    expect(within(box).getByText('· 7 reviews')).toBeVisible();
    expect(within(box).getByRole('link', { name: 'Agent at Harbour Homes' })).toHaveAttribute(
      'href',
      '/agencies/g-1',
    );
  });

  it('shows no rating without reviews, and no agency without one', async () => {
    const { api } = await openListingPage(
      { ...PLAIN_LISTING, agent_id: 'a-1' },
      {
        api: {
          'GET /api/agents/a-1': {
            status: 200,
            body: { ...AGENT, rating: null, reviews_count: 0, agency: null },
          },
        },
      },
    );
    await expect.poll(() => api.callsTo('GET /api/agents/a-1').length).toBe(1);
    const box = agentBox();
    expect(within(box).getByRole('link', { name: 'Agnes Agent' })).toBeVisible();
    expect(within(box).queryByText(/Rated/)).not.toBeInTheDocument();
    expect(within(box).queryByRole('link', { name: /Agent at/ })).not.toBeInTheDocument();
  });

  it('names a former agent without a link', async () => {
    const { api } = await openListingPage({ ...PLAIN_LISTING, agent_id: null });
    const box = agentBox();
    expect(within(box).getByText('Agnes Agent')).toBeVisible();
    expect(within(box).queryByRole('link', { name: 'Agnes Agent' })).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.path.startsWith('/api/agents/'))).toBe(false);
  });
});
