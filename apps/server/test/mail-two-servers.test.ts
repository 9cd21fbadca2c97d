import { randomBytes } from 'node:crypto';
import { isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { claimDueMail } from '../src/modules/mail/service';
import { mailOutbox } from '../src/db/schema';
import { createAccount, type TestAccount } from './helpers/factories';
import { createListing } from './helpers/marketplace-factories';
import { freshPostgresDatabase } from './helpers/postgres';
import { SmtpSink } from './helpers/smtp-sink';
import { generousRateLimits } from './helpers/test-app';

/**
 * Two app instances, each with its own connection pool and mail worker, on one PostgreSQL
 * database, as two servers behind a load balancer: every e-mail is sent exactly once
 * (FOR UPDATE SKIP LOCKED and leases in the outbox).
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const BUYERS = 6;
const LISTINGS = 5;

// Registered only with TEST_DATABASE_URL, like every PostgreSQL suite.
if (adminUrl)
  describe('two servers on one PostgreSQL send each e-mail once', () => {
    const sink = new SmtpSink();
    let drop: () => Promise<void>;
    let handles: DatabaseHandle[] = [];
    let apps: FastifyInstance[] = [];

    beforeAll(async () => {
      await sink.start();
      const fresh = await freshPostgresDatabase('mail');
      drop = fresh.drop;
      handles = await Promise.all(
        [0, 1].map(() => openDatabase({ databaseUrl: fresh.url, poolSize: 5 })),
      );
      await handles[0]!.migrate();
      const config = loadConfig({
        SEED_DEMO: '0',
        DATA_DIR: '/tmp/elite-test-unused',
        DATABASE_URL: fresh.url,
        SMTP_URL: sink.url,
        // Both poll often, so that they meet on the same rows.
        MAIL_POLL_MS: '20',
        MAIL_RETRY_MS: '50',
      });
      apps = await Promise.all(
        handles.map(async (database) => {
          const app = await buildApp({
            config,
            database,
            logger: false,
            rateLimits: {
              redisNamespace: `mail-${randomBytes(6).toString('hex')}:`,
              ...generousRateLimits,
            },
          });
          await app.ready();
          return app;
        }),
      );
    }, 60_000);

    afterAll(async () => {
      for (const app of apps) await app.close();
      for (const handle of handles) await handle.close();
      await drop?.();
      await sink.stop();
    });

    it('offers made on both servers at once: the agent gets each offer e-mail exactly once', async () => {
      const [first, second] = apps as [FastifyInstance, FastifyInstance];
      const db = handles[0]!.db;
      const agent = await createAccount(first, db, { role: 'agent', name: 'Ada Agent' });
      const buyers: TestAccount[] = [];
      for (let i = 0; i < BUYERS; i += 1) {
        buyers.push(await createAccount(first, db, { name: `Buyer ${i}` }));
      }
      const listings: string[] = [];
      for (let i = 0; i < LISTINGS; i += 1) {
        listings.push(await createListing(first, db, agent, { title: `Home ${i}` }));
      }

      // Every buyer offers on every listing, half through each server, all at once.
      const calls = buyers.flatMap((buyer, b) =>
        listings.map((propertyId, l) =>
          (((b + l) % 2 === 0 ? first : second) as FastifyInstance).inject({
            method: 'POST',
            url: '/api/propertyOffer',
            headers: buyer.auth,
            payload: { offer_property_id: propertyId, offered_price: 150_000 },
          }),
        ),
      );
      const statuses = (await Promise.all(calls)).map((res) => res.statusCode);
      expect(statuses).toEqual(calls.map(() => 201));

      const total = BUYERS * LISTINGS;
      // Besides the offers, the agent had the link to confirm the address on registering.
      const offerMails = () =>
        sink.to(agent.email).filter((mail) => /^New offer on /.test(mail.subject));
      await vi.waitFor(() => expect(offerMails().length).toBeGreaterThanOrEqual(total), {
        timeout: 30_000,
        interval: 50,
      });
      await vi.waitFor(
        async () => {
          const unsent = await db.select().from(mailOutbox).where(isNull(mailOutbox.sentAt));
          expect(unsent).toEqual([]);
        },
        { timeout: 15_000, interval: 25 },
      );
      const received = offerMails();
      const ids = received.map((mail) => mail.messageId);
      expect(new Set(ids).size).toBe(total);
      expect(received).toHaveLength(total);
      // Each listing's e-mail names each buyer once.
      const lines = received.map((mail) => mail.text.split('\n\n')[1]).sort();
      const expected = buyers
        .flatMap((_buyer, b) =>
          listings.map((_listing, l) => `Buyer ${b} offered $150,000 for Home ${l}.`),
        )
        .sort();
      expect(lines).toEqual(expected);
    });
  });

if (adminUrl)
  describe('claiming the outbox from two connection pools at once', () => {
    let drop: () => Promise<void>;
    let handles: DatabaseHandle[] = [];

    beforeAll(async () => {
      const fresh = await freshPostgresDatabase('claim');
      drop = fresh.drop;
      handles = await Promise.all(
        [0, 1].map(() => openDatabase({ databaseUrl: fresh.url, poolSize: 4 })),
      );
      await handles[0]!.migrate();
    }, 60_000);

    afterAll(async () => {
      for (const handle of handles) await handle.close();
      await drop?.();
    });

    it('no e-mail is claimed twice, and every due e-mail is claimed', async () => {
      const rows = Array.from({ length: 120 }, (_, i) => ({
        kind: 'test',
        toEmail: `person-${i}@example.com`,
        toName: `Person ${i}`,
        subject: `Mail ${i}`,
        text: 'text',
        html: '<p>html</p>',
      }));
      await handles[0]!.db.insert(mailOutbox).values(rows);
      const claimed: string[] = [];
      for (;;) {
        // Four claims at the same moment, two through each pool.
        const batches = await Promise.all(
          [0, 1, 0, 1].map((h) => claimDueMail(handles[h]!.db, 7, 120_000)),
        );
        const ids = batches.flat().map((row) => row.id);
        if (ids.length === 0) break;
        claimed.push(...ids);
      }
      expect(new Set(claimed).size).toBe(claimed.length);
      expect(claimed).toHaveLength(rows.length);
    });
  });
