import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeServiceWorker, FakeServiceWorkerContainer } from '@/testing/fake-service-worker';
import { isAppUpdateWaiting, setWaitingWorker } from './app-update';
import { registerServiceWorker } from './service-worker';

let container: FakeServiceWorkerContainer;
let uninstall: () => void;

beforeEach(() => {
  container = new FakeServiceWorkerContainer();
  uninstall = container.install();
});
afterEach(() => {
  uninstall();
  setWaitingWorker(null);
});

describe('registering the service worker', () => {
  it('registers /sw.js for the whole site', async () => {
    await registerServiceWorker();
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('reports no update when the first version installs (no worker controlled the page before)', async () => {
    await registerServiceWorker();
    const first = new FakeServiceWorker();
    container.registration.findUpdate(first);
    first.moveTo('installed');
    expect(isAppUpdateWaiting()).toBe(false);
  });

  it('reports a new version waiting once it has installed while an older one controls the page', async () => {
    container.controller = new FakeServiceWorker().asWorker();
    await registerServiceWorker();
    const next = new FakeServiceWorker();
    container.registration.findUpdate(next);
    expect(isAppUpdateWaiting()).toBe(false);
    next.moveTo('installed');
    expect(isAppUpdateWaiting()).toBe(true);
  });

  it('reports a version already waiting when the page opens', async () => {
    container.controller = new FakeServiceWorker().asWorker();
    container.registration.waiting = new FakeServiceWorker().asWorker();
    await registerServiceWorker();
    expect(isAppUpdateWaiting()).toBe(true);
  });

  it('looks for a new version when the player comes back to the page', async () => {
    await registerServiceWorker();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(container.registration.update).toHaveBeenCalled();
  });
});
