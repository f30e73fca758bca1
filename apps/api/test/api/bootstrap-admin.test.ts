import { describe, expect, it } from 'vitest';
import { ensureBootstrapAdmin } from '../../src/modules/accounts/bootstrap-admin';
import { signupAccount, uniqueEmail } from '../accounts-helpers';
import { useTestApp } from '../test-app';

const t = useTestApp();

describe('bootstrap administrator', () => {
  it('creates a missing administrator who can log in and reach admin calls', async () => {
    const email = uniqueEmail('boss');
    expect(await ensureBootstrapAdmin(t.database.db, email, 'long-enough-secret')).toBe('created');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { email, password: 'long-enough-secret' },
    });
    expect(login.statusCode).toBe(206);
    expect(login.json().isAdministrator).toBe(true);
  });

  it('promotes an existing account and keeps its password', async () => {
    const player = await signupAccount(t.app);
    expect(await ensureBootstrapAdmin(t.database.db, player.email, 'another-secret-value')).toBe('promoted');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { email: player.email, password: player.password },
    });
    expect(login.json().isAdministrator).toBe(true);
  });
});
