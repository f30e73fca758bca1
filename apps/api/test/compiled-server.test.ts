import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess } from './api-process';

const run = promisify(execFile);
const apiRoot = path.resolve(import.meta.dirname, '..');
// Inside the package, so the compiled files find node_modules as dist/ does.
const outDir = path.join(apiRoot, 'dist', `test-${process.pid}`);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cj-compiled-'));

/** Runs a compiled file with plain Node: no tsx, no TypeScript loader. */
const node = (file: string, args: string[] = []) =>
  run(process.execPath, [path.join(outDir, file), ...args], {
    cwd: apiRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });

beforeAll(async () => {
  await run(process.execPath, ['build.mjs', '--outdir', outDir], { cwd: apiRoot });
}, 60_000);
afterAll(() => {
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the compiled server (npm run build -w @cj/api)', () => {
  it('is JavaScript with the shared package compiled in and the migrations beside it', () => {
    const server = fs.readFileSync(path.join(outDir, 'server.js'), 'utf8');
    expect(server).not.toMatch(/from ["']@cj\/shared/);
    expect(server).not.toContain('tsx');
    expect(fs.readdirSync(path.join(outDir, 'migrations'))).toContain('0000_initial.sql');
    expect(fs.existsSync(path.join(outDir, 'migrations', 'meta', '_journal.json'))).toBe(true);
  });

  it('starts with plain Node, migrates, answers, logs its start-up time and memory once, and stops on SIGTERM', {
    timeout: 120_000,
  }, async () => {
    const server = startApiProcess({ DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO_DATA: 'false' }, [
      '--enable-source-maps',
      path.join(outDir, 'server.js'),
    ]);
    try {
      const address = await server.listening;
      const health = await fetch(`${address}/api/health`);
      expect(health.status).toBe(200);
      const signup = await fetch(`${address}/api/account/signup`, { method: 'POST' });
      expect(signup.status).toBe(400);
      const ready = server.output().match(/"msg":"ready in (\d+) ms, (\d+) MB resident"/g) ?? [];
      expect(ready).toHaveLength(1);
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await server.exited).toBe(0);
  });

  it('runs the admin command compiled too', { timeout: 60_000 }, async () => {
    const usage = await node('admin.js').catch((error: { code: number; stderr: string }) => error);
    expect(usage).toMatchObject({ code: 2, stderr: expect.stringContaining('Usage: npm run admin') });
    const missing = await node('admin.js', ['grant', 'nobody@example.com']).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(missing).toMatchObject({ code: 1, stderr: 'No account with the e-mail nobody@example.com.\n' });
  });
});
