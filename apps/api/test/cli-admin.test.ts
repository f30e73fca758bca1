import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { lockDataDir } from '../src/db/data-dir-lock';
import { openConfiguredDatabase } from '../src/db/open-configured';
import { accounts } from '../src/db/schema/accounts';

const run = promisify(execFile);
const apiRoot = path.resolve(import.meta.dirname, '..');
const tsx = path.resolve(apiRoot, '../../node_modules/.bin/tsx');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cj-cli-'));
const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', INIT_CWD: apiRoot };

async function admin(...args: string[]) {
  return adminWith(env, ...args);
}

async function adminWith(environment: NodeJS.ProcessEnv, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(tsx, ['src/cli/admin.ts', ...args], {
      cwd: apiRoot,
      env: environment,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function isAdministrator(email: string) {
  const database = await openConfiguredDatabase(loadConfig({ DATA_DIR: dataDir }), 'the test');
  try {
    const [row] = await database.db.select().from(accounts).where(eq(accounts.email, email));
    return row?.isAdministrator;
  } finally {
    await database.close();
  }
}

// The command opens the embedded database in its own process; on PostgreSQL runs the same code path is covered
// by the PGlite run, since only the connection differs.
describe('npm run admin', () => {
  beforeAll(async () => {
    const database = await openConfiguredDatabase(loadConfig({ DATA_DIR: dataDir }), 'the test');
    await database.db
      .insert(accounts)
      .values({ firstName: 'Op', lastName: 'Erator', email: 'Operator@Example.com', passwordHash: 'x' });
    await database.close();
  }, 120_000);
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('grants and revokes the administrator right by e-mail, in any letter case', {
    timeout: 120_000,
  }, async () => {
    const granted = await admin('grant', 'operator@example.com');
    expect(granted.code).toBe(0);
    expect(granted.stdout).toContain('is now an administrator');
    expect(await isAdministrator('Operator@Example.com')).toBe(true);
    const revoked = await admin('revoke', 'OPERATOR@example.com');
    expect(revoked.stdout).toContain('is no longer an administrator');
    expect(await isAdministrator('Operator@Example.com')).toBe(false);
  });

  it('says so for an unknown e-mail and for bad usage', { timeout: 120_000 }, async () => {
    const unknown = await admin('grant', 'nobody@example.com');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No account with the e-mail nobody@example.com');
    const usage = await admin('promote', 'x@example.com');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run admin -- grant <email> | revoke <email> | migrate');
  });

  it('refuses while a server holds the embedded database, and leaves it intact', {
    timeout: 120_000,
  }, async () => {
    const unlock = lockDataDir(dataDir, 'the Contest Jockey server');
    try {
      const refused = await admin('grant', 'operator@example.com');
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('is in use by the Contest Jockey server');
    } finally {
      unlock();
    }
    expect(await isAdministrator('Operator@Example.com')).toBe(false);
  });

  it('migrates a new embedded database alone, then finds it up to date; other commands check it first when told not to migrate', {
    timeout: 120_000,
  }, async () => {
    const fresh = fs.mkdtempSync(path.join(os.tmpdir(), 'cj-cli-migrate-'));
    try {
      const freshEnv = { ...env, DATA_DIR: fresh, MIGRATE_ON_START: 'false' };
      const refused = await adminWith(freshEnv, 'grant', 'operator@example.com');
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(
        /^The database lacks (\d+) of this version's \1 migrations\. Run `npm run admin -- migrate` first/,
      );
      const migrated = await adminWith(freshEnv, 'migrate');
      expect(migrated).toMatchObject({
        code: 0,
        stdout: expect.stringMatching(/^Applied (\d+) of \1 migrations in \d+ ms\.\n$/),
      });
      const again = await adminWith(freshEnv, 'migrate');
      expect(again).toMatchObject({
        code: 0,
        stdout: expect.stringMatching(/^The database is up to date: all \d+ migrations applied\.\n$/),
      });
      const checked = await adminWith(freshEnv, 'grant', 'operator@example.com');
      expect(checked).toMatchObject({
        code: 1,
        stderr: 'No account with the e-mail operator@example.com.\n',
      });
    } finally {
      fs.rmSync(fresh, { recursive: true, force: true });
    }
  });
});
