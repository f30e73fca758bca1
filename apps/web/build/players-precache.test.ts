import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminOnlyFiles, type ManifestChunk, withoutAdminArea } from './players-precache';

/** React Router's name for a route module's entry in the manifest. */
const route = (file: string) => `${file}?__react-router-build-client-route`;
const ADMIN_AREA = route('src/app/layouts/admin-area.tsx');

/** A build's manifest in small: the browser's entry, and each route module an entry of its own. */
const manifest: Record<string, ManifestChunk> = {
  'src/app/entry.client.tsx': {
    file: 'assets/entry.client.js',
    isEntry: true,
    imports: ['_framework.js'],
    css: ['assets/root.css'],
  },
  '_framework.js': { file: 'assets/framework.js' },
  [route('src/features/home/routes/home.tsx')]: {
    file: 'assets/home.js',
    isEntry: true,
    imports: ['_framework.js'],
  },
  [route('src/features/account/routes/account.tsx')]: {
    file: 'assets/account.js',
    isEntry: true,
    imports: ['_TextField.js'],
    dynamicImports: ['src/features/account/chart.tsx'],
  },
  'src/features/account/chart.tsx': { file: 'assets/chart.js' },
  '_TextField.js': { file: 'assets/TextField.js' },
  [ADMIN_AREA]: { file: 'assets/admin-area.js', isEntry: true, imports: ['_framework.js'] },
  [route('src/features/admin-ads/ads-page.tsx')]: {
    isEntry: true,
    file: 'assets/ads-page.js',
    imports: ['_TextField.js', '_Autocomplete.js'],
    css: ['assets/ads-page.css'],
  },
  '_Autocomplete.js': { file: 'assets/Autocomplete.js', assets: ['assets/admin-only.woff2'] },
};

describe("the service worker's precache (build/players-precache.ts)", () => {
  it('leaves out what only the admin area loads, and keeps what a player page can load, also lazily', () => {
    expect(adminOnlyFiles(manifest)).toEqual(
      new Set([
        'assets/admin-area.js',
        'assets/ads-page.js',
        'assets/ads-page.css',
        'assets/Autocomplete.js',
        'assets/admin-only.woff2',
      ]),
    );
  });

  it('filters the precache list by the manifests the build wrote, and fails the build without them', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'players-precache-'));
    const transform = withoutAdminArea(dist);
    const entries = [
      'assets/entry.client.js',
      'assets/TextField.js',
      'assets/ads-page.js',
      'offline.html',
    ].map((url) => ({ url, revision: null, size: 1 }));
    expect(() => transform(entries)).toThrow(/manifest\.json is missing/);

    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
    const result = await transform(entries);
    expect(result.manifest.map((entry) => entry.url)).toEqual([
      'assets/entry.client.js',
      'assets/TextField.js',
      'offline.html',
    ]);
    fs.rmSync(dist, { recursive: true });
  });
});
