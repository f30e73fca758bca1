import type { RouteObject } from 'react-router';

type LazyRoute = Exclude<RouteObject['lazy'], undefined>;
type LoadedRoute = Partial<RouteObject>;

/** Route modules already imported, by the route's lazy function (a page's route object is created once). */
const loaded = new Map<LazyRoute, LoadedRoute>();

/** Imports the code of every lazy route of `routes` (and their children), once. */
export async function loadLazyRoutes(routes: readonly RouteObject[]): Promise<void> {
  for (const route of routes) {
    if (typeof route.lazy === 'function' && !loaded.has(route.lazy)) {
      loaded.set(route.lazy, (await route.lazy()) as LoadedRoute);
    }
    await loadLazyRoutes(route.children ?? []);
  }
}

/**
 * The routes with each loaded lazy route replaced by what it loads, so a test's first render shows the page at
 * once, as the browser does once a page's code has arrived. Routes not loaded stay lazy.
 */
export function withLoadedRoutes(routes: readonly RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const resolved = typeof route.lazy === 'function' ? loaded.get(route.lazy) : undefined;
    const next = (resolved ? { ...route, ...resolved, lazy: undefined } : route) as RouteObject;
    return next.children ? ({ ...next, children: withLoadedRoutes(next.children) } as RouteObject) : next;
  });
}
