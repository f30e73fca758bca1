import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { type Database, numberParsers, openPglite, openPostgres } from '../src/db/client';
import {
  adminConnectionString,
  createDatabaseFromTemplate,
  databaseUrl,
  dropDatabase,
} from './postgres-databases';

let pgliteDump: Promise<Blob> | undefined;

let counter = 0;

/**
 * A fresh, migrated database for one test file: a clone of a migrated in-memory PGlite, or on PostgreSQL
 * (CJ_TEST_DB=postgres) a copy of the run's template database, dropped when closed.
 */
export async function openTestDatabase(): Promise<Database> {
  const template = inject('pgTemplate');
  if (!template) {
    const file = inject('pgliteTemplateFile');
    if (!file) throw new Error('the PGlite template was not prepared by the global setup');
    pgliteDump ??= fs.readFile(file).then((bytes) => new Blob([bytes]));
    return openPglite(await PGlite.create({ loadDataDir: await pgliteDump, parsers: numberParsers }));
  }
  const base = process.env.TEST_DATABASE_URL!;
  const name = `cj_test_${process.pid}_${Date.now()}_${counter++}`;
  const admin = openPostgres(adminConnectionString(base), 1);
  await createDatabaseFromTemplate(admin, name, template);
  const database = openPostgres(databaseUrl(base, name), 20);
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropDatabase(admin, name);
      await admin.close();
    },
  };
}
