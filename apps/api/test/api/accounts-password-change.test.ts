import { ACCOUNT_MESSAGES } from '@cj/shared/accounts';
import { AuditEventType } from '@cj/shared/enums';
import { GENERIC_MESSAGES } from '@cj/shared/errors';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs } from '../../src/db/schema/audit';
import { bearer, signupAccount, type TestAccount, tokenOf } from '../accounts-helpers';
import { useTestApp } from '../test-app';

const t = useTestApp({
  rateLimits: {
    enabled: true,
    loginPerIp: 1000,
    loginFailuresPerAccountAndIp: 3,
    loginFailuresPerIp: 100,
    loginSlowdownAfter: 100,
    delay: async () => {},
  },
});

const NEW_PASSWORD = 'quiet meadow lantern 42';

let ipSequence = 0;
const freshIp = () => `10.40.${Math.floor(ipSequence / 250)}.${(ipSequence++ % 250) + 1}`;

const changePassword = (headers: Record<string, string>, payload: Record<string, unknown>, ip = freshIp()) =>
  t.app.inject({ method: 'PUT', url: '/api/account/password', headers, payload, remoteAddress: ip });

const login = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/login',
    payload: { email, password },
    remoteAddress: freshIp(),
  });

const getAccount = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/account', headers });

/** A second device of the same account: its own session. */
async function secondSession(account: TestAccount) {
  return bearer(tokenOf((await login(account.email, account.password)).headers.authorization));
}

describe('PUT /api/account/password', () => {
  it('sets the new password, keeps this session and ends every other one, with an audit row', async () => {
    const player = await signupAccount(t.app);
    const phone = await secondSession(player);
    const response = await changePassword(player.headers, {
      currentPassword: player.password,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: ACCOUNT_MESSAGES.passwordChanged });

    expect((await getAccount(player.headers)).statusCode).toBe(200);
    const ended = await getAccount(phone);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().message).toBe(ACCOUNT_MESSAGES.sessionExpired);
    expect((await login(player.email, player.password)).statusCode).toBe(400);
    expect((await login(player.email, NEW_PASSWORD)).statusCode).toBe(206);

    const rows = await t.database.db
      .select({ content: auditLogs.content })
      .from(auditLogs)
      .where(and(eq(auditLogs.accountId, player.id), eq(auditLogs.eventType, AuditEventType.AccountChanged)));
    expect(rows).toEqual([
      { content: `${player.email} changed their password in My Account; 1 other session ended.` },
    ]);
  });

  it('refuses a wrong current password with the shared message and changes nothing', async () => {
    const player = await signupAccount(t.app);
    const phone = await secondSession(player);
    const response = await changePassword(player.headers, {
      currentPassword: 'not my password',
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ACCOUNT_MESSAGES.currentPasswordWrong);
    expect((await getAccount(phone)).statusCode).toBe(200);
    expect((await login(player.email, player.password)).statusCode).toBe(206);
  });

  it('holds the new password to the signup rules, each with its shared message', async () => {
    const player = await signupAccount(t.app, { firstName: 'Marigold', lastName: 'Ashby' });
    const cases: [Record<string, unknown>, string][] = [
      [{ password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, ACCOUNT_MESSAGES.currentPasswordRequired],
      [{ currentPassword: player.password, confirmPassword: 'x' }, ACCOUNT_MESSAGES.passwordRequired],
      [
        { currentPassword: player.password, password: NEW_PASSWORD },
        ACCOUNT_MESSAGES.confirmPasswordRequired,
      ],
      [
        { currentPassword: player.password, password: NEW_PASSWORD, confirmPassword: `${NEW_PASSWORD}!` },
        ACCOUNT_MESSAGES.passwordsDoNotMatch,
      ],
      [
        { currentPassword: player.password, password: 'short', confirmPassword: 'short' },
        'Password must be at least 8 characters.',
      ],
      [
        { currentPassword: player.password, password: player.email, confirmPassword: player.email },
        ACCOUNT_MESSAGES.passwordPersonal,
      ],
      [
        { currentPassword: player.password, password: 'password123', confirmPassword: 'password123' },
        ACCOUNT_MESSAGES.passwordCommon,
      ],
      [
        { currentPassword: player.password, password: 'Marigold2024', confirmPassword: 'Marigold2024' },
        ACCOUNT_MESSAGES.passwordWeak,
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await changePassword(player.headers, payload);
      expect({ payload, status: response.statusCode, message: response.json().message }).toEqual({
        payload,
        status: 400,
        message,
      });
    }
    expect((await login(player.email, player.password)).statusCode).toBe(206);
  });

  it('answers 401 without a session', async () => {
    const response = await changePassword(
      {},
      { currentPassword: 'whatever pass', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    );
    expect(response.statusCode).toBe(401);
  });

  it("counts wrong current passwords like the login's: past the limit even the right one gets 429", async () => {
    const player = await signupAccount(t.app);
    const ip = freshIp();
    const wrong = {
      currentPassword: 'guess guess guess',
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    };
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await changePassword(player.headers, wrong, ip)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 429]);
    const right = await changePassword(player.headers, { ...wrong, currentPassword: player.password }, ip);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(GENERIC_MESSAGES.rateLimited);
    // The same counters as the login's: a login from that address is refused too.
    const loginThere = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { email: player.email, password: player.password },
      remoteAddress: ip,
    });
    expect(loginThere.statusCode).toBe(429);
  });
});
