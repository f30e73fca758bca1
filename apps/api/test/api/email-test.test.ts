import { EMAIL_MESSAGES } from '@cj/shared/email';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../src/db/schema/email';
import { signupAccount, signupAdministrator, type TestAccount } from '../accounts-helpers';
import { insertContest } from '../fixtures';
import { useSmtpTestServer } from '../smtp-test-server';
import { useTestApp } from '../test-app';

const smtp = useSmtpTestServer();
const t = useTestApp({ mailer: smtp.mailer });

let admin: TestAccount;
let player: TestAccount;
let harnessContest: Awaited<ReturnType<typeof insertContest>>;

beforeAll(async () => {
  admin = await signupAdministrator(t.app, t.database.db);
  player = await signupAccount(t.app, { firstName: 'Quinn' });
  harnessContest = await insertContest(t.database.db, { name: 'Yonkers Trot Test', property: 2 });
});

const sendTest = (payload: object, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'POST', url: '/api/email/test', headers, payload });

const outboxCount = async () => (await t.database.db.select({ rows: count() }).from(emailOutbox))[0]!.rows;

describe('POST /api/email/test', () => {
  it('answers 401 anonymous and 403 to a player, sending nothing', async () => {
    const payload = { accountId: player.id, contestSlug: harnessContest.slug };
    expect((await sendTest(payload, {})).statusCode).toBe(401);
    const asPlayer = await sendTest(payload, player.headers);
    expect(asPlayer.statusCode).toBe(403);
    expect(smtp.receivedBy(player.email)).toEqual([]);
  });

  it('answers the validation messages in order', async () => {
    expect((await sendTest({})).json()).toMatchObject({
      statusCode: 400,
      message: EMAIL_MESSAGES.accountIdRequired,
    });
    expect((await sendTest({ accountId: 'x' })).json().message).toBe(EMAIL_MESSAGES.accountIdRequired);
    expect((await sendTest({ accountId: 0 })).json().message).toBe(EMAIL_MESSAGES.accountIdRequired);
    expect((await sendTest({ accountId: player.id })).json().message).toBe(
      EMAIL_MESSAGES.contestSlugRequired,
    );
    expect((await sendTest({ accountId: player.id, contestSlug: '  ' })).json().message).toBe(
      EMAIL_MESSAGES.contestSlugRequired,
    );
  });

  it('answers 404 for an unknown account or contest', async () => {
    const noAccount = await sendTest({ accountId: 999_999_999, contestSlug: harnessContest.slug });
    expect(noAccount.statusCode).toBe(404);
    expect(noAccount.json().message).toBe(EMAIL_MESSAGES.accountNotFound);
    const noContest = await sendTest({ accountId: player.id, contestSlug: 'no-such-contest' });
    expect(noContest.statusCode).toBe(404);
    expect(noContest.json().message).toBe(EMAIL_MESSAGES.contestNotFound);
  });

  it("sends at once, in the contest's brand, without going through the outbox", async () => {
    const rowsBefore = await outboxCount();
    const response = await sendTest({ accountId: player.id, contestSlug: harnessContest.slug });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: EMAIL_MESSAGES.testEmailSent });
    const [mail] = smtp.receivedBy(player.email);
    expect(mail?.subject).toBe('Harness Jockey: test e-mail for Yonkers Trot Test');
    expect(mail?.text).toContain('Hi Quinn, an administrator of Harness Jockey sent this test e-mail');
    expect(mail?.text).toContain(`Open Contest: http://harness.test/contest/${harnessContest.slug}`);
    expect(mail?.html).toContain(`href="http://harness.test/contest/${harnessContest.slug}"`);
    expect(await outboxCount()).toBe(rowsBefore);
  });

  it("answers 503 'Failed to send test email' when the mail server cannot be reached", async () => {
    const before = smtp.received.length;
    await smtp.stop();
    try {
      const response = await sendTest({ accountId: player.id, contestSlug: harnessContest.slug });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: EMAIL_MESSAGES.testEmailFailed,
      });
    } finally {
      await smtp.start();
    }
    expect(smtp.received.length).toBe(before);
  });
});
