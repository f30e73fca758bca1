import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createRoutes, registeredPaths } from '@/app/router';
import { paths } from '@/config/paths';
import { readPageRoutes } from './page-routes';

const pathOf = (name: string) =>
  Object.hasOwn(paths, name) ? paths[name as keyof typeof paths].path : undefined;
const routerSource = fs.readFileSync(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/app/router.tsx'),
  'utf8',
);

/** A path the pattern matches: each parameter filled in, optional ones left out. */
const pathFor = (pattern: string) =>
  pattern.replace(/\/:\w+\?/g, '').replace(/:(\w+)/g, (_, name: string) => `${name}-1`) || '/';

describe('the pages the build reads from the router (build/page-routes.ts)', () => {
  const pages = readPageRoutes(routerSource, pathOf);

  it('reads every page the router registers, once', () => {
    const read = pages.map((page) => page.path);
    expect(new Set(read).size).toBe(read.length);
    expect(new Set(read)).toEqual(registeredPaths(createRoutes()));
  });

  it('reads, for each page, as many lazily loaded parts as the router loads before rendering it', () => {
    const routes = createRoutes();
    for (const page of pages) {
      const lazy = (matchRoutes(routes, pathFor(page.path)) ?? []).filter(({ route }) => route.handle);
      expect(page.specifiers, page.path).toHaveLength(lazy.length);
    }
    expect(pages.find((page) => page.path === paths.contest.path)?.specifiers).toEqual([
      '@/features/contest/routes/contest',
    ]);
    expect(pages.find((page) => page.path === paths.adminAds.path)?.specifiers).toEqual([
      '@/app/layouts/admin-layout',
      '@/features/admin-ads/ads-page',
    ]);
  });

  it('fails on a page it cannot read, rather than leaving it out', () => {
    const source = "const pages = [lazyPage('/written-out', () => import('@/features/x'))];";
    expect(() => readPageRoutes(source, pathOf)).toThrow(/cannot read/);
  });
});
