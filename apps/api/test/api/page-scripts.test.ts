import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { FIRST_LOAD_ELEMENT_ID } from '@cj/shared/first-load';
import { describe, expect, it } from 'vitest';
import { insertContest } from '../fixtures';
import { useTestApp } from '../test-app';

/** index.html as the web build writes it: the entry script and its own modulepreload links (fetched at low priority). */
const INDEX_TEMPLATE =
  '<!doctype html><head><title><!--cj:brand--></title><!--cj:site-->' +
  '<script type="module" crossorigin fetchpriority="low" src="/assets/index-e1.js"></script>' +
  '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/framework-f1.js">' +
  '<link rel="preload" href="/assets/inter-400.woff2" as="font" type="font/woff2" crossorigin="">' +
  '</head><body><div id="root"></div></body>';
const OFFLINE_TEMPLATE = '<!doctype html><title>Offline · <!--cj:brand--></title><h1><!--cj:brand--></h1>';

/**
 * Vite's manifest of a small build: the entry (index.html) imports the framework; pages import the entry back,
 * chunks they share, and chunks of their own (one imports another); the admin pages load a lazy layout first.
 */
const MANIFEST = {
  'index.html': { file: 'assets/index-e1.js', isEntry: true, imports: ['_framework-f1.js'] },
  '_framework-f1.js': { file: 'assets/framework-f1.js' },
  '_Stack-s1.js': { file: 'assets/Stack-s1.js', imports: ['_framework-f1.js'] },
  '_race-r1.js': { file: 'assets/race-r1.js', imports: ['_zoned-z1.js', 'index.html'] },
  '_zoned-z1.js': { file: 'assets/zoned-z1.js', css: ['assets/zoned-z1.css'] },
  'src/features/home/routes/home.tsx': {
    file: 'assets/home-h1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_Stack-s1.js', '_framework-f1.js'],
  },
  'src/features/contest/routes/contest.tsx': {
    file: 'assets/contest-c1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_Stack-s1.js', '_race-r1.js'],
    dynamicImports: ['src/features/contest/chat/contest-chat.tsx'],
  },
  'src/features/contest/chat/contest-chat.tsx': { file: 'assets/contest-chat-x1.js', isDynamicEntry: true },
  'src/features/contest/routes/contest-leaderboard.tsx': {
    file: 'assets/contest-leaderboard-l1.js',
    isDynamicEntry: true,
    imports: ['_race-r1.js'],
  },
  'src/features/rules/routes/rules.tsx': { file: 'assets/rules-u1.js', isDynamicEntry: true },
  'src/app/layouts/admin-layout.tsx': { file: 'assets/admin-layout-a1.js', isDynamicEntry: true },
  'src/features/admin/create-contest-page.tsx': { file: 'assets/create-contest-k1.js', isDynamicEntry: true },
  'src/features/unsubscribe/routes/unsubscribe.tsx': {
    file: 'assets/unsubscribe-v1.js',
    isDynamicEntry: true,
  },
};

/** The router's pages (apps/web/build/page-modules.ts). */
const PAGE_MODULES = [
  { path: '/', modules: ['src/features/home/routes/home.tsx'] },
  { path: '/rules', modules: ['src/features/rules/routes/rules.tsx'] },
  { path: '/contest/:slug', modules: ['src/features/contest/routes/contest.tsx'] },
  { path: '/contest/:slug/leaderboard', modules: ['src/features/contest/routes/contest-leaderboard.tsx'] },
  {
    path: '/contest/create',
    modules: ['src/app/layouts/admin-layout.tsx', 'src/features/admin/create-contest-page.tsx'],
  },
  { path: '/email/unsubscribe/:email?/:type?', modules: ['src/features/unsubscribe/routes/unsubscribe.tsx'] },
];

function builtWebApp(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cj-web-dist-'));
  fs.mkdirSync(path.join(root, 'assets'));
  fs.mkdirSync(path.join(root, '.vite'));
  fs.writeFileSync(path.join(root, 'index.html'), INDEX_TEMPLATE);
  fs.writeFileSync(path.join(root, 'offline.html'), OFFLINE_TEMPLATE);
  fs.writeFileSync(path.join(root, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  fs.writeFileSync(path.join(root, '.vite', 'page-modules.json'), JSON.stringify(PAGE_MODULES));
  for (const chunk of Object.values(MANIFEST)) {
    fs.writeFileSync(path.join(root, chunk.file), `export const file = ${JSON.stringify(chunk.file)};`);
  }
  fs.writeFileSync(path.join(root, 'assets', 'zoned-z1.css'), 'p{}');
  return root;
}

const t = useTestApp({ webRoot: builtWebApp() });

const PRELOAD = /<link rel="modulepreload" crossorigin fetchpriority="low" href="([^"]+)">/g;

/** The page's HTML and the scripts it preloads, in order (the entry's own first). */
async function page(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: { 'accept-encoding': 'identity', ...headers },
  });
  expect(response.statusCode, url).toBe(200);
  return { html: response.body, preloads: [...response.body.matchAll(PRELOAD)].map((match) => match[1]) };
}

const ENTRY_PRELOADS = ['/assets/framework-f1.js'];

describe("each page's code preloaded from its HTML (decision 040)", () => {
  it('writes the home page its page chunk and the chunks it imports, without the ones the entry loads', async () => {
    expect((await page('/')).preloads).toEqual([
      ...ENTRY_PRELOADS,
      '/assets/home-h1.js',
      '/assets/Stack-s1.js',
    ]);
  });

  it("writes a contest's page and its leaderboard their code and its static imports, recursively", async () => {
    expect((await page('/contest/derby-day')).preloads).toEqual([
      ...ENTRY_PRELOADS,
      '/assets/contest-c1.js',
      '/assets/Stack-s1.js',
      '/assets/race-r1.js',
      '/assets/zoned-z1.js',
    ]);
    expect((await page('/contest/derby-day/leaderboard/')).preloads).toEqual([
      ...ENTRY_PRELOADS,
      '/assets/contest-leaderboard-l1.js',
      '/assets/race-r1.js',
      '/assets/zoned-z1.js',
    ]);
  });

  it('writes other pages theirs: a static path, the more specific pattern, optional parameters', async () => {
    expect((await page('/rules')).preloads).toEqual([...ENTRY_PRELOADS, '/assets/rules-u1.js']);
    expect((await page('/Contest/Create')).preloads).toEqual([
      ...ENTRY_PRELOADS,
      '/assets/admin-layout-a1.js',
      '/assets/create-contest-k1.js',
    ]);
    for (const url of ['/email/unsubscribe', '/email/unsubscribe/a%40b.test/results']) {
      expect((await page(url)).preloads, url).toEqual([...ENTRY_PRELOADS, '/assets/unsubscribe-v1.js']);
    }
  });

  it('writes none for a path no page has, nor into the offline page', async () => {
    for (const url of [
      '/no-such-page',
      '/contest/derby-day/no-such-tab',
      '/rules/extra',
      '/email/unsubscribe/a/b/c',
    ]) {
      expect((await page(url)).preloads, url).toEqual(ENTRY_PRELOADS);
    }
    expect((await page('/offline.html')).preloads).toEqual([]);
  });

  it('names files the server sends, cached as immutable', async () => {
    const urls = new Set<string>();
    for (const url of [
      '/',
      '/rules',
      '/contest/derby-day',
      '/contest/derby-day/leaderboard',
      '/contest/create',
    ]) {
      for (const href of (await page(url)).preloads) urls.add(href as string);
    }
    for (const url of urls) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/javascript/);
      expect(response.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
    }
  });

  it('writes them for both brands, compressed as the browser accepts', async () => {
    for (const { host, brand } of [
      { host: 'cj.test', brand: 'Contest Jockey' },
      { host: 'harness.test:8080', brand: 'Harness Jockey' },
    ]) {
      const plain = await page('/rules', { host });
      expect(plain.html, host).toContain(`<title>${brand}</title>`);
      expect(plain.preloads, host).toEqual([...ENTRY_PRELOADS, '/assets/rules-u1.js']);
      const compressed = await t.app.inject({
        method: 'GET',
        url: '/rules',
        headers: { host, 'accept-encoding': 'br' },
      });
      expect(compressed.headers['content-encoding'], host).toBe('br');
      expect(zlib.brotliDecompressSync(compressed.rawPayload).toString(), host).toBe(plain.html);
    }
  });

  it("writes a contest's page both its code and the answers it renders first", async () => {
    const contest = await insertContest(t.database.db);
    const { html, preloads } = await page(`/contest/${contest.slug}`);
    expect(preloads).toContain('/assets/contest-c1.js');
    expect(html).toContain(`<script id="${FIRST_LOAD_ELEMENT_ID}" type="application/json">`);
  });
});
