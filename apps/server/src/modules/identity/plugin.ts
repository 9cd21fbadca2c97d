import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Poller } from '../../lib/poller';
import { createSessionSweeper } from './session-sweeper';

declare module 'fastify' {
  interface FastifyInstance {
    /** Deletes dead sessions daily (started by app.ts). */
    sessionSweeper: Poller;
  }
}

/** The identity module's background work: the daily sweep of dead sessions. */
export default fp(
  async function identityPlugin(app: FastifyInstance) {
    app.decorate(
      'sessionSweeper',
      createSessionSweeper({ db: app.db, log: app.log.child({ module: 'identity' }) }),
    );
  },
  { name: 'identity', dependencies: ['db'] },
);
