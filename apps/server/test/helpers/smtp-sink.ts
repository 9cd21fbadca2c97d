import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, vi } from 'vitest';

/** An e-mail as the SMTP server received it, parsed. */
export interface ReceivedMail {
  from: string;
  to: string;
  toName: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** The envelope's recipients (RCPT TO). */
  rcpt: string[];
  /** Every header as written, keyed by its lower-cased name (the value after the colon). */
  headers: Record<string, string>;
  /** The files it carries: name, media type (no parameters) and text. */
  attachments: { filename: string; contentType: string; content: string }[];
}

const firstAddress = (field: AddressObject | AddressObject[] | undefined) => {
  const object = Array.isArray(field) ? field[0] : field;
  return object?.value[0] ?? { address: '', name: '' };
};

/**
 * A real SMTP server on loopback (the `smtp-server` package) that keeps what it receives.
 * `stop()` and `start()` take it down and bring it back on the same port (an outage).
 */
export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  private server: SMTPServer | undefined;
  port = 0;

  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        simpleParser(stream).then(
          (parsed) => {
            const to = firstAddress(parsed.to);
            this.received.push({
              from: firstAddress(parsed.from).address ?? '',
              to: to.address ?? '',
              toName: to.name,
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              messageId: parsed.messageId ?? '',
              rcpt: session.envelope.rcptTo.map((r) => r.address),
              headers: Object.fromEntries(
                parsed.headerLines.map(({ key, line }) => [
                  key,
                  line
                    .slice(line.indexOf(':') + 1)
                    .replace(/\r?\n\s+/g, ' ')
                    .trim(),
                ]),
              ),
              attachments: parsed.attachments.map((a) => ({
                filename: a.filename ?? '',
                contentType: a.contentType,
                content: a.content.toString('utf8'),
              })),
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** What was received for one address. */
  to(address: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.rcpt.includes(address.toLowerCase()));
  }

  /** Polls until `address` has received `count` e-mails (more would be a failure too), returns them. */
  async waitFor(address: string, count = 1, timeout = 15_000): Promise<ReceivedMail[]> {
    await vi.waitFor(
      () => {
        if (this.to(address).length < count) throw new Error(`waiting for mail to ${address}`);
      },
      { timeout, interval: 25 },
    );
    return this.to(address);
  }
}

export const startSmtpSink = () => new SmtpSink().start();

/** The site the e-mails of a test file link to. */
export const MAIL_TEST_PUBLIC_URL = 'https://homes.example.com';

/**
 * For a test file whose apps send e-mail: a sink of its own on loopback (started before the
 * file's suites build their apps, stopped after them) and the settings for those apps, with
 * `SMTP_URL` filled in once the sink listens and mail sent soon after it is queued.
 */
export function useMailSink() {
  const sink = new SmtpSink();
  const env: Record<string, string> = {
    PUBLIC_URL: MAIL_TEST_PUBLIC_URL,
    SITE_NAME: 'Elite Property',
    MAIL_FROM: '"Elite Property" <no-reply@homes.example.com>',
    MAIL_POLL_MS: '100',
    MAIL_RETRY_MS: '50',
  };
  beforeAll(async () => {
    await sink.start();
    env.SMTP_URL = sink.url;
  });
  afterAll(async () => {
    await sink.stop();
  });
  return { sink, env };
}
