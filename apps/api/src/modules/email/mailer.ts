import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from '../../lib/mail-delivery';

/** How long one SMTP send may wait at each step; the outbox's lease is far longer than their sum. */
export const SMTP_TIMEOUTS_MS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

interface MailerOptions {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: Pick<FastifyBaseLogger, 'info'>;
}

/** Only the message's own fields reach nodemailer, whatever else the object carries. */
const envelope = (from: string, { to, subject, text, html, headers }: MailMessage) => ({
  from,
  to,
  subject,
  text,
  html,
  headers,
});

/** SMTP when a server is configured; otherwise each message becomes an .eml file in the outbox folder. */
export function createMailer({ smtpUrl, from, outboxDir, log }: MailerOptions): Mailer {
  if (smtpUrl) {
    // Bounded waits, well inside the outbox's lease, so a hung server turns into a retry rather than a stuck
    // message. Options in the URL's query (e.g. ?socketTimeout=…) still win.
    const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS_MS });
    return {
      async send(message) {
        await transport.sendMail(envelope(from, message));
      },
      async close() {
        transport.close();
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail(envelope(from, message));
      await fs.mkdir(outboxDir, { recursive: true });
      const file = path.join(
        outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`,
      );
      await fs.writeFile(file, info.message as Buffer);
      log.info({ to: message.to, subject: message.subject, file }, 'e-mail written to the outbox');
    },
    async close() {},
  };
}
