import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRole } from '@elite/shared';
import { messages } from '@elite/shared';
import type { Database } from '../db/client';
import type { users } from '../db/schema';
import { forbidden, unauthorized } from '../lib/errors';

/** A signed-in account (the identity module finds it). */
export type AuthUser = typeof users.$inferSelect;

export interface Session {
  sessionId: string;
  user: AuthUser;
}

/** The signed-in account behind a bearer token, or undefined if the token is dead. */
export type Authenticate = (db: Database, token: string) => Promise<Session | undefined>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account, resolved from the bearer token; null when anonymous. */
    session: Session | null;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/**
 * Resolves the token on every request through `authenticate` (the identity module's, given by
 * app.ts: a plugin imports no module); routes then decide who may pass.
 */
export default fp(
  async function authPlugin(
    app: FastifyInstance,
    { authenticate }: { authenticate: Authenticate },
  ) {
    app.decorateRequest('session', null);
    // Plain hooks that return at once when there is nothing to do: they run on every request.
    app.addHook('onRequest', (request, _reply, done) => {
      const token = bearerToken(request);
      if (!token) return done();
      const refuse = () => {
        request.log.warn({ ip: request.ip }, 'token refused');
        done();
      };
      if (token.length > 200) return refuse();
      authenticate(app.db, token).then((session) => {
        request.session = session ?? null;
        if (!session) return refuse();
        done();
      }, done);
    });
    // Every refused authorization, with who and from where (OWASP ASVS V16.3).
    app.addHook('onResponse', (request, reply, done) => {
      if (reply.statusCode === 401 || reply.statusCode === 403) {
        request.log.warn(
          {
            userId: request.session?.user.id,
            role: request.session?.user.role,
            ip: request.ip,
            method: request.method,
            route: request.routeOptions.url,
            statusCode: reply.statusCode,
          },
          'authorization refused',
        );
      }
      done();
    });
  },
  { name: 'auth', dependencies: ['db'] },
);

/** The signed-in account, or a 401. */
export function signedIn(request: FastifyRequest): Session {
  if (!request.session) throw unauthorized(messages.notSignedIn);
  return request.session;
}

/** onRequest hook: anyone signed in. Runs before the body is parsed, so strangers get 401 first. */
export async function requireSignedIn(request: FastifyRequest, _reply: FastifyReply) {
  signedIn(request);
}

/** onRequest hook: signed in with one of these roles (401 anonymous, 403 otherwise). */
export function requireRole(...roles: UserRole[]) {
  return async function roleGuard(request: FastifyRequest, _reply: FastifyReply) {
    const { user } = signedIn(request);
    if (!roles.includes(user.role)) {
      request.log.warn({ userId: user.id, role: user.role, url: request.url }, 'role refused');
      throw forbidden(messages.forbidden);
    }
  };
}

/**
 * For `/{userEmail}` paths: the caller's own e-mail, or any e-mail for an admin (403 otherwise).
 * Returns the e-mail normalised.
 */
export function ownEmailOrAdmin(caller: AuthUser, email: string): string {
  const normalised = email.trim().toLowerCase();
  if (normalised !== caller.email && caller.role !== 'admin') throw forbidden(messages.forbidden);
  return normalised;
}
