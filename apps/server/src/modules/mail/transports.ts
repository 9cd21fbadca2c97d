import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailAttachment } from '../../db/schema';

/** One e-mail as the worker hands it over. */
export interface OutgoingMail {
  id: string;
  from: string;
  to: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string> | undefined;
  /** Files sent with it (an open house's calendar file). */
  attachments?: MailAttachment[] | undefined;
}

export interface MailTransport {
  /** `smtp` or `file`: said in the logs. */
  kind: 'smtp' | 'file';
  /** Resolves once the e-mail is handed over (accepted by the server, or written). */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

const message = (mail: OutgoingMail) => ({
  from: mail.from,
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  ...(mail.headers && { headers: mail.headers }),
  ...(mail.attachments && { attachments: mail.attachments }),
  // The outbox id: a receiver (or a test) can tell a repeat from a second e-mail.
  messageId: `<${mail.id}@elite-property.mail>`,
});

/** SMTP_URL set: nodemailer's SMTP transport, one connection at a time, no pool. */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    // An unreachable or silent server fails the attempt in seconds; the worker retries later.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail(message(mail));
    },
    close: () => transporter.close(),
  };
}

/**
 * SMTP_URL unset: each e-mail is written whole (RFC 822, as it would have been sent) to
 * `dir/<timestamp>-<id>.eml`, for a developer to open. Written under a temporary name and
 * renamed, so a reader never sees half a file.
 */
export function fileTransport(dir: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    kind: 'file',
    async send(mail) {
      const info = await composer.sendMail(message(mail));
      await fs.mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${mail.id}.eml`);
      await fs.writeFile(`${file}.tmp`, info.message as Buffer);
      await fs.rename(`${file}.tmp`, file);
    },
    close: () => composer.close(),
  };
}
