import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@elite/shared';
import { auditLog, users } from '../src/db/schema';
import { agencyMessages } from '../src/modules/agencies/messages';
import { conversationCalls } from './helpers/conversation-calls';
import type { TestAccount } from './helpers/factories';
import { describeEachDatabase } from './helpers/test-app';

/*
 * Agencies and agents' public pages (CONTRACT.md section 14): the admins manage agencies and
 * who is in them; an agent writes their own profile; anyone reads them. Every refusal as the
 * wrong caller would try it, and bad input changing nothing.
 */
describeEachDatabase('agencies and agents’ pages', (ctx) => {
  const c = conversationCalls(ctx);
  let admin: TestAccount;
  let agent: TestAccount;
  let otherAgent: TestAccount;
  let buyer: TestAccount;
  const agencyBody = {
    name: 'Harbour Homes',
    logo: 'https://example.com/logo.png',
    address: '1 Quay Street, Lisbon',
    phone: '+351 21 000 0000',
    email: 'Hello@Harbour.example',
    website: 'https://harbour.example',
  };
  const create = (who: TestAccount | undefined, payload: unknown) =>
    c.as(who, { method: 'POST', url: '/api/agencies', payload: payload as object });
  const patch = (who: TestAccount | undefined, id: string, payload: unknown) =>
    c.as(who, { method: 'PATCH', url: `/api/agencies/${id}`, payload: payload as object });
  const remove = (who: TestAccount | undefined, id: string) =>
    c.as(who, { method: 'DELETE', url: `/api/agencies/${id}` });
  const assign = (who: TestAccount | undefined, userId: string, agencyId: unknown) =>
    c.as(who, {
      method: 'PATCH',
      url: `/api/user/${userId}/agency`,
      payload: { agency_id: agencyId },
    });
  const agencies = async () => (await c.inject({ method: 'GET', url: '/api/agencies' })).json();
  const agencyOf = (id: string) => c.inject({ method: 'GET', url: `/api/agencies/${id}` });
  const agentPage = (id: string) => c.inject({ method: 'GET', url: `/api/agents/${id}` });
  const profile = (who: TestAccount, payload: object) =>
    c.as(who, { method: 'PATCH', url: '/api/auth/me', payload });

  beforeAll(async () => {
    [admin, agent, otherAgent, buyer] = await Promise.all([
      c.account('admin'),
      c.account('agent', 'Ada Agent'),
      c.account('agent', 'Otto Agent'),
      c.account('user', 'Bob Buyer'),
    ]);
    await c.listing(agent, { title: 'Harbour loft' });
    await c.listing(agent, { title: 'Waiting flat', status: 'pending' });
  });

  it('only an admin adds, changes and deletes agencies and puts agents in them', async () => {
    const id = (await create(admin, { name: 'Guarded Agency' })).json().insertedId as string;
    for (const [who, status] of [
      [undefined, 401],
      [buyer, 403],
      [agent, 403],
    ] as const) {
      expect((await create(who, agencyBody)).statusCode).toBe(status);
      expect((await patch(who, id, { name: 'Taken over' })).statusCode).toBe(status);
      expect((await remove(who, id)).statusCode).toBe(status);
      expect((await assign(who, agent.id, id)).statusCode).toBe(status);
    }
    const [row] = (await agencies()).filter((a: { _id: string }) => a._id === id);
    expect(row.name).toBe('Guarded Agency');
    expect(row.agents).toEqual([]);
  });

  it('an admin adds an agency, which anyone reads with its fields', async () => {
    const res = await create(admin, agencyBody);
    expect(res.statusCode).toBe(201);
    const id = res.json().insertedId as string;
    const read = await agencyOf(id);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      _id: id,
      ...agencyBody,
      email: 'hello@harbour.example',
      agents: [],
      listings_count: 0,
    });
    expect((await agencies()).map((a: { _id: string }) => a._id)).toContain(id);
    const [entry] = await ctx().db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(entry).toMatchObject({ action: 'agency.created', actorId: admin.id });
  });

  it('refuses bad agencies with a 400 naming the field, and adds nothing', async () => {
    const before = (await agencies()).length;
    const cases: [object, string][] = [
      [{}, 'name is required'],
      [{ name: '   ' }, 'name is required'],
      [{ name: 'x'.repeat(121) }, 'name is at most 120 characters'],
      [{ name: 'A', website: 'http://plain.example' }, 'website must be an https URL'],
      [{ name: 'A', website: 'not a url' }, 'website must be an https URL'],
      [{ name: 'A', phone: 'call me' }, 'phone must be a phone number'],
      [{ name: 'A', email: 'nobody' }, 'Email must be a valid e-mail address'],
      [{ name: 'A', address: 'a'.repeat(301) }, 'address is at most 300 characters'],
      [{ name: 'A', logo: 'ftp://example.com/a.png' }, messages.imageUrlInvalid],
    ];
    for (const [payload, message] of cases) {
      const res = await create(admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message, JSON.stringify(payload)).toContain(message);
    }
    expect((await agencies()).length).toBe(before);
  });

  it('an admin changes an agency: left out kept, null cleared; unknown ones are 404', async () => {
    const id = (await create(admin, agencyBody)).json().insertedId as string;
    const res = await patch(admin, id, { phone: '+351 21 111 1111', address: null, website: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ modifiedCount: 1 });
    expect((await agencyOf(id)).json()).toMatchObject({
      name: 'Harbour Homes',
      phone: '+351 21 111 1111',
      address: null,
      website: null,
      email: 'hello@harbour.example',
    });
    const nothing = await patch(admin, id, {});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toContain('Nothing to update');
    for (const unknown of [randomUUID(), 'not-an-id']) {
      const missing = await patch(admin, unknown, { name: 'Ghost' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(agencyMessages.agencyNotFound);
      expect((await agencyOf(unknown)).statusCode).toBe(404);
      expect((await remove(admin, unknown)).statusCode).toBe(404);
    }
  });

  it('puts an agent in one agency at most, counts their listings buyers see, and lets them go with it', async () => {
    const first = (await create(admin, { name: 'First Agency' })).json().insertedId as string;
    const second = (await create(admin, { name: 'Second Agency' })).json().insertedId as string;
    expect((await assign(admin, agent.id, first)).json()).toEqual({ modifiedCount: 1 });
    expect((await assign(admin, agent.id, first)).json()).toEqual({ modifiedCount: 0 });
    expect((await agencyOf(first)).json()).toMatchObject({
      agents: [{ _id: agent.id, name: 'Ada Agent', image: null }],
      // The verified listing; the one waiting for review is not seen.
      listings_count: 1,
    });
    // Moving to another agency leaves the first.
    expect((await assign(admin, agent.id, second)).json()).toEqual({ modifiedCount: 1 });
    expect((await agencyOf(first)).json().agents).toEqual([]);
    expect((await agentPage(agent.id)).json().agency).toEqual({
      _id: second,
      name: 'Second Agency',
      logo: null,
    });

    // Not an agent, an unknown account or agency, a bad id: refused, nothing changed.
    const notAgent = await assign(admin, buyer.id, second);
    expect(notAgent.statusCode).toBe(409);
    expect(notAgent.json().message).toBe(agencyMessages.onlyAgents);
    expect((await assign(admin, randomUUID(), second)).statusCode).toBe(404);
    const noAgency = await assign(admin, otherAgent.id, randomUUID());
    expect(noAgency.statusCode).toBe(404);
    expect(noAgency.json().message).toBe(agencyMessages.agencyNotFound);
    const badId = await assign(admin, otherAgent.id, 'second');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toContain('agency_id must be an agency id or null');
    const [other] = await ctx()
      .db.select({ agencyId: users.agencyId })
      .from(users)
      .where(eq(users.id, otherAgent.id));
    expect(other?.agencyId).toBeNull();

    // Deleting the agency keeps its agent, without one.
    expect((await remove(admin, second)).json()).toEqual({ deletedCount: 1 });
    expect((await agentPage(agent.id)).json().agency).toBeNull();
    expect((await agencyOf(second)).statusCode).toBe(404);
    // null takes an agent out of their agency.
    await assign(admin, agent.id, first);
    expect((await assign(admin, agent.id, null)).json()).toEqual({ modifiedCount: 1 });
    expect((await agentPage(agent.id)).json().agency).toBeNull();
  });

  it('an agent writes a public profile that anyone reads; nobody else has one', async () => {
    const res = await profile(agent, {
      bio: '  Twenty years selling homes by the river.\nAsk me anything.  ',
      phone: '+351 912 345 678',
      languages: ['en', 'es'],
    });
    expect(res.statusCode).toBe(200);
    const page = await agentPage(agent.id);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      _id: agent.id,
      name: 'Ada Agent',
      bio: 'Twenty years selling homes by the river.\nAsk me anything.',
      phone: '+351 912 345 678',
      languages: ['en', 'es'],
      listings_count: 1,
      sold_last_12_months: 0,
      rating: null,
      reviews_count: 0,
    });
    // Cleared with null; the rest kept.
    expect((await profile(agent, { phone: null })).statusCode).toBe(200);
    expect((await agentPage(agent.id)).json()).toMatchObject({
      phone: null,
      languages: ['en', 'es'],
    });

    // A buyer has no public profile: 403, nothing stored.
    const refused = await profile(buyer, { bio: 'I am not an agent' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(agencyMessages.profileOnlyAgents);
    const [stored] = await ctx()
      .db.select({ bio: users.bio })
      .from(users)
      .where(eq(users.id, buyer.id));
    expect(stored?.bio).toBeNull();
    expect((await agentPage(buyer.id)).statusCode).toBe(404);
    expect((await agentPage(admin.id)).statusCode).toBe(404);
    expect((await agentPage(randomUUID())).statusCode).toBe(404);
    expect((await agentPage('nobody')).json().message).toBe(agencyMessages.agentNotFound);

    // Bad profiles: a 400 naming the field, nothing changed.
    for (const [payload, message] of [
      [{ bio: 'x'.repeat(2001) }, 'bio is at most 2000 characters'],
      [{ languages: ['xx'] }, 'languages must be values from en, es, fr, de, ar'],
      [{ languages: ['en', 'en'] }, 'languages must not repeat a value'],
      [{ phone: '12' }, 'phone must be a phone number'],
    ] as const) {
      const bad = await profile(agent, payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(bad.json().message).toContain(message);
    }
    expect((await agentPage(agent.id)).json().languages).toEqual(['en', 'es']);
  });

  describe('an agent marked as fraud', () => {
    it('has no public page and is not among an agency’s agents', async () => {
      const id = (await create(admin, { name: 'Fraud Watch' })).json().insertedId as string;
      await assign(admin, otherAgent.id, id);
      expect((await agencyOf(id)).json().agents).toHaveLength(1);
      await ctx().db.update(users).set({ status: 'fraud' }).where(eq(users.id, otherAgent.id));
      expect((await agentPage(otherAgent.id)).statusCode).toBe(404);
      expect((await agencyOf(id)).json().agents).toEqual([]);
    });
  });
});
