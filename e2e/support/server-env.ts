import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Where the browser tests' server runs and keeps its data. The Playwright runner loads the config first and makes
 * a fresh, empty DATA_DIR for the run; its workers load the config again and inherit the folder through
 * `CJ_E2E_DATA_DIR`, so tests can read the server's outbox (`DATA_DIR/outbox`).
 */
export const E2E_PORT = Number(process.env.CJ_E2E_PORT ?? 3210);

/** The thoroughbred brand, Contest Jockey. */
export const BASE_URL = `http://localhost:${E2E_PORT}`;

/** The same server under a host listed in HARNESS_HOSTS: the harness brand, Harness Jockey. */
export const HARNESS_URL = `http://127.0.0.1:${E2E_PORT}`;

/**
 * The administrator the server creates at start (BOOTSTRAP_ADMIN_EMAIL/PASSWORD), so tests can build contests, races
 * and results through the admin API. A constant: each run's database is fresh.
 */
export const E2E_ADMIN = {
  email: 'e2e-admin@example.com',
  password: 'e2e-admin-steeplechase-2024',
} as const;

const DATA_DIR_VARIABLE = 'CJ_E2E_DATA_DIR';

/**
 * The run's DATA_DIR. The first call (in the runner process) creates it and removes it when the runner exits,
 * which is after the web server has stopped; later calls (and the workers) reuse it.
 */
export function e2eDataDir(): string {
  const existing = process.env[DATA_DIR_VARIABLE];
  if (existing) return existing;
  const created = fs.mkdtempSync(path.join(os.tmpdir(), 'cj-e2e-'));
  process.env[DATA_DIR_VARIABLE] = created;
  process.on('exit', () => fs.rmSync(created, { recursive: true, force: true }));
  return created;
}

export function outboxDir(): string {
  return path.join(e2eDataDir(), 'outbox');
}
