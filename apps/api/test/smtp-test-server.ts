import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';
import type { Mailer } from '../src/lib/mail-delivery';
import { createMailer } from '../src/modules/email/mailer';

const TEST_MAIL_FROM = 'Contest Jockey <no-reply@contestjockey.test>';

export interface SmtpTestServer {
  /** Every message the server accepted, parsed, in order of arrival. */
  received: ParsedMail[];
  /** The received messages addressed to `email`. */
  receivedBy(email: string): ParsedMail[];
  /** Sends over SMTP to this server (a fresh connection per message, as in production). */
  mailer: Mailer;
  /** Stops listening: senders then get "connection refused" until `start()`. */
  stop(): Promise<void>;
  /** Listens again, on the same port. */
  start(): Promise<void>;
  /** The raw value of a header of a received message (mailparser structures some headers). */
  header(mail: ParsedMail, name: string): string | undefined;
}

/**
 * A real SMTP server on 127.0.0.1 for one test file, started before its tests and stopped after. A message counts
 * as received once the server has parsed it and answered 250, so it is in `received` when the sender resolves.
 */
export function useSmtpTestServer(): SmtpTestServer {
  const received: ParsedMail[] = [];
  let server: SMTPServer | null = null;
  let port = 0;
  let mailer: Mailer | null = null;

  async function start() {
    const listening = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream).then(
          (mail) => {
            received.push(mail);
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    await new Promise<void>((resolve, reject) => {
      listening.server.once('error', reject);
      listening.listen(port, '127.0.0.1', () => resolve());
    });
    port = (listening.server.address() as AddressInfo).port;
    server = listening;
  }

  async function stop() {
    const closing = server;
    server = null;
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  }

  beforeAll(start);
  afterAll(async () => {
    await stop();
    await mailer?.close();
  });

  return {
    received,
    receivedBy: (email) =>
      received.filter((mail) =>
        [mail.to ?? []].flat().some((to) => to.value.some((address) => address.address === email)),
      ),
    mailer: {
      async send(message) {
        mailer ??= createMailer({
          smtpUrl: `smtp://127.0.0.1:${port}`,
          from: TEST_MAIL_FROM,
          outboxDir: '/nonexistent',
          log: { info: () => {} },
        });
        await mailer.send(message);
      },
      async close() {},
    },
    stop,
    start,
    header: (mail, name) =>
      mail.headerLines
        .find((line) => line.key === name.toLowerCase())
        ?.line.replace(/^[^:]+:\s*/, '')
        .replace(/\r?\n\s+/g, ' '),
  };
}
