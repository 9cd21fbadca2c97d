import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Notifier } from '../modules/mail/notifier';

declare module 'fastify' {
  interface FastifyInstance {
    notify: Notifier;
  }
}

/** E-mail: the notifier the services queue e-mails with, and the worker that sends them. */
export default fp(
  async function mailPlugin(app: FastifyInstance, opts: { config: Config }) {
    void opts;
    // Filled in by the mail module: queueing (notifier) and the sending worker.
    const notify: Notifier = {
      message: async () => undefined,
      conversationRead: async () => undefined,
      viewing: async () => undefined,
      offer: async () => undefined,
      sale: async () => undefined,
    };
    app.decorate('notify', notify);
  },
  { name: 'mail', dependencies: ['db'] },
);
