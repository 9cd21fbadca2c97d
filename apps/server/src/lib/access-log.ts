import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { redactUrl } from './log-serializers';

/**
 * The request log: one access line per request, once its response is sent, with the request id,
 * the method, the path (secrets in the query string redacted), the status and the milliseconds
 * it took. Fastify's own pair of lines ("incoming request" with the whole request, then
 * "request completed") cost a second serialised line per request for nothing a reader needs;
 * headers (a token, a cookie) are never part of the line.
 *
 * The line is written through the app's logger without its redaction paths: it is made of the
 * fields above only, none a secret, and the wildcard paths (`*.password`, `*.*.token`, …) made
 * the logger clone and re-serialise every one of its fields, a tenth of the time of a cached
 * response. Every other line (errors included) keeps the redaction.
 */
export class AccessLogController extends LogController {
  private accessLog: FastifyBaseLogger | undefined;

  override incomingRequest() {
    // The access line is written once the response is sent.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const fields = {
      method: request.method,
      url: redactUrl(request.url),
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 100) / 100,
    };
    if (error) {
      // The request's own logger (its reqId bound), with the redaction, for the error's sake.
      reply.log.error({ ...fields, err: error }, 'request errored');
      return;
    }
    this.accessLog ??= request.server.log.child({}, { redact: [] });
    this.accessLog.info({ reqId: request.id, ...fields }, 'request completed');
  }
}
