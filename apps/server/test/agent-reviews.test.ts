import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { messages } from '@elite/shared';
import { agentReviews, auditLog } from '../src/db/schema';
import { agencyMessages } from '../src/modules/agencies/messages';
import { agentReviewMessages } from '../src/modules/agent-reviews/messages';
import { conversationCalls, inDays } from './helpers/conversation-calls';
import { createAccount, type TestAccount } from './helpers/factories';
import { describeEachDatabase } from './helpers/test-app';

/*
 * Agent reviews (CONTRACT.md section 14): only a buyer the agent dealt with (a viewing the agent
 * confirmed, an offer the agent answered) rates them, once; anyone reads them; an admin or the
 * author deletes one. Every rule as the wrong caller would try it.
 */
describeEachDatabase(
  'agent reviews',
  (ctx) => {
    const c = conversationCalls(ctx);
    let admin: TestAccount;
    let agent: TestAccount;
    let otherAgent: TestAccount;
    let fraudAgent: TestAccount;
    let stranger: TestAccount;
    let listingId: string;
    const good = { rating: 5, comment: 'Clear answers and on time for the viewing.' };

    const post = (who: TestAccount | undefined, agentId: string, payload: unknown = good) =>
      c.as(who, {
        method: 'POST',
        url: `/api/agents/${agentId}/reviews`,
        payload: payload as object,
      });
    const list = (agentId: string, query = '') =>
      c.inject({ method: 'GET', url: `/api/agents/${agentId}/reviews${query}` });
    const moderation = (who: TestAccount | undefined) =>
      c.as(who, { method: 'GET', url: '/api/agent-reviews' });
    const remove = (who: TestAccount | undefined, id: string) =>
      c.as(who, { method: 'DELETE', url: `/api/agent-reviews/${id}` });
    const agentPage = async (id: string) =>
      (await c.inject({ method: 'GET', url: `/api/agents/${id}` })).json();
    const stored = async (agentId: string) =>
      ctx().db.select().from(agentReviews).where(eq(agentReviews.agentId, agentId));

    /** A buyer whose viewing of `listing` the agent confirmed (or only requested: `confirm` false). */
    async function viewer(confirm = true, listing = listingId, by = agent) {
      const buyer = await c.account('user', 'Vera Viewer');
      const res = await c.requestViewing(buyer, listing, inDays(3));
      expect(res.statusCode, res.body).toBe(201);
      if (confirm) {
        const moved = await c.move(by, res.json().insertedId, 'confirmed');
        expect(moved.statusCode, moved.body).toBe(200);
      }
      return buyer;
    }

    /** A buyer whose offer on the agent's listing the agent answered with `status`. */
    async function offerer(status: 'accepted' | 'rejected') {
      const buyer = await c.account('user', 'Otto Offerer');
      const listing = await c.listing(agent, { title: `Offered flat ${randomUUID().slice(0, 6)}` });
      const made = await c.as(buyer, {
        method: 'POST',
        url: '/api/propertyOffer',
        payload: { offer_property_id: listing, offered_price: 150_000 },
      });
      expect(made.statusCode, made.body).toBe(201);
      const answered = await c.as(agent, {
        method: 'PATCH',
        url: `/api/requestProperty/${made.json().insertedId}`,
        payload: { status },
      });
      expect(answered.statusCode, answered.body).toBe(200);
      return buyer;
    }

    beforeAll(async () => {
      [admin, agent, otherAgent, stranger] = await Promise.all([
        c.account('admin'),
        c.account('agent', 'Ada Agent'),
        c.account('agent', 'Olga Agent'),
        c.account('user', 'Sam Stranger'),
      ]);
      fraudAgent = await createAccount(ctx().app, ctx().db, {
        role: 'agent',
        name: 'Fred Fraud',
        status: 'fraud',
      });
      listingId = await c.listing(agent, { title: 'Harbour loft' });
    });

    it('signed out, writing, moderating and deleting are a 401', async () => {
      expect((await post(undefined, agent.id)).statusCode).toBe(401);
      expect((await moderation(undefined)).statusCode).toBe(401);
      expect((await remove(undefined, randomUUID())).statusCode).toBe(401);
      expect(await stored(agent.id)).toEqual([]);
    });

    it('nobody reviews an unknown agent, a non-agent or an agent marked as fraud (404)', async () => {
      const buyer = await viewer();
      for (const id of [randomUUID(), 'not-an-id', stranger.id, admin.id, fraudAgent.id]) {
        const res = await post(buyer, id);
        expect(res.statusCode, id).toBe(404);
        expect(res.json().message).toBe(agencyMessages.agentNotFound);
        expect((await list(id)).statusCode).toBe(404);
      }
    });

    it('an agent cannot review themself (403)', async () => {
      const res = await post(agent, agent.id);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(agentReviewMessages.ownProfile);
      expect(await stored(agent.id)).toEqual([]);
    });

    it('a buyer with no dealings, or only a requested viewing, cannot review (403)', async () => {
      const requestedOnly = await viewer(false);
      for (const who of [stranger, requestedOnly, otherAgent, admin]) {
        const res = await post(who, agent.id);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(agentReviewMessages.noDealings);
      }
      // Another agent's confirmed viewing is no dealing with this one.
      const otherListing = await c.listing(otherAgent, { title: 'Other flat' });
      const elsewhere = await viewer(true, otherListing, otherAgent);
      expect((await post(elsewhere, agent.id)).statusCode).toBe(403);
      expect(await stored(agent.id)).toEqual([]);
    });

    it('refuses a bad rating or comment with a 400 and stores nothing', async () => {
      const buyer = await viewer();
      const bad: unknown[] = [
        { ...good, rating: 0 },
        { ...good, rating: 6 },
        { ...good, rating: 4.5 },
        { ...good, rating: '5' },
        { comment: good.comment },
        { rating: 4 },
        { rating: 4, comment: '' },
        { rating: 4, comment: '   ' },
        { rating: 4, comment: 'x'.repeat(2001) },
        { rating: 4, comment: 'bell\u0007' },
        { rating: 4, comment: 42 },
      ];
      for (const payload of bad) {
        const res = await post(buyer, agent.id, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().message).toMatch(/rating|comment/);
      }
      expect(await stored(agent.id)).toEqual([]);
    });

    it('a buyer whose viewing the agent confirmed reviews once; a second try is a 409', async () => {
      const buyer = await viewer();
      const res = await post(buyer, agent.id, { rating: 4, comment: '  Helpful and punctual.  ' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ message: messages.reviewThanks });
      const again = await post(buyer, agent.id, good);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(agentReviewMessages.alreadyReviewed);
      const rows = await stored(agent.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        id: res.json().insertedId,
        reviewerId: buyer.id,
        rating: 4,
        comment: 'Helpful and punctual.',
      });
    });

    it('a buyer whose offer the agent accepted or rejected may review', async () => {
      for (const status of ['accepted', 'rejected'] as const) {
        const buyer = await offerer(status);
        const res = await post(buyer, agent.id, { rating: 3, comment: `Offer ${status}.` });
        expect(res.statusCode, res.body).toBe(201);
      }
    });

    it('two reviews at once by one buyer: one 201, one 409', async () => {
      const buyer = await viewer(true, await c.listing(otherAgent), otherAgent);
      const answers = await Promise.all([post(buyer, otherAgent.id), post(buyer, otherAgent.id)]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
      expect(await stored(otherAgent.id)).toHaveLength(1);
    });

    it('anyone reads an agent’s reviews newest first, paged, without e-mails', async () => {
      const res = await list(agent.id);
      expect(res.statusCode).toBe(200);
      const reviews = res.json() as { comment: string; review_time: string }[];
      expect(res.headers['x-total-count']).toBe(String(reviews.length));
      expect(reviews.map((r) => r.comment)).toEqual([
        'Offer rejected.',
        'Offer accepted.',
        'Helpful and punctual.',
      ]);
      expect(reviews[0]).toEqual({
        _id: expect.any(String),
        agent_id: agent.id,
        rating: 3,
        comment: 'Offer rejected.',
        reviewer_name: 'Otto Offerer',
        reviewer_image: null,
        review_time: expect.any(String),
      });
      expect(JSON.stringify(reviews)).not.toContain('@');
      const second = await list(agent.id, '?page=2&limit=2');
      expect(second.headers['x-total-count']).toBe('3');
      expect(second.json().map((r: { comment: string }) => r.comment)).toEqual([
        'Helpful and punctual.',
      ]);
      expect((await list(agent.id, '?limit=0')).statusCode).toBe(400);
    });

    it('GET /api/agents/{id} gives the mean rating to one decimal and the count', async () => {
      expect(await agentPage(agent.id)).toMatchObject({ rating: 3.3, reviews_count: 3 });
      expect(await agentPage(otherAgent.id)).toMatchObject({ rating: 5, reviews_count: 1 });
      const none = await c.account('agent', 'Nina New');
      expect(await agentPage(none.id)).toMatchObject({ rating: null, reviews_count: 0 });
    });

    it('only an admin reads every agent review with the reviewer’s e-mail and agent’s name', async () => {
      for (const who of [stranger, agent]) expect((await moderation(who)).statusCode).toBe(403);
      const res = await moderation(admin);
      expect(res.statusCode).toBe(200);
      const rows = res.json() as { agent_name: string; reviewer_email: string }[];
      expect(rows).toHaveLength(4);
      expect(rows.filter((r) => r.agent_name === 'Ada Agent')).toHaveLength(3);
      expect(rows.every((r) => r.reviewer_email.includes('@'))).toBe(true);
    });

    it('another user cannot delete a review (403); its author can; unknown is a 404', async () => {
      const buyer = await viewer();
      const id = (await post(buyer, agent.id, good)).json().insertedId as string;
      for (const who of [stranger, agent, otherAgent]) {
        const res = await remove(who, id);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(messages.forbidden);
      }
      expect((await stored(agent.id)).some((r) => r.id === id)).toBe(true);
      expect((await remove(buyer, id)).json()).toEqual({ deletedCount: 1 });
      expect((await stored(agent.id)).some((r) => r.id === id)).toBe(false);
      for (const unknown of [id, randomUUID(), 'nope']) {
        const res = await remove(admin, unknown);
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(agentReviewMessages.reviewNotFound);
      }
      // The author's own deletion is not an admin action: nothing audited.
      expect(await ctx().db.select().from(auditLog).where(eq(auditLog.targetId, id))).toEqual([]);
    });

    it('an admin deletes any review, audited, and the agent’s rating follows', async () => {
      const [review] = await stored(otherAgent.id);
      const res = await remove(admin, review!.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ deletedCount: 1 });
      const [entry] = await ctx()
        .db.select()
        .from(auditLog)
        .where(eq(auditLog.targetId, review!.id));
      expect(entry).toMatchObject({
        action: 'agent_review.deleted',
        targetType: 'agent_review',
        actorId: admin.id,
        details: { agent_id: otherAgent.id },
      });
      expect(await agentPage(otherAgent.id)).toMatchObject({ rating: null, reviews_count: 0 });
      expect((await list(otherAgent.id)).json()).toEqual([]);
    });

    it('answers its refusals in the caller’s language', async () => {
      const res = await c.as(stranger, {
        method: 'POST',
        url: `/api/agents/${agent.id}/reviews`,
        headers: { 'accept-language': 'es' },
        payload: good,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(
        'Solo puedes reseñar a un agente después de que haya confirmado una visita tuya o respondido a una oferta tuya',
      );
    });
  },
  { SITE_LOCALES: 'en,es,fr,de,ar' },
);
