import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { areRoutesLoaded, lazyPage, preloadRoutes } from './router';

function Page() {
  return <h1>Page</h1>;
}

/** A route whose path counts how often it is read: React Router reads every route's path each time it matches. */
function countingReads(route: RouteObject): { route: RouteObject; reads: () => number } {
  let reads = 0;
  const { path } = route;
  const counted = Object.defineProperty({ ...route }, 'path', {
    get: () => {
      reads += 1;
      return path;
    },
    enumerable: true,
  }) as RouteObject;
  return { route: counted, reads: () => reads };
}

describe('preloading the code of the routes an address matches', () => {
  it('loads the matching pages only, and matches each address once however often it is asked', async () => {
    const loadRules = vi.fn(async () => Page);
    const loadRatings = vi.fn(async () => Page);
    const rules = countingReads(lazyPage('rules', loadRules));
    const routes: RouteObject[] = [{ path: '/', children: [rules.route, lazyPage('ratings', loadRatings)] }];

    expect(areRoutesLoaded(routes, '/rules')).toBe(false);
    const readsForOneMatch = rules.reads();
    expect(readsForOneMatch).toBeGreaterThan(0);
    await preloadRoutes(routes, '/rules?section=ties#ties');
    expect(areRoutesLoaded(routes, { pathname: '/rules' })).toBe(true);
    expect(loadRules).toHaveBeenCalledTimes(1);
    expect(loadRatings).not.toHaveBeenCalled();
    expect(rules.reads()).toBe(readsForOneMatch);

    expect(areRoutesLoaded(routes, '/ratings')).toBe(false);
    expect(rules.reads()).toBe(2 * readsForOneMatch);
    expect(areRoutesLoaded(routes, '/nowhere')).toBe(true);
  });
});
