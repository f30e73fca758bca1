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
  },
});
