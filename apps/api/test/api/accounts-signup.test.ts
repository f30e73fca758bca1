import { ACCOUNT_MESSAGES } from '@cj/shared/accounts';
import { AuditEventType } from '@cj/shared/enums';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts } from '../../src/db/schema/accounts';
import { auditLogs } from '../../src/db/schema/audit';
import { contestPlayers } from '../../src/db/schema/contests';
import { bearer, signupAccount, tokenOf, uniqueEmail } from '../accounts-helpers';
import { insertContest } from '../fixtures';
import { insertPlayers } from '../race-fixtures';
import { useTestApp } from '../test-app';

const t = useTestApp();

const valid = () => ({
  firstName: 'Rosie',
  lastName: 'Napravnik',
  email: uniqueEmail('rosie'),
  password: 'sunny-saratoga-1',
  confirmPassword: 'sunny-saratoga-1',
  rulesAccepted: true,
});

/** 128 characters that are not a repeat (a repeated letter is guessable, whatever its length). */
const LONGEST_PASSWORD = Array.from(
  { length: 16 },
  (_, i) => `pace${String(i).padStart(2, '0')}-${'xyz'[i % 3]}`,
)
  .join('')
  .slice(0, 128);

const signup = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/account/signup', payload: payload as Record<string, unknown> });

async function accountCount() {
  return (await t.database.db.select({ id: accounts.id }).from(accounts)).length;
}

describe('POST /api/account/signup', () => {
  it.each([
    ['firstName', ACCOUNT_MESSAGES.firstNameRequired],
    ['lastName', ACCOUNT_MESSAGES.lastNameRequired],
    ['email', ACCOUNT_MESSAGES.emailRequired],
    ['password', ACCOUNT_MESSAGES.passwordRequired],
    ['confirmPassword', ACCOUNT_MESSAGES.confirmPasswordRequired],
  ])(
    'answers 400 "%s" missing, empty, blank or of the wrong type with the spec message',
    async (field, message) => {
      const before = await accountCount();
      for (const value of [undefined, '', 123, null, ['x']]) {
        const payload: Record<string, unknown> = { ...valid(), [field]: value };
        if (value === undefined) delete payload[field];
        const response = await signup(payload);
        expect(response.statusCode, `${field}=${JSON.stringify(value)}`).toBe(400);
        expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
      }
      expect(await accountCount()).toBe(before);
    },
  );

  it('reports the first failing rule in the spec order', async () => {
    expect((await signup({})).json().message).toBe(ACCOUNT_MESSAGES.firstNameRequired);
    expect((await signup({ firstName: 'A' })).json().message).toBe(ACCOUNT_MESSAGES.lastNameRequired);
    expect((await signup({ firstName: 'A', lastName: 'B' })).json().message).toBe(
      ACCOUNT_MESSAGES.emailRequired,
    );
    const noBody = await t.app.inject({ method: 'POST', url: '/api/account/signup' });
    expect(noBody.json().message).toBe(ACCOUNT_MESSAGES.firstNameRequired);
  });

  it('answers "Passwords do not match." when the confirmation differs', async () => {
    const response = await signup({ ...valid(), confirmPassword: 'something-else-1' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ACCOUNT_MESSAGES.passwordsDoNotMatch);
  });

  it('caps names at 100 characters, e-mail at 254 and passwords at 8 to 128', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: 'x'.repeat(101) }, 'First name must be at most 100 characters.'],
      [{ lastName: 'x'.repeat(101) }, 'Last name must be at most 100 characters.'],
      [{ email: `${'x'.repeat(250)}@example.com` }, 'Email must be at most 254 characters.'],
      [{ email: 'not-an-email' }, 'Please enter a valid email address.'],
      [{ password: 'short', confirmPassword: 'short' }, 'Password must be at least 8 characters.'],
      [
        { password: 'p'.repeat(129), confirmPassword: 'p'.repeat(129) },
        'Password must be at most 128 characters.',
      ],
    ];
    for (const [change, message] of cases) {
      const response = await signup({ ...valid(), ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const longest = await signup({
      ...valid(),
      firstName: 'x'.repeat(100),
      password: LONGEST_PASSWORD,
      confirmPassword: LONGEST_PASSWORD,
    });
    expect(longest.statusCode).toBe(206);
  });

  it('refuses common passwords, blank ones and ones equal to the e-mail or a name (NIST SP 800-63B)', async () => {
    const email = uniqueEmail('rosie');
    const cases: [Record<string, string>, string][] = [
      [{ password: '12345678' }, ACCOUNT_MESSAGES.passwordCommon],
      [{ password: 'password' }, ACCOUNT_MESSAGES.passwordCommon],
      [{ password: 'PassWord1' }, ACCOUNT_MESSAGES.passwordCommon],
      [{ password: 'iloveyou2' }, ACCOUNT_MESSAGES.passwordCommon],
      [{ password: '        ' }, ACCOUNT_MESSAGES.passwordBlank],
      [{ password: email }, ACCOUNT_MESSAGES.passwordPersonal],
      [{ password: ` ${email.toUpperCase()} ` }, ACCOUNT_MESSAGES.passwordPersonal],
      [{ password: email.split('@')[0]! }, ACCOUNT_MESSAGES.passwordPersonal],
      [{ password: 'Napravnikova', lastName: 'Napravnikova' }, ACCOUNT_MESSAGES.passwordPersonal],
      [{ password: 'rosalindaa', firstName: 'Rosalindaa' }, ACCOUNT_MESSAGES.passwordPersonal],
    ];
    const before = await accountCount();
    for (const [change, message] of cases) {
      const response = await signup({ ...valid(), email, ...change, confirmPassword: change.password });
      expect(response.statusCode, change.password).toBe(400);
      expect(response.json().message, change.password).toBe(message);
    }
    expect(await accountCount()).toBe(before);
    expect((await signup({ ...valid(), email })).statusCode).toBe(206);
  });

  it('refuses guessable passwords: repeats, a season and a year, the site’s name, the player’s own words', async () => {
    const email = uniqueEmail('rosie');
    const before = await accountCount();
    for (const password of [
      'aaaaaaaaaaaa',
      'Summer2024',
      'password-123',
      'Contest Jockey',
      'contestjockey1',
      'HarnessJockey',
      'Napravnik2024',
      'rosienapravnik',
      `${email.split('@')[0]!}!`,
    ]) {
      const response = await signup({ ...valid(), email, password, confirmPassword: password });
      expect({ status: response.statusCode, message: response.json().message }, password).toEqual({
        status: 400,
        message: ACCOUNT_MESSAGES.passwordWeak,
      });
    }
    expect(await accountCount()).toBe(before);
  });

  it("refuses a signup without 'I am 21 or older and accept the Rules' ticked, with the shared message", async () => {
    const before = await accountCount();
    for (const value of [undefined, false, 'true', 1, null]) {
      const payload: Record<string, unknown> = { ...valid(), rulesAccepted: value };
      if (value === undefined) delete payload.rulesAccepted;
      const response = await signup(payload);
      expect(response.statusCode, `rulesAccepted=${JSON.stringify(value)}`).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: ACCOUNT_MESSAGES.rulesNotAccepted,
      });
    }
    expect(await accountCount()).toBe(before);
  });

  it('stores when the box was ticked (the time of the signup)', async () => {
    const ticked = new Date('2026-11-23T18:04:05.000Z');
    const start = t.clock.now;
    t.clock.now = ticked;
    try {
      const response = await signup(valid());
      expect(response.statusCode).toBe(206);
      const [row] = await t.database.db
        .select({ rulesAcceptedAt: accounts.rulesAcceptedAt })
        .from(accounts)
        .where(eq(accounts.id, response.json().id));
      expect(row?.rulesAcceptedAt?.toISOString()).toBe(ticked.toISOString());
    } finally {
      t.clock.now = start;
    }
  });

  it("keeps news and offers off unless 'marketingEmails' was ticked; My Account's switch follows it", async () => {
    const marketingOf = async (response: Awaited<ReturnType<typeof signup>>) => {
      expect(response.statusCode).toBe(206);
      const profile = await t.app.inject({
        method: 'GET',
        url: '/api/profile',
        headers: bearer(tokenOf(response.headers.authorization)),
      });
      return profile.json().emailPreferences.find((kind: { type: string }) => kind.type === 'marketing');
    };
    expect(await marketingOf(await signup(valid()))).toEqual({ type: 'marketing', enabled: false });
    expect(await marketingOf(await signup({ ...valid(), marketingEmails: false }))).toEqual({
      type: 'marketing',
      enabled: false,
    });
    expect(await marketingOf(await signup({ ...valid(), marketingEmails: true }))).toEqual({
      type: 'marketing',
      enabled: true,
    });
    const notBoolean = await signup({ ...valid(), marketingEmails: 'yes' });
    expect(notBoolean.statusCode).toBe(400);
    expect(notBoolean.json().message).toBe(ACCOUNT_MESSAGES.marketingEmailsInvalid);
  });

  it('leaves the news and offers of accounts made before the question as they were (on)', async () => {
    const [before] = await insertPlayers(t.database.db, 1, 'before-question');
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: before!.headers });
    expect(profile.json().emailPreferences).toEqual([
      { type: 'marketing', enabled: true },
      { type: 'contest-updates', enabled: true },
    ]);
  });

  it('refuses unknown fields and bodies that are not JSON objects', async () => {
    const unknown = await signup({ ...valid(), isAdministrator: true });
    expect(unknown.statusCode).toBe(400);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/account/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"firstName":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toBe('The request could not be read.');
    const array = await signup([1, 2]);
    expect(array.statusCode).toBe(400);
  });

  it('creates the account with an argon2id hash, a session token and an audit row; 206 without a contest', async () => {
    const input = valid();
    const response = await signup({ ...input, email: `  ${input.email.toUpperCase()}  ` });
    expect(response.statusCode).toBe(206);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(Number),
      firstName: 'Rosie',
      lastName: 'Napravnik',
      email: input.email,
      isLocked: false,
      isAdministrator: false,
      photo: null,
    });
    const token = tokenOf(response.headers.authorization);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [stored] = await t.database.db.select().from(accounts).where(eq(accounts.id, body.id));
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(body)).not.toContain('argon2');
    const me = await t.app.inject({ method: 'GET', url: '/api/account', headers: bearer(token) });
    expect(me.json().email).toBe(input.email);
    const audit = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.accountId, body.id), eq(auditLogs.eventType, AuditEventType.AccountCreated)));
    expect(audit).toHaveLength(1);
  });

  it('refuses a second account with the same e-mail in any letter case with 409', async () => {
    const first = await signupAccount(t.app);
    const response = await signup({ ...valid(), email: first.email.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(ACCOUNT_MESSAGES.emailTaken);
  });

  it('answers 201 and enrolls when the contest named is open, 206 when it is not', async () => {
    const open = await insertContest(t.database.db, { startingBankrollCents: 5_000 });
    const joined = await signup({ ...valid(), contestSlug: open.slug });
    expect(joined.statusCode).toBe(201);
    const entries = await t.database.db
      .select()
      .from(contestPlayers)
      .where(eq(contestPlayers.accountId, joined.json().id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      contestId: open.id,
      name: 'Rosie N.',
      bankrollCents: 5_000,
      leaderboardBankrollCents: 5_000,
    });

    const closed = await insertContest(t.database.db, { isEnrollmentOpen: false });
    expect((await signup({ ...valid(), contestSlug: closed.slug })).statusCode).toBe(206);
    const cancelled = await insertContest(t.database.db, { isCancelled: true });
    expect((await signup({ ...valid(), contestSlug: cancelled.slug })).statusCode).toBe(206);
    const hidden = await insertContest(t.database.db, { isPublished: false });
    expect((await signup({ ...valid(), contestSlug: hidden.slug })).statusCode).toBe(206);
    expect((await signup({ ...valid(), contestSlug: 'no-such-contest' })).statusCode).toBe(206);
  });
});
