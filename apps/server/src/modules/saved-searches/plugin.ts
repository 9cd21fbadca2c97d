import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import type { ListingEvents } from '../properties/service';
import { alertQueue } from './service';
import { AlertWorker } from './worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the properties service tells of a verified listing: queued for matching. */
    alerts: ListingEvents;
    /** The worker that matches listings to saved searches and sends the digests (started by app.ts). */
    alertWorker: AlertWorker;
  }
}

/**
 * Saved-search alerts (CONTRACT.md section 9, docs/decisions/034): `app.alerts`, which queues a
 * verified listing inside the verification's transaction, and the worker that matches it once
 * the response is sent (and every ALERT_POLL_MS), records the notifications and queues the
 * e-mails. `now` is the clock (tests move it for the daily digest).
 */
export default fp(
  async function alertsPlugin(app: FastifyInstance, opts: { config: Config; now?: () => Date }) {
    const worker = new AlertWorker({
      db: app.db,
      notify: app.notify,
      log: app.log.child({ module: 'alerts' }),
      pollMs: opts.config.alerts.pollMs,
      digestHour: opts.config.alerts.digestHour,
      now: opts.now ?? (() => new Date()),
      mailQueued: () => app.nudgeMail(),
    });
    let queued = false;
    app.decorate(
      'alerts',
      alertQueue(() => {
        queued = true;
      }),
    );
    app.decorate('alertWorker', worker);
    // A plain hook (no promise per request): it runs on every request.
    app.addHook('onResponse', (_request, _reply, done) => {
      if (queued) {
        queued = false;
        worker.nudge();
      }
      done();
    });
  },
  { name: 'alerts', dependencies: ['db', 'mail'] },
);
