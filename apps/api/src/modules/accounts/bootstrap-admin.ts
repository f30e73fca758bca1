import type { Db } from '../../db/client';
import { hashPassword } from '../../lib/passwords';
import { findAccountByEmail, insertAccount, setAdministrator } from './repository';

/**
 * BOOTSTRAP_ADMIN_EMAIL/PASSWORD: the first administrator of a fresh deployment (and of browser-test servers).
 * Creates the account when it is missing; an existing account keeps its password and is made administrator.
 */
export async function ensureBootstrapAdmin(
  db: Db,
  email: string,
  password: string,
): Promise<'created' | 'promoted'> {
  if (await findAccountByEmail(db, email)) {
    await setAdministrator(db, email, true);
    return 'promoted';
  }
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await insertAccount(tx, { firstName: 'Site', lastName: 'Administrator', email, passwordHash });
    await setAdministrator(tx, email, true);
  });
  return 'created';
}
