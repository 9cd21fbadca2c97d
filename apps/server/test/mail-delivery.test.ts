import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { mailOutbox } from '../src/db/schema';
import { createAccount, type TestAccount } from './helpers/factories';
import { createListing } from './helpers/marketplace-factories';
import { SmtpSink } from './helpers/smtp-sink';
import {
  createTestApp,
  databaseKinds,
  describeEachDatabase,
  generousRateLimits,
  type TestContext,
} from './helpers/test-app';

/**
 * How e-mail leaves: as .eml files without SMTP_URL, and over SMTP with retries, so that an
 * outage or a restart loses none (CONTRACT.md section 8).
 */
const poll = { timeout: 15_000, interval: 25 };

/** An agent's listing and a buyer's offer on it, which queues the agent's e-mail. */
async function offerOnListing({ app, db }: TestContext, title: string) {
  const agent = await createAccount(app, db, { role: 'agent', name: 'Ada Agent' });
  const buyer = await createAccount(app, db, { name: 'Bob Buyer' });
  // Their registrations' address confirmations are not what these tests deliver.
  await db.delete(mailOutbox).where(eq(mailOutbox.kind, 'email_verification'));
  const propertyId = await createListing(app, db, agent, { title });
  const res = await app.inject({
    method: 'POST',
    url: '/api/propertyOffer',
    headers: buyer.auth,
    payload: { offer_property_id: propertyId, offered_price: 150_000 },
  });
  return { agent, buyer, res };
}

/** The account's e-mails but the address confirmation its registration sent. */
const outboxTo = (db: TestContext['db'], account: TestAccount) =>
  db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toEmail, account.email), ne(mailOutbox.kind, 'email_verification')));

describe('e-mail without SMTP_URL', () => {
  let dataDir: string;
  const env: Record<string, string> = { MAIL_POLL_MS: '100' };
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'elite-mail-'));
    env.DATA_DIR = dataDir;
  });
  afterAll(async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  describeEachDatabase(
    'writes each e-mail as an .eml file under DATA_DIR/mail',
    (ctx) => {
      it('an offer leaves the agent an RFC 822 file a mail program opens', async () => {
        const { agent, res } = await offerOnListing(ctx(), 'Canal house');
        expect(res.statusCode).toBe(201);
        const [row] = await outboxTo(ctx().db, agent);
        const dir = path.join(dataDir, 'mail');

        const file = await vi.waitFor(async () => {
          const names = await fs.readdir(dir).catch(() => [] as string[]);
          const name = names.find((n) => n.endsWith(`-${row!.id}.eml`));
          if (!name) throw new Error('no .eml file yet');
          return name;
        }, poll);
        expect(file).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-[0-9a-f-]{36}\.eml$/);
        const parsed = await simpleParser(await fs.readFile(path.join(dir, file)));
        expect(parsed.subject).toBe('New offer on Canal house');
        expect(parsed.to).toMatchObject({ value: [{ address: agent.email, name: 'Ada Agent' }] });
        expect(parsed.from).toMatchObject({
          value: [{ address: 'no-reply@localhost', name: 'Elite Property' }],
        });
        expect(parsed.text).toContain('Bob Buyer offered $150,000 for Canal house.');
        expect(parsed.text).toContain(`${ctx().config.publicUrl}/dashboard/requestProperty`);
        expect(parsed.html).toContain('Canal house');
        await vi.waitFor(async () => {
          const [sent] = await outboxTo(ctx().db, agent);
          expect(sent!.sentAt).not.toBeNull();
        }, poll);
      });
    },
    env,
  );
});

describe('e-mail through an SMTP server that is down', () => {
  const sink = new SmtpSink();
  const env: Record<string, string> = { MAIL_POLL_MS: '100', MAIL_RETRY_MS: '50' };
  beforeAll(async () => {
    // A port that was free a moment ago, with nothing listening on it now.
    await sink.start();
    await sink.stop();
    env.SMTP_URL = sink.url;
  });
  afterAll(async () => {
    await sink.stop();
  });

  for (const kind of databaseKinds) {
    describe(kind, () => {
      let context: Awaited<ReturnType<typeof createTestApp>>;
      let restarted: FastifyInstance | undefined;
      beforeAll(async () => {
        await sink.stop();
        context = await createTestApp(kind, env);
      });
      afterAll(async () => {
        await restarted?.close();
        await context?.close();
      });

      it('the request succeeds at once; the e-mail is retried and arrives once the server is back', async () => {
        const { agent, res } = await offerOnListing(context, 'Mill cottage');
        expect(res.statusCode).toBe(201);

        // Tried and failed, kept for later.
        const failed = await vi.waitFor(async () => {
          const [row] = await outboxTo(context.db, agent);
          if (!row || row.attempts < 1) throw new Error('not tried yet');
          return row;
        }, poll);
        expect(failed.sentAt).toBeNull();
        expect(failed.lastError).toBeTruthy();

        await sink.start();
        const [mail] = await sink.waitFor(agent.email);
        expect(mail!.subject).toBe('New offer on Mill cottage');
        await vi.waitFor(async () => {
          const [row] = await outboxTo(context.db, agent);
          expect(row!.sentAt).not.toBeNull();
        }, poll);
        // Sent once, though it was tried several times.
        expect(sink.to(agent.email)).toHaveLength(1);
      });

      it('a restart loses nothing: what was queued before it is sent after it', async () => {
        await sink.stop();
        const { agent, res } = await offerOnListing(context, 'Orchard barn');
        expect(res.statusCode).toBe(201);
        await vi.waitFor(async () => {
          const [row] = await outboxTo(context.db, agent);
          if (!row || row.attempts < 1) throw new Error('not tried yet');
        }, poll);

        // The server stops (its worker with it), then another starts on the same database.
        await context.app.close();
        await sink.start();
        restarted = await buildApp({
          config: context.config,
          database: context.handle,
          logger: false,
          rateLimits: generousRateLimits,
        });
        await restarted.ready();

        const [mail] = await sink.waitFor(agent.email);
        expect(mail!.subject).toBe('New offer on Orchard barn');
        expect(mail!.text).toContain('Orchard barn');
      });
    });
  }
});
