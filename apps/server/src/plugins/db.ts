import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbKind: DatabaseHandle['kind'];
  }
}

/** Exposes an already opened and migrated database; whoever opened it closes it. */
export default fp(
  async function dbPlugin(app: FastifyInstance, opts: { handle: DatabaseHandle }) {
    app.decorate('db', opts.handle.db);
    app.decorate('dbKind', opts.handle.kind);
  },
  { name: 'db' },
);
