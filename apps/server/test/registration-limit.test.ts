import { expect, it } from 'vitest';
import { defaultRateLimits } from '../src/plugins/rate-limits';
import { createAccount, GOOD_PASSWORD } from './helpers/factories';
import { describeEachDatabase } from './helpers/test-app';

/** Issue 24: the registration limit counts attempts, created or not, and says so. */
describeEachDatabase(
  'the registration limit',
  (ctx) => {
    it('after 20 refused attempts that created nothing, it says too many attempts', async () => {
      const { app } = ctx();
      const taken = await createAccount(app, ctx().db);
      const attempt = () =>
        app.inject({
          method: 'POST',
          url: '/api/auth/register',
          remoteAddress: '10.2.1.1',
          payload: { name: 'Again', email: taken.email, password: GOOD_PASSWORD },
        });
      for (let i = 0; i < 20; i++) expect((await attempt()).statusCode).toBe(409);
      const refused = await attempt();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        message:
          'Too many attempts to create an account from your address. Please try again later.',
      });
      expect(refused.headers['retry-after']).toEqual(expect.stringMatching(/^\d+$/));
    });
  },
  {},
  { rateLimits: defaultRateLimits },
);
