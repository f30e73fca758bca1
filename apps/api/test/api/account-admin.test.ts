import { ACCOUNT_ADMIN_MESSAGES as M } from '@cj/shared/account-admin';
import { ACCOUNT_MESSAGES } from '@cj/shared/accounts';
import { AuditEventType } from '@cj/shared/enums';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../src/db/schema/accounts';
import { auditLogs } from '../../src/db/schema/audit';
import { signupAccount, signupAdministrator, type TestAccount, uniqueEmail } from '../accounts-helpers';
import { useTestApp } from '../test-app';

const t = useTestApp();
let admin: TestAccount;
/** Marks the accounts one test creates, so searches find only them whatever else the database holds. */
let tagSequence = 0;
const newTag = () => `Zq${process.pid}x${tagSequence++}`;

beforeAll(async () => {
  admin = await signupAdministrator(t.app, t.database.db);
});

const get = (url: string, headers = admin.headers) => t.app.inject({ method: 'GET', url, headers });
const edit = (payload: object, headers = admin.headers) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/accounts', headers, payload });
const sendReset = (id: number | string) =>
  t.app.inject({ method: 'POST', url: `/api/admin/accounts/${id}/password-reset`, headers: admin.headers });
const editForm = (account: TestAccount, changes: object = {}) => ({
  id: account.id,
  firstName: 'Pat',
  lastName: 'Player',
  email: account.email,
  isLocked: false,
  isAdministrator: false,
  ...changes,
});
const emailsOf = (list: { email: string }[]) => list.map((account) => account.email.toLowerCase());

describe('GET /admin/accounts', () => {
  it('pages every account by last name, 50 at a time, with count and offset', async () => {
    const tag = newTag();
    for (let i = 0; i < 52; i += 1) {
      await signupAccount(t.app, { firstName: 'Page', lastName: `${tag}${String(i).padStart(2, '0')}` });
    }
    const first = (await get(`/api/admin/accounts?q=${tag}`)).json();
    expect(first).toHaveLength(50);
    expect(first[0]).toMatchObject({
      lastName: `${tag}00`,
      isLocked: false,
      isAdministrator: false,
      photo: null,
    });
    expect(first[0].createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(first[49].lastName).toBe(`${tag}49`);
    const rest = (await get(`/api/admin/accounts?q=${tag}&offset=50`)).json();
    expect(rest.map((account: { lastName: string }) => account.lastName)).toEqual([`${tag}50`, `${tag}51`]);
    expect((await get(`/api/admin/accounts?q=${tag}&count=5&offset=3`)).json()[0].lastName).toBe(`${tag}03`);
    // Past the page size, or unreadable: the page size.
    expect((await get(`/api/admin/accounts?q=${tag}&count=500`)).json()).toHaveLength(50);
    expect((await get(`/api/admin/accounts?q=${tag}&count=x&offset=-4`)).json()).toHaveLength(50);
    // No search: every account, a page at a time.
    expect((await get('/api/admin/accounts')).json()).toHaveLength(50);
  });

  it('searches names and e-mail addresses from 2 characters on, taking % and _ literally', async () => {
    const tag = newTag();
    const ann = await signupAccount(t.app, {
      firstName: 'Annabel',
      lastName: `${tag}Lee`,
      email: uniqueEmail(`${tag}.ann`),
    });
    const bob = await signupAccount(t.app, { firstName: 'Bob', lastName: `${tag}Ray` });
    expect(emailsOf((await get(`/api/admin/accounts?q=${tag}`)).json())).toEqual([
      ann.email.toLowerCase(),
      bob.email.toLowerCase(),
    ]);
    expect(emailsOf((await get(`/api/admin/accounts?q=Annabel%20${tag}`)).json())).toEqual([
      ann.email.toLowerCase(),
    ]);
    expect(emailsOf((await get(`/api/admin/accounts?q=${tag.toLowerCase()}.ANN`)).json())).toEqual([
      ann.email.toLowerCase(),
    ]);
    expect((await get(`/api/admin/accounts?q=${tag}%25%25`)).json()).toEqual([]);
    expect((await get(`/api/admin/accounts?q=${tag}__`)).json()).toEqual([]);
    // One character is no search: the first page of everyone.
    expect((await get('/api/admin/accounts?q=Z')).json()).toHaveLength(50);
  });
});

describe('GET /admin/accounts/recent and /admin/accounts/locked', () => {
  it('lists the newest accounts first', async () => {
    const older = await signupAccount(t.app);
    const newer = await signupAccount(t.app);
    const recent = (await get('/api/admin/accounts/recent')).json();
    expect(recent.length).toBeLessThanOrEqual(10);
    expect(emailsOf(recent).slice(0, 2)).toEqual([newer.email, older.email]);
  });

  it('lists locked accounts by name until they are unlocked', async () => {
    const tag = newTag();
    const zed = await signupAccount(t.app, { lastName: `${tag}Zed` });
    const abe = await signupAccount(t.app, { lastName: `${tag}Abe` });
    await edit(editForm(zed, { lastName: `${tag}Zed`, isLocked: true }));
    await edit(editForm(abe, { lastName: `${tag}Abe`, isLocked: true }));
    const lockedNow = emailsOf((await get('/api/admin/accounts/locked')).json());
    expect(lockedNow.filter((email) => [zed.email, abe.email].includes(email))).toEqual([
      abe.email,
      zed.email,
    ]);
    await edit(editForm(zed, { lastName: `${tag}Zed`, isLocked: false }));
    const afterUnlock = emailsOf((await get('/api/admin/accounts/locked')).json());
    expect(afterUnlock).toContain(abe.email);
    expect(afterUnlock).not.toContain(zed.email);
  });
});

describe('GET /admin/accounts/{id}', () => {
  it('answers the account, or 404 "Account not found."', async () => {
    const player = await signupAccount(t.app, { firstName: 'Gil', lastName: 'Gets' });
    expect((await get(`/api/admin/accounts/${player.id}`)).json()).toEqual({
      id: player.id,
      firstName: 'Gil',
      lastName: 'Gets',
      email: player.email,
      isLocked: false,
      isAdministrator: false,
      photo: null,
      createdAt: expect.any(String),
    });
    for (const id of ['99999999', 'abc', '0', '99999999999']) {
      const response = await get(`/api/admin/accounts/${id}`);
      expect({ id, status: response.statusCode, message: response.json().message }).toEqual({
        id,
        status: 404,
        message: M.accountNotFound,
      });
    }
  });
});

describe('PUT /admin/accounts', () => {
  it('saves names and e-mail (lower-cased) and answers the account', async () => {
    const player = await signupAccount(t.app);
    const email = uniqueEmail('renamed').toUpperCase();
    const response = await edit(editForm(player, { firstName: ' Renee ', lastName: 'Renamed', email }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: player.id, firstName: 'Renee', email: email.toLowerCase() });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { email, password: player.password },
    });
    expect(login.statusCode).toBe(206);
  });

  it("answers the form's messages in order", async () => {
    const player = await signupAccount(t.app);
    const form = editForm(player);
    const without = (key: string) =>
      Object.fromEntries(Object.entries(form).filter(([name]) => name !== key));
    const cases: [object, string][] = [
      [without('id'), M.accountIdRequired],
      [{ ...form, id: 'seven' }, M.accountIdRequired],
      [without('firstName'), M.firstNameRequired],
      [{ ...form, firstName: '  ' }, M.firstNameRequired],
      [without('lastName'), M.lastNameRequired],
      [without('email'), M.emailRequired],
      [{ ...form, email: 'not-an-address' }, 'Please enter a valid email address.'],
      [without('isLocked'), M.lockedRequired],
      [{ ...form, isLocked: 'yes' }, M.lockedRequired],
      [without('isAdministrator'), M.administratorRequired],
    ];
    for (const [payload, message] of cases) {
      const response = await edit(payload);
      expect({ payload, status: response.statusCode, message: response.json().message }).toEqual({
        payload,
        status: 400,
        message,
      });
    }
  });

  it('keeps e-mail addresses unique ignoring case (409), but lets an account keep its own', async () => {
    const first = await signupAccount(t.app);
    const second = await signupAccount(t.app);
    const taken = await edit(editForm(second, { email: first.email.toUpperCase() }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(ACCOUNT_MESSAGES.emailTaken);
    expect((await edit(editForm(first, { email: first.email.toUpperCase() }))).statusCode).toBe(200);
  });

  it('answers 404 for an account that does not exist', async () => {
    const response = await edit({ ...editForm(admin), id: 99_999_999, email: uniqueEmail('nobody') });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(M.accountNotFound);
  });

  it('locking signs the account out at once, saying why, and refuses the login; unlocking ends the old sessions and lets it log in again', async () => {
    const player = await signupAccount(t.app);
    const locked = await edit(editForm(player, { isLocked: true }));
    expect(locked.json().isLocked).toBe(true);
    // The open page's next call is bounced to login with the lock's message, so the player is told why.
    for (const url of ['/api/account', '/api/profile', '/api/contests/upcoming']) {
      const bounced = await get(url, player.headers);
      expect({ url, status: bounced.statusCode, message: bounced.json().message }).toEqual({
        url,
        status: 401,
        message: ACCOUNT_MESSAGES.accountLocked,
      });
    }
    const [row] = await t.database.db.select().from(accounts).where(eq(accounts.id, player.id));
    expect(row!.isLocked).toBe(true);
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/login',
        payload: { email: player.email, password: player.password },
      });
    const refused = await login();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ACCOUNT_MESSAGES.accountLocked);

    await edit(editForm(player, { isLocked: false }));
    const oldSession = await get('/api/account', player.headers);
    expect(oldSession.statusCode).toBe(401);
    expect(oldSession.json().message).toBe(ACCOUNT_MESSAGES.sessionExpired);
    expect((await login()).statusCode).toBe(206);
  });

  it('grants and takes back the administrator right', async () => {
    const player = await signupAccount(t.app);
    expect((await get('/api/admin/accounts/recent', player.headers)).statusCode).toBe(403);
    await edit(editForm(player, { isAdministrator: true }));
    expect((await get('/api/admin/accounts/recent', player.headers)).statusCode).toBe(200);
    await edit(editForm(player, { isAdministrator: false }));
    expect((await get('/api/admin/accounts/recent', player.headers)).statusCode).toBe(403);
  });

  it('refuses to let administrators lock themselves or remove their own right, and changes nothing', async () => {
    const self = { ...editForm(admin), firstName: 'Ada', lastName: 'Changed', isAdministrator: true };
    const lockSelf = await edit({ ...self, isLocked: true });
    expect(lockSelf.statusCode).toBe(400);
    expect(lockSelf.json().message).toBe(M.cannotLockSelf);
    const demoteSelf = await edit({ ...self, isAdministrator: false });
    expect(demoteSelf.statusCode).toBe(400);
    expect(demoteSelf.json().message).toBe(M.cannotRevokeOwnAdministrator);
    const [row] = await t.database.db.select().from(accounts).where(eq(accounts.id, admin.id));
    expect(row).toMatchObject({ lastName: 'Admin', isLocked: false, isAdministrator: true });
    // Another administrator may do either to this one.
    const other = await signupAdministrator(t.app, t.database.db);
    const byOther = await edit(
      { ...editForm(admin), firstName: 'Ada', lastName: 'Admin', isLocked: false },
      other.headers,
    );
    expect(byOther.statusCode).toBe(200);
    expect(byOther.json().isAdministrator).toBe(false);
    await edit(
      { ...editForm(admin), firstName: 'Ada', lastName: 'Admin', isAdministrator: true },
      other.headers,
    );
  });
});

describe('POST /admin/accounts/{id}/password-reset', () => {
  it('e-mails a working reset link and says "Password reset email sent."', async () => {
    const player = await signupAccount(t.app);
    const before = t.mailer.sent.length;
    const response = await sendReset(player.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: M.resetEmailSent });
    const message = t.mailer.sent[before]!;
    expect(message.to).toBe(player.email);
    const code = /password\/update\?code=([A-Za-z0-9_-]+)/.exec(message.text)?.[1];
    expect(code).toBeDefined();
    const reset = await t.app.inject({
      method: 'PUT',
      url: '/api/account/password-reset',
      payload: { code, password: 'a brand new secret', confirmPassword: 'a brand new secret' },
    });
    expect(reset.statusCode).toBe(200);
    const audited = await t.database.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.accountId, player.id),
          eq(auditLogs.eventType, AuditEventType.PasswordResetRequested),
        ),
      );
    expect(audited).toHaveLength(1);
  });

  it('answers 404 for an unknown account and 409 for a locked one, sending nothing', async () => {
    const player = await signupAccount(t.app);
    await edit(editForm(player, { isLocked: true }));
    const before = t.mailer.sent.length;
    const unknown = await sendReset(99_999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(M.accountNotFound);
    const locked = await sendReset(player.id);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(M.lockedNoReset);
    expect(t.mailer.sent.length).toBe(before);
  });
});
