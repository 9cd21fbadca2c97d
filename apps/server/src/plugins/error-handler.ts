import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '@elite/shared';
import { translateApiMessage } from '../lib/api-messages';
import { hasErrorCode, HttpError } from '../lib/errors';
import { translateZodMessage } from '../lib/zod-messages';
import type { Locale } from '@elite/shared/locales';
import { localeOf, varyByLanguage } from './api-locale';

/**
 * `field: reason`. A reason zod wrote itself (no schema of ours gave one) is made again in the
 * caller's locale by zod's own error map; the others are translated on the way out (api-locale.ts).
 */
function describeValidation(error: FastifyError, locale: Locale): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    if (first) {
      const where = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const english = first.message ?? 'is invalid';
      const message = translateZodMessage(locale, first, english) ?? english;
      return where ? `${where}: ${message}` : message;
    }
  }
  return error.message;
}

/**
 * Errors Fastify meets before any route or hook runs (Fastify's `frameworkErrors` option): an
 * address that does not decode (`/%FF`), a path parameter above its length limit. They get the
 * same `{message}` as every other error, not Fastify's own shape, with the same headers.
 */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  // No hook runs for these: the response brings the security headers every response carries.
  // Nor the locale hook's: the message is answered in the caller's language here (api-locale.ts).
  const server = request.server as Partial<Pick<FastifyInstance, 'securityHeadersFor'>>;
  const locale = localeOf(request);
  const respond = (status: number, message: string) => {
    void reply
      .headers(server.securityHeadersFor?.(request.url) ?? {})
      .header('content-language', locale)
      .header('vary', varyByLanguage(reply.getHeader('vary')))
      .code(status)
      .type('application/json; charset=utf-8')
      .send({ message: translateApiMessage(locale, message) });
  };
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      return respond(400, messages.badUrl);
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return respond(414, messages.urlTooLong);
    default:
      request.log.error({ err: error }, 'request failed before routing');
      return respond(500, messages.internalError);
  }
}

/**
 * One error handler: every error becomes `{message}` with the right status; 5xx say nothing. The
 * message is written in English here; the locale hook (api-locale.ts) answers it in the caller's
 * language on its way out.
 */
export default fp(
  async function errorHandler(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
        return reply.status(error.statusCode).send({ message: error.message });
      }
      if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
        return reply.status(400).send({ message: describeValidation(error, localeOf(request)) });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // Fastify's own client errors (malformed JSON, body too large, wrong content type).
        const message =
          error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
            ? 'The request body is not valid JSON'
            : error.message;
        return reply.status(status).send({ message });
      }
      if (hasErrorCode(error, 'EMBEDDED_DATABASE_STOPPED')) {
        // The server logs it once and stops (server.ts); until then requests are told plainly.
        return reply.status(503).send({ message: messages.databaseStopped });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ message: messages.internalError });
    });
  },
  { name: 'error-handler' },
);
