/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { SKIP_WAITING_MESSAGE } from '../lib/service-worker-messages';
import { routePages } from './page-routes';
import { handleNotificationClick, showPushNotification } from './push-handlers';

/**
 * The site's service worker (built by vite-plugin-pwa's injectManifest into dist/sw.js). It keeps the built static
 * files (hashed scripts, styles, fonts, icons and the offline page) and the pages' shell, never an API answer: a
 * request under /api or /uploads is not handled here and goes to the network as without a worker.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
routePages();

// A new version waits while a page of the old one is open, and takes over on the next visit; the page's 'New version
// available — reload' snackbar asks it to take over at once.
self.addEventListener('message', (event) => {
  if (event.data?.type === SKIP_WAITING_MESSAGE.type) void self.skipWaiting();
});
// The first version controls the page that installed it, so the page opens offline from then on.
clientsClaim();

self.addEventListener('push', (event) =>
  event.waitUntil(showPushNotification(self.registration, event.data)),
);
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(handleNotificationClick(self.clients, self.location.origin, event.notification.data));
});
