import { ACCOUNT_MESSAGES } from '@cj/shared/accounts';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { accounts } from '../../src/db/schema/accounts';
import * as passwords from '../../src/lib/passwords';
import { requestPasswordReset } from '../../src/modules/accounts/service';
import { signupAccount, uniqueEmail } from '../accounts-helpers';
import { countingDb } from '../statement-counter';
import { useTestApp } from '../test-app';

// Spies on the password hasher while keeping what it does.
vi.mock('../../src/lib/passwords', { spy: true });

const t = useTestApp();

const site = { brand: 'Contest Jockey', siteUrl: 'http://cj.test' };

describe('PUT /api/account/password-reset looks the code up before any hashing', () => {
  it('answers a wrong code without hashing the new password', async () => {
    vi.mocked(passwords.hashPassword).mockClear();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/account/password-reset',
      payload: { code: 'not-a-real-code', password: 'brand-new-pass', confirmPassword: 'brand-new-pass' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ACCOUNT_MESSAGES.resetCodeInvalid);
    expect(passwords.hashPassword).not.toHaveBeenCalled();
  });
});

describe('POST /api/account/password-reset does the same work whether or not the account exists', () => {
  const statementsOf = async (email: string) => {
    const counting = countingDb(t.database);
    await requestPasswordReset({ ...t.app.ctx, db: counting.db }, { email, ...site });
    return counting.statements;
  };

  it('runs the same SQL statements for an existing, a missing and a locked account', async () => {
    const player = await signupAccount(t.app);
    const existing = await statementsOf(player.email);
    const missing = await statementsOf(uniqueEmail('nobody'));
    expect(existing.length).toBeGreaterThan(3);
    expect(missing).toEqual(existing);

    const locked = await signupAccount(t.app);
    // A locked account gets no reset link either.
    await t.database.db.update(accounts).set({ isLocked: true }).where(eq(accounts.id, locked.id));
    expect(await statementsOf(locked.email)).toEqual(existing);
  });
});
