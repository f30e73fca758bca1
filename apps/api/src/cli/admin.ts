import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { DatabaseOpenError } from '../db/database-error';
import { MigrationsPendingError } from '../db/migrate';
import { openConfiguredDatabase } from '../db/open-configured';
import { setAdministrator } from '../modules/accounts/repository';
import { backupEmbedded, restoreEmbedded } from './backup';
import { BackupError } from './backup-error';

const USAGE =
  'Usage: npm run admin -- grant <email> | revoke <email> | migrate | backup <file> | restore <file> [--force]';

/**
 * `npm run admin -- grant someone@example.com` makes an account administrator; `revoke` takes it back. `migrate`
 * applies the pending migrations and exits, for a release step before instances start (MIGRATE_ON_START=false).
 * `backup` and `restore` copy the embedded database and the uploads to and from one file, the server stopped.
 */
async function main(argv: string[]): Promise<number> {
  const [command, email] = argv;
  if (command === 'migrate' && argv.length === 1) return migrate();
  if (command === 'backup' && argv.length === 2 && email) return backup(email);
  const force = argv.includes('--force');
  const files = argv.slice(1).filter((arg) => arg !== '--force');
  if (command === 'restore' && files.length === 1 && argv.length <= 3) return restore(files[0]!, force);
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

/** npm runs the command inside the workspace: a relative path means relative to where npm was started. */
const fromWhereStarted = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

async function backup(file: string): Promise<number> {
  const target = fromWhereStarted(file);
  const manifest = await backupEmbedded(loadConfig(), target);
  process.stdout.write(
    `Backed up the embedded database (${manifest.migrations} migrations, PostgreSQL ${manifest.postgres}) and ` +
      `${manifest.uploads} uploaded files to ${target}.\n`,
  );
  return 0;
}

async function restore(file: string, force: boolean): Promise<number> {
  const config = loadConfig();
  const restored = await restoreEmbedded(config, fromWhereStarted(file), { force });
  const pending =
    restored.pending > 0
      ? ` It lacks ${restored.pending} of this version's migrations: the server applies them at start, or run ` +
        '`npm run admin -- migrate`.'
      : '';
  process.stdout.write(
    `Restored the embedded database of ${restored.createdAt} (${restored.migrations} migrations) and ` +
      `${restored.uploads} uploaded files into ${config.dataDir}.${pending}\n`,
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
      error instanceof MigrationsPendingError ||
      error instanceof BackupError;
    process.stderr.write(`${known ? (error as Error).message : String((error as Error)?.stack ?? error)}\n`);
    process.exit(1);
  },
);
