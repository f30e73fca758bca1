import { type ReactNode, startTransition, useLayoutEffect, useMemo, useState } from 'react';
import {
  type Navigator,
  type RouteObject,
  Router,
  type To,
  type UNSAFE_createBrowserHistory,
} from 'react-router';
import { areRoutesLoaded, preloadRoutes } from './router';

type History = ReturnType<typeof UNSAFE_createBrowserHistory>;

/**
 * Moves to another page only once its code has arrived, as a data router does: the current page stays on screen
 * meanwhile, and a later move overtakes one still loading. Moves to pages already loaded happen at once.
 */
function preloadingNavigator(history: History, routes: RouteObject[]): Navigator {
  let latest = 0;
  const whenLoaded = (to: To, move: () => void) => {
    const moveId = ++latest;
    if (areRoutesLoaded(routes, to)) return move();
    void preloadRoutes(routes, to)
      .catch(() => undefined)
      .then(() => {
        if (moveId === latest) move();
      });
  };
  return {
    createHref: (to) => history.createHref(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => history.go(delta),
    push: (to, state) => whenLoaded(to, () => history.push(to, state)),
    replace: (to, state) => whenLoaded(to, () => history.replace(to, state)),
  };
}

/** The app's router over `history` (the browser's, or a memory history in tests), preloading each page's code. */
export function PreloadingRouter({
  history,
  routes,
  children,
}: {
  history: History;
  routes: RouteObject[];
  children: ReactNode;
}) {
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(
    () => history.listen(({ action, location }) => startTransition(() => setState({ action, location }))),
    [history],
  );
  const navigator = useMemo(() => preloadingNavigator(history, routes), [history, routes]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={navigator}>
      {children}
    </Router>
  );
}
