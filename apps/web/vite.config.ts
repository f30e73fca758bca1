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

/** Vitest renders components in jsdom with React's plugin alone; builds and the dev server are React Router's. */
const isTest = process.env.VITEST !== undefined;

export default defineConfig({
  // The worker is built (closeBundle, one plugin after another) before the build's files are compressed.
  plugins: isTest ? [react()] : [reactRouter(), serviceWorker, precompress()],
  // `@/…` names a file from src/ (as tsconfig.json's paths say), so imports across folders never climb `../../`.
  resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }] },
  server: { port: 5173, proxy: apiProxy },
  // dist/client/.vite/manifest.json: which files each module's chunk needs (build/players-precache.ts reads it).
  build: { sourcemap: true, manifest: true },
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
