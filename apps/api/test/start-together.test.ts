import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, migrationsFolder, openPostgres } from '../src/db/client';
import { CONTEST_PLANS } from '../src/db/seed/contest-plans';
import { type ApiProcess, startApiProcess } from './api-process';
import { adminConnectionString, databaseUrl, dropDatabase } from './postgres-databases';
import { requiredEnv } from './required-env';

const run = promisify(execFile);
const base = requiredEnv('TEST_DATABASE_URL');
const apiRoot = path.resolve(import.meta.dirname, '..');
// Inside the package, so the compiled files find node_modules as dist/ does.
const outDir = path.join(apiRoot, 'dist', `test-${process.pid}-start`);
const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: unknown[];
};
const migrationCount = journal.entries.length;
const BOOTSTRAP_EMAIL = 'first-admin@example.com';

let maintenance: Database;
const created: string[] = [];

/** A new, empty database (no template: nothing migrated) on the shared server. */
async function emptyDatabase(suffix: string): Promise<string> {
  const name = `cj_test_${process.pid}_${suffix}`;
  await dropDatabase(maintenance, name);
  await maintenance.db.execute(sql.raw(`create database ${name}`));
  created.push(name);
  return databaseUrl(base, name);
}

async function rows<Row>(url: string, query: string): Promise<Row[]> {
  const database = openPostgres(url, 1);
  try {
    return ((await database.db.execute(sql.raw(query))) as unknown as { rows: Row[] }).rows;
  } finally {
    await database.close();
  }
}

const appliedMigrations = async (url: string) =>
  (await rows<{ n: number }>(url, 'select count(*)::int as n from drizzle.__drizzle_migrations'))[0]?.n;

/** The compiled admin command, as `npm run admin` runs it. */
async function admin(env: Record<string, string>, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, [path.join(outDir, 'admin.js'), ...args], {
      cwd: apiRoot,
      env: { ...process.env, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const startCompiled = (env: Record<string, string>) =>
  startApiProcess({ RATE_LIMITS: 'off', ...env }, ['--enable-source-maps', path.join(outDir, 'server.js')]);

beforeAll(async () => {
  maintenance = openPostgres(adminConnectionString(base), 1);
  await run(process.execPath, ['build.mjs', '--outdir', outDir, '--quiet'], { cwd: apiRoot });
}, 120_000);

afterAll(async () => {
  fs.rmSync(outDir, { recursive: true, force: true });
  for (const name of created) await dropDatabase(maintenance, name);
  await maintenance?.close();
});

describe('instances starting together on one empty PostgreSQL database', () => {
  const servers: ApiProcess[] = [];
  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGKILL');
    await Promise.all(servers.map((server) => server.exited));
  });

  it('all become ready; the first migrates and seeds, the others wait and find nothing to do', {
    timeout: 180_000,
  }, async () => {
    const url = await emptyDatabase('together');
    const env = {
      DATABASE_URL: url,
      SEED_DEMO_DATA: 'true',
      BOOTSTRAP_ADMIN_EMAIL: BOOTSTRAP_EMAIL,
      BOOTSTRAP_ADMIN_PASSWORD: 'a long bootstrap password',
    };
    servers.push(startCompiled(env), startCompiled(env), startCompiled(env));
    const addresses = await Promise.all(servers.map((server) => server.listening));
    for (const address of addresses) expect((await fetch(`${address}/api/health`)).status).toBe(200);
    expect(servers.map((server) => server.child.exitCode)).toEqual([null, null, null]);

    expect(await appliedMigrations(url)).toBe(migrationCount);
    const outputs = servers.map((server) => server.output());
    expect(outputs.filter((output) => /"msg":"migrations: applied \d+ of \d+ in/.test(output))).toHaveLength(
      1,
    );
    expect(
      outputs.filter((output) => /"msg":"migrations: the database is up to date/.test(output)),
    ).toHaveLength(2);
    expect(outputs.filter((output) => output.includes('Demo data loaded.'))).toHaveLength(1);
    const [contests] = await rows<{ n: number }>(url, 'select count(*)::int as n from contests');
    expect(contests?.n).toBe(CONTEST_PLANS.length);
    const admins = await rows<{ is_administrator: boolean }>(
      url,
      `select is_administrator from accounts where email = '${BOOTSTRAP_EMAIL}'`,
    );
    expect(admins).toEqual([{ is_administrator: true }]);
  });
});

describe('npm run admin -- migrate, for a release step', () => {
  it('migrates an empty database alone, then finds it up to date', { timeout: 60_000 }, async () => {
    const url = await emptyDatabase('release');
    const first = await admin({ DATABASE_URL: url }, 'migrate');
    expect(first).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(
        new RegExp(`^Applied ${migrationCount} of ${migrationCount} migrations in \\d+ ms\\.\n$`),
      ),
    });
    expect(await appliedMigrations(url)).toBe(migrationCount);
    const again = await admin({ DATABASE_URL: url }, 'migrate');
    expect(again).toMatchObject({
      code: 0,
      stdout: `The database is up to date: all ${migrationCount} migrations applied.\n`,
    });
    expect(await appliedMigrations(url)).toBe(migrationCount);
  });

  it('applies only what an older database lacks', { timeout: 60_000 }, async () => {
    const url = await emptyDatabase('older');
    // The previous version's migrations: this version's folder without its newest entry.
    const previous = fs.mkdtempSync(path.join(os.tmpdir(), 'cj-previous-migrations-'));
    try {
      fs.cpSync(migrationsFolder, previous, { recursive: true });
      const journalFile = path.join(previous, 'meta/_journal.json');
      fs.writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, -1) }));
      const database = openPostgres(url, 1);
      try {
        await migrate(database.db as unknown as Parameters<typeof migrate>[0], {
          migrationsFolder: previous,
        });
      } finally {
        await database.close();
      }
    } finally {
      fs.rmSync(previous, { recursive: true, force: true });
    }
    expect(await appliedMigrations(url)).toBe(migrationCount - 1);
    const upgraded = await admin({ DATABASE_URL: url }, 'migrate');
    expect(upgraded).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(
        new RegExp(`^Applied 1 of ${migrationCount} migrations in \\d+ ms\\.\n$`),
      ),
    });
    expect(await appliedMigrations(url)).toBe(migrationCount);
  });

  it('exits non-zero with the reason when it cannot migrate', { timeout: 60_000 }, async () => {
    const missing = databaseUrl(base, `cj_test_${process.pid}_never_created`);
    const failed = await admin({ DATABASE_URL: missing }, 'migrate');
    expect(failed.code).toBe(1);
    expect(failed.stderr).toBe(
      `Cannot open the database: database "cj_test_${process.pid}_never_created" does not exist\n`,
    );
  });

  it('lets instances skip migrating (MIGRATE_ON_START=false), and they refuse a database that lacks migrations', {
    timeout: 120_000,
  }, async () => {
    const url = await emptyDatabase('skip');
    const env = { DATABASE_URL: url, SEED_DEMO_DATA: 'false', MIGRATE_ON_START: 'false' };
    const early = startCompiled(env);
    expect(await early.exited).toBe(1);
    expect(early.output()).toContain(
      `The database lacks ${migrationCount} of this version's ${migrationCount} migrations. Run \`npm run admin -- migrate\` first`,
    );
    expect(await rows(url, `select to_regclass('drizzle.__drizzle_migrations') as t`)).toEqual([{ t: null }]);

    expect((await admin({ DATABASE_URL: url }, 'migrate')).code).toBe(0);
    const server = startCompiled(env);
    try {
      const address = await server.listening;
      expect((await fetch(`${address}/api/health`)).status).toBe(200);
      expect(server.output()).toContain(
        '"msg":"migrations left to the release step (MIGRATE_ON_START=false)',
      );
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await server.exited).toBe(0);
  });
});
