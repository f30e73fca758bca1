import type { APIRequestContext, Page } from '@playwright/test';
import { ContestFormat } from '../support/contest-api';
import { expect, test } from '../support/contest-fixtures';
import { PUSH_TEST_VAPID, startPushTestService } from '../support/push-service';

/** Chromium runs the story at phone size (playwright.config.ts); the install criteria do not depend on the width. */
test.skip(({ isMobile }) => !isMobile, 'a phone story: run in the phone project');
test.use({ serviceWorkers: 'allow' });

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** A PNG's width and height: the first two numbers of its IHDR chunk, at bytes 16 and 20. */
function pngSize(png: Buffer): string {
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

async function expectIconServed(request: APIRequestContext, icon: ManifestIcon) {
  const response = await request.get(icon.src);
  expect(response.status(), icon.src).toBe(200);
  expect(response.headers()['content-type'], icon.src).toBe('image/png');
  expect(pngSize(await response.body()), icon.src).toBe(icon.sizes);
}

/** Resolves once a service worker has installed (its precache filled) and controls the page. */
async function waitForServiceWorker(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '');
}

test.describe('the installable app', () => {
  test('the manifest meets the install criteria and the service worker controls the page', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');

    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: ManifestIcon[];
    };
    expect(manifest).toMatchObject({ name: 'Contest Jockey', start_url: '/', display: 'standalone' });
    for (const size of ['192x192', '512x512']) {
      const icon = manifest.icons.find(
        (candidate) => candidate.sizes === size && candidate.purpose === 'any',
      );
      expect(icon, size).toBeDefined();
    }
    for (const icon of manifest.icons) await expectIconServed(request, icon);

    expect(await waitForServiceWorker(page)).toMatch(/\/sw\.js$/);
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // Chromium's own check of the install criteria; Playwright's contexts are incognito, where nothing installs.
    expect(installabilityErrors.filter(({ errorId }) => errorId !== 'in-incognito')).toEqual([]);
  });

  test('with the network cut, a page never opened shows the offline page, which opens the page once back online', async ({
    page,
    context,
    saveScreenshot,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitForServiceWorker(page);

    await context.setOffline(true);
    await page.goto('/how-to-play');
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await expect(page).toHaveTitle('You are offline · Contest Jockey');
    await expect(page.getByText('Contest Jockey', { exact: true })).toBeVisible();
    await saveScreenshot('offline-page');

    // Retry while still offline asks again and gets the offline page again.
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Retry' }).click()]);
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: 'How To Play' })).toBeVisible();
  });

  test('a player turns alerts on in My Account, and the scratch of her pick is pushed to her browser', async ({
    page,
    context,
    newContest,
    newRival,
    logIn,
    admin,
    saveScreenshot,
  }) => {
    test.slow();
    const pushService = await startPushTestService();
    try {
      const built = await newContest({
        name: 'Push Alert Stakes',
        format: ContestFormat.WinBankroll,
        races: [
          {
            runners: [
              ['1', 'Cold Front', '5-2'],
              ['2', 'Midnight Lark', '3-1'],
            ],
          },
        ],
      });
      const [race] = built.races;
      if (!race) throw new Error('The contest was built without its race.');
      const player = await newRival(built, { firstName: 'Pia', lastName: 'Pusher' });
      await player.play(race.contestRaceId, race.runner('Midnight Lark').id, 10);

      // Chromium's pushManager.subscribe needs the real push service: the browser's subscription is one the test
      // makes, with keys it generated and an endpoint on the local push service; the page's code is unchanged.
      await page.addInitScript(({ endpoint, keys }) => {
        let subscription: PushSubscription | null = null;
        const made = {
          endpoint,
          expirationTime: null,
          unsubscribe: async () => {
            subscription = null;
            return true;
          },
          toJSON: () => ({ endpoint, expirationTime: null, keys }),
        } as unknown as PushSubscription;
        PushManager.prototype.getSubscription = async () => subscription;
        PushManager.prototype.subscribe = async () => {
          subscription = made;
          return made;
        };
      }, pushService.subscriptionJson('pusher-phone'));
      await context.grantPermissions(['notifications']);
      await logIn(context, player);

      await page.goto('/account');
      await waitForServiceWorker(page);
      const scratched = page.getByRole('switch', { name: /Your pick was scratched/ });
      await expect(scratched).not.toBeChecked();
      await scratched.check();
      await expect(page.getByText('Your alert settings have been saved.')).toBeVisible();
      await expect(scratched).toBeChecked();
      await expect(page.getByRole('switch', { name: /A race closes in 10 minutes/ })).not.toBeChecked();
      await saveScreenshot('account-push-alerts');

      await admin.scratchRunner(race.runner('Midnight Lark'));
      await expect.poll(() => pushService.received.length, { timeout: 30_000 }).toBeGreaterThan(0);
      const [push] = pushService.received;
      expect(push?.path).toBe('/push/pusher-phone');
      expect(push?.headers['content-encoding']).toBe('aes128gcm');
      expect(push?.headers.authorization).toMatch(
        new RegExp(`^vapid t=[^,]+, k=${PUSH_TEST_VAPID.VAPID_PUBLIC_KEY}$`),
      );
      expect(push?.headers.urgency).toBe('high');
      expect(Number(push?.headers.ttl)).toBeGreaterThan(0);
      expect(push?.body.length).toBeGreaterThan(0);
    } finally {
      await pushService.close();
    }
  });
});
