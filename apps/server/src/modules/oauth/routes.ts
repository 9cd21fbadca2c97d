import cookie from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authResultSchema,
  exchangeBodySchema,
  messages,
  SOCIAL_PROVIDERS,
  socialSignInMessages,
  type SocialProvider,
} from '@elite/shared';
import type { Config } from '../../config';
import {
  EXCHANGE_COOKIE,
  exchangeCookieOptions,
  exchangeSecret,
  STATE_COOKIE,
  startedInThisBrowser,
  stateCookieOptions,
} from './browser-binding';
import { providerClients } from './providers';
import * as oauth from './service';
import { refusals } from '../../lib/route-schemas';

const startQuerySchema = z.object({
  popup: z.string().optional().describe('`1`: the sign-in runs in a popup window'),
  returnTo: z.string().optional().describe('a path on this site to go to afterwards'),
});

const callbackQuerySchema = z.object({
  state: z.string().optional(),
  code: z.string().optional(),
  error: z.string().optional(),
});

const redirect = { 302: z.null().describe('to the provider, or back to the web app') };

/** Each provider's name as the API's document spells it (startGoogleSignIn, …). */
const providerNames: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

/** Browsers and proxies must not keep these responses: each carries a one-time secret. */
function redirectOnce(reply: FastifyReply, url: string) {
  return reply.header('cache-control', 'no-store').redirect(url, 302);
}

/**
 * Google and Facebook sign-in (CONTRACT.md section 3): authorization code with PKCE and a
 * server-side state, ending with a one-time code the web app trades for a token.
 */
const oauthRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const clients = providerClients(config, app.log);
  const target = { publicUrl: config.publicUrl };
  // Only these routes read or set a cookie: the one that binds a sign-in to its browser.
  await app.register(cookie);
  const exchangeCookie = exchangeCookieOptions(
    `${config.publicUrl}/api/auth/exchange`,
    oauth.STATE_LIFETIME_SECONDS,
  );

  for (const provider of SOCIAL_PROVIDERS) {
    const name = providerNames[provider];
    const cookieOptions = stateCookieOptions(
      oauth.callbackUrl(target, provider),
      oauth.STATE_LIFETIME_SECONDS,
    );

    app.get(
      `/auth/${provider}`,
      {
        schema: {
          tags: ['identity'],
          operationId: `start${name}SignIn`,
          summary: `Start signing in with ${name}`,
          description: `Redirects the browser to ${name}, or back to /login when ${name} sign-in is not configured.`,
          querystring: startQuerySchema,
          response: redirect,
        },
      },
      async (request, reply) => {
        const popup = request.query.popup === '1';
        const client = clients[provider];
        if (!client) {
          request.log.info({ provider }, 'social sign-in refused: provider not configured');
          return redirectOnce(reply, oauth.failureUrl(target, messages.socialNotConfigured, popup));
        }
        try {
          const { url, state } = await oauth.startSignIn(app.db, client, target, {
            popup,
            returnTo: request.query.returnTo,
          });
          request.log.info({ provider, popup, ip: request.ip }, 'social sign-in started');
          reply.setCookie(STATE_COOKIE, state, cookieOptions);
          return redirectOnce(reply, url);
        } catch (error) {
          request.log.error({ provider, err: error }, 'social sign-in could not start');
          const message = socialSignInMessages.providerFailed;
          return redirectOnce(reply, oauth.failureUrl(target, message, popup));
        }
      },
    );

    app.get(
      `/auth/${provider}/callback`,
      {
        schema: {
          tags: ['identity'],
          operationId: `finish${name}SignIn`,
          summary: `Finish signing in with ${name}`,
          description: `${name} sends the browser back here; it is redirected to the web app with a one-time code.`,
          querystring: callbackQuerySchema,
          response: redirect,
        },
      },
      async (request, reply) => {
        const client = clients[provider];
        if (!client) {
          return redirectOnce(reply, oauth.failureUrl(target, messages.socialNotConfigured, false));
        }
        const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        const currentUrl = new URL(`${oauth.callbackUrl(target, provider)}${search}`);
        const browserState = request.cookies[STATE_COOKIE];
        // This browser's attempt ends here whatever the outcome: it forgets the state. A
        // callback from elsewhere leaves the cookie of an attempt this browser has under way.
        if (startedInThisBrowser(browserState, request.query.state)) {
          reply.clearCookie(STATE_COOKIE, cookieOptions);
        }
        try {
          const secret = exchangeSecret(request.cookies[EXCHANGE_COOKIE]);
          const result = await oauth.completeSignIn(app.db, client, target, {
            query: request.query,
            browserState,
            currentUrl,
            exchangeSecret: secret,
            locale: request.apiLocale,
          });
          reply.setCookie(EXCHANGE_COOKIE, secret, exchangeCookie);
          request.log.info(
            { provider, userId: result.userId, outcome: result.outcome, ip: request.ip },
            'social sign-in succeeded',
          );
          return redirectOnce(reply, result.redirect);
        } catch (error) {
          if (!(error instanceof oauth.SocialSignInFailure)) throw error;
          request.log.warn(
            { provider, reason: error.reason, ip: request.ip },
            'social sign-in failed',
          );
          return redirectOnce(reply, oauth.failureUrl(target, error.userMessage, error.popup));
        }
      },
    );
  }

  app.post(
    '/auth/exchange',
    {
      schema: {
        tags: ['identity'],
        operationId: 'exchangeSignInCode',
        summary: 'Trade a social sign-in code for a token',
        description:
          'The one-time code a social sign-in left in the web app becomes a bearer token, only in the browser that started the sign-in (its cookie); 401 when unknown, used or sent from another browser.',
        body: exchangeBodySchema,
        response: { 200: authResultSchema, ...refusals(400, 401) },
      },
    },
    async (request, reply) => {
      try {
        const { userId, ...result } = await oauth.exchangeCode(
          app.db,
          request.body.code,
          request.cookies[EXCHANGE_COOKIE],
        );
        request.log.info({ userId, ip: request.ip }, 'social sign-in code exchanged');
        return reply.header('cache-control', 'no-store').send(result);
      } catch (error) {
        request.log.warn({ ip: request.ip }, 'social sign-in code refused');
        throw error;
      }
    },
  );
};

export default oauthRoutes;
