import { EmailType } from '@cj/shared/enums';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox } from '../../src/db/schema/email';
import { emailLinkSecret } from '../../src/lib/email-link-secret';
import { unsubscribeToken } from '../../src/lib/email-links';
import { createOutbox } from '../../src/modules/email/outbox';
import { signupAccount, type TestAccount } from '../accounts-helpers';
import { insertContest } from '../fixtures';
import { useSmtpTestServer } from '../smtp-test-server';
import { useTestApp } from '../test-app';

const smtp = useSmtpTestServer();
const t = useTestApp({ mailer: smtp.mailer, outbox: { mode: 'manual' } });

const outboxRowsTo = (email: string) =>
  t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)).orderBy(emailOutbox.id);

const receivedBy = (email: string) => smtp.receivedBy(email);

const requestReset = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/account/password-reset', payload: { email } });

async function enroll(player: TestAccount, slug: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/contest/${slug}/enroll`,
    headers: player.headers,
  });
  expect(response.statusCode).toBe(201);
}

/** Runs `body` with the clock moved forward by `ms`, then puts it back. */
async function later<T>(ms: number, body: () => Promise<T>): Promise<T> {
  const start = t.clock.now;
  t.clock.now = new Date(start.getTime() + ms);
  try {
    return await body();
  } finally {
    t.clock.now = start;
  }
}

describe('the e-mail outbox over a real SMTP server', () => {
  it('queues a password reset in the request and delivers it with both parts, its headers and the link', async () => {
    const player = await signupAccount(t.app);
    expect((await requestReset(player.email)).statusCode).toBe(202);
    const [queued] = await outboxRowsTo(player.email);
    expect(queued).toMatchObject({
      kind: 'password-reset',
      status: 'pending',
      attempts: 0,
      unsubscribeType: null,
    });
    expect(receivedBy(player.email)).toEqual([]);

    const run = await t.app.ctx.outbox.drain();
    expect(run).toMatchObject({ sent: 1, retried: 0, failed: 0 });
    const [mail] = receivedBy(player.email);
    expect(mail?.from?.value).toEqual([{ name: 'Contest Jockey', address: 'no-reply@contestjockey.test' }]);
    expect(smtp.header(mail!, 'To')).toBe(player.email);
    expect(mail?.subject).toBe('Contest Jockey: reset your password');
    expect(mail?.messageId).toMatch(/^<.+@.+>$/);
    const link = /http:\/\/cj\.test\/password\/update\?code=[A-Za-z0-9_-]+/;
    expect(mail?.text).toMatch(link);
    expect(mail?.html).toMatch(link);
    expect(mail?.html).toContain('<h1');
    // Essential mail: no unsubscribe link or header.
    expect(mail?.text).not.toContain('/email/unsubscribe/');
    expect(smtp.header(mail!, 'List-Unsubscribe')).toBeUndefined();

    const [sent] = await outboxRowsTo(player.email);
    expect(sent).toMatchObject({
      status: 'sent',
      attempts: 1,
      lockedUntil: null,
      htmlBody: '',
      textBody: '',
    });
    expect(sent?.sentAt).toEqual(t.clock.now);
  });

  it("confirms an enrollment in the contest's brand, with an unsubscribe link in both parts and the header", async () => {
    const contest = await insertContest(t.database.db, { name: 'Meadowlands Pace Challenge', property: 2 });
    const player = await signupAccount(t.app, { firstName: 'Harper' });
    await enroll(player, contest.slug);
    expect(await outboxRowsTo(player.email)).toEqual([
      expect.objectContaining({
        kind: 'enrollment-confirmed',
        status: 'pending',
        unsubscribeType: 'contest-updates',
      }),
    ]);
    await t.app.ctx.outbox.drain();

    const [mail] = receivedBy(player.email);
    expect(mail?.subject).toBe("Harness Jockey: you're entered in Meadowlands Pace Challenge");
    // The link carries the token that lets its page turn contest updates off without a login.
    const token = unsubscribeToken(emailLinkSecret(t.app.ctx.config), player.email, 'contest-updates');
    const unsubscribe = `http://harness.test/email/unsubscribe/${encodeURIComponent(player.email)}/contest-updates?token=${token}`;
    expect(mail?.text).toContain('Hi Harper, your entry Harper P. is enrolled in Meadowlands Pace Challenge');
    expect(mail?.text).toContain(`Open Contest: http://harness.test/contest/${contest.slug}`);
    expect(mail?.text).toContain(`Unsubscribe from these e-mails: ${unsubscribe}`);
    expect(mail?.html).toContain(`href="http://harness.test/contest/${contest.slug}"`);
    expect(mail?.html).toContain(`href="${unsubscribe}"`);
    expect(smtp.header(mail!, 'List-Unsubscribe')).toBe(`<${unsubscribe}>`);
  });

  it('confirms an enrollment made at signup, and queues nothing when the enrollment is refused', async () => {
    const open = await insertContest(t.database.db, { name: 'Signup Stakes' });
    const joined = await signupAccount(t.app, { contestSlug: open.slug });
    expect(await outboxRowsTo(joined.email)).toEqual([
      expect.objectContaining({
        kind: 'enrollment-confirmed',
        subject: "Contest Jockey: you're entered in Signup Stakes",
      }),
    ]);
    const closed = await insertContest(t.database.db, { isEnrollmentOpen: false });
    const refused = await signupAccount(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/contest/${closed.slug}/enroll`,
      headers: refused.headers,
    });
    expect(response.statusCode).toBe(409);
    expect(await outboxRowsTo(refused.email)).toEqual([]);
    await t.app.ctx.outbox.drain();
    expect(receivedBy(joined.email).map((mail) => mail.subject)).toEqual([
      "Contest Jockey: you're entered in Signup Stakes",
    ]);
  });

  it('sends no contest update to an address that unsubscribed before it went out, but still sends a reset link', async () => {
    const contest = await insertContest(t.database.db);
    const player = await signupAccount(t.app);
    await enroll(player, contest.slug);
    const optOut = await t.app.inject({
      method: 'POST',
      url: '/api/email/update-preference',
      headers: player.headers,
      payload: { email: player.email.toUpperCase(), type: EmailType.ContestUpdates, enabled: false },
    });
    expect(optOut.statusCode).toBe(200);
    expect(await t.app.ctx.outbox.drain()).toMatchObject({ suppressed: 1, sent: 0 });
    expect(receivedBy(player.email)).toEqual([]);
    expect(await outboxRowsTo(player.email)).toEqual([
      expect.objectContaining({ status: 'suppressed', htmlBody: '', textBody: '' }),
    ]);

    await requestReset(player.email);
    expect(await t.app.ctx.outbox.drain()).toMatchObject({ sent: 1, suppressed: 0 });
    expect(receivedBy(player.email).map((mail) => mail.subject)).toEqual([
      'Contest Jockey: reset your password',
    ]);
  });

  it('keeps a message while the SMTP server is down and delivers it once on a later retry', async () => {
    const player = await signupAccount(t.app);
    await smtp.stop();
    try {
      expect((await requestReset(player.email)).statusCode).toBe(202);
      expect(await t.app.ctx.outbox.drain()).toMatchObject({ claimed: 1, retried: 1, sent: 0 });
    } finally {
      await smtp.start();
    }
    const [waiting] = await outboxRowsTo(player.email);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null });
    expect(waiting?.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(waiting?.nextAttemptAt).toEqual(new Date(t.clock.now.getTime() + 30_000));

    // Not before the backoff has passed, even with the server back.
    expect(await t.app.ctx.outbox.drain()).toMatchObject({ claimed: 0 });
    expect(await later(29_999, () => t.app.ctx.outbox.drain())).toMatchObject({ claimed: 0 });
    expect(receivedBy(player.email)).toEqual([]);

    expect(await later(30_000, () => t.app.ctx.outbox.drain())).toMatchObject({ claimed: 1, sent: 1 });
    expect(await later(3_600_000, () => t.app.ctx.outbox.drain())).toMatchObject({ claimed: 0 });
    const delivered = receivedBy(player.email);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.text).toMatch(/password\/update\?code=/);
    expect(await outboxRowsTo(player.email)).toEqual([
      expect.objectContaining({ status: 'sent', attempts: 2 }),
    ]);
  });

  it('waits twice as long after each failure and marks the message failed when the attempts are used up', async () => {
    const worker = createOutbox({
      db: t.database.db,
      mailer: smtp.mailer,
      now: () => t.clock.now,
      log: { info: () => {}, warn: () => {}, error: () => {} },
      settings: { mode: 'manual', maxAttempts: 3 },
    });
    const player = await signupAccount(t.app);
    await smtp.stop();
    try {
      await requestReset(player.email);
      expect(await worker.drain()).toMatchObject({ retried: 1 });
      const [first] = await outboxRowsTo(player.email);
      expect(first?.nextAttemptAt).toEqual(new Date(t.clock.now.getTime() + 30_000));

      expect(await later(30_000, () => worker.drain())).toMatchObject({ retried: 1 });
      const [second] = await outboxRowsTo(player.email);
      expect(second?.nextAttemptAt).toEqual(new Date(t.clock.now.getTime() + 30_000 + 60_000));

      expect(await later(90_000, () => worker.drain())).toMatchObject({ failed: 1 });
    } finally {
      await smtp.start();
    }
    expect(await outboxRowsTo(player.email)).toEqual([
      expect.objectContaining({ status: 'failed', attempts: 3 }),
    ]);
    expect(await later(86_400_000, () => worker.drain())).toMatchObject({ claimed: 0 });
    expect(receivedBy(player.email)).toEqual([]);
  });
});
