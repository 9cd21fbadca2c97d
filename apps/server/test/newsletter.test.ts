import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { expect, it } from 'vitest';
import { ruleMessages } from '@elite/shared';
import { newsletterSubscribers } from '../src/db/schema';
import { uniqueEmail } from './helpers/factories';
import { describeEachDatabase } from './helpers/test-app';

describeEachDatabase('newsletter', (ctx) => {
  const inject = (options: InjectOptions) => ctx().app.inject(options);
  const subscribe = (payload: unknown) =>
    inject({ method: 'POST', url: '/api/newsletter', payload: payload as Record<string, unknown> });

  async function subscribers(email: string) {
    return ctx()
      .db.select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
  }

  it('a visitor subscribes without signing in and gets a thank-you message', async () => {
    const email = uniqueEmail('reader');
    const res = await subscribe({ email });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: ruleMessages.subscribed });
    expect(await subscribers(email)).toHaveLength(1);
  });

  it('subscribing twice, in any case, is harmless and stores one address', async () => {
    const email = uniqueEmail('twice');
    const results = await Promise.all([
      subscribe({ email }),
      subscribe({ email: `  ${email.toUpperCase()} ` }),
      subscribe({ email }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(await subscribers(email)).toHaveLength(1);
  });

  it('refuses a bad e-mail with a 400 that names the field, and stores nothing', async () => {
    const before = (await ctx().db.select().from(newsletterSubscribers)).length;
    for (const payload of [
      {},
      { email: '' },
      { email: 'not-an-email' },
      { email: 42 },
      { email: ['a@b.co'] },
      { email: `${'a'.repeat(100_000)}@example.com` },
    ]) {
      const res = await subscribe(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/email/i);
    }
    expect((await ctx().db.select().from(newsletterSubscribers)).length).toBe(before);
  });
});
