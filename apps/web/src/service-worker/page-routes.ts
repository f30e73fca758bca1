/// <reference lib="webworker" />
import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';

/** The page shown for a page that is neither reachable nor kept (public/offline.html, precached). */
const OFFLINE_PAGE = '/offline.html';
/** How long a page waits for the network before the kept copy is shown. */
const NETWORK_TIMEOUT_SECONDS = 4;
/** How many pages' shells are kept (each is the server's index.html for the brand: no player's data). */
const KEPT_PAGES = 20;

/**
 * Pages (navigations) come from the network first, so the server fills the shell in for the host's brand; a kept
 * copy answers when the network is down or slow, and the offline page when there is none. API and upload addresses
 * opened as pages (an unsubscribe link, an image) are never kept.
 */
export function routePages() {
  const pages = new NetworkFirst({
    cacheName: 'cj-pages',
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [
      new ExpirationPlugin({ maxEntries: KEPT_PAGES }),
      // The shell does not depend on the query (a link's token, a search): one copy per path.
      { cacheKeyWillBeUsed: async ({ request }) => request.url.split('?')[0] ?? request.url },
    ],
  });
  registerRoute(new NavigationRoute(pages, { denylist: [/^\/api(\/|$)/, /^\/uploads\//] }));
  setCatchHandler(async ({ request }) => {
    if (request.mode !== 'navigate') return Response.error();
    return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
  });
}
