import { beforeAll, expect, it } from 'vitest';
import { conversationCalls } from './helpers/conversation-calls';
import type { TestAccount } from './helpers/factories';
import { describeEachDatabase } from './helpers/test-app';

/*
 * An agent's profile form starts from what they wrote (CONTRACT.md section 14): the signed-in
 * identity carries an agent's bio, phone and languages, and nobody else's identity has them.
 */
describeEachDatabase('an agent reads their own profile', (ctx) => {
  const c = conversationCalls(ctx);
  let agent: TestAccount;
  let buyer: TestAccount;
  const me = (who: TestAccount) => c.as(who, { method: 'GET', url: '/api/auth/me' });

  beforeAll(async () => {
    [agent, buyer] = await Promise.all([c.account('agent', 'Ada Agent'), c.account('user')]);
  });

  it('answers an agent their profile, empty at first and as they saved it', async () => {
    expect((await me(agent)).json().agentProfile).toEqual({
      bio: null,
      phone: null,
      languages: [],
    });

    const saved = await c.as(agent, {
      method: 'PATCH',
      url: '/api/auth/me',
      payload: {
        bio: 'Lisbon homes.\nFifteen years.',
        phone: '+351 21 000 0000',
        languages: ['en', 'fr'],
      },
    });
    expect(saved.statusCode).toBe(200);
    const profile = {
      bio: 'Lisbon homes.\nFifteen years.',
      phone: '+351 21 000 0000',
      languages: ['en', 'fr'],
    };
    expect(saved.json().agentProfile).toEqual(profile);
    expect((await me(agent)).json().agentProfile).toEqual(profile);
  });

  it('answers anyone else no profile', async () => {
    const answer = await me(buyer);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).not.toHaveProperty('agentProfile');
  });
});
