import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { expect, it } from 'vitest';
import { messages } from '@elite/shared';
import { users } from '../src/db/schema';
import { createAccount, GOOD_PASSWORD, uniqueEmail } from './helpers/factories';
import { describeEachDatabase } from './helpers/test-app';

/**
 * The API answers its messages in the caller's language (CONTRACT.md section 11): the best of
 * SITE_LOCALES for Accept-Language, else the default; Content-Language says which. An account
 * keeps a locale of its own (GET/PATCH /api/auth/me).
 */
describeEachDatabase(
  'API messages and account locales with SITE_LOCALES=en,es,fr,de,ar',
  (ctx) => {
    const inject = (options: InjectOptions) => ctx().app.inject(options);
    const signedOut = (language?: string) =>
      inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: language === undefined ? {} : { 'accept-language': language },
      });

    it('answers an error in Spanish to Accept-Language: es, and says so', async () => {
      const res = await signedOut('es');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Inicia sesión para continuar' });
      expect(res.headers['content-language']).toBe('es');
      expect(String(res.headers.vary)).toMatch(/accept-language/i);
    });

    it('negotiates q-values and regional tags', async () => {
      const res = await signedOut('es-MX;q=0.9, de;q=0.5');
      expect(res.headers['content-language']).toBe('es');
      const german = await signedOut('it, de-CH;q=0.8, es;q=0.7');
      expect(german.headers['content-language']).toBe('de');
      expect(german.json().message).toBe('Bitte melden Sie sich an, um fortzufahren');
      const arabic = await signedOut('ar-EG');
      expect(arabic.json().message).toBe('يرجى تسجيل الدخول للمتابعة');
    });

    it('answers the default locale, with SPEC.md’s text, to a language not offered or none', async () => {
      for (const language of ['it', 'pt-BR, ja;q=0.5', undefined, 'en-GB']) {
        const res = await signedOut(language);
        expect(res.json()).toEqual({ message: messages.notSignedIn });
        expect(res.headers['content-language']).toBe('en');
      }
    });

    it('translates the reason of a field refusal and keeps the field’s name', async () => {
      const res = await inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' },
        payload: { name: 'Weak', email: uniqueEmail(), password: 'weak' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        'password: Le mot de passe doit contenir une majuscule, un caractère spécial et au moins 6 caractères',
      );
      expect(res.headers['content-language']).toBe('fr');
      const english = await inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Weak', email: uniqueEmail(), password: 'weak' },
      });
      expect(english.json().message).toBe(`password: ${messages.passwordPolicy}`);
    });

    it('answers zod’s own reasons in the caller’s language too', async () => {
      const account = await createAccount(ctx().app, ctx().db);
      const patch = (language: string) =>
        inject({
          method: 'PATCH',
          url: '/api/auth/me',
          headers: { ...account.auth, 'accept-language': language },
          payload: { photoURL: 5 },
        });
      const english = await patch('en');
      expect(english.statusCode).toBe(400);
      expect(english.json().message).toBe(
        'photoURL: Invalid input: expected string, received number',
      );
      const spanish = await patch('es');
      expect(spanish.statusCode).toBe(400);
      expect(spanish.json().message).toMatch(/^photoURL: Entrada inválida: se esperaba texto/);
      expect(spanish.json().message).toMatch(/número$/);
    });

    it('answers an unknown address and malformed JSON in the caller’s language', async () => {
      const missing = await inject({
        method: 'GET',
        url: '/api/nothing-here',
        headers: { 'accept-language': 'de' },
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toMatch(/^Nicht gefunden/);
      const broken = await inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'accept-language': 'es', 'content-type': 'application/json' },
        payload: '{"email":',
      });
      expect(broken.statusCode).toBe(400);
      expect(broken.json().message).toBe('El cuerpo de la solicitud no es JSON válido');
    });

    it('answers an address that does not decode in the caller’s language', async () => {
      const res = await inject({
        method: 'GET',
        url: '/api/%FF',
        headers: { 'accept-language': 'fr' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'L’adresse n’est pas une URL valide' });
      expect(res.headers['content-language']).toBe('fr');
    });

    it('answers a create’s thanks in the caller’s language', async () => {
      const res = await inject({
        method: 'POST',
        url: '/api/newsletter',
        headers: { 'accept-language': 'es' },
        payload: { email: uniqueEmail('news') },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe('Gracias por suscribirte a nuestro boletín');
      expect(res.headers['content-language']).toBe('es');
    });

    it('stores the locale of the page an account registered from', async () => {
      const res = await inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'accept-language': 'de' },
        payload: { name: 'Flora', email: uniqueEmail(), password: GOOD_PASSWORD, locale: 'fr' },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().user.locale).toBe('fr');
      const me = await inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${res.json().token}` },
      });
      expect(me.json().locale).toBe('fr');
    });

    it('without a locale in the body, stores the best match of Accept-Language', async () => {
      const res = await inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'accept-language': 'ar-SA, en;q=0.5' },
        payload: { name: 'Amal', email: uniqueEmail(), password: GOOD_PASSWORD },
      });
      expect(res.statusCode).toBe(201);
      const me = await inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${res.json().token}` },
      });
      expect(me.json().locale).toBe('ar');
    });

    it('refuses to register with a locale that is not one', async () => {
      const res = await inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Xavi', email: uniqueEmail(), password: GOOD_PASSWORD, locale: 'xx' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^locale: /);
    });

    it('changes an account’s locale with PATCH /api/auth/me, and refuses a bad one naming the field', async () => {
      const account = await createAccount(ctx().app, ctx().db);
      const patch = (body: Record<string, unknown>) =>
        inject({ method: 'PATCH', url: '/api/auth/me', headers: account.auth, payload: body });

      const good = await patch({ locale: 'de' });
      expect(good.statusCode).toBe(200);
      expect(good.json().locale).toBe('de');
      const me = await inject({ method: 'GET', url: '/api/auth/me', headers: account.auth });
      expect(me.json().locale).toBe('de');

      for (const locale of ['klingon', 'EN', 42, '']) {
        const bad = await patch({ locale });
        expect(bad.statusCode).toBe(400);
        expect(bad.json().message).toMatch(/^locale: /);
      }
      const after = await inject({ method: 'GET', url: '/api/auth/me', headers: account.auth });
      expect(after.json().locale).toBe('de');
    });

    it('answers the site’s default locale for an account made before accounts had one', async () => {
      const account = await createAccount(ctx().app, ctx().db);
      await ctx().db.update(users).set({ locale: null }).where(eq(users.id, account.id));
      const me = await inject({ method: 'GET', url: '/api/auth/me', headers: account.auth });
      expect(me.json().locale).toBe('en');
    });
  },
  { SITE_LOCALES: 'en,es,fr,de,ar' },
);

describeEachDatabase(
  'account locales on a site that offers es and en',
  (ctx) => {
    const inject = (options: InjectOptions) => ctx().app.inject(options);

    it('answers Spanish, its default, to a caller whose language it does not offer', async () => {
      const res = await inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { 'accept-language': 'fr' },
      });
      expect(res.json()).toEqual({ message: 'Inicia sesión para continuar' });
      expect(res.headers['content-language']).toBe('es');
      const english = await inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { 'accept-language': 'en-US' },
      });
      expect(english.json()).toEqual({ message: messages.notSignedIn });
      expect(english.headers['content-language']).toBe('en');
    });

    it('refuses a shipped locale the site does not offer, naming the field', async () => {
      const account = await createAccount(ctx().app, ctx().db);
      const res = await inject({
        method: 'PATCH',
        url: '/api/auth/me',
        headers: account.auth,
        payload: { locale: 'fr' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        'locale: debe ser uno de es, en, los idiomas que ofrece este sitio',
      );
      const english = await inject({
        method: 'PATCH',
        url: '/api/auth/me',
        headers: { ...account.auth, 'accept-language': 'en' },
        payload: { locale: 'fr' },
      });
      expect(english.json().message).toBe(
        'locale: must be one of es, en, the languages this site offers',
      );
      const registering = await inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Fred', email: uniqueEmail(), password: GOOD_PASSWORD, locale: 'fr' },
      });
      expect(registering.statusCode).toBe(400);
    });

    it('gives an account made before locales the site’s default, Spanish', async () => {
      const account = await createAccount(ctx().app, ctx().db);
      await ctx().db.update(users).set({ locale: null }).where(eq(users.id, account.id));
      const me = await inject({ method: 'GET', url: '/api/auth/me', headers: account.auth });
      expect(me.json().locale).toBe('es');
    });
  },
  { SITE_LOCALES: 'es,en' },
);

describeEachDatabase('API messages on a site that offers only English', (ctx) => {
  it('answers English whatever the caller asks, with Content-Language: en', async () => {
    const res = await ctx().app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { 'accept-language': 'es, fr;q=0.9' },
    });
    expect(res.json()).toEqual({ message: messages.notSignedIn });
    expect(res.headers['content-language']).toBe('en');
  });

  it('registers an account in English whatever the browser says', async () => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'accept-language': 'de' },
      payload: { name: 'Erin', email: uniqueEmail(), password: GOOD_PASSWORD },
    });
    expect(res.json().user.locale).toBe('en');
  });
});
