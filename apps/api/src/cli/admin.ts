import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { DatabaseOpenError } from '../db/database-error';
import { MigrationsPendingError } from '../db/migrate';
import { openConfiguredDatabase } from '../db/open-configured';
import { setAdministrator } from '../modules/accounts/repository';

const USAGE = 'Usage: npm run admin -- grant <email> | revoke <email> | migrate';

/**
 * `npm run admin -- grant someone@example.com` makes an account administrator; `revoke` takes it back. `migrate`
 * applies the pending migrations and exits, for a release step before instances start (MIGRATE_ON_START=false).
 */
async function main(argv: string[]): Promise<number> {
  const [command, email] = argv;
  if (command === 'migrate' && argv.length === 1) return migrate();
  if ((command !== 'grant' && command !== 'revoke') || !email) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const database = await openConfiguredDatabase(loadConfig(), 'the admin command');
  try {
    const account = await setAdministrator(database.db, email.trim(), command === 'grant');
    if (!account) {
      process.stderr.write(`No account with the e-mail ${email}.\n`);
      return 1;
    }
    process.stdout.write(
      command === 'grant'
        ? `${account.email} is now an administrator.\n`
        : `${account.email} is no longer an administrator.\n`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

async function migrate(): Promise<number> {
  const database = await openConfiguredDatabase(loadConfig(), 'the admin command', { migrate: true });
  await database.close();
  const { applied, total, migratedMs, waitedMs } = database.migrations;
  const waited = waitedMs > 0 ? ` (after waiting ${waitedMs} ms for another process's migrations)` : '';
  process.stdout.write(
    applied > 0
      ? `Applied ${applied} of ${total} migrations in ${migratedMs} ms${waited}.\n`
      : `The database is up to date: all ${total} migrations applied${waited}.\n`,
  );
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known =
      error instanceof ConfigError ||
      error instanceof DataDirLockedError ||
      error instanceof DatabaseOpenError ||
      error instanceof MigrationsPendingError;
    process.stderr.write(`${known ? (error as Error).message : String((error as Error)?.stack ?? error)}\n`);
    process.exit(1);
  },
);
