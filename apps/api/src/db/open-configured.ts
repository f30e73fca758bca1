import path from 'node:path';
import type { Config } from '../config';
import { type Database, migrateDatabase, openDatabase } from './client';
import { lockDataDir } from './data-dir-lock';
import { DatabaseOpenError } from './database-error';

/** Opens and migrates the database the configuration names; the embedded one is locked to this process. */
export async function openConfiguredDatabase(config: Config, holder: string): Promise<Database> {
  if (config.DATABASE_URL) {
    const database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      poolSize: config.DATABASE_POOL_SIZE,
    });
    try {
      await migrateDatabase(database);
    } catch (error) {
      await database.close().catch(() => {});
      throw new DatabaseOpenError(error);
    }
    return database;
  }
  const unlock = lockDataDir(config.dataDir, holder);
  try {
    const database = await openDatabase({ pgliteDir: path.join(config.dataDir, 'pglite') });
    await migrateDatabase(database);
    return {
      ...database,
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
