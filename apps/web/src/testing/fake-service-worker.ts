import { vi } from 'vitest';

/** A stand-in for a ServiceWorker: its state can be moved on, and what the page posts to it is recorded. */
export class FakeServiceWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  postMessage = vi.fn();

  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }

  asWorker(): ServiceWorker {
    return this as unknown as ServiceWorker;
  }
}

/** A stand-in for navigator.serviceWorker (jsdom has none), installed for the test and removed after it. */
export class FakeServiceWorkerContainer extends EventTarget {
  controller: ServiceWorker | null = null;
  registration = new FakeRegistration();
  register = vi.fn(async () => this.registration as unknown as ServiceWorkerRegistration);

  install() {
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: this });
    return () => Reflect.deleteProperty(navigator, 'serviceWorker');
  }
}

export class FakeRegistration extends EventTarget {
  installing: ServiceWorker | null = null;
  waiting: ServiceWorker | null = null;
  update = vi.fn(async () => undefined);

  /** A new worker starts installing, as when the browser finds a changed sw.js. */
  findUpdate(worker: FakeServiceWorker) {
    this.installing = worker.asWorker();
    this.dispatchEvent(new Event('updatefound'));
  }
}
