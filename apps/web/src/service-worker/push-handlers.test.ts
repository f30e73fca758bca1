import { describe, expect, it, vi } from 'vitest';
import { handleNotificationClick, showPushNotification } from './push-handlers';

const ORIGIN = 'https://cj.test';
const pushData = (value: unknown) => ({ json: () => value }) as unknown as PushMessageData;

function fakeRegistration() {
  return { showNotification: vi.fn(async () => undefined) };
}

function fakeWindow(url: string) {
  const client = {
    url,
    focus: vi.fn(async () => client),
    navigate: vi.fn(async (to: string) => ({ ...client, url: to, focus: client.focus })),
  };
  return client;
}

function fakeClients(windows: ReturnType<typeof fakeWindow>[]) {
  return {
    matchAll: vi.fn(async () => windows),
    openWindow: vi.fn(async () => null),
  };
}

describe('push alerts in the service worker', () => {
  it("shows the alert's title and body with the brand's icon, keeping its address for the click", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ icons: [{ src: '/icons/harness-192.png', purpose: 'any' }] })),
    );
    const registration = fakeRegistration();
    await showPushNotification(
      registration as unknown as ServiceWorkerRegistration,
      pushData({
        title: 'Your pick was scratched',
        body: 'Race 3: Quick Start',
        url: '/contest/derby#race-3',
      }),
    );
    expect(registration.showNotification).toHaveBeenCalledWith('Your pick was scratched', {
      body: 'Race 3: Quick Start',
      icon: '/icons/harness-192.png',
      data: { url: '/contest/derby#race-3' },
    });
  });

  it('still shows a notification for a message that is not an alert (browsers require one per push)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const registration = fakeRegistration();
    await showPushNotification(registration as unknown as ServiceWorkerRegistration, pushData('nonsense'));
    expect(registration.showNotification).toHaveBeenCalledWith(
      'Contest update',
      expect.objectContaining({ icon: '/icons/thoroughbred-192.png', data: { url: '/' } }),
    );
  });

  it('a click focuses a window already at the race', async () => {
    const atRace = fakeWindow(`${ORIGIN}/contest/derby#race-3`);
    const clients = fakeClients([fakeWindow(`${ORIGIN}/`), atRace]);
    await handleNotificationClick(clients as unknown as Clients, ORIGIN, { url: '/contest/derby#race-3' });
    expect(atRace.focus).toHaveBeenCalled();
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('a click takes an open window of the site to the race, or opens one when there is none', async () => {
    const home = fakeWindow(`${ORIGIN}/`);
    const withWindow = fakeClients([home]);
    await handleNotificationClick(withWindow as unknown as Clients, ORIGIN, { url: '/contest/derby#race-3' });
    expect(home.navigate).toHaveBeenCalledWith(`${ORIGIN}/contest/derby#race-3`);
    expect(home.focus).toHaveBeenCalled();

    const none = fakeClients([]);
    await handleNotificationClick(none as unknown as Clients, ORIGIN, { url: '/contest/derby#race-3' });
    expect(none.openWindow).toHaveBeenCalledWith(`${ORIGIN}/contest/derby#race-3`);
  });

  it('never opens another site: an address elsewhere opens the home page', async () => {
    const clients = fakeClients([]);
    await handleNotificationClick(clients as unknown as Clients, ORIGIN, { url: 'https://evil.test/x' });
    expect(clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/`);
  });
});
