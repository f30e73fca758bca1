import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/** Chromium runs the story at phone size (playwright.config.ts); the install criteria do not depend on the width. */
test.skip(({ isMobile }) => !isMobile, 'a phone story: run in the phone project');

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
});
