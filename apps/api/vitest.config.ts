import { spawnSync } from 'node:child_process';
import { configDefaults, defineConfig } from 'vitest/config';
import { ownPostgresMissing } from './test/own-postgres';

const postgres = process.env.CJ_TEST_DB === 'postgres';
const redis = Boolean(process.env.TEST_REDIS_URL);
const noOwnPostgres = ownPostgresMissing();
/** Debian's redis-server, for the tests that start, stop and pause a Redis of their own. */
const redisServer = spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

/**
 * Test files that mean something only on one database or with Redis. A run leaves out what it cannot run and says
 * so, instead of counting those tests as skipped.
 */
const RUN_SCOPED_FILES = [
  {
    files: [
      'test/api/concurrency-plays.test.ts',
      'test/api/concurrency-enroll.test.ts',
      'test/api/concurrency-change-play.test.ts',
      'test/api/concurrency-push-subscriptions.test.ts',
      'test/api/concurrency-lock-order.test.ts',
      'test/api/concurrency-race-day.test.ts',
      'test/api/concurrency-idempotency.test.ts',
    ],
    runs: postgres,
    why: 'races between transactions need PostgreSQL (PGlite is one connection)',
  },
  {
    files: ['test/pool-kept-warm.test.ts'],
    runs: postgres,
    why: "PostgreSQL's connection pool (PGlite has none)",
  },
  {
    files: ['test/start-together.test.ts'],
    runs: postgres,
    why: 'server processes starting together and the release step on empty PostgreSQL databases',
  },
  {
    files: [
      'test/cli-admin.test.ts',
      'test/backup-restore.test.ts',
      'test/server-process.test.ts',
      'test/compiled-server.test.ts',
      'test/admin-without-dev-packages.test.ts',
    ],
    runs: !postgres,
    why: 'processes on the embedded database; the PGlite run covers them',
  },
  {
    files: ['test/database-faults.test.ts'],
    runs: !postgres && noOwnPostgres === null,
    why: noOwnPostgres
      ? `it starts and stops a PostgreSQL of its own: ${noOwnPostgres}`
      : 'a PostgreSQL of its own, started and stopped; the PGlite run covers it',
  },
  {
    files: ['test/api/rate-limits-redis.test.ts', 'test/redis-event-bus.test.ts'],
    runs: redis,
    why: 'TEST_REDIS_URL is not set',
  },
  {
    files: ['test/redis-faults.test.ts'],
    runs: redisServer,
    why: 'redis-server is not installed (Debian package redis-server)',
  },
  {
    files: ['test/multi-instance-events.test.ts'],
    runs: postgres && redis,
    why: 'two API processes need the PostgreSQL run and TEST_REDIS_URL',
  },
];

const leftOut = RUN_SCOPED_FILES.filter((group) => !group.runs);
for (const group of leftOut) {
  console.log(`Not in this run: ${group.files.join(', ')} (${group.why}).`);
}

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...leftOut.flatMap((group) => group.files)],
    setupFiles: ['test/setup.ts'],
    globalSetup: ['test/global-setup.ts'],
    name: postgres ? 'api (PostgreSQL)' : 'api (PGlite)',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one on this 2-core machine, leaving a core idle while
    // PGlite (in the worker) or PostgreSQL (beside it) works. Test files share nothing, so two run at once.
    maxWorkers: 2,
    // Test files share no state (each opens its own database and app), so a worker keeps the modules it loaded for
    // the next file instead of loading the app again: a quarter of the suite's time went to imports.
    isolate: false,
  },
});
