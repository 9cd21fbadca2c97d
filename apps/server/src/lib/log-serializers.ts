import type { FastifyRequest } from 'fastify';

/** Query parameters that carry a secret: a provider's authorization code, a state, a token. */
const SECRET_PARAMS = new Set(['code', 'state', 'token', 'access_token', 'id_token']);

const MAY_HOLD_SECRET = /code|state|token|%/i;

/** The URL with the values of secret query parameters replaced, for the request log. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  // A secret's name, or an escape that could spell one, must be there for anything to change:
  // most queries are let through without being parsed (this runs for every request's log line).
  if (!MAY_HOLD_SECRET.test(url.slice(at + 1))) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  let changed = false;
  for (const key of new Set(params.keys())) {
    if (!SECRET_PARAMS.has(key.toLowerCase())) continue;
    params.set(key, 'redacted');
    changed = true;
  }
  return changed ? `${url.slice(0, at)}?${params.toString()}` : url;
}

/**
 * Fastify's request serializer, with secrets taken out of the URL: a social sign-in passes a
 * provider code through /api/auth/{provider}/callback and a one-time code through /auth/complete.
 */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      version: [request.headers['accept-version']].flat()[0],
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};
