import { ACCOUNT_MESSAGES } from '@cj/shared/accounts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema/accounts';
import { signupAccount, signupAdministrator } from '../accounts-helpers';
import { useTestApp } from '../test-app';

const t = useTestApp();

const account = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/account', headers });

/**
 * Signed-in sessions are trusted for a few seconds after the database vouched for them (decision 023), and
 * everything the product does that ends a session or changes an account shows on the very next request.
 */
describe('the session cache', () => {
  it('answers a session it just looked up without the database, for a few seconds', async () => {
    const player = await signupAccount(t.app);
    expect((await account(player.headers)).statusCode).toBe(200);
    // Removed behind the application's back: the cached session still stands (what makes a play one query lighter).
    await t.database.db.delete(sessions).where(eq(sessions.accountId, player.id));
    expect((await account(player.headers)).statusCode).toBe(200);
  });

  it('forgets a session at logout: the next request is refused', async () => {
    const player = await signupAccount(t.app);
    expect((await account(player.headers)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/account/logout', headers: player.headers });
    expect(out.statusCode).toBe(204);
    const after = await account(player.headers);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(ACCOUNT_MESSAGES.sessionExpired);
  });

  it('forgets the sessions of an account an administrator locks, or whose role changes', async () => {
    const admin = await signupAdministrator(t.app, t.database.db);
    const player = await signupAccount(t.app);
    const other = await signupAdministrator(t.app, t.database.db);
    expect((await account(player.headers)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/accounts', headers: other.headers })).statusCode,
    ).toBe(200);

    const edit = async (id: number, changes: Record<string, unknown>) => {
      const current = (
        await t.app.inject({ method: 'GET', url: `/api/admin/accounts/${id}`, headers: admin.headers })
      ).json();
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/accounts',
        headers: admin.headers,
        payload: {
          id,
          firstName: current.firstName,
          lastName: current.lastName,
          email: current.email,
          isLocked: current.isLocked,
          isAdministrator: current.isAdministrator,
          ...changes,
        },
      });
      expect(response.statusCode, response.body).toBe(200);
    };

    await edit(player.id, { isLocked: true });
    expect((await account(player.headers)).statusCode).toBe(401);

    await edit(other.id, { isAdministrator: false });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/accounts', headers: other.headers })).statusCode,
    ).toBe(403);
  });

  it('shows a new name on the next request after the player changes it', async () => {
    const player = await signupAccount(t.app, { firstName: 'Pat' });
    expect((await account(player.headers)).json().firstName).toBe('Pat');
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/profile',
      headers: player.headers,
      payload: { firstName: 'Patricia', lastName: 'Player' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await account(player.headers)).json().firstName).toBe('Patricia');
  });
});
