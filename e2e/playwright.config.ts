import { defineConfig, devices } from '@playwright/test';
import { PUSH_SERVICE_CA_FILE, PUSH_TEST_VAPID } from './support/push-service';
import { BASE_URL, E2E_ADMIN, E2E_PORT, e2eDataDir } from './support/server-env';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const dataDir = e2eDataDir();

/**
 * Browser tests against the real server, as it runs in production: the built web app served by the compiled API
 * (run `npm run build -w @cj/web && npm run build -w @cj/api` first) on embedded PGlite in a fresh DATA_DIR.
 * Run from the repository root:
 * `npx playwright test --config e2e/playwright.config.ts`.
 */
export default defineConfig({
  testDir: 'tests',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // In CI a story that fails once is run again and, if it passes, reported as flaky (counted, and listed in the
  // output) rather than failing the run; locally a failure is a failure. A flaky story is a bug to fix.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Generous for a busy machine: on two cores, with both workers' browsers and the server (its embedded database in
  // the same thread) sharing them, a page load takes seconds and a long story close to a minute.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: BASE_URL,
    // Recording a trace of every story costs the run time on two cores; in CI, a failed story's second run records
    // one (retries: 1), and locally a failing story keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    navigationTimeout: 20_000,
    actionTimeout: 15_000,
    screenshot: 'only-on-failure',
    // Each story starts in a new browser profile, where the site's service worker would install and fill its precache
    // (every file of the app) while the story runs; only the story of the installed app lets it.
    serviceWorkers: 'block',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'phone',
      // The tablet-turning story sets the window size itself, and neither the first-load budget nor the pages' HTML
      // depends on it: they run once, in the desktop project.
      testIgnore: ['contest-layout.spec.ts', 'first-load.spec.ts', 'page-cards.spec.ts'],
      use: {
        browserName: 'chromium',
        viewport: { width: 375, height: 812 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        // A phone's browser says so: the server renders the page in the phone's layout.
        userAgent: devices['Pixel 5'].userAgent,
      },
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    // The compiled server, as in production (`npm run build -w @cj/api` first).
    command: 'node --enable-source-maps apps/api/dist/server.js',
    // The repository root, where the API resolves the built web app from.
    cwd: '..',
    url: `${BASE_URL}/api/health`,
    // The tests read this run's outbox, so they always start their own server (CJ_E2E_PORT picks another port).
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      NODE_ENV: 'test',
      PORT: String(E2E_PORT),
      // Both 127.0.0.1 and ::1, whichever 'localhost' resolves to first.
      HOST: 'localhost',
      DATA_DIR: dataDir,
      PUBLIC_URL: BASE_URL,
      HARNESS_HOSTS: '127.0.0.1',
      RATE_LIMITS: 'off',
      // A story may ask for a request to be answered later (X-Test-Clock-Offset-Ms; decision 026).
      TEST_CLOCK: 'on',
      SEED_DEMO_DATA: 'false',
      // The administrator the contest fixtures log in as, to build each test's contests through the API.
      BOOTSTRAP_ADMIN_EMAIL: E2E_ADMIN.email,
      BOOTSTRAP_ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      // Never a developer's own database or mail server: embedded PGlite, and e-mails as files in the outbox.
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      HARNESS_PUBLIC_URL: '',
      // Push alerts on, sent to the stories' local HTTPS push service (support/push-service.ts; decision 032).
      ...PUSH_TEST_VAPID,
      TEST_PUSH_SERVICE_CA: PUSH_SERVICE_CA_FILE,
    },
  },
});
