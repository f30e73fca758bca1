import { afterEach, beforeEach, vi } from 'vitest';
import { setWaitingWorker } from '@/lib/app-update';

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

/**
 * A fresh navigator.serviceWorker for each test of the file, removed after it with any update it reported.
 * `container()` is the current test's.
 */
export function fakeServiceWorkerContainerPerTest(): () => FakeServiceWorkerContainer {
  let container = new FakeServiceWorkerContainer();
  let uninstall = () => {};
  beforeEach(() => {
    container = new FakeServiceWorkerContainer();
    uninstall = container.install();
  });
  afterEach(() => {
    uninstall();
    setWaitingWorker(null);
  });
  return () => container;
}

class FakeRegistration extends EventTarget {
  installing: ServiceWorker | null = null;
  waiting: ServiceWorker | null = null;
  update = vi.fn(async () => undefined);

  /** A new worker starts installing, as when the browser finds a changed sw.js. */
  findUpdate(worker: FakeServiceWorker) {
    this.installing = worker.asWorker();
    this.dispatchEvent(new Event('updatefound'));
  }
}

/** A stand-in for a PushSubscription: the endpoint and keys a test chose. */
function fakePushSubscription(endpoint = 'https://push.example.com/send/abc') {
  const subscription = {
    endpoint,
    unsubscribe: vi.fn(async () => true),
    toJSON: () => ({
      endpoint,
      expirationTime: null,
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
    }),
  };
  return subscription;
}

/**
 * A browser that can receive pushes, as far as the page sees: a worker ready with a push manager, PushManager, and
 * Notification whose permission prompt answers `answer`. Removed after the test.
 */
export function fakeBrowserPush({
  permission = 'default',
  answer = 'granted',
}: {
  permission?: NotificationPermission;
  answer?: NotificationPermission;
} = {}) {
  let current: ReturnType<typeof fakePushSubscription> | null = null;
  let endpoints = 0;
  // As in a browser, each new subscription has an endpoint of its own and unsubscribing drops it.
  const newSubscription = () => {
    const subscription = fakePushSubscription(`https://push.example.com/send/${endpoints++}`);
    subscription.unsubscribe.mockImplementation(async () => {
      if (current === subscription) current = null;
      return true;
    });
    current = subscription;
    return subscription;
  };
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (_options: PushSubscriptionOptionsInit) => newSubscription()),
  };
  const requestPermission = vi.fn(async () => {
    notification.permission = answer;
    return answer;
  });
  const notification = { permission, requestPermission };
  const container = new FakeServiceWorkerContainer();
  Object.assign(container, {
    ready: Promise.resolve({ pushManager }),
    getRegistration: vi.fn(async () => ({ pushManager })),
  });
  const uninstall = container.install();
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', notification);
  return {
    pushManager,
    requestPermission,
    /** The subscription this browser holds now. */
    subscription: () => current,
    /** This browser already holds a subscription, as after turning an alert on in an earlier visit. */
    subscribe: newSubscription,
    uninstall,
  };
}
