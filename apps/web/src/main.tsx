// Latin only: the other subsets (Cyrillic, Greek, Vietnamese…) the site never sets; each face swaps in when loaded.
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
// First among the app's modules: what follows evaluates in a task of its own (decision 045).
import '@/app/evaluation-break';
import type { FirstLoadData } from '@cj/shared/first-load';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { type RouteObject, UNSAFE_createBrowserHistory } from 'react-router';
import { readFirstLoadData, seedFirstLoad } from '@/app/first-load';
import { firstLoadWarmUps, runInSeparateTasks } from '@/app/first-load-warm-up';
import { PreloadingRouter } from '@/app/preloading-router';
import { AppProvider } from '@/app/provider';
import { AppRoutes, createRoutes, preloadRoutes } from '@/app/router';
import { afterFirstPaint } from '@/lib/first-paint';
import { createQueryClient } from '@/lib/query-client';
import { appTheme } from '@/lib/theme';

const queryClient = createQueryClient();
const history = UNSAFE_createBrowserHistory({ v5Compat: true });

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// index.html paints the layout and brand; React replaces it once the first page's code has loaded, never with a
// blank page or a spinner in between. A page whose code fails to load shows the error page when rendered.
// The work before the first render runs in tasks of its own after this module's (decision 042), so that neither the
// task evaluating the app's modules nor the first render's tasks pay for it: the routes and the page's code, the
// answers written into the page, the theme, then the first uses of browser features (app/first-load-warm-up.ts).
let routes: RouteObject[] = [];
let pageCode: Promise<unknown> = Promise.resolve();
let firstLoad: FirstLoadData | undefined;
void runInSeparateTasks([
  () => {
    routes = createRoutes();
    pageCode = preloadRoutes(routes, window.location.pathname).catch(() => undefined);
  },
  () => {
    firstLoad = readFirstLoadData();
    seedFirstLoad(queryClient, firstLoad);
  },
  appTheme,
])
  .then(() => runInSeparateTasks(firstLoadWarmUps(queryClient, firstLoad)))
  .then(() => pageCode)
  .then(() => {
    const root = createRoot(container);
    startTransition(() =>
      root.render(
        <StrictMode>
          <AppProvider queryClient={queryClient}>
            <PreloadingRouter history={history} routes={routes}>
              <AppRoutes routes={routes} />
            </PreloadingRouter>
          </AppProvider>
        </StrictMode>,
      ),
    );
  });

// The service worker (production builds only): registered once the page has loaded, its code loaded only then.
// This module runs after app/evaluation-break.ts's await, when the window may have loaded already.
if (import.meta.env.PROD) {
  const whenWindowLoaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  // Not before the first page is painted: the window loads before React has rendered it, and the worker's code
  // and file would be requests on the way to the largest paint (decision 040).
  // A browser that refuses workers (a private window) runs the site as without one.
  void whenWindowLoaded
    .then(() => afterFirstPaint())
    .then(() => import('@/lib/service-worker'))
    .then(({ registerServiceWorker }) => registerServiceWorker())
    .catch(() => undefined);
}
