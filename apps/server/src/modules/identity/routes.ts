import cookie from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authResultSchema,
  errorSchema,
  identitySchema,
  jwtBodySchema,
  loginBodySchema,
  loginCodeBodySchema,
  loginCodeResultSchema,
  messages,
  passwordChangeBodySchema,
  passwordResetBodySchema,
  passwordResetConfirmBodySchema,
  profileUpdateSchema,
  registerBodySchema,
  signInCodeTexts,
  tokenResultSchema,
  verifiedResultSchema,
  verifyEmailBodySchema,
} from '@elite/shared';
import { DEFAULT_LOCALE, negotiateLocale } from '@elite/shared/locales';
import type { Config } from '../../config';
import { badRequest, forbidden } from '../../lib/errors';
import { requireSignedIn, signedIn } from '../../plugins/auth';
import * as images from '../images/service';
import { closeUnreadUpload, readUploadForm } from '../images/upload-form';
import * as identity from './service';
import { sendSignInCode, SIGN_IN_COOKIE, signInCookieOptions, signInNonce } from './sign-in-code';
import { refusals } from '../../lib/route-schemas';
import { localeNotOffered } from '../../lib/api-messages';

/** Sign-up, sign-in, sign-out and the signed-in identity (CONTRACT.md section 3). */
const identityRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  // The cookie of a sign-in code (sign-in-code.ts): set by login-code, read by login.
  await app.register(cookie);
  const signInCookie = signInCookieOptions(config.publicUrl);
  // The language of an account that never chose one (CONTRACT.md section 11).
  const siteLocale = config.locales[0] ?? DEFAULT_LOCALE;
  // A profile photo sent as a multipart `image`, read before validation; the fields go to the body.
  const registrationPhotos = new WeakMap<FastifyRequest, Buffer>();

  app.post(
    '/auth/register',
    {
      preValidation: async (request) => {
        if (!request.isMultipart()) return;
        await images.takeUploadQuota(app.uploadQuota, `address:${request.ip}`);
        const form = await readUploadForm(request);
        request.body = form.fields as unknown as typeof request.body;
        if (form.image) registrationPhotos.set(request, form.image);
      },
      onSend: closeUnreadUpload,
      schema: {
        tags: ['identity'],
        operationId: 'registerAccount',
        summary: 'Create an account',
        description:
          'Registers a user with name, e-mail and password (JSON, or multipart with a photo) and signs them in: the answer carries a bearer token. At most 20 attempts per address an hour.',
        consumes: ['application/json', 'multipart/form-data'],
        body: registerBodySchema,
        response: { 201: authResultSchema, ...refusals(400, 409, 413, 415), 429: errorSchema },
      },
    },
    async (request, reply) => {
      const photo = registrationPhotos.get(request);
      if (photo && request.body.photoURL) throw badRequest(messages.imagePhotoTwice);
      const photoURL = photo
        ? (await images.storeImage(app.imageStorage, photo)).display_url
        : request.body.photoURL;
      const locale =
        request.body.locale ??
        negotiateLocale(request.headers['accept-language'], config.locales, siteLocale);
      if (!config.locales.includes(locale)) throw badRequest(localeNotOffered(config.locales));
      const result = await identity.register(app.db, app.notify, {
        ...request.body,
        photoURL,
        locale,
      });
      request.log.info({ email: request.body.email, ip: request.ip }, 'account registered');
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['identity'],
        operationId: 'signIn',
        summary: 'Sign in with e-mail and password',
        description:
          'Answers a bearer token for the `Authorization` header. Repeated failures are limited per e-mail and address (429 with `Retry-After`). Guesses from many addresses slow the account down (429, `Retry-After` of seconds); an optional `code` from `POST /api/auth/login-code`, sent by the browser holding that call’s cookie, lets the attempt through the slow-down (once), not through the per-address limit.',
        body: loginBodySchema,
        response: { 200: authResultSchema, ...refusals(400) },
      },
    },
    async (request) => {
      try {
        const result = await identity.login(
          app.db,
          request.body.email,
          request.body.password,
          siteLocale,
        );
        request.log.info({ email: request.body.email, ip: request.ip }, 'login succeeded');
        return result;
      } catch (error) {
        request.log.warn({ email: request.body.email, ip: request.ip }, 'login failed');
        throw error;
      }
    },
  );

  app.post(
    '/auth/login-code',
    {
      schema: {
        tags: ['identity'],
        operationId: 'sendSignInCode',
        summary: 'E-mail a sign-in code',
        description:
          'Sets an HttpOnly cookie holding a random nonce and, when an account has the address, e-mails it a code bound to that cookie (15 minutes, single use) that lets a sign-in from this browser past the account-wide slow-down. Answers 202 with the same message whether or not the address has an account; at most 5 an hour per address asked for.',
        body: loginCodeBodySchema,
        response: { 202: loginCodeResultSchema, ...refusals(400), 429: errorSchema },
      },
    },
    async (request, reply) => {
      const nonce = signInNonce(request.cookies[SIGN_IN_COOKIE]);
      await sendSignInCode(app.db, app.notify, request.body.email, nonce);
      request.log.info({ email: request.body.email, ip: request.ip }, 'sign-in code asked for');
      return reply
        .setCookie(SIGN_IN_COOKIE, nonce, signInCookie)
        .header('cache-control', 'no-store')
        .status(202)
        .send({ message: signInCodeTexts.sent });
    },
  );

  app.post(
    '/auth/logout',
    {
      onRequest: requireSignedIn,
      schema: {
        tags: ['identity'],
        operationId: 'signOut',
        summary: 'Sign out',
        description: 'Ends the session of the bearer token sent; the token stops working at once.',
        response: { 204: z.null(), ...refusals(401) },
      },
    },
    async (request, reply) => {
      const session = signedIn(request);
      await identity.logout(app.db, session.sessionId);
      request.log.info({ userId: session.user.id, ip: request.ip }, 'logged out');
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/logout-all',
    {
      onRequest: requireSignedIn,
      schema: {
        tags: ['identity'],
        operationId: 'signOutEverywhere',
        summary: 'Sign out everywhere',
        description:
          'Ends every session of the signed-in account, this one included: every token of the account stops working.',
        response: { 204: z.null(), ...refusals(401) },
      },
    },
    async (request, reply) => {
      const session = signedIn(request);
      await identity.logoutEverywhere(app.db, session.user.id);
      request.log.info({ userId: session.user.id, ip: request.ip }, 'logged out everywhere');
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/verify-email',
    {
      schema: {
        tags: ['identity'],
        operationId: 'verifyEmail',
        summary: 'Prove the e-mail address',
        description:
          'The token of the link e-mailed at registration (`/verify-email?token=`, 24 hours, single use) marks the address verified; until then no alert or digest e-mail goes to it. 400 when the link has expired or was used.',
        body: verifyEmailBodySchema,
        response: { 200: verifiedResultSchema, ...refusals(400), 429: errorSchema },
      },
    },
    async (request) => {
      const result = await identity.verifyEmail(app.db, request.body.token, siteLocale);
      request.log.info({ email: result.user.email, ip: request.ip }, 'e-mail address verified');
      return result;
    },
  );

  app.post(
    '/auth/verify-email/resend',
    {
      onRequest: requireSignedIn,
      schema: {
        tags: ['identity'],
        operationId: 'resendVerificationEmail',
        summary: 'Send the verification link again',
        description:
          'E-mails the signed-in account a new verification link; earlier links stop working. 409 when the address is already verified; at most 5 an hour per account.',
        response: { 202: z.null(), ...refusals(401, 409), 429: errorSchema },
      },
    },
    async (request, reply) => {
      const { user } = signedIn(request);
      await identity.resendVerification(app.db, app.notify, user);
      request.log.info({ userId: user.id, ip: request.ip }, 'verification link sent again');
      return reply.status(202).send(undefined as never); // an empty 202
    },
  );

  app.post(
    '/auth/password-reset',
    {
      schema: {
        tags: ['identity'],
        operationId: 'requestPasswordReset',
        summary: 'Forgot password: e-mail a reset link',
        description:
          'Answers 202 whether or not the address has an account; an account gets a link `/reset-password?token=` (1 hour, single use). At most 5 an hour per address asked for.',
        body: passwordResetBodySchema,
        response: { 202: z.null(), ...refusals(400), 429: errorSchema },
      },
    },
    async (request, reply) => {
      await identity.requestPasswordReset(app.db, app.notify, request.body.email);
      request.log.info({ email: request.body.email, ip: request.ip }, 'password reset asked for');
      return reply.status(202).send(undefined as never); // an empty 202
    },
  );

  app.post(
    '/auth/password-reset/confirm',
    {
      schema: {
        tags: ['identity'],
        operationId: 'confirmPasswordReset',
        summary: 'Set a new password with a reset link',
        description:
          'The link’s token and a new password (SPEC.md’s rules): every token of the account stops working, and the address counts as verified. 400 when the link has expired or was used.',
        body: passwordResetConfirmBodySchema,
        response: { 200: verifiedResultSchema, ...refusals(400), 429: errorSchema },
      },
    },
    async (request) => {
      const result = await identity.confirmPasswordReset(
        app.db,
        request.body.token,
        request.body.password,
        siteLocale,
      );
      request.log.info({ email: result.user.email, ip: request.ip }, 'password reset');
      return result;
    },
  );

  app.post(
    '/auth/password',
    {
      onRequest: requireSignedIn,
      schema: {
        tags: ['identity'],
        operationId: 'changePassword',
        summary: 'Change my password',
        description:
          'With the current password (400 when wrong) and a new one: every other token of the account stops working; the one sent goes on.',
        body: passwordChangeBodySchema,
        response: { 200: verifiedResultSchema, ...refusals(400, 401), 429: errorSchema },
      },
    },
    async (request) => {
      const session = signedIn(request);
      const result = await identity.changePassword(
        app.db,
        session,
        request.body.current_password,
        request.body.password,
        siteLocale,
      );
      request.log.info({ userId: session.user.id, ip: request.ip }, 'password changed');
      return result;
    },
  );

  app.get(
    '/auth/me',
    {
      onRequest: requireSignedIn,
      schema: {
        tags: ['identity'],
        operationId: 'getMyIdentity',
        summary: 'Read the signed-in identity',
        description:
          'The account behind the bearer token: name, e-mail, photo, whether the e-mail is proven and its locale (the one chosen, else the site’s default).',
        response: { 200: identitySchema, ...refusals(401) },
      },
    },
    async (request) => identity.toIdentity(signedIn(request).user, siteLocale),
  );

  app.patch(
    '/auth/me',
    {
      onRequest: requireSignedIn,
      schema: {
        tags: ['identity'],
        operationId: 'updateMyProfile',
        summary: 'Change my name, photo, language or public profile',
        description:
          'Updates the signed-in account’s display name, photo URL and/or locale (one of the locales the site offers: its e-mails are written in it). An agent also writes their public profile (CONTRACT.md section 14): `bio` (plain text, at most 2,000 characters), `phone` and `languages` (locale codes); `null` or an empty text clears one; another account sending them: 403.',
        body: profileUpdateSchema,
        response: { 200: identitySchema, ...refusals(400, 401, 403) },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      const { locale } = request.body;
      if (locale !== undefined && !config.locales.includes(locale)) {
        throw badRequest(localeNotOffered(config.locales));
      }
      const updated = await identity.updateProfile(app.db, user, request.body, siteLocale);
      // A name and a photo are shown with an agent's listings and a reviewer's reviews.
      await app.publicChanges.publish({ kind: 'account', id: user.id });
      return updated;
    },
  );

  app.post(
    '/jwt',
    {
      onRequest: requireSignedIn,
      schema: {
        tags: ['identity'],
        operationId: 'refreshToken',
        summary: 'Get a token for the signed-in account',
        description:
          'SPEC.md’s client asks for a token after signing in; here it must already be signed in and gets its own token back.',
        body: jwtBodySchema.nullish(),
        response: { 200: tokenResultSchema, ...refusals(400, 401) },
      },
    },
    async (request) => {
      const session = signedIn(request);
      const email = request.body?.email?.trim().toLowerCase();
      if (email && email !== session.user.email) throw forbidden(messages.forbidden);
      return { token: await identity.rotateToken(app.db, session) };
    },
  );
};

export default identityRoutes;
