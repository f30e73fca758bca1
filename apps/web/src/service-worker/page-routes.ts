/// <reference lib="webworker" />
import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';

/** The page shown for a page that is neither reachable nor kept (public/offline.html, precached). */
const OFFLINE_PAGE = '/offline.html';
/** How long a page waits for the network before the kept copy is shown. */
const NETWORK_TIMEOUT_SECONDS = 4;
/** How many pages are kept (a visitor's: a page rendered for a signed-in account is never kept). */
const KEPT_PAGES = 20;
/** The header the server sets on a page it rendered for a signed-in account (apps/api's plugins/web-pages.ts). */
const SIGNED_IN_PAGE_HEADER = 'x-signed-in-page';

/**
 * Pages (navigations) come from the network first, rendered by the server for the host's brand; a visitor's kept
 * copy answers when the network is down or slow, and the offline page when there is none. API and upload addresses
 * opened as pages (an unsubscribe link, an image) are never kept.
 */
export function routePages() {
  const pages = new NetworkFirst({
    cacheName: 'cj-pages',
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [
      new ExpirationPlugin({ maxEntries: KEPT_PAGES }),
      // A page does not depend on the query (a link's token, a search): one copy per path.
      { cacheKeyWillBeUsed: async ({ request }) => request.url.split('?')[0] ?? request.url },
      // An account's page holds its data: the device keeps no copy another person could open offline.
      {
        cacheWillUpdate: async ({ response }) =>
          response.headers.has(SIGNED_IN_PAGE_HEADER) ? null : response,
      },
    ],
  });
  registerRoute(new NavigationRoute(pages, { denylist: [/^\/api(\/|$)/, /^\/uploads\//] }));
  setCatchHandler(async ({ request }) => {
    if (request.mode !== 'navigate') return Response.error();
    return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
  });
}
