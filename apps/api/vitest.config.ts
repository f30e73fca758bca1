import { configDefaults, defineConfig } from 'vitest/config';

const postgres = process.env.CJ_TEST_DB === 'postgres';
const redis = Boolean(process.env.TEST_REDIS_URL);

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
    files: ['test/cli-admin.test.ts', 'test/server-process.test.ts', 'test/compiled-server.test.ts'],
    runs: !postgres,
    why: 'processes on the embedded database; the PGlite run covers them',
  },
  {
    files: ['test/api/rate-limits-redis.test.ts', 'test/redis-event-bus.test.ts'],
    runs: redis,
    why: 'TEST_REDIS_URL is not set',
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
