import type { RouteConfigEntry } from '@react-router/dev/routes';
import type { ComponentType } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { RootLayout } from '@/app/layouts/root-layout';
import routeConfig from '@/app/routes';

/** Every module src/app/routes.ts may name, by its path from this folder. */
const modules = import.meta.glob<{ default: ComponentType }>(
  [
    '../features/**/*.tsx',
    '../app/layouts/*.tsx',
    '../app/routes/*.tsx',
    // Never a test file: importing one would run its tests inside whichever file imported this one.
    '!**/*.test.tsx',
  ],
  { eager: true },
);

/** A file of src/app/routes.ts (relative to src/app) as a key of `modules`. */
const moduleKey = (file: string) => (file.startsWith('../') ? `../${file.slice(3)}` : `../app/${file}`);

function toRouteObjects(entries: readonly RouteConfigEntry[]): RouteObject[] {
  return entries.map((entry) => {
    const Page = modules[moduleKey(entry.file)]?.default;
    if (!Page) throw new Error(`app-routes: no module for ${entry.file}`);
    const children = entry.children ? toRouteObjects(entry.children) : undefined;
    if (entry.index) return { index: true, element: <Page /> };
    return { path: entry.path, element: <Page />, children };
  });
}

/**
 * The app's routes (src/app/routes.ts) for a test's MemoryRouter: the same pages and layouts, in the root layout,
 * without the server's loaders (a test's queries answer from its mocked API).
 */
export function appRoutes(): RouteObject[] {
  return [
    {
      element: (
        <RootLayout>
          <Outlet />
        </RootLayout>
      ),
      children: toRouteObjects(routeConfig),
    },
  ];
}
