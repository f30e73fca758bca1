import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { type AccountDetails, newAccountDetails } from './accounts';
import { BASE_URL } from './server-env';
import { SiteMenu } from './site-menu';

export interface Account extends AccountDetails {
  /** The session token the API answered with (cookie `itmt`). */
  token: string;
}

const SCREENSHOTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');

/** Chromium reports every 4xx/5xx answer on the console; the tests check those answers through the page instead. */
const EXPECTED_CONSOLE_ERRORS = [/^Failed to load resource: the server responded with a status of 4\d\d/];

/**
 * The whole page as a PNG, without disturbing it. Playwright's `fullPage` shrinks the viewport to 1×1 for a moment,
 * which flips every width media query: a page that lays out differently on wide screens unmounts and remounts its
 * parts, losing what was typed or opened (a test that takes a screenshot mid-form then fails). Growing only the
 * viewport's height for the shot keeps the width, so the layout stays as it is.
 */
async function fullPageScreenshot(page: Page): Promise<Buffer> {
  const viewport = page.viewportSize();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  if (!viewport || height <= viewport.height) return page.screenshot({ animations: 'disabled' });
  await page.setViewportSize({ width: viewport.width, height });
  try {
    return await page.screenshot({ animations: 'disabled' });
  } finally {
    await page.setViewportSize(viewport);
  }
}

/**
 * A page the server rendered shows its buttons before its script has run, and a tap on one before then does nothing.
 * Stories act as soon as they see a button, so a full page load waits for the app's mark that it has taken over the
 * page (`<html data-hydrated>`); a document the app did not render (no React Router context) waits for nothing.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !('__reactRouterContext' in window) || document.documentElement.hasAttribute('data-hydrated'),
  );
}

/** The page, with `goto` and `reload` returning once the loaded page has hydrated. */
export function waitingForHydration(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await untilHydrated(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await untilHydrated(page);
    return response;
  };
  return page;
}

/** A new page (tab) of a browser context, as the test's own page: loads wait until the page has hydrated. */
export async function openPage(context: BrowserContext): Promise<Page> {
  return waitingForHydration(await context.newPage());
}

export interface Fixtures {
  /** The site menu at this project's width (a drawer on the phone). */
  menu: SiteMenu;
  /** An account that exists before the test starts, created through the API. Runs use a fresh database. */
  account: Account;
  /** Puts an account's session cookie in a browser context, as a login on `site` (default: baseURL) would. */
  logIn: (context: BrowserContext, account: Pick<Account, 'token'>, site?: string) => Promise<void>;
  /**
   * Saves a full-page screenshot to e2e/screenshots/<project>/<name>.png to look at after the run: of the test's
   * page, or of another page it opened (a second device).
   */
  saveScreenshot: (name: string, of?: Page) => Promise<void>;
  /** Fails a test when its page threw or logged an unexpected console error (epic-stack habit). */
  browserErrors: undefined;
}

export const test = base.extend<Fixtures>({
  page: async ({ page }, use) => {
    await use(waitingForHydration(page));
  },

  menu: async ({ page, isMobile }, use) => {
    await use(new SiteMenu(page, isMobile));
  },

  account: async ({ request }, use, testInfo) => {
    const details = newAccountDetails(testInfo);
    const response = await request.post('/api/account/signup', {
      data: { ...details, confirmPassword: details.password, rulesAccepted: true },
    });
    expect(response.status(), await response.text()).toBe(206);
    const token = /^Bearer\s+(\S+)$/i.exec(response.headers().authorization ?? '')?.[1];
    if (!token) throw new Error('The signup answer had no Authorization header.');
    await use({ ...details, token });
  },

  logIn: async ({ baseURL }, use) => {
    await use(async (context, account, site = baseURL ?? BASE_URL) => {
      await context.addCookies([
        { name: 'itmt', value: encodeURIComponent(account.token), url: site, sameSite: 'Strict' },
      ]);
    });
  },

  saveScreenshot: async ({ page }, use, testInfo) => {
    await use(async (name, of = page) => {
      const file = path.join(SCREENSHOTS_DIR, testInfo.project.name, `${name}.png`);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, await fullPageScreenshot(of));
    });
  },

  browserErrors: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`uncaught ${error.name}: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (EXPECTED_CONSOLE_ERRORS.some((pattern) => pattern.test(message.text()))) return;
        problems.push(`console.error: ${message.text()}`);
      });
      await use(undefined);
      expect(problems, 'errors in the browser').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
