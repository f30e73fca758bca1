import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PageModules } from './page-modules';
import { adminOnlyFiles, type ManifestChunk, withoutAdminArea } from './players-precache';

const ADMIN_LAYOUT = 'src/app/layouts/admin-layout.tsx';

/** A build's manifest in small: the entry loads every page lazily, as the router does. */
const manifest: Record<string, ManifestChunk> = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_framework.js'],
    dynamicImports: [
      'src/features/home/routes/home.tsx',
      'src/features/account/routes/account.tsx',
      ADMIN_LAYOUT,
      'src/features/admin-ads/ads-page.tsx',
    ],
    css: ['assets/index.css'],
  },
  '_framework.js': { file: 'assets/framework.js' },
  'src/features/home/routes/home.tsx': { file: 'assets/home.js', imports: ['_framework.js'] },
  'src/features/account/routes/account.tsx': {
    file: 'assets/account.js',
    imports: ['_TextField.js'],
    dynamicImports: ['src/features/account/chart.tsx'],
  },
  'src/features/account/chart.tsx': { file: 'assets/chart.js' },
  '_TextField.js': { file: 'assets/TextField.js' },
  [ADMIN_LAYOUT]: { file: 'assets/admin-layout.js', imports: ['_framework.js'] },
  'src/features/admin-ads/ads-page.tsx': {
    file: 'assets/ads-page.js',
    imports: ['_TextField.js', '_Autocomplete.js'],
    css: ['assets/ads-page.css'],
  },
  '_Autocomplete.js': { file: 'assets/Autocomplete.js', assets: ['assets/admin-only.woff2'] },
};

const pages: PageModules[] = [
  { path: '/', modules: ['src/features/home/routes/home.tsx'] },
  { path: '/account', modules: ['src/features/account/routes/account.tsx'] },
  { path: '/admin/ads', modules: [ADMIN_LAYOUT, 'src/features/admin-ads/ads-page.tsx'] },
];

describe("the service worker's precache (build/players-precache.ts)", () => {
  it('leaves out what only the admin area loads, and keeps what a player page can load, also lazily', () => {
    expect(adminOnlyFiles(manifest, pages)).toEqual(
      new Set([
        'assets/admin-layout.js',
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
    const entries = ['assets/index.js', 'assets/TextField.js', 'assets/ads-page.js', 'offline.html'].map(
      (url) => ({ url, revision: null, size: 1 }),
    );
    expect(() => transform(entries)).toThrow(/manifest\.json is missing/);

    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
    fs.writeFileSync(path.join(dist, '.vite/page-modules.json'), JSON.stringify(pages));
    const result = await transform(entries);
    expect(result.manifest.map((entry) => entry.url)).toEqual([
      'assets/index.js',
      'assets/TextField.js',
      'offline.html',
    ]);
    fs.rmSync(dist, { recursive: true });
  });
});
