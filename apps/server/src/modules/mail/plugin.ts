import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import type { Notifier } from './notifier';
import { createOutboxNotifier } from './service';
import { fileTransport, smtpTransport } from './transports';
import { MailWorker } from './worker';
import {
  createUnsubscribeTokens,
  type UnsubscribeTokens,
} from '../saved-searches/unsubscribe-token';

declare module 'fastify' {
  interface FastifyInstance {
    notify: Notifier;
    /** Look for due e-mail now (after a commit that queued some outside a request). */
    nudgeMail: () => void;
    /** The alert e-mails' unsubscribe links (CONTRACT.md section 9). */
    unsubscribeTokens: UnsubscribeTokens;
    /** Sends the queue; app.ts starts it once the app is ready. */
    mailWorker: MailWorker;
  }
}

/**
 * E-mail (CONTRACT.md section 8): `app.notify`, which the services call inside their
 * transactions to queue e-mail in `mail_outbox`, and the worker that sends the queue (over
 * SMTP_URL, or to .eml files under DATA_DIR/mail), which app.ts starts once the app is ready
 * and stops when it closes. A request never waits for SMTP.
 */
export default fp(
  async function mailPlugin(app: FastifyInstance, opts: { config: Config }) {
    const { mail, siteName, publicUrl, areaUnit, locales } = opts.config;
    const worker = new MailWorker({
      db: app.db,
      transport: mail.smtpUrl ? smtpTransport(mail.smtpUrl) : fileTransport(mail.dir),
      log: app.log.child({ module: 'mail' }),
      from: mail.from,
      pollMs: mail.pollMs,
      retryBaseMs: mail.retryBaseMs,
    });

    // Queued inside a transaction that commits before the response: the worker is woken once
    // the response is sent, when the new rows are visible (the poll catches anything else).
    let queued = false;
    const tokens = createUnsubscribeTokens(app.db);
    app.decorate('unsubscribeTokens', tokens);
    app.decorate(
      'notify',
      createOutboxNotifier(
        { name: siteName, publicUrl, areaUnit, defaultLocale: locales[0] },
        () => {
          queued = true;
        },
        (ids) => tokens.sign(ids),
      ),
    );
    app.decorate('mailWorker', worker);
    app.decorate('nudgeMail', () => worker.nudge());
    // A plain hook (no promise per request): it runs on every request.
    app.addHook('onResponse', (_request, _reply, done) => {
      if (queued) {
        queued = false;
        worker.nudge();
      }
      done();
    });

    // Before the workers start (app.ts): the alert e-mails sign their links with this key.
    app.addHook('onReady', async () => tokens.prepare());
  },
  { name: 'mail', dependencies: ['db'] },
);
