import { setWaitingWorker } from './app-update';

/** The worker vite-plugin-pwa builds from src/service-worker/sw.ts; its scope is the whole site. */
const SERVICE_WORKER_URL = '/sw.js';

/** A worker that has finished installing while another controls the page is a new version, waiting. */
function watchInstalling(worker: ServiceWorker) {
  worker.addEventListener('statechange', () => {
    if (worker.state === 'installed' && navigator.serviceWorker.controller) setWaitingWorker(worker);
  });
}

/**
 * Registers the service worker (production builds only, after the page has loaded: app/entry.client.tsx), reports a new
 * version waiting to take over, and looks for one whenever the player comes back to the page.
 */
export async function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  if (registration.waiting && navigator.serviceWorker.controller) setWaitingWorker(registration.waiting);
  if (registration.installing) watchInstalling(registration.installing);
  registration.addEventListener('updatefound', () => {
    if (registration.installing) watchInstalling(registration.installing);
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void registration.update().catch(() => undefined);
  });
}
