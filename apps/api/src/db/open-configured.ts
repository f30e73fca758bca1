import path from 'node:path';
import type { Config } from '../config';
import { type Database, openDatabase } from './client';
import { lockDataDir } from './data-dir-lock';
import { DatabaseOpenError } from './database-error';
import { ensureMigrated, type MigrationReport, MigrationsPendingError, migrateDatabase } from './migrate';

export type OpenedDatabase = Database & { migrations: MigrationReport };

/**
 * Opens the database the configuration names and migrates it (under the start lock, db/migrate.ts), or with
 * `migrate: false` only checks that it has every migration; the embedded one is locked to this process.
 */
export async function openConfiguredDatabase(
  config: Config,
  holder: string,
  { migrate = config.MIGRATE_ON_START }: { migrate?: boolean } = {},
): Promise<OpenedDatabase> {
  const bringUpToDate = (database: Database) =>
    migrate ? migrateDatabase(database) : ensureMigrated(database);
  if (config.DATABASE_URL) {
    const database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      pool: {
        max: config.DATABASE_POOL_SIZE,
        connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
        keepWarm: true,
      },
    });
    try {
      return { ...database, migrations: await bringUpToDate(database) };
    } catch (error) {
      await database.close().catch(() => {});
      throw error instanceof MigrationsPendingError ? error : new DatabaseOpenError(error);
    }
  }
  const unlock = lockDataDir(config.dataDir, holder);
  try {
    const database = await openDatabase({ pgliteDir: path.join(config.dataDir, 'pglite') });
    const migrations = await bringUpToDate(database).catch(async (error: unknown) => {
      await database.close().catch(() => {});
      throw error;
    });
    return {
      ...database,
      migrations,
      close: async () => {
        await database.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
