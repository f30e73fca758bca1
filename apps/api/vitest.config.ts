import { defineConfig } from 'vitest/config';

const postgres = process.env.CJ_TEST_DB === 'postgres';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    setupFiles: ['test/setup.ts'],
    globalSetup: ['test/global-setup.ts'],
    name: postgres ? 'api (PostgreSQL)' : 'api (PGlite)',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one on this 2-core machine, leaving a core idle while
    // PGlite (in the worker) or PostgreSQL (beside it) works. Test files share nothing, so two run at once.
    maxWorkers: 2,
  },
});
