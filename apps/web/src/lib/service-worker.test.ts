import { describe, expect, it } from 'vitest';
import { FakeServiceWorker, fakeServiceWorkerContainerPerTest } from '@/testing/fake-service-worker';
import { isAppUpdateWaiting } from './app-update';
import { registerServiceWorker } from './service-worker';

const fakeContainer = fakeServiceWorkerContainerPerTest();

describe('registering the service worker', () => {
  it('registers /sw.js for the whole site', async () => {
    await registerServiceWorker();
    expect(fakeContainer().register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('reports no update when the first version installs (no worker controlled the page before)', async () => {
    await registerServiceWorker();
    const first = new FakeServiceWorker();
    fakeContainer().registration.findUpdate(first);
    first.moveTo('installed');
    expect(isAppUpdateWaiting()).toBe(false);
  });

  it('reports a new version waiting once it has installed while an older one controls the page', async () => {
    fakeContainer().controller = new FakeServiceWorker().asWorker();
    await registerServiceWorker();
    const next = new FakeServiceWorker();
    fakeContainer().registration.findUpdate(next);
    expect(isAppUpdateWaiting()).toBe(false);
    next.moveTo('installed');
    expect(isAppUpdateWaiting()).toBe(true);
  });

  it('reports a version already waiting when the page opens', async () => {
    fakeContainer().controller = new FakeServiceWorker().asWorker();
    fakeContainer().registration.waiting = new FakeServiceWorker().asWorker();
    await registerServiceWorker();
    expect(isAppUpdateWaiting()).toBe(true);
  });

  it('looks for a new version when the player comes back to the page', async () => {
    await registerServiceWorker();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fakeContainer().registration.update).toHaveBeenCalled();
  });
});
