import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { redactUrl } from './log-serializers';

/**
 * The request log: one access line per request, once its answer is sent, with the method, the
 * path (secrets in the query string redacted), the status, the milliseconds it took and the
 * request id (the `reqId` every line of the request carries). Fastify's own pair of lines
 * ("incoming request" with the whole request, then "request completed") cost a second
 * serialised line per request for nothing a reader needs; headers (a token, a cookie) are
 * never part of the line.
 */
export class AccessLogController extends LogController {
  override incomingRequest() {
    // The access line is written once the answer is sent.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 100) / 100,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
