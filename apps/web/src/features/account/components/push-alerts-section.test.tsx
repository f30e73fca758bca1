import type { Profile } from '@cj/shared/profile';
import { PUSH_BROWSER_MESSAGES, PUSH_MESSAGES, type PushPreferences } from '@cj/shared/push';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBrowserPush } from '@/testing/fake-service-worker';
import { apiError, jsonResponse, mockApi, renderApp, testAccount, testSite } from '@/testing/test-utils';

const PUBLIC_KEY = `B${'Q'.repeat(86)}`;
const profile: Profile = { ...testAccount, emailPreferences: [] };
/** The site's answer with push on: its VAPID public key. */
const pushSite = { ...testSite, pushPublicKey: PUBLIC_KEY };
const ALL_OFF: PushPreferences = { pickScratched: false, raceClosing: false, raceFinalized: false };

let cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups) cleanup();
  cleanups = [];
});

function browserPush(options?: Parameters<typeof fakeBrowserPush>[0]) {
  const browser = fakeBrowserPush(options);
  cleanups.push(browser.uninstall);
  return browser;
}

/** The account API with push on: the key, and switches saved as the server would. */
function pushApi(initial: PushPreferences = ALL_OFF) {
  let saved = initial;
  const api = mockApi({
    'GET /api/profile': () => jsonResponse(profile),
    'GET /api/push/preferences': () => jsonResponse(saved),
    'PUT /api/push/preferences': ({ body }) => {
      saved = body as PushPreferences;
      return jsonResponse(saved);
    },
    'POST /api/push/subscriptions': () => jsonResponse({ message: PUSH_MESSAGES.subscribed }, 201),
    'DELETE /api/push/subscriptions': () => jsonResponse({ message: PUSH_MESSAGES.unsubscribed }),
  });
  return api;
}

function calls(api: ReturnType<typeof mockApi>, method: string, path: string): unknown[] {
  return api.mock.calls
    .filter(
      ([input, init]) =>
        (init?.method ?? 'GET') === method && new URL(String(input), 'http://x').pathname === path,
    )
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
}

async function pushSection() {
  const heading = await screen.findByRole('heading', { name: 'Push alerts' });
  return within(heading.closest('section')!);
}

describe('Push alerts in My Account', () => {
  it('shows a switch per alert, all off, and asks nothing of the browser until one is turned on', async () => {
    const browser = browserPush();
    pushApi();
    renderApp('/account', { account: testAccount, site: pushSite });
    const section = await pushSection();
    expect(await section.findByRole('switch', { name: /Your pick was scratched/ })).not.toBeChecked();
    expect(section.getByRole('switch', { name: /A race closes in 10 minutes/ })).not.toBeChecked();
    expect(section.getByRole('switch', { name: /A race you played was finalized/ })).not.toBeChecked();
    expect(section.getByRole('switch', { name: /Your result and your new rank/ })).toBeInTheDocument();
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
  });

  it("turning one on asks permission, subscribes with the site's key, sends the subscription, then saves", async () => {
    const browser = browserPush();
    const api = pushApi();
    const { user } = renderApp('/account', { account: testAccount, site: pushSite });
    const section = await pushSection();
    await user.click(await section.findByRole('switch', { name: /Your pick was scratched/ }));
    expect(await section.findByText(PUSH_BROWSER_MESSAGES.saved)).toBeInTheDocument();
    expect(section.getByRole('switch', { name: /Your pick was scratched/ })).toBeChecked();

    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    const [options] = browser.pushManager.subscribe.mock.calls[0]!;
    expect(options.userVisibleOnly).toBe(true);
    expect(options.applicationServerKey).toHaveLength(65);
    expect(calls(api, 'POST', '/api/push/subscriptions')).toEqual([browser.subscription()!.toJSON()]);
    expect(calls(api, 'PUT', '/api/push/preferences')).toEqual([{ ...ALL_OFF, pickScratched: true }]);
    // The subscription is sent before the switches are saved.
    const order = api.mock.calls.map(
      ([input, init]) => `${init?.method ?? 'GET'} ${new URL(String(input), 'http://x').pathname}`,
    );
    expect(order.indexOf('POST /api/push/subscriptions')).toBeLessThan(
      order.indexOf('PUT /api/push/preferences'),
    );
  });

  it('does not ask again when notifications are already allowed', async () => {
    const browser = browserPush({ permission: 'granted' });
    const api = pushApi();
    const { user } = renderApp('/account', { account: testAccount, site: pushSite });
    const section = await pushSection();
    await user.click(await section.findByRole('switch', { name: /A race closes in 10 minutes/ }));
    await waitFor(() => expect(calls(api, 'PUT', '/api/push/preferences')).toHaveLength(1));
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });

  it('a refused permission says how to allow notifications, and saves nothing', async () => {
    const browser = browserPush({ answer: 'denied' });
    const api = pushApi();
    const { user } = renderApp('/account', { account: testAccount, site: pushSite });
    const section = await pushSection();
    await user.click(await section.findByRole('switch', { name: /A race you played was finalized/ }));
    expect(await section.findByText(PUSH_BROWSER_MESSAGES.permissionDenied)).toBeInTheDocument();
    expect(section.getByRole('switch', { name: /A race you played was finalized/ })).not.toBeChecked();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(calls(api, 'POST', '/api/push/subscriptions')).toEqual([]);
    expect(calls(api, 'PUT', '/api/push/preferences')).toEqual([]);
  });

  it('a dismissed prompt leaves the alert off', async () => {
    browserPush({ answer: 'default' });
    const api = pushApi();
    const { user } = renderApp('/account', { account: testAccount, site: pushSite });
    const section = await pushSection();
    await user.click(await section.findByRole('switch', { name: /Your pick was scratched/ }));
    expect(await section.findByText(PUSH_BROWSER_MESSAGES.permissionDismissed)).toBeInTheDocument();
    expect(calls(api, 'PUT', '/api/push/preferences')).toEqual([]);
  });

  it('turning the last one off saves it and unsubscribes this browser, on the server first', async () => {
    const browser = browserPush({ permission: 'granted' });
    const api = pushApi({ ...ALL_OFF, raceClosing: true });
    await browser.pushManager.subscribe({});
    const subscription = browser.subscription()!;
    const { user } = renderApp('/account', { account: testAccount, site: pushSite });
    const section = await pushSection();
    const closing = await section.findByRole('switch', { name: /A race closes in 10 minutes/ });
    expect(closing).toBeChecked();
    await user.click(closing);
    await waitFor(() => expect(subscription.unsubscribe).toHaveBeenCalled());
    expect(calls(api, 'PUT', '/api/push/preferences')).toEqual([ALL_OFF]);
    expect(calls(api, 'DELETE', '/api/push/subscriptions')).toEqual([{ endpoint: subscription.endpoint }]);
    expect(section.getByRole('switch', { name: /A race closes in 10 minutes/ })).not.toBeChecked();
  });

  it('a browser still holding another account’s subscription (409) subscribes anew, with a new endpoint', async () => {
    const browser = browserPush({ permission: 'granted' });
    const left = browser.subscribe();
    let saved = ALL_OFF;
    const api = mockApi({
      'GET /api/profile': () => jsonResponse(profile),
      'GET /api/push/preferences': () => jsonResponse(saved),
      'PUT /api/push/preferences': ({ body }) => {
        saved = body as PushPreferences;
        return jsonResponse(saved);
      },
      'POST /api/push/subscriptions': ({ body }) =>
        (body as { endpoint: string }).endpoint === left.endpoint
          ? apiError(409, PUSH_MESSAGES.endpointTaken, 'Conflict')
          : jsonResponse({ message: PUSH_MESSAGES.subscribed }, 201),
    });
    const { user } = renderApp('/account', { account: testAccount, site: pushSite });
    const section = await pushSection();
    await user.click(await section.findByRole('switch', { name: /Your pick was scratched/ }));
    expect(await section.findByText(PUSH_BROWSER_MESSAGES.saved)).toBeInTheDocument();
    expect(left.unsubscribe).toHaveBeenCalledTimes(1);
    const renewed = browser.subscription()!;
    expect(renewed.endpoint).not.toBe(left.endpoint);
    expect(calls(api, 'POST', '/api/push/subscriptions')).toEqual([left.toJSON(), renewed.toJSON()]);
    expect(calls(api, 'PUT', '/api/push/preferences')).toEqual([{ ...ALL_OFF, pickScratched: true }]);
  });

  it('is not offered, nor any push route asked, when the site has push off (no key in its answer)', async () => {
    browserPush();
    const api = mockApi({ 'GET /api/profile': () => jsonResponse(profile) });
    renderApp('/account', { account: testAccount, site: testSite });
    await screen.findByRole('heading', { name: 'Email Preferences' });
    expect(screen.queryByRole('heading', { name: 'Push alerts' })).not.toBeInTheDocument();
    expect(api.mock.calls.filter(([input]) => String(input).includes('/api/push/'))).toEqual([]);
  });

  it('is not offered, nor any push route asked, in a browser without push', async () => {
    const api = mockApi({ 'GET /api/profile': () => jsonResponse(profile) });
    renderApp('/account', { account: testAccount, site: pushSite });
    await screen.findByRole('heading', { name: 'Email Preferences' });
    expect(screen.queryByRole('heading', { name: 'Push alerts' })).not.toBeInTheDocument();
    expect(api.mock.calls.filter(([input]) => String(input).includes('/api/push/'))).toEqual([]);
  });
});
