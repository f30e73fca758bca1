import { SKIP_WAITING_MESSAGE } from './service-worker-messages';

/**
 * A new version of the site waiting to take over (its service worker is installed while an older one controls the
 * page). The worker's registration (lib/service-worker.ts) reports it here; the update snackbar reads it.
 */
let waitingWorker: ServiceWorker | null = null;
const listeners = new Set<() => void>();

export function subscribeToAppUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isAppUpdateWaiting(): boolean {
  return waitingWorker !== null;
}

export function setWaitingWorker(worker: ServiceWorker | null) {
  waitingWorker = worker;
  for (const listener of listeners) listener();
}

/** Lets the waiting version take over, and reloads the page once it has (the page then runs the new version). */
export function applyAppUpdate() {
  const worker = waitingWorker;
  if (!worker) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  worker.postMessage(SKIP_WAITING_MESSAGE);
}
