// The compiled API serving a snapshot of the builds on a fresh embedded database with the demo data, for the
// measuring scripts (npm run lighthouse, first-load:report and first-load:profile). The snapshot lives inside the
// repository (tmp/ is ignored) so the server still finds node_modules, and a rebuild meanwhile changes nothing under it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * How long the server may take to migrate, seed and answer: a few seconds on a quiet machine, over a minute on a
 * busy one (DEMO_SERVER_TIMEOUT_SECONDS sets it).
 */
const HEALTH_TIMEOUT_SECONDS = Number(process.env.DEMO_SERVER_TIMEOUT_SECONDS ?? 180);

async function waitForHealth(baseUrl, server) {
  const deadline = Date.now() + HEALTH_TIMEOUT_SECONDS * 1000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}) before answering`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer /api/health within ${HEALTH_TIMEOUT_SECONDS} s`);
}

/** A new, empty snapshot folder `tmp/<name>-…` in the repository, removed when the process exits. */
export function snapshotDir(name) {
  fs.mkdirSync(path.join(root, 'tmp'), { recursive: true });
  const snapshot = fs.mkdtempSync(path.join(root, 'tmp', `${name}-`));
  process.on('exit', () => fs.rmSync(snapshot, { recursive: true, force: true }));
  return snapshot;
}

/**
 * Starts `<snapshot>/apps/api/dist/server.js` in production mode on a free port and answers its base URL once it is
 * healthy. The server and its data folder go when this process exits; Ctrl-C and SIGTERM exit it.
 */
export async function startDemoServer(snapshot, name) {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `cj-${name}-data-`));
  const server = spawn('node', ['--enable-source-maps', 'apps/api/dist/server.js'], {
    cwd: snapshot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // Required in production; nothing is e-mailed here.
      EMAIL_LINK_SECRET: `${name}-run-only-secret-0123456789abcdef`,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      PUBLIC_URL: baseUrl,
      SEED_DEMO_DATA: 'true',
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
    },
  });
  process.on('exit', () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  process.on('SIGINT', () => process.exit(130));
  process.on('SIGTERM', () => process.exit(143));
  await waitForHealth(baseUrl, server);
  return baseUrl;
}

/** A contest of the demo data with entries, so both its pages have content. */
export async function demoContestSlug(baseUrl) {
  const response = await fetch(`${baseUrl}/api/upcoming/contests?p=1`);
  if (!response.ok) throw new Error(`GET /api/upcoming/contests answered ${response.status}`);
  const contests = await response.json();
  if (!Array.isArray(contests) || contests.length === 0)
    throw new Error('the demo data has no upcoming contest');
  return contests[0].slug;
}
