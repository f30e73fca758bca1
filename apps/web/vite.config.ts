import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { inlineCss } from './build/inline-css';
import { lowPriorityScripts } from './build/low-priority-scripts';
import { muiThemeWithoutCssVariables } from './build/mui-theme-without-css-variables';
import { pageModules } from './build/page-modules';
import { withoutAdminArea } from './build/players-precache';
import { precompress } from './build/precompress';
import { preloadFonts } from './build/preload-fonts';
import { publicPageGroups } from './build/public-page-groups';

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
    manifestTransforms: [withoutAdminArea(fileURLToPath(new URL('./dist/', import.meta.url)))],
  },
});

const publicPages = publicPageGroups();

export default defineConfig({
  // The worker is built (closeBundle, one plugin after another) before the build's files are compressed.
  plugins: [
    react(),
    muiThemeWithoutCssVariables(),
    publicPages.plugin,
    preloadFonts(),
    inlineCss(),
    lowPriorityScripts(),
    pageModules(),
    serviceWorker,
    precompress(),
  ],
  // The API serves dist/ with an index.html fallback for every path, so assets must be absolute.
  base: '/',
  // `@/…` names a file from src/ (as tsconfig.json's paths say), so imports across folders never climb `../../`.
  resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }] },
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: which files each source module's chunk needs. The server reads it with the page
    // table (build/page-modules.ts) to write each page's modulepreload links into its HTML (decision 040).
    manifest: true,
    // No group for MUI's components or zod: a group is one chunk, so every page would load all of them that any page
    // uses. Left to itself the bundler splits shared code by the pages that use it, and each page loads what it needs.
    // Two groups hold only what the entry imports statically ('$initial': the code every page runs before its own):
    // `framework` (React, the router, emotion, MUI's styling core, TanStack Query) and `shell` (the app shell and the
    // MUI components it shows), which the bundler folds into the entry file. Two files instead of two dozen slivers,
    // each a request on a phone's slow connection with its own imports and exports (12 to 15 KB less per
    // page; the files compress better). A module only later pages use stays out of both.
    // Two more (build/public-page-groups.ts, decision 043) gather what the home, contest and leaderboard pages share
    // and what only the contest and leaderboard pages share, worked out from the module graph; a third (decision 045)
    // what only the contest page of the three uses that other routes import too.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@emotion[\\/][^\\/]+|@mui[\\/](system|utils|styled-engine|private-theming)|@tanstack[\\/][^\\/]+|stylis|hoist-non-react-statics|@babel[\\/]runtime|clsx|prop-types|react-is|react-transition-group|cookie|set-cookie-parser)[\\/]/,
              tags: ['$initial'],
            },
            { name: 'shell', tags: ['$initial'] },
            ...publicPages.groups,
          ],
        },
      },
    },
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
});
