import type { Db } from '../../db/client';
import { hashPassword } from '../../lib/passwords';
import { newPasswordProblem } from './password-policy';
import { findAccountByEmail, insertAccount, setAdministrator } from './repository';

const ADMIN_NAME = { firstName: 'Site', lastName: 'Administrator' };

/** A bootstrap password the new-password rules refuse: the server stops, naming the setting. */
export class BootstrapPasswordError extends Error {}

/**
 * BOOTSTRAP_ADMIN_EMAIL/PASSWORD: the first administrator of a fresh deployment (and of browser-test servers).
 * Creates the account when it is missing, with a password held to the rules of every new password; an existing
 * account keeps its password and is made administrator.
 */
export async function ensureBootstrapAdmin(
  db: Db,
  email: string,
  password: string,
  siteNames: readonly string[],
): Promise<'created' | 'promoted'> {
  if (await findAccountByEmail(db, email)) {
    await setAdministrator(db, email, true);
    return 'promoted';
  }
  const problem = await newPasswordProblem(password, { email, ...ADMIN_NAME }, siteNames);
  if (problem) throw new BootstrapPasswordError(`BOOTSTRAP_ADMIN_PASSWORD: ${problem}`);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await insertAccount(tx, { ...ADMIN_NAME, email, passwordHash });
    await setAdministrator(tx, email, true);
  });
  return 'created';
}
