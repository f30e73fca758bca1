import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { withoutAdminArea } from './build/players-precache';
import { precompress } from './build/precompress';

const API_TARGET = process.env.API_URL ?? 'http://localhost:3000';

/** The API answers by the Host header (harness brand), so the proxy keeps the browser's Host. It also serves uploads. */
const apiProxy = {
  '/api': { target: API_TARGET, changeOrigin: false },
  '/uploads': { target: API_TARGET, changeOrigin: false },
};

/**
 * The service worker (src/service-worker/sw.ts, built to dist/sw.js) precaches the built static files a player's
 * pages can use (build/players-precache.ts: not the admin area's). Never index.html: it is a template the server
 * fills in per brand, and the worker fetches pages from the server. The manifest is the server's too (one per brand,
 * apps/api/src/plugins/web-manifest.ts), and the page registers the worker itself (src/lib/service-worker.ts), after
 * it has loaded.
 */
const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/service-worker',
  filename: 'sw.ts',
  injectRegister: false,
  manifest: false,
  injectManifest: {
    globPatterns: ['assets/**/*.{js,css,woff2}', 'icons/*.png', 'offline.html', 'offline.js', 'favicon.svg'],
    // Hashed files need no revision of their own.
    dontCacheBustURLsMatching: /^assets\//,
    manifestTransforms: [withoutAdminArea(fileURLToPath(new URL('./dist/client/', import.meta.url)))],
  },
});

/**
 * Few files instead of sixty to ninety a page: a phone on HTTP/1.1 opens six connections to the site, and each small
 * file a page needs costs it a round trip. Three groups, each one file with the modules it imports:
 * - framework: what every page runs (React, React Router, Emotion, MUI's styling core, TanStack Query);
 * - site: the app's root, layouts, shared components and helpers, and the game's rules, minus what only forms, the
 *   admin area or a part shown later use (their libraries, zod among them, would join every page);
 * - contest: the contest and leaderboard pages' common parts (their data reads, rows, headers and cards).
 * Everything else (each page's own module, the admin area, parts loaded when shown) is split as the bundler sees
 * fit. `npm run first-load:report` shows what each page loads; e2e/tests/first-load.spec.ts holds the budgets.
 */
const SITE_MODULES = [
  /[\\/]src[\\/](app|lib|config|components)[\\/]/,
  /[\\/]src[\\/]api[\\/](ads|contests|plays[\\/]get-|races[\\/]race-data-keys)/,
  /[\\/]shared[\\/]src[\\/](rules[\\/](?!format-before-publishing|password)|enums|constants|[a-z]+-messages)/,
  /[\\/]shared[\\/]src[\\/](contest-event-types|brand-colors|analytics-limits)/,
  /[\\/]@mui[\\/]material[\\/](Card|CardContent|CardActionArea|Chip|Divider)[\\/]/,
];
/** What only forms, the admin area or a part loaded when first shown use: kept out, or every page would load it. */
const OUTSIDE_THE_SITE = [
  /[\\/]components[\\/](admin[\\/]|races[\\/](use-runner|runner-choice))/,
  /[\\/]components[\\/]ui[\\/](file-picker|form-|name-fields|new-password-fields|upload-progress|safe-html|server-sanitized)/,
  /[\\/]components[\\/](layouts[\\/](nav-drawer|form-page)|app-update[\\/]app-update-snackbar|flash[\\/]flash-snackbar)/,
  /[\\/]app[\\/](routes|layouts[\\/]admin-area|guards)/,
  /[\\/]lib[\\/](password-|image-file|api-upload|delete-push|prefetch\.server|dates|browser-push|service-worker)/,
  /[\\/]lib[\\/](color-contrast|idempotency-key)/,
];
const inSite = (id: string) =>
  SITE_MODULES.some((folder) => folder.test(id)) && !OUTSIDE_THE_SITE.some((part) => part.test(id));

const chunkGroups = [
  {
    name: 'framework',
    test: /node_modules[\\/](react|react-dom|react-router|scheduler|@emotion|@mui[\\/](system|styled-engine|utils|private-theming)|@mui[\\/]material[\\/](styles|utils)|@tanstack|stylis|hoist-non-react-statics|cookie|set-cookie-parser|turbo-stream)[\\/]/,
    priority: 2,
  },
  {
    name: 'site',
    test: inSite,
    priority: 1,
  },
  {
    name: 'contest',
    test: /[\\/]src[\\/]features[\\/]contest[\\/](api[\\/]get-|utils[\\/]|components[\\/](leaderboard-|runner-list|race-|races|info-card|prize|contest-header|official-chip|registration-card|information-section))/,
  },
];

/** Vitest renders components in jsdom with React's plugin alone; builds and the dev server are React Router's. */
const isTest = process.env.VITEST !== undefined;

export default defineConfig(({ isSsrBuild }) => ({
  // The worker is built (closeBundle, one plugin after another) before the build's files are compressed.
  plugins: isTest ? [react()] : [reactRouter(), serviceWorker, precompress()],
  // `@/…` names a file from src/ (as tsconfig.json's paths say), so imports across folders never climb `../../`.
  resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }] },
  // Files of the whole repository may be served (its node_modules hold the fonts the app imports by URL), whichever
  // folder Vite or Vitest was started from.
  server: { port: 5173, proxy: apiProxy, fs: { allow: [fileURLToPath(new URL('../..', import.meta.url))] } },
  // dist/client/.vite/manifest.json: which files each module's chunk needs (build/players-precache.ts reads it).
  build: {
    sourcemap: true,
    manifest: true,
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: chunkGroups } } },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    // A fixed viewer zone: times read '1:05 PM ET · 5:05 PM your time' whatever the machine's own zone.
    env: { TZ: 'UTC' },
    restoreMocks: true,
    unstubGlobals: true,
    // Rendering MUI pages in jsdom is CPU-bound; on a busy 2-core machine a full page test can take seconds.
    testTimeout: 20_000,
    // Vitest's default is one worker fewer than the cores (one here); two keep both cores busy.
    maxWorkers: 2,
    // A worker keeps the modules and the jsdom window it loaded for its next file instead of loading React, MUI and
    // the app again for each of them: about half the stage's time. Files must not leave state behind:
    // testing/setup.ts resets what the app keeps in modules (analytics, storage, cookies) before and after each
    // test, and no file mocks an app module (a `vi.mock` would reach the files run after it in that worker).
    isolate: false,
  },
}));
