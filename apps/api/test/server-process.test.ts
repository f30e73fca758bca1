import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const apiRoot = path.resolve(import.meta.dirname, '..');
const tsx = path.resolve(apiRoot, '../../node_modules/.bin/tsx');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cj-server-'));

function startServer(env: Record<string, string>) {
  const child = spawn(tsx, ['src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ...env,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (address) resolve(address);
    });
    void exited.then((code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
  listening.catch(() => {}); // a start that is meant to fail is awaited through `exited`
  return { child, listening, exited, output: () => output };
}

let running: ChildProcess | undefined;
afterAll(() => {
  running?.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe.runIf(process.env.CJ_TEST_DB !== 'postgres')('the server process', () => {
  it('serves /api/health, holds the data directory lock, and drains and exits cleanly on SIGTERM', {
    timeout: 120_000,
  }, async () => {
    const server = startServer({ SEED_DEMO_DATA: 'false' });
    running = server.child;
    const address = await server.listening;
    const health = await fetch(`${address}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });
    expect(fs.existsSync(path.join(dataDir, '.lock'))).toBe(true);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutting down: draining requests');
    expect(fs.existsSync(path.join(dataDir, '.lock'))).toBe(false);
  });

  it('stops at start with a message naming a badly configured variable', { timeout: 60_000 }, async () => {
    const server = startServer({ PORT: 'eighty' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT: PORT must be a number');
  });
});
