import { ACCOUNT_MESSAGES } from '@cj/shared/accounts';
import { AuditEventType } from '@cj/shared/enums';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, passwordResetCodes } from '../../src/db/schema/accounts';
import { auditLogs } from '../../src/db/schema/audit';
import { hashToken } from '../../src/lib/tokens';
import { bearer, signupAccount, type TestAccount, tokenOf } from '../accounts-helpers';
import { useTestApp } from '../test-app';

const t = useTestApp();

const requestReset = (payload: Record<string, unknown>, host = 'cj.test') =>
  t.app.inject({ method: 'POST', url: '/api/account/password-reset', payload, headers: { host } });
const reset = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/account/password-reset', payload });

async function codeFor(player: TestAccount, host?: string) {
  const before = t.mailer.sent.length;
  expect((await requestReset({ email: player.email }, host)).statusCode).toBe(202);
  const message = t.mailer.sent[before]!;
  expect(message.to).toBe(player.email);
  const code = /password\/update\?code=([A-Za-z0-9_-]+)/.exec(message.text)?.[1];
  expect(code).toBeDefined();
  return { code: code!, message };
}

async function auditCount(accountId: number, eventType: number) {
  return (
    await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.accountId, accountId), eq(auditLogs.eventType, eventType)))
  ).length;
}

describe('POST /api/account/password-reset', () => {
  it('answers "Email is required." for a missing e-mail', async () => {
    const response = await requestReset({});
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ACCOUNT_MESSAGES.emailRequired);
  });

  it('answers 202 with the same message whether or not the account exists, mailing only real accounts', async () => {
    const player = await signupAccount(t.app);
    const before = t.mailer.sent.length;
    const unknown = await requestReset({ email: 'nobody-here@example.com' });
    const known = await requestReset({ email: player.email });
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json().message).toBe(ACCOUNT_MESSAGES.resetRequested);
    expect(t.mailer.sent.length).toBe(before + 1);
    expect(await auditCount(player.id, AuditEventType.PasswordResetRequested)).toBe(1);
  });

  it('mails a link on PUBLIC_URL, and on the harness address with the harness brand from a harness host', async () => {
    const player = await signupAccount(t.app);
    const { message } = await codeFor(player);
    expect(message.text).toContain('http://cj.test/password/update?code=');
    expect(message.html).toContain('http://cj.test/password/update?code=');
    expect(message.subject).toContain('Contest Jockey');
    const harness = await codeFor(player, 'harness.test:443');
    expect(harness.message.text).toContain('http://harness.test/password/update?code=');
    expect(harness.message.subject).toContain('Harness Jockey');
  });
});

describe('PUT /api/account/password-reset', () => {
  it('answers the spec messages in order', async () => {
    expect((await reset({})).json().message).toBe(ACCOUNT_MESSAGES.resetCodeRequired);
    expect((await reset({ code: 'x' })).json().message).toBe(ACCOUNT_MESSAGES.passwordRequired);
    expect((await reset({ code: 'x', password: 'new-password-1' })).json().message).toBe(
      ACCOUNT_MESSAGES.confirmPasswordRequired,
    );
    expect(
      (await reset({ code: 'x', password: 'new-password-1', confirmPassword: 'other-password-1' })).json()
        .message,
    ).toBe(ACCOUNT_MESSAGES.passwordsDoNotMatch);
  });

  it('sets the new password once, ends every earlier session, signs in anew and writes audit type 4', async () => {
    const player = await signupAccount(t.app);
    const { code } = await codeFor(player);
    const response = await reset({ code, password: 'brand-new-pass', confirmPassword: 'brand-new-pass' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(ACCOUNT_MESSAGES.passwordUpdated);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/account', headers: player.headers })).statusCode,
    ).toBe(401);
    // The link's holder is signed in: the answer carries a new session's token, as a login's does.
    const signedIn = await t.app.inject({
      method: 'GET',
      url: '/api/account',
      headers: bearer(tokenOf(response.headers.authorization)),
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().id).toBe(player.id);
    const oldLogin = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { email: player.email, password: player.password },
    });
    expect(oldLogin.statusCode).toBe(400);
    const newLogin = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { email: player.email, password: 'brand-new-pass' },
    });
    expect(newLogin.statusCode).toBe(206);
    expect(await auditCount(player.id, AuditEventType.PasswordResetDone)).toBe(1);

    const reused = await reset({ code, password: 'another-pass-2', confirmPassword: 'another-pass-2' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(ACCOUNT_MESSAGES.resetCodeInvalid);
    const stillNew = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { email: player.email, password: 'brand-new-pass' },
    });
    expect(stillNew.statusCode).toBe(206);
  });

  it('sets the password of an account locked since the link was sent, without signing it in', async () => {
    const player = await signupAccount(t.app);
    const { code } = await codeFor(player);
    await t.database.db.update(accounts).set({ isLocked: true }).where(eq(accounts.id, player.id));
    const response = await reset({ code, password: 'brand-new-pass', confirmPassword: 'brand-new-pass' });
    expect(response.statusCode).toBe(200);
    expect(response.headers.authorization).toBeUndefined();
    const [row] = await t.database.db
      .select({ content: auditLogs.content })
      .from(auditLogs)
      .where(
        and(eq(auditLogs.accountId, player.id), eq(auditLogs.eventType, AuditEventType.PasswordResetDone)),
      );
    expect(row?.content).toBe('Password reset completed; the account is locked, so it was not signed in.');
  });

  it('refuses a wrong or expired code and changes nothing', async () => {
    const player = await signupAccount(t.app);
    const wrong = await reset({
      code: 'not-a-real-code',
      password: 'brand-new-pass',
      confirmPassword: 'brand-new-pass',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(ACCOUNT_MESSAGES.resetCodeInvalid);

    const { code } = await codeFor(player);
    const realNow = t.clock.now;
    try {
      t.clock.now = new Date(realNow.getTime() + 61 * 60_000);
      const expired = await reset({ code, password: 'brand-new-pass', confirmPassword: 'brand-new-pass' });
      expect(expired.statusCode).toBe(400);
    } finally {
      t.clock.now = realNow;
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/account', headers: player.headers })).statusCode,
    ).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { email: player.email, password: player.password },
    });
    expect(login.statusCode).toBe(206);
  });
});

describe('the new password of a reset', () => {
  it('refuses a common, personal, blank or guessable password, and leaves the code usable', async () => {
    const player = await signupAccount(t.app);
    const { code } = await codeFor(player);
    for (const [password, message] of [
      ['password123', ACCOUNT_MESSAGES.passwordCommon],
      [player.email, ACCOUNT_MESSAGES.passwordPersonal],
      ['         ', ACCOUNT_MESSAGES.passwordBlank],
      ['aaaaaaaaaaaa', ACCOUNT_MESSAGES.passwordWeak],
      ['Summer2024', ACCOUNT_MESSAGES.passwordWeak],
      ['ContestJockey', ACCOUNT_MESSAGES.passwordWeak],
      [`${player.email.split('@')[0]}1`, ACCOUNT_MESSAGES.passwordWeak],
    ] as const) {
      const refused = await reset({ code, password, confirmPassword: password });
      expect(refused.statusCode, password).toBe(400);
      expect(refused.json().message, password).toBe(message);
    }
    expect(
      (await reset({ code, password: 'brand-new-pass', confirmPassword: 'brand-new-pass' })).statusCode,
    ).toBe(200);
  });
});

describe('outstanding reset codes', () => {
  const newPassword = { password: 'brand-new-pass', confirmPassword: 'brand-new-pass' };

  it('voids an older code when a newer one is issued', async () => {
    const player = await signupAccount(t.app);
    const older = await codeFor(player);
    const newer = await codeFor(player);
    const withOlder = await reset({ code: older.code, ...newPassword });
    expect(withOlder.statusCode).toBe(400);
    expect(withOlder.json().message).toBe(ACCOUNT_MESSAGES.resetCodeInvalid);
    expect((await reset({ code: newer.code, ...newPassword })).statusCode).toBe(200);
  });

  it('voids every other code of the account once a reset succeeds', async () => {
    const player = await signupAccount(t.app);
    const { code } = await codeFor(player);
    // A code issued by another way than a new request (an older one left in place) must not outlive a reset.
    const other = 'an-outstanding-code-of-this-account-0123456';
    await t.database.db.insert(passwordResetCodes).values({
      accountId: player.id,
      codeHash: hashToken(other),
      expiresAt: new Date(t.clock.now.getTime() + 30 * 60_000),
    });
    expect((await reset({ code, ...newPassword })).statusCode).toBe(200);
    const afterReset = await reset({
      code: other,
      password: 'attacker-chosen-9',
      confirmPassword: 'attacker-chosen-9',
    });
    expect(afterReset.statusCode).toBe(400);
    expect(afterReset.json().message).toBe(ACCOUNT_MESSAGES.resetCodeInvalid);
    const outstanding = await t.database.db
      .select()
      .from(passwordResetCodes)
      .where(and(eq(passwordResetCodes.accountId, player.id), isNull(passwordResetCodes.usedAt)));
    expect(outstanding).toEqual([]);
  });

  it('keeps the codes of other accounts', async () => {
    const first = await signupAccount(t.app);
    const second = await signupAccount(t.app);
    const { code: firstCode } = await codeFor(first);
    const { code: secondCode } = await codeFor(second);
    expect((await reset({ code: secondCode, ...newPassword })).statusCode).toBe(200);
    expect((await reset({ code: firstCode, ...newPassword })).statusCode).toBe(200);
  });
});
