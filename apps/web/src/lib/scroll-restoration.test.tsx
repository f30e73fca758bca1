import { act } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { Outlet, type RouteObject, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/testing/test-utils';
import { readSavedPositions } from './scroll-positions';
import { useScrollRestoration } from './scroll-restoration';

function Root() {
  useScrollRestoration();
  return <Outlet />;
}

const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { path: '/', element: <h1>Home</h1> },
      {
        path: '/rules',
        element: (
          <>
            <h1>Rules</h1>
            <h2 id="ties">Ties</h2>
          </>
        ),
      },
    ],
  },
];

/** As a browser does: the new page's scroll to its top is dispatched after the commit, before React's effects. */
function RootScrolledOnEachMove() {
  useScrollRestoration();
  const { key } = useLocation();
  useLayoutEffect(() => {
    if (key !== 'default') scrollPageTo(0);
  }, [key]);
  return <Outlet />;
}

function scrollPageTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('useScrollRestoration', () => {
  it('opens a new page at its top, at its #hash element, and returns to where a page was left on Back', async () => {
    const { router } = renderRoutes(routes, '/');
    const scrollTo = vi.mocked(window.scrollTo);
    scrollPageTo(640);

    scrollTo.mockClear();
    await act(() => router.navigate('/rules'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    const ties = document.getElementById('ties') as HTMLElement;
    ties.scrollIntoView = vi.fn();
    await act(() => router.navigate('/rules#ties'));
    expect(ties.scrollIntoView).toHaveBeenCalledWith({ block: 'start' });

    scrollTo.mockClear();
    await act(() => router.navigate(-2));
    expect(scrollTo).toHaveBeenCalledWith(0, 640);
  });

  it('saves the positions for the next page of the tab when this one is left (a reload)', async () => {
    const { router } = renderRoutes(routes, '/');
    scrollPageTo(480);
    const homeKey = router.state.location.key;
    await act(() => router.navigate('/rules'));
    window.dispatchEvent(new Event('pagehide'));
    expect(readSavedPositions().get(homeKey)).toBe(480);
  });

  it("keeps the position of the page left when the next page's scroll to its top comes before the effects", async () => {
    const { router } = renderRoutes([{ ...routes[0]!, element: <RootScrolledOnEachMove /> }], '/');
    const scrollTo = vi.mocked(window.scrollTo);
    scrollPageTo(700);
    await act(() => router.navigate('/rules'));
    scrollTo.mockClear();
    await act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenCalledWith(0, 700);
  });

  it('reads the positions an earlier page of the tab saved once, when first needed, not when its module loads', async () => {
    vi.resetModules();
    window.sessionStorage.setItem('cj.scroll-positions', JSON.stringify([['earlier', 320]]));
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    try {
      const { savedScrollPositions } = await import('./scroll-restoration');
      expect(getItem).not.toHaveBeenCalled();
      expect(savedScrollPositions().get('earlier')).toBe(320);
      expect(savedScrollPositions()).toBe(savedScrollPositions());
      expect(getItem).toHaveBeenCalledTimes(1);
    } finally {
      getItem.mockRestore();
      window.sessionStorage.clear();
    }
  });
});
