import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { oauthAccounts } from '../src/db/schema';
import { facebookEnv, facebookPerson, useFacebookProvider } from './helpers/oauth-facebook';
import { callback, exchange, rowCount, signIn, throughProvider } from './helpers/oauth-flow';
import { describeEachDatabase } from './helpers/test-app';

/** Social sign-in with plain OAuth 2 (and PKCE) against a Facebook stand-in on loopback. */
useFacebookProvider();

describeEachDatabase(
  'social sign-in with Facebook',
  (ctx) => {
    it('creates the account from the Graph profile and signs in with the one-time code', async () => {
      const { authorize, back, cookie } = await throughProvider(ctx(), 'facebook');
      expect(authorize.searchParams.get('scope')).toBe('email public_profile');
      const done = await callback(ctx(), back, cookie);
      expect(done.pathname).toBe('/auth/complete');

      const res = await exchange(ctx(), done.searchParams.get('code')!);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ user: unknown }>().user).toEqual({
        displayName: facebookPerson.name,
        email: facebookPerson.email,
        photoURL: facebookPerson.picture.data.url,
        emailVerified: false,
        locale: 'en',
      });
      const [link] = await ctx()
        .db.select()
        .from(oauthAccounts)
        .where(eq(oauthAccounts.subject, facebookPerson.id));
      expect(link?.provider).toBe('facebook');

      // A second sign-in is the same account.
      const again = await signIn(ctx(), 'facebook');
      expect((await exchange(ctx(), again.searchParams.get('code')!)).statusCode).toBe(200);
      expect(await rowCount(ctx(), oauthAccounts)).toBe(1);
    });
  },
  facebookEnv,
);
