// Latin only: the other subsets (Cyrillic, Greek, Vietnamese…) the site never sets; each face swaps in when loaded.
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from '@/app/provider';
import { createAppRouter } from '@/app/router';
import { routerReady } from '@/app/router-ready';
import { createQueryClient } from '@/lib/query-client';

const queryClient = createQueryClient();
const router = createAppRouter();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// index.html paints the layout and brand; React replaces it once the first page's code has loaded, never with a
// blank page or a spinner in between.
// The service worker (production builds only): registered once the page has loaded, its code loaded only then.
if (import.meta.env.PROD) {
  window.addEventListener('load', () => {
    // A browser that refuses workers (a private window) runs the site as without one.
    void import('@/lib/service-worker')
      .then(({ registerServiceWorker }) => registerServiceWorker())
      .catch(() => undefined);
  });
}

void routerReady(router).then(() =>
  createRoot(container).render(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  ),
);
