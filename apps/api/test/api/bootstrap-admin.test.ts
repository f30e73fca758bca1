import { ACCOUNT_MESSAGES } from '@cj/shared/accounts';
import { describe, expect, it } from 'vitest';
import { BootstrapPasswordError, ensureBootstrapAdmin } from '../../src/modules/accounts/bootstrap-admin';
import { findAccountByEmail } from '../../src/modules/accounts/repository';
import { signupAccount, uniqueEmail } from '../accounts-helpers';
import { useTestApp } from '../test-app';

const t = useTestApp();
const SITE_NAMES = ['Contest Jockey', 'Harness Jockey'];

describe('bootstrap administrator', () => {
  it('creates a missing administrator who can log in and reach admin calls', async () => {
    const email = uniqueEmail('boss');
    expect(await ensureBootstrapAdmin(t.database.db, email, 'long-enough-secret', SITE_NAMES)).toBe(
      'created',
    );
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { email, password: 'long-enough-secret' },
    });
    expect(login.statusCode).toBe(206);
    expect(login.json().isAdministrator).toBe(true);
  });

  it.each([
    ['a repeated letter', 'aaaaaaaaaaaa'],
    ['a season and a year', 'Summer2024'],
    ['the site’s name', 'ContestJockey2024'],
  ])('refuses to create one with a guessable password (%s), naming the setting', async (_, password) => {
    const email = uniqueEmail('weak-boss');
    await expect(ensureBootstrapAdmin(t.database.db, email, password, SITE_NAMES)).rejects.toThrow(
      new BootstrapPasswordError(`BOOTSTRAP_ADMIN_PASSWORD: ${ACCOUNT_MESSAGES.passwordWeak}`),
    );
    expect(await findAccountByEmail(t.database.db, email)).toBeNull();
  });

  it('promotes an existing account and keeps its password (the setting is not checked then)', async () => {
    const player = await signupAccount(t.app);
    expect(await ensureBootstrapAdmin(t.database.db, player.email, 'abc', SITE_NAMES)).toBe('promoted');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { email: player.email, password: player.password },
    });
    expect(login.json().isAdministrator).toBe(true);
  });
});
