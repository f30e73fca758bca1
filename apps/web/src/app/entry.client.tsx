import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { emotionCacheKey } from './emotion-cache';

// The styles the server rendered the page with are in the head, marked with their names: this cache takes them
// over, so hydrating does not write them again.
const emotionCache = createCache({ key: emotionCacheKey });

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <CacheProvider value={emotionCache}>
        <HydratedRouter />
      </CacheProvider>
    </StrictMode>,
  );
});

// The service worker (production builds only): registered once the page has loaded, its code loaded only then.
// This module may run after the window has loaded. A browser that refuses workers (a private window) runs the site
// as without one.
if (import.meta.env.PROD) {
  const register = () => {
    void import('@/lib/service-worker')
      .then(({ registerServiceWorker }) => registerServiceWorker())
      .catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
