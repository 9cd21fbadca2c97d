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
import type { Config } from '../../config';
import { badRequest, forbidden } from '../../lib/errors';
import { requireSignedIn, signedIn } from '../../plugins/auth';
import * as images from '../images/service';
import { closeUnreadUpload, readUploadForm } from '../images/upload-form';
import * as identity from './service';
import { sendSignInCode, SIGN_IN_COOKIE, signInCookieOptions, signInNonce } from './sign-in-code';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 409: errorSchema };

/** Sign-up, sign-in, sign-out and the signed-in identity (CONTRACT.md section 3). */
const identityRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  // The cookie of a sign-in code (sign-in-code.ts): set by login-code, read by login.
  await app.register(cookie);
  const signInCookie = signInCookieOptions(config.publicUrl);
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
        consumes: ['application/json', 'multipart/form-data'],
        body: registerBodySchema,
        response: {
          201: authResultSchema,
          ...errors,
          413: errorSchema,
          415: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const photo = registrationPhotos.get(request);
      if (photo && request.body.photoURL) throw badRequest(messages.imagePhotoTwice);
      const photoURL = photo
        ? (await images.storeImage(app.imageStorage, photo)).display_url
        : request.body.photoURL;
      const result = await identity.register(app.db, app.notify, { ...request.body, photoURL });
      request.log.info({ email: request.body.email, ip: request.ip }, 'account registered');
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['identity'],
        body: loginBodySchema,
        response: { 200: authResultSchema, ...errors },
      },
    },
    async (request) => {
      try {
        const result = await identity.login(app.db, request.body.email, request.body.password);
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
        body: loginCodeBodySchema,
        response: { 202: loginCodeResultSchema, 400: errorSchema, 429: errorSchema },
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
      schema: { tags: ['identity'], response: { 204: z.null(), 401: errorSchema } },
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
      schema: { tags: ['identity'], response: { 204: z.null(), 401: errorSchema } },
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
        body: verifyEmailBodySchema,
        response: { 200: verifiedResultSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const result = await identity.verifyEmail(app.db, request.body.token);
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
        response: { 202: z.null(), 401: errorSchema, 409: errorSchema, 429: errorSchema },
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
        body: passwordResetBodySchema,
        response: { 202: z.null(), 400: errorSchema, 429: errorSchema },
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
        body: passwordResetConfirmBodySchema,
        response: { 200: verifiedResultSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const result = await identity.confirmPasswordReset(
        app.db,
        request.body.token,
        request.body.password,
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
        body: passwordChangeBodySchema,
        response: { 200: verifiedResultSchema, ...errors, 429: errorSchema },
      },
    },
    async (request) => {
      const session = signedIn(request);
      const result = await identity.changePassword(
        app.db,
        session,
        request.body.current_password,
        request.body.password,
      );
      request.log.info({ userId: session.user.id, ip: request.ip }, 'password changed');
      return result;
    },
  );

  app.get(
    '/auth/me',
    {
      onRequest: requireSignedIn,
      schema: { tags: ['identity'], response: { 200: identitySchema, 401: errorSchema } },
    },
    async (request) => identity.toIdentity(signedIn(request).user),
  );

  app.patch(
    '/auth/me',
    {
      onRequest: requireSignedIn,
      schema: {
        tags: ['identity'],
        body: profileUpdateSchema,
        response: { 200: identitySchema, ...errors },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      const updated = await identity.updateProfile(app.db, user, request.body);
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
        body: jwtBodySchema.nullish(),
        response: { 200: tokenResultSchema, ...errors },
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
