import { ACCOUNT_MESSAGES } from '@cj/shared/accounts';
import { AuditEventType } from '@cj/shared/enums';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, sessions } from '../../src/db/schema/accounts';
import { auditLogs } from '../../src/db/schema/audit';
import { hashToken } from '../../src/lib/tokens';
import { bearer, signupAccount, signupAdministrator, tokenOf } from '../accounts-helpers';
import { insertContest } from '../fixtures';
import { useTestApp } from '../test-app';

const t = useTestApp();
const DAY = 86_400_000;

const login = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/account/login', payload });

describe('POST /api/account/login', () => {
  it('answers the spec messages in order for missing fields', async () => {
    expect((await login({})).json().message).toBe(ACCOUNT_MESSAGES.emailRequired);
    expect((await login({ email: ' ' })).json().message).toBe(ACCOUNT_MESSAGES.emailRequired);
    expect((await login({ email: 'a@example.com' })).json().message).toBe(ACCOUNT_MESSAGES.passwordRequired);
    expect((await login({ email: 'a@example.com', password: '' })).json().message).toBe(
      ACCOUNT_MESSAGES.passwordRequired,
    );
    expect((await login({ email: 'a@example.com', password: 5 })).statusCode).toBe(400);
  });

  it('logs in with the right password (e-mail in any case): 206 and a new token; audit type 2', async () => {
    const player = await signupAccount(t.app);
    const response = await login({ email: player.email.toUpperCase(), password: player.password });
    expect(response.statusCode).toBe(206);
    const token = tokenOf(response.headers.authorization);
    expect(token).not.toBe(player.token);
    const rows = await t.database.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.accountId, player.id), eq(auditLogs.eventType, AuditEventType.AccountAuthenticated)),
      );
    expect(rows).toHaveLength(1);
  });

  it('answers one message for a wrong password and for an unknown e-mail', async () => {
    const player = await signupAccount(t.app);
    const wrong = await login({ email: player.email, password: 'not-the-password' });
    const unknown = await login({ email: 'nobody@example.com', password: 'not-the-password' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(ACCOUNT_MESSAGES.invalidCredentials);
      expect(response.headers.authorization).toBeUndefined();
    }
  });

  it('answers 200 and enrolls in an open contest named at login; 200 again when already enrolled', async () => {
    const player = await signupAccount(t.app);
    const contest = await insertContest(t.database.db);
    expect(
      (await login({ email: player.email, password: player.password, contestSlug: contest.slug })).statusCode,
    ).toBe(200);
    expect(
      (await login({ email: player.email, password: player.password, contestSlug: String(contest.id) }))
        .statusCode,
    ).toBe(200);
    const closed = await insertContest(t.database.db, { isEnrollmentOpen: false });
    expect(
      (await login({ email: player.email, password: player.password, contestSlug: closed.slug })).statusCode,
    ).toBe(206);
  });

  it('refuses a locked account, and its open sessions stop working', async () => {
    const player = await signupAccount(t.app);
    await t.database.db.update(accounts).set({ isLocked: true }).where(eq(accounts.id, player.id));
    const response = await login({ email: player.email, password: player.password });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(ACCOUNT_MESSAGES.accountLocked);
    const me = await t.app.inject({ method: 'GET', url: '/api/account', headers: player.headers });
    expect(me.statusCode).toBe(401);
    expect(me.json().message).toBe(ACCOUNT_MESSAGES.accountLocked);
  });
});

describe('sessions', () => {
  it('GET /api/account answers 401 without a token, with a malformed one, and with an unknown one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/account' });
    expect(none.statusCode).toBe(401);
    for (const authorization of ['Bearer', 'Bearer abc', 'Basic dXNlcjpwYXNz', `Bearer ${'A'.repeat(43)}`]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/account', headers: { authorization } });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json().message).toBe(ACCOUNT_MESSAGES.sessionExpired);
    }
  });

  it('stores only the SHA-256 of the token, for 14 days, and GET /api/account slides the expiry', async () => {
    const player = await signupAccount(t.app);
    const [stored] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(player.token)));
    expect(stored).toBeDefined();
    const all = await t.database.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(all.some((row) => row.tokenHash === player.token)).toBe(false);
    const days = (stored!.expiresAt.getTime() - t.clock.now.getTime()) / DAY;
    expect(days).toBeCloseTo(14, 3);

    const realNow = t.clock.now;
    try {
      t.clock.now = new Date(realNow.getTime() + 10 * DAY);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/account', headers: player.headers })).statusCode,
      ).toBe(200);
      const [extended] = await t.database.db.select().from(sessions).where(eq(sessions.id, stored!.id));
      expect((extended!.expiresAt.getTime() - realNow.getTime()) / DAY).toBeCloseTo(24, 3);
      t.clock.now = new Date(realNow.getTime() + 25 * DAY);
      const expired = await t.app.inject({ method: 'GET', url: '/api/account', headers: player.headers });
      expect(expired.statusCode).toBe(401);
      expect(expired.json().message).toBe(ACCOUNT_MESSAGES.sessionExpired);
    } finally {
      t.clock.now = realNow;
    }
  });

  it('logout ends only the current session', async () => {
    const player = await signupAccount(t.app);
    const second = await login({ email: player.email, password: player.password });
    const secondHeaders = bearer(tokenOf(second.headers.authorization));
    const out = await t.app.inject({ method: 'POST', url: '/api/account/logout', headers: player.headers });
    expect(out.statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/account', headers: player.headers })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/account', headers: secondHeaders })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/account/logout' })).statusCode).toBe(401);
  });
});

describe('GET /api/account/search', () => {
  it('is for administrators only', async () => {
    const player = await signupAccount(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/account/search?q=pat' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/account/search?q=pat', headers: player.headers }))
        .statusCode,
    ).toBe(403);
  });

  it('finds by name or e-mail from 3 characters, treating % and _ literally', async () => {
    const admin = await signupAdministrator(t.app, t.database.db);
    const target = await signupAccount(t.app, { firstName: 'Zenyatta', lastName: 'Mosse' });
    const search = async (q: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/account/search?q=${encodeURIComponent(q)}`,
          headers: admin.headers,
        })
      ).json();
    expect(await search('ze')).toEqual([]);
    expect((await search('zenyatta mo')).map((row: { id: number }) => row.id)).toEqual([target.id]);
    expect((await search(target.email.slice(0, 12))).map((row: { id: number }) => row.id)).toContain(
      target.id,
    );
    expect(await search('%%%')).toEqual([]);
    expect(Object.keys((await search('zenyatta'))[0]).sort()).toEqual([
      'email',
      'firstName',
      'id',
      'lastName',
    ]);
  });
});
