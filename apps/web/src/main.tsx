// Latin only: the other subsets (Cyrillic, Greek, Vietnamese…) the site never sets; each face swaps in when loaded.
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory } from 'react-router';
import { seedFirstLoad } from '@/app/first-load';
import { PreloadingRouter } from '@/app/preloading-router';
import { AppProvider } from '@/app/provider';
import { AppRoutes, createRoutes, preloadRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

const queryClient = createQueryClient();
seedFirstLoad(queryClient);
const routes = createRoutes();
const history = UNSAFE_createBrowserHistory({ v5Compat: true });

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// index.html paints the layout and brand; React replaces it once the first page's code has loaded, never with a
// blank page or a spinner in between. A page whose code fails to load shows the error page when rendered.
void preloadRoutes(routes, window.location.pathname)
  .catch(() => undefined)
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
if (import.meta.env.PROD) {
  window.addEventListener('load', () => {
    // A browser that refuses workers (a private window) runs the site as without one.
    void import('@/lib/service-worker')
      .then(({ registerServiceWorker }) => registerServiceWorker())
      .catch(() => undefined);
  });
}
