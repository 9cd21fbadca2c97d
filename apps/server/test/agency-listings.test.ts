import { beforeAll, describe, expect, it } from 'vitest';
import { agencyMessages } from '../src/modules/agencies/messages';
import { conversationCalls } from './helpers/conversation-calls';
import type { TestAccount } from './helpers/factories';
import { describeEachDatabase } from './helpers/test-app';

/*
 * An agent's and an agency's listings (CONTRACT.md section 14): anyone reads the cards of the
 * listings buyers see, a page at a time with X-Total-Count, as GET /api/property answers them;
 * an unknown agent or agency is a 404, bad paging a 400. A change of an agency, of who is in
 * it, or of an agent's profile is a public change: nothing cached from before is served.
 */
describeEachDatabase('agents’ and agencies’ listings', (ctx) => {
  const c = conversationCalls(ctx);
  let admin: TestAccount;
  let agent: TestAccount;
  let partner: TestAccount;
  let loner: TestAccount;
  let buyer: TestAccount;
  let agencyId: string;
  const titles: string[] = [];

  const get = (url: string) => c.inject({ method: 'GET', url });
  const titlesOf = (res: { json(): unknown }) =>
    (res.json() as { property_title: string }[]).map((p) => p.property_title);
  const assign = (userId: string, id: string | null) =>
    c.as(admin, { method: 'PATCH', url: `/api/user/${userId}/agency`, payload: { agency_id: id } });

  beforeAll(async () => {
    [admin, agent, partner, loner, buyer] = await Promise.all([
      c.account('admin'),
      c.account('agent', 'Ada Agent'),
      c.account('agent', 'Pat Partner'),
      c.account('agent', 'Lou Loner'),
      c.account('user', 'Bob Buyer'),
    ]);
    // One after the other: newest first is the order of their creation.
    for (const title of ['First home', 'Second home', 'Third home']) {
      await c.listing(agent, { title });
      titles.unshift(title);
    }
    await c.listing(agent, { title: 'Waiting home', status: 'pending' });
    await c.listing(agent, { title: 'Refused home', status: 'rejected' });
    await c.listing(partner, { title: 'Partner home' });
    await c.listing(loner, { title: 'Loner home' });
    const created = await c.as(admin, {
      method: 'POST',
      url: '/api/agencies',
      payload: { name: 'Harbour Homes' },
    });
    agencyId = created.json().insertedId as string;
    expect((await assign(agent.id, agencyId)).statusCode).toBe(200);
    expect((await assign(partner.id, agencyId)).statusCode).toBe(200);
  });

  it('anyone reads an agent’s verified listings as the list’s cards, newest first, paged', async () => {
    const all = await get(`/api/agents/${agent.id}/listings`);
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-total-count']).toBe('3');
    expect(titlesOf(all)).toEqual(titles);
    const [card] = all.json() as Record<string, unknown>[];
    expect(card).toMatchObject({ agent_name: 'Ada Agent', status: 'verified' });
    // The same card GET /api/property answers for it.
    const list = (await get('/api/property?limit=100')).json() as Record<string, unknown>[];
    expect(list.find((p) => p._id === card!._id)).toEqual(card);

    const second = await get(`/api/agents/${agent.id}/listings?page=2&limit=2`);
    expect(second.headers['x-total-count']).toBe('3');
    expect(titlesOf(second)).toEqual([titles[2]]);
    const past = await get(`/api/agents/${agent.id}/listings?page=9&limit=2`);
    expect(past.json()).toEqual([]);
    // Signed in or not, the same answer.
    const signedIn = await c.as(buyer, { method: 'GET', url: `/api/agents/${agent.id}/listings` });
    expect(titlesOf(signedIn)).toEqual(titles);
  });

  it('anyone reads the listings of an agency’s agents, and none of the others’', async () => {
    const res = await get(`/api/agencies/${agencyId}/listings`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('4');
    expect(titlesOf(res).sort()).toEqual([...titles, 'Partner home'].sort());
    const paged = await get(`/api/agencies/${agencyId}/listings?limit=1&page=4`);
    expect(paged.json()).toHaveLength(1);
    expect(paged.headers['x-total-count']).toBe('4');
  });

  it('an unknown agent or agency, an account that is not an agent, or a bad id is a 404', async () => {
    for (const url of [
      `/api/agents/00000000-0000-4000-8000-000000000000/listings`,
      `/api/agents/${buyer.id}/listings`,
      `/api/agents/${admin.id}/listings`,
      '/api/agents/not-an-id/listings',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe(agencyMessages.agentNotFound);
    }
    for (const url of [
      '/api/agencies/00000000-0000-4000-8000-000000000000/listings',
      '/api/agencies/nope/listings',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe(agencyMessages.agencyNotFound);
    }
  });

  it('bad paging is a 400 that names it', async () => {
    for (const query of ['page=0', 'page=x', 'limit=0', 'limit=101', 'limit=1.5']) {
      for (const base of [`/api/agents/${agent.id}`, `/api/agencies/${agencyId}`]) {
        const res = await get(`${base}/listings?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().message).toMatch(/page|limit/);
      }
    }
  });

  it('an agent marked as fraud has no listings to show, nor a page', async () => {
    const crook = await c.account('agent', 'Cal Crook');
    await c.listing(crook, { title: 'Crook home' });
    expect((await get(`/api/agents/${crook.id}/listings`)).statusCode).toBe(200);
    const marked = await c.as(admin, {
      method: 'PATCH',
      url: `/api/fraudUser/${encodeURIComponent(crook.email)}`,
      payload: { status: 'fraud' },
    });
    expect(marked.statusCode).toBe(200);
    expect((await get(`/api/agents/${crook.id}/listings`)).statusCode).toBe(404);
  });

  it('a listing’s answer names its agent’s id, for the link to their page', async () => {
    const [card] = (await get(`/api/agents/${loner.id}/listings`)).json() as {
      _id: string;
      agent_id: string;
    }[];
    // The cards of a list too: each links its agent's name.
    expect(card!.agent_id).toBe(loner.id);
    const detail = await get(`/api/property/${card!._id}`);
    expect(detail.json().agent_id).toBe(loner.id);
  });

  describe('no stale answer after a change of an agency or an agent', () => {
    /** Reads the listings twice (the second from the cache), runs `change`, then reads again. */
    async function freshAfter(url: string, change: () => Promise<{ statusCode: number }>) {
      await get(url);
      expect((await get(url)).headers['x-cache']).toBe('hit');
      expect((await change()).statusCode).toBe(200);
      expect((await get(url)).headers['x-cache']).toBe('miss');
    }

    it('an agency changed, an agent moved, a profile edited, an agency deleted', async () => {
      const agentUrl = `/api/agents/${agent.id}/listings`;
      const agencyUrl = `/api/agencies/${agencyId}/listings`;
      await freshAfter(agencyUrl, () =>
        c.as(admin, {
          method: 'PATCH',
          url: `/api/agencies/${agencyId}`,
          payload: { name: 'Harbour & Sons' },
        }),
      );
      await freshAfter(agencyUrl, () => assign(loner.id, agencyId));
      expect((await get(agencyUrl)).headers['x-total-count']).toBe('5');
      await freshAfter(agentUrl, () =>
        c.as(agent, { method: 'PATCH', url: '/api/auth/me', payload: { bio: 'Twenty years.' } }),
      );
      await freshAfter(agentUrl, () =>
        c.as(admin, { method: 'DELETE', url: `/api/agencies/${agencyId}` }),
      );
      expect((await get(agencyUrl)).statusCode).toBe(404);
      expect((await get(`/api/agents/${agent.id}`)).json().agency).toBeNull();
    });

    it('an assignment that changes nothing moves nothing on', async () => {
      // The agency above was deleted: the partner is in none already.
      const url = `/api/agents/${partner.id}/listings`;
      await get(url);
      expect((await get(url)).headers['x-cache']).toBe('hit');
      expect((await assign(partner.id, null)).json().modifiedCount).toBe(0);
      expect((await get(url)).headers['x-cache']).toBe('hit');
    });
  });
});
