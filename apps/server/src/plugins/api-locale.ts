import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_LOCALE, negotiateLocale, type Locale } from '@elite/shared/locales';
import { translateApiMessage } from '../lib/api-messages';

declare module 'fastify' {
  interface FastifyInstance {
    /** SITE_LOCALES: the locales the site offers, the first its default. */
    siteLocales: readonly Locale[];
  }
  interface FastifyRequest {
    /** The best of the site's locales for the caller's Accept-Language (CONTRACT.md section 11). */
    apiLocale?: Locale;
  }
}

/** The locale a request's messages are answered in: Accept-Language's best among those offered. */
export function localeOf(request: FastifyRequest, offered?: readonly Locale[]): Locale {
  if (request.apiLocale) return request.apiLocale;
  const locales = offered ?? (request.server as Partial<FastifyInstance>).siteLocales;
  const fallback = locales?.[0] ?? DEFAULT_LOCALE;
  const header = request.headers['accept-language'];
  return negotiateLocale(typeof header === 'string' ? header : undefined, locales ?? [], fallback);
}

/** Appends `Accept-Language` to a response's Vary, keeping what other hooks named there. */
export function varyByLanguage(current: unknown): string {
  const value = current === undefined ? '' : String(current);
  if (/(^|,)\s*(accept-language|\*)\s*(,|$)/i.test(value)) return value;
  return value ? `${value}, accept-language` : 'accept-language';
}

/**
 * A body whose words are the API's own: `{message}`, alone or with what a create answers. A
 * record (a conversation's message has `_id` and a `message` its writer typed) is not one.
 */
function carriesMessage(payload: unknown): payload is { message: string } {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    !Array.isArray(payload) &&
    typeof (payload as { message?: unknown }).message === 'string' &&
    !('_id' in payload)
  );
}

/**
 * The API's messages in the caller's language (CONTRACT.md section 11): every /api response says
 * in `Content-Language` which locale its words are in; a `{message}` body (an error, a create's
 * thanks) is answered in it, and names Accept-Language in Vary. The code keeps writing English.
 */
export default fp(
  async function apiLocale(app: FastifyInstance, { locales }: { locales: readonly Locale[] }) {
    app.decorate('siteLocales', locales);

    app.addHook('onRequest', (request, reply, done) => {
      const locale = localeOf(request, locales);
      request.apiLocale = locale;
      if (request.url.startsWith('/api')) reply.header('content-language', locale);
      done();
    });

    app.addHook('preSerialization', (request, reply, payload, done) => {
      if (!carriesMessage(payload)) return done(null, payload);
      const locale = localeOf(request, locales);
      reply.header('content-language', locale);
      reply.header('vary', varyByLanguage(reply.getHeader('vary')));
      done(null, { ...payload, message: translateApiMessage(locale, payload.message) });
    });
  },
  { name: 'api-locale' },
);
