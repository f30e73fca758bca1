import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startApiProcess } from './api-process';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cj-server-'));

const startServer = (env: Record<string, string>) =>
  startApiProcess({ DATA_DIR: dataDir, DATABASE_URL: '', ...env });

let running: ChildProcess | undefined;
afterAll(() => {
  running?.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('serves /api/health, holds the data directory lock, and drains and exits cleanly on SIGTERM', {
    timeout: 120_000,
  }, async () => {
    const server = startServer({ SEED_DEMO_DATA: 'false' });
    running = server.child;
    const address = await server.listening;
    const health = await fetch(`${address}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'up', redis: 'off' });
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

  it('names why the database cannot be opened, in one line without a stack', {
    timeout: 60_000,
  }, async () => {
    const server = startServer({ DATABASE_URL: 'postgres://cj@127.0.0.1:1/contestjockey' });
    expect(await server.exited).toBe(1);
    // One JSON line, as every line the server writes.
    expect(JSON.parse(server.output().trim())).toMatchObject({
      level: 60,
      msg: 'Cannot open the database: connection refused 127.0.0.1:1',
    });
  });

  it('refuses a DATABASE_URL that is not PostgreSQL at start', { timeout: 60_000 }, async () => {
    const server = startServer({ DATABASE_URL: 'mysql://root@127.0.0.1/contestjockey' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(
      'DATABASE_URL: DATABASE_URL must be a postgres:// or postgresql:// URL',
    );
    expect(server.output()).not.toContain('Failed query');
  });

  it('serves metrics on METRICS_PORT only, and closes that listener too on SIGTERM', {
    timeout: 120_000,
  }, async () => {
    const server = startServer({ SEED_DEMO_DATA: 'false', METRICS_PORT: '0' });
    running = server.child;
    const address = await server.listening;
    await vi.waitFor(() => expect(server.output()).toMatch(/metrics listening at http:\/\/127\.0\.0\.1:\d+/));
    const metricsAddress = /metrics listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(server.output())![1]!;
    expect((await fetch(`${address}/api/health`)).status).toBe(200);
    const scraped = await fetch(`${metricsAddress}/metrics`);
    expect(scraped.status).toBe(200);
    expect(await scraped.text()).toContain(
      'http_request_duration_seconds_count{route="/api/health",method="GET",status="200"} 1',
    );
    // The public port may serve the web app at /metrics (the SPA fallback), never the metrics.
    expect(await (await fetch(`${address}/metrics`)).text()).not.toContain('http_request_duration_seconds');

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    await expect(fetch(`${metricsAddress}/metrics`)).rejects.toThrow();
  });

  it('stops at start naming a bad METRICS_PORT', { timeout: 60_000 }, async () => {
    const server = startServer({ METRICS_PORT: 'nine' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('METRICS_PORT: METRICS_PORT must be a port number');
  });
});
