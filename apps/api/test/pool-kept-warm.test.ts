import { afterEach, expect, inject, it } from 'vitest';
import { type Database, openPostgres } from '../src/db/client';
import {
  adminConnectionString,
  createDatabaseFromTemplate,
  databaseUrl,
  dropDatabase,
} from './postgres-databases';
import { createTestApp, type TestApp } from './test-app';

/** A server's configured pool (db/open-configured.ts) is opened when the app becomes ready and kept open. */

const POOL_SIZE = 4;
const opened: { app: TestApp; database: Database; drop(): Promise<void> }[] = [];

afterEach(async () => {
  for (const { app, database, drop } of opened.splice(0)) {
    await app.close();
    await database.close();
    await drop();
  }
});

async function appOverPool(keepWarm: boolean) {
  const base = process.env.TEST_DATABASE_URL!;
  const name = `cj_test_warm_${process.pid}_${Date.now()}_${keepWarm}`;
  const admin = openPostgres(adminConnectionString(base), 1);
  await createDatabaseFromTemplate(admin, name, inject('pgTemplate')!);
  const database = openPostgres(databaseUrl(base, name), { max: POOL_SIZE, keepWarm });
  const app = await createTestApp({ database });
  opened.push({
    app,
    database,
    drop: async () => {
      await dropDatabase(admin, name);
      await admin.close();
    },
  });
  return database.pool!;
}

it('opens every connection of a pool kept warm before the first request, and keeps them past the idle timeout', async () => {
  const pool = await appOverPool(true);
  // Open, whether idle or already taken by a job the app started when it became ready.
  expect(pool.totalCount).toBe(POOL_SIZE);
  // pg-pool closes an idle connection only while it holds more than `min`.
  expect(pool.options.min).toBe(POOL_SIZE);
});

it('leaves a pool not kept warm to open as requests come', async () => {
  const pool = await appOverPool(false);
  expect(pool.options.min).toBe(0);
  expect(pool.totalCount).toBeLessThan(POOL_SIZE);
});
