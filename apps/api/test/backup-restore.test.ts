import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { lockDataDir } from '../src/db/data-dir-lock';
import { openConfiguredDatabase } from '../src/db/open-configured';
import { seedDemoData } from '../src/db/seed/demo';
import { signupAccount } from './accounts-helpers';
import { PNG, postImageForm } from './image-fixtures';
import { createTestApp } from './test-app';

const run = promisify(execFile);
const apiRoot = path.resolve(import.meta.dirname, '..');
const tsx = path.resolve(apiRoot, '../../node_modules/.bin/tsx');
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cj-backup-'));
const source = path.join(workDir, 'source');
const backupFile = path.join(workDir, 'backup.tar.gz');

async function admin(dataDir: string, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(tsx, ['src/cli/admin.ts', ...args], {
      cwd: apiRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', INIT_CWD: apiRoot },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/**
 * The backup extracted with node-tar into a folder of its own, changed there by `change`, which answers the entries
 * to pack again (by default in the backup's order), packed to `<name>.tar.gz`.
 */
async function repack(name: string, change: (folder: string, entries: string[]) => string[] | undefined) {
  const folder = path.join(workDir, 'repacked', name, 'files');
  fs.mkdirSync(folder, { recursive: true });
  const entries: string[] = [];
  await tar.extract({ file: backupFile, cwd: folder, onReadEntry: (entry) => entries.push(entry.path) });
  const file = path.join(workDir, `${name}.tar.gz`);
  await tar.create({ file, cwd: folder, gzip: true }, change(folder, entries) ?? entries);
  return file;
}

interface Snapshot {
  contests: unknown[];
  entries: unknown[];
  plays: unknown[];
  leaderboards: unknown[];
  photo: { url: string; bytes: Buffer };
}

/**
 * The data dir's contests, entries and plays read in SQL, each contest's leaderboard and the account's photo read
 * through the API (the app serving uploads from that data dir).
 */
async function snapshot(dataDir: string, photoOwner: { email: string }): Promise<Snapshot> {
  const database = await openConfiguredDatabase(loadConfig({ DATA_DIR: dataDir }), 'the test');
  const test = await createTestApp({ database, env: { DATA_DIR: dataDir } });
  try {
    const rows = async (query: ReturnType<typeof sql>) =>
      ((await database.db.execute(query)) as unknown as { rows: unknown[] }).rows;
    const contests = await rows(sql`select * from contests order by id`);
    const leaderboards = [];
    for (const contest of contests as { id: number }[]) {
      const page = await test.app.inject({ method: 'GET', url: `/api/contest/${contest.id}/players` });
      expect(page.statusCode).toBe(200);
      leaderboards.push(page.json());
    }
    const [owner] = (await rows(sql`select photo_path from accounts where email = ${photoOwner.email}`)) as {
      photo_path: string | null;
    }[];
    const url = `/uploads/${owner?.photo_path}`;
    const photo = await test.app.inject({ method: 'GET', url });
    expect(photo.statusCode).toBe(200);
    return {
      contests,
      entries: await rows(sql`select * from contest_players order by id`),
      plays: await rows(sql`select * from wagers order by id`),
      leaderboards,
      photo: { url, bytes: photo.rawPayload },
    };
  } finally {
    await test.close();
    await database.close();
  }
}

// The embedded database only: PostgreSQL is backed up with pg_dump (docs/runbook.md, Backups), which the command says.
describe('npm run admin -- backup / restore (embedded database)', () => {
  let before: Snapshot;
  const owner = { email: 'photo.owner@example.com', password: 'a photo owner of the backup' };

  beforeAll(async () => {
    const database = await openConfiguredDatabase(loadConfig({ DATA_DIR: source }), 'the test');
    const test = await createTestApp({ database, env: { DATA_DIR: source } });
    try {
      await seedDemoData(database.db, { now: new Date(), log: () => {} });
      const account = await signupAccount(test.app, owner);
      const uploaded = await postImageForm(test.app, '/api/profile/photo', account.headers, {}, [
        { filename: 'me.png', bytes: PNG },
      ]);
      expect(uploaded.statusCode).toBe(200);
    } finally {
      await test.close();
      await database.close();
    }
    before = await snapshot(source, owner);
  }, 180_000);
  afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

  it('the data set has finalized races: ranked leaderboards, plays and an uploaded photo', () => {
    const ranked = (before.entries as { rank: number | null }[]).filter((entry) => entry.rank !== null);
    expect(ranked.length).toBeGreaterThan(10);
    expect(before.plays.length).toBeGreaterThan(10);
    expect(before.photo.bytes).toEqual(PNG);
  });

  it('refuses while a server holds the data dir, and writes nothing', async () => {
    const unlock = lockDataDir(source, 'the Contest Jockey server');
    try {
      const refused = await admin(source, 'backup', backupFile);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('is in use by the Contest Jockey server');
    } finally {
      unlock();
    }
    expect(fs.existsSync(backupFile)).toBe(false);
  });

  it('backs up, then restores into a fresh data dir with the same contests, entries, plays, leaderboards and upload', {
    timeout: 180_000,
  }, async () => {
    const backedUp = await admin(source, 'backup', backupFile);
    expect(backedUp).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(
        /^Backed up the embedded database \(\d+ migrations, PostgreSQL [\d.]+\) and 1 uploaded files to /,
      ),
    });
    // A plain .tar.gz that tar lists: the manifest, the database's dump, the upload (and the e-mail link secret).
    const { stdout: listed } = await run('tar', ['tzf', backupFile]);
    expect(
      listed
        .trim()
        .split('\n')
        .filter((entry) => entry !== 'email-link-secret'),
    ).toEqual(['manifest.json', 'pglite.tar', `uploads/${before.photo.url.slice('/uploads/'.length)}`]);
    const fresh = path.join(workDir, 'fresh');
    const restored = await admin(fresh, 'restore', backupFile);
    expect(restored).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(
        /^Restored the embedded database of \S+ \(\d+ migrations\) and 1 uploaded files into /,
      ),
    });
    const after = await snapshot(fresh, owner);
    expect(after.contests).toEqual(before.contests);
    expect(after.entries).toEqual(before.entries);
    expect(after.plays).toEqual(before.plays);
    expect(after.leaderboards).toEqual(before.leaderboards);
    expect(after.photo).toEqual(before.photo);
  });

  it('refuses to restore over a database unless told --force, which replaces it', {
    timeout: 180_000,
  }, async () => {
    const target = path.join(workDir, 'occupied');
    const database = await openConfiguredDatabase(loadConfig({ DATA_DIR: target }), 'the test');
    await database.close();
    const refused = await admin(target, 'restore', backupFile);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('already holds a database or uploads');
    const forced = await admin(target, 'restore', backupFile, '--force');
    expect(forced.code).toBe(0);
    const after = await snapshot(target, owner);
    expect(after.entries).toEqual(before.entries);
  });

  it('refuses a backup from a version with more migrations, and writes no upload outside uploads/', {
    timeout: 120_000,
  }, async () => {
    const newer = await repack('newer', (folder) => {
      const manifest = path.join(folder, 'manifest.json');
      const read = JSON.parse(fs.readFileSync(manifest, 'utf8'));
      fs.writeFileSync(manifest, JSON.stringify({ ...read, migrations: 999 }));
      return undefined;
    });
    const refused = await admin(path.join(workDir, 'for-newer'), 'restore', newer);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('was made by a newer version (its database has 999 migrations');
    expect(fs.existsSync(path.join(workDir, 'for-newer', 'pglite'))).toBe(false);

    // An entry named to climb out of uploads/: packed from the file two folders above the repacked uploads/.
    const climbing = await repack('climbing', (folder, entries) => {
      fs.writeFileSync(path.join(folder, '..', 'escaped.png'), PNG);
      return [...entries, 'uploads/../../escaped.png'];
    });
    const packed: string[] = [];
    await tar.list({ file: climbing, onReadEntry: (entry) => packed.push(entry.path) });
    expect(packed).toContain('uploads/../../escaped.png');
    const target = path.join(workDir, 'for-climbing');
    const restored = await admin(target, 'restore', climbing);
    expect(restored.code).toBe(0);
    expect(fs.existsSync(path.join(workDir, 'escaped.png'))).toBe(false);
    expect(fs.existsSync(path.join(target, 'escaped.png'))).toBe(false);
    expect(fs.readdirSync(path.join(target, 'uploads'))).toEqual([
      before.photo.url.slice('/uploads/'.length),
    ]);
  });

  it('refuses a cut-off or damaged archive, and one cut between two entries, writing nothing', {
    timeout: 120_000,
  }, async () => {
    const whole = fs.readFileSync(backupFile);
    const tarred = zlib.gunzipSync(whole);
    const damagedHeader = Buffer.from(tarred);
    damagedHeader[0] = damagedHeader[0]! ^ 0xff;
    const withoutUpload = await repack('without-upload', (_folder, entries) =>
      entries.filter((entry) => !entry.startsWith('uploads/')),
    );
    const cases = [
      {
        name: 'cut-off',
        data: whole.subarray(0, Math.floor(whole.length / 2)),
        says: 'unexpected end of file',
      },
      { name: 'cut-inside', data: zlib.gzipSync(tarred.subarray(0, 4096)), says: 'Truncated input' },
      { name: 'damaged', data: zlib.gzipSync(damagedHeader), says: 'checksum failure' },
    ];
    for (const { name, data, says } of cases) {
      const file = path.join(workDir, `${name}.tar.gz`);
      fs.writeFileSync(file, data);
      const target = path.join(workDir, `for-${name}`);
      const refused = await admin(target, 'restore', file);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(
        `${file} is not a gzip-compressed archive, or it is damaged or cut off`,
      );
      expect(refused.stderr).toContain(says);
      expect(fs.existsSync(path.join(target, 'pglite'))).toBe(false);
    }
    const target = path.join(workDir, 'for-without-upload');
    const refused = await admin(target, 'restore', withoutUpload);
    expect(refused).toMatchObject({
      code: 1,
      stderr: `${withoutUpload} is cut off: it holds 0 of the 1 uploaded files its manifest lists.\n`,
    });
    expect(fs.existsSync(path.join(target, 'pglite'))).toBe(false);
  });

  it('points to pg_dump and pg_restore in the runbook when DATABASE_URL is set, and refuses a file that is not a backup', {
    timeout: 120_000,
  }, async () => {
    const onPostgres = (...args: string[]) =>
      run(tsx, ['src/cli/admin.ts', ...args], {
        cwd: apiRoot,
        env: { ...process.env, DATA_DIR: source, DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none' },
      }).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => error,
      );
    const backup = await onPostgres('backup', backupFile);
    expect(backup.code).toBe(1);
    expect(backup.stderr).toContain('pg_dump -Fc');
    expect(backup.stderr).toContain('see docs/runbook.md (Backups)');
    const restore = await onPostgres('restore', backupFile);
    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain('`pg_restore`: see docs/runbook.md (Backups)');
    const notBackup = path.join(workDir, 'not-a-backup.tar.gz');
    fs.writeFileSync(notBackup, 'hello');
    const refused = await admin(path.join(workDir, 'other'), 'restore', notBackup);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`${notBackup} is not a gzip-compressed archive`);
  });
});
