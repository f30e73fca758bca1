import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox } from '../../src/db/schema/email';
import { createOutbox, type OutboxSettings } from '../../src/modules/email/outbox';
import { claimDueEmails, queueEmail } from '../../src/modules/email/outbox-repository';
import type { OutgoingEmail } from '../../src/modules/email/outgoing-email';
import { signupAccount } from '../accounts-helpers';
import { useSmtpTestServer } from '../smtp-test-server';
import { createTestApp, useTestApp } from '../test-app';

const smtp = useSmtpTestServer();
const t = useTestApp({ mailer: smtp.mailer, outbox: { mode: 'manual' } });

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const worker = (settings: Partial<OutboxSettings> = {}) =>
  createOutbox({
    db: t.database.db,
    mailer: smtp.mailer,
    now: () => t.clock.now,
    log: quiet,
    settings: { mode: 'manual', ...settings },
  });

let batch = 0;
/** Queues `count` messages in one transaction; their subjects start with a tag unique to the call. */
async function queueMessages(count: number) {
  const tag = `Batch ${process.pid}-${batch++}`;
  const messages = Array.from(
    { length: count },
    (_, i): OutgoingEmail => ({
      kind: 'test',
      to: `worker.${i}@example.com`,
      subject: `${tag} #${i}`,
      html: `<p>Message ${i}</p>`,
      text: `Message ${i}`,
      unsubscribeType: null,
      headers: {},
    }),
  );
  await t.database.db.transaction(async (tx) => {
    for (const message of messages) await queueEmail(tx, message, t.clock.now);
  });
  return { tag, subjects: messages.map((message) => message.subject) };
}

const receivedWith = (tag: string) =>
  smtp.received.map((mail) => mail.subject ?? '').filter((subject) => subject.startsWith(`${tag} #`));

describe('outbox workers', () => {
  it('never send a message twice when several workers drain the same rows at once', async () => {
    const { tag, subjects } = await queueMessages(30);
    // On PostgreSQL the workers' queries run on separate pooled connections, truly at the same time.
    const workers = [worker({ batchSize: 3 }), worker({ batchSize: 3 }), worker({ batchSize: 4 })];
    const runs = await Promise.all(workers.map((each) => each.drain()));

    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(30);
    expect(runs.reduce((sum, run) => sum + run.claimed, 0)).toBe(30);
    expect(receivedWith(tag).sort()).toEqual([...subjects].sort());
    const rows = await t.database.db
      .select({ status: emailOutbox.status, attempts: emailOutbox.attempts })
      .from(emailOutbox)
      .where(like(emailOutbox.subject, `${tag} #%`));
    expect(rows).toHaveLength(30);
    // Each row was claimed exactly once.
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('leave a message claimed by another worker alone until its lease ends, then send it', async () => {
    const { tag } = await queueMessages(1);
    const leaseUntil = new Date(t.clock.now.getTime() + 10 * 60_000);
    // A worker claims it and dies before sending.
    const [claimed] = await claimDueEmails(t.database.db, { now: t.clock.now, leaseUntil, limit: 1 });
    expect(claimed?.subject).toBe(`${tag} #0`);

    const survivor = worker();
    expect(await survivor.drain()).toMatchObject({ claimed: 0 });
    const start = t.clock.now;
    t.clock.now = leaseUntil;
    try {
      expect(await survivor.drain()).toMatchObject({ claimed: 1, sent: 1 });
    } finally {
      t.clock.now = start;
    }
    expect(receivedWith(tag)).toEqual([`${tag} #0`]);
    const [row] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, claimed!.id));
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('in the background: sends what is due when started, wakes on notify, and finishes its batch on stop', async () => {
    const before = await queueMessages(2);
    const background = worker({ mode: 'background', pollMs: 3_600_000 });
    background.start();
    await background.stop();
    expect(receivedWith(before.tag).sort()).toEqual(before.subjects.sort());

    const after = await queueMessages(1);
    background.start();
    await background.notify();
    await background.stop();
    expect(receivedWith(after.tag)).toEqual(after.subjects);
  });

  it("run in the server's own app: a reset requested just before it closes is still delivered", async () => {
    const server = await createTestApp({ mailer: smtp.mailer, outbox: { mode: 'background' } });
    try {
      const player = await signupAccount(server.app);
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/account/password-reset',
        payload: { email: player.email },
      });
      expect(response.statusCode).toBe(202);
    } finally {
      await server.close();
    }
    const subjects = smtp.received.map((mail) => mail.subject);
    expect(subjects).toContain('Contest Jockey: reset your password');
  });
});
