import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { TestProject } from 'vitest/node';
import { numberParsers, openPglite, openPostgres } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { adminConnectionString, databaseUrl, dropDatabase } from './postgres-databases';

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string | null;
    pgliteTemplateFile: string | null;
  }
}

/** On PostgreSQL, one migrated template database per run; every test file copies it. */
export default async function setup(project: TestProject) {
  if (process.env.CJ_TEST_DB !== 'postgres') {
    // initdb is PGlite's slow step (seconds): do it once per run, and let every test file load the dump.
    const client = new PGlite({ parsers: numberParsers });
    await migrateDatabase(openPglite(client));
    const dump = await client.dumpDataDir('none');
    await client.close();
    const file = path.join(os.tmpdir(), `cj-pglite-template-${process.pid}.tar`);
    await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgTemplate', null);
    project.provide('pgliteTemplateFile', file);
    return async () => fs.rm(file, { force: true });
  }
  project.provide('pgliteTemplateFile', null);
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('CJ_TEST_DB=postgres needs TEST_DATABASE_URL');
  const template = `cj_test_${process.pid}_template`;
  const admin = openPostgres(adminConnectionString(base), 1);
  await dropDatabase(admin, template);
  await admin.db.execute(sql.raw(`create database ${template}`));
  const database = openPostgres(databaseUrl(base, template), 1);
  await migrateDatabase(database);
  await database.close();
  project.provide('pgTemplate', template);
  return async () => {
    await dropDatabase(admin, template);
    await admin.close();
  };
}
