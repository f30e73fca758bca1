import type { BrowserContext, Locator, Page } from '@playwright/test';
import type { AdminApi } from '../support/contest-api';
import { expect, test } from '../support/contest-fixtures';
import { waitForEmailTo } from '../support/email';
import { openPage } from '../support/fixtures';
import { BASE_URL, E2E_ADMIN } from '../support/server-env';
import { SiteMenu } from '../support/site-menu';

/** A real one-pixel PNG: the server checks the bytes, not the name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const AUDIT_TIME = /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/;

/** The admin menu: a side pane on wide screens, a drawer behind 'Open menu' on a phone. */
async function adminMenuGo(page: Page, isPhone: boolean, entry: string): Promise<void> {
  const navigation = page.getByRole('navigation', { name: 'Admin' });
  if (isPhone) await page.getByRole('button', { name: 'Open menu' }).click();
  await navigation.getByRole('link', { name: entry, exact: true }).click();
}

/** Opens a card's collapsible search and types into it. */
async function search(card: Locator, toggle: string, box: string, text: string): Promise<void> {
  await card.getByRole('button', { name: toggle, exact: true }).click();
  await card.getByRole('searchbox', { name: box }).fill(text);
}

/** The administrator's session in this browser, as a login would leave it. */
async function asAdministrator(context: BrowserContext, admin: AdminApi): Promise<void> {
  await context.addCookies([
    { name: 'itmt', value: encodeURIComponent(admin.token), url: BASE_URL, sameSite: 'Strict' },
  ]);
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
}

test.describe('account administration', () => {
  test('an administrator reads the dashboard chart and the audit log, edits and locks an account whose login is then refused, unlocks it and sends a password reset', async ({
    page,
    context,
    browser,
    isMobile,
    admin,
    account: player,
    logIn: addSession,
    saveScreenshot,
  }) => {
    test.slow();
    await asAdministrator(context, admin);
    // The player is signed in on a device of their own.
    const playerContext = await browser.newContext({ baseURL: BASE_URL });
    await addSession(playerContext, player);
    const playerPage = await openPage(playerContext);
    const playerMenu = new SiteMenu(playerPage, isMobile);
    await playerPage.goto('/contests');
    await expect(playerPage.getByRole('heading', { level: 1, name: 'My Contests' })).toBeVisible();

    await test.step('the dashboard: figures, contests and the sign-ups chart with its summary', async () => {
      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
      await expect(page).toHaveTitle('Contest Jockey: Admin Dashboard');
      await expect(page.getByText('Total Users')).toBeVisible();
      const chart = page.getByRole('figure', { name: /sign-ups? from .+ to .+\./i });
      await expect(chart).toBeVisible();
      await expect(chart.locator('svg').first()).toBeVisible();
      await chart.getByRole('button', { name: 'Show the figures as a table' }).click();
      await expect(chart.getByRole('table', { name: 'Sign-ups per day' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Contests' })).toContainText('Entries');
      await saveScreenshot('admin-dashboard');
    });

    await test.step("the audit log: the player's sign-up, searched by e-mail", async () => {
      const card = page.getByRole('region', { name: 'Audit Log' });
      await expect(card.getByRole('combobox', { name: 'Event type' })).toHaveText('Account created');
      await search(card, 'Search the audit log', 'Search messages or email', player.email);
      const entries = card.getByRole('list', { name: 'Account created log entries' }).getByRole('listitem');
      await expect(entries).toHaveCount(1);
      await expect(entries.first()).toContainText(player.email);
      await expect(entries.first()).toContainText(AUDIT_TIME);
      await card.getByRole('combobox', { name: 'Event type' }).click();
      await page.getByRole('option', { name: 'Password reset requested' }).click();
      await expect(card.getByRole('combobox', { name: 'Event type' })).toHaveText('Password reset requested');
      await expect(card.getByText('No log entries.')).toBeVisible();
      await saveScreenshot('admin-audit-log');
    });

    await test.step('find the player under All Accounts and edit the account', async () => {
      await adminMenuGo(page, isMobile, 'Accounts');
      await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
      const recent = page.getByRole('region', { name: 'Recently Created Accounts' });
      await expect(recent.getByRole('list')).toBeVisible();
      const all = page.getByRole('region', { name: 'All Accounts' });
      await search(all, 'Search accounts', 'Search by name or email', player.email);
      const found = all.getByRole('list', { name: 'All Accounts' }).getByRole('link');
      await expect(found).toHaveCount(1);
      await saveScreenshot('admin-accounts');
      await found.click();

      await expect(page.getByRole('heading', { level: 1, name: 'Manage Account' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(player.email);
      await page.getByRole('textbox', { name: 'Last Name' }).fill('Mitchell-Jones');
      await page.getByRole('button', { name: 'Update Account' }).click();
      await expect(page.getByText('Account updated successfully.')).toBeVisible();
      await expect(page.getByText(`${player.firstName} Mitchell-Jones · ${player.email}`)).toBeVisible();
    });

    await test.step("lock it: the player's open page is sent to log in and told why, and the login is refused", async () => {
      await page.getByRole('switch', { name: 'Locked' }).check();
      await page.getByRole('button', { name: 'Update Account' }).click();
      await expect(page.getByText('Account updated successfully.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Send Password Reset Email' })).toBeDisabled();
      await saveScreenshot('admin-manage-account');

      await playerMenu.go('My Account');
      await expect(playerPage).toHaveURL(/\/login\?redirect=%2Faccount$/);
      await expect(playerPage.getByRole('status')).toHaveText(
        'This account is locked. Please contact support.',
      );
      await saveScreenshot('login-after-lock', playerPage);
      await logIn(playerPage, player.email, player.password);
      await expect(playerPage.getByRole('alert')).toHaveText(
        'This account is locked. Please contact support.',
      );

      await adminMenuGo(page, isMobile, 'Accounts');
      const locked = page.getByRole('region', { name: 'Locked Accounts' });
      await expect(
        locked.getByRole('link', { name: new RegExp(`${player.firstName} Mitchell-Jones`) }),
      ).toBeVisible();
      await locked.getByRole('link', { name: new RegExp(`${player.firstName} Mitchell-Jones`) }).click();
    });

    await test.step('unlock it: the player logs in again', async () => {
      await page.getByRole('switch', { name: 'Locked' }).uncheck();
      await page.getByRole('button', { name: 'Update Account' }).click();
      await expect(page.getByText('Account updated successfully.')).toBeVisible();
      await logIn(playerPage, player.email, player.password);
      await expect(playerPage).toHaveURL(`${BASE_URL}/`);
    });

    await test.step('send the player a password reset e-mail', async () => {
      await page.getByRole('button', { name: 'Send Password Reset Email' }).click();
      await expect(page.getByText('Password reset email sent.')).toBeVisible();
      const email = await waitForEmailTo(player.email, (message) =>
        /reset your password/.test(message.subject),
      );
      expect(email.body).toContain('/password/update?code=');
    });

    await test.step('an administrator cannot lock their own account nor give up the right', async () => {
      await adminMenuGo(page, isMobile, 'Accounts');
      const all = page.getByRole('region', { name: 'All Accounts' });
      await search(all, 'Search accounts', 'Search by name or email', E2E_ADMIN.email);
      await all.getByRole('list', { name: 'All Accounts' }).getByRole('link').first().click();
      await expect(page.getByRole('switch', { name: 'Locked' })).toBeDisabled();
      await expect(page.getByRole('switch', { name: 'Administrator' })).toBeDisabled();
      await expect(page.getByText('You cannot lock your own account.')).toBeVisible();
    });

    await playerContext.close();
  });
});

test.describe('my account', () => {
  test('a player changes their name, adds a photo and turns on the news e-mails signup left off', async ({
    page,
    context,
    menu,
    account,
    logIn: addSession,
    saveScreenshot,
  }) => {
    await addSession(context, account);
    await page.goto('/');
    await menu.go('My Account');
    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    await expect(page).toHaveTitle('Contest Jockey: My Account');
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(account.email);

    await test.step('names', async () => {
      await page.getByRole('textbox', { name: 'First Name' }).fill('');
      await page.getByRole('button', { name: 'Save Profile' }).click();
      await expect(page.getByText('First name is required.')).toBeVisible();
      await page.getByRole('textbox', { name: 'First Name' }).fill('Jordan');
      await page.getByRole('button', { name: 'Save Profile' }).click();
      await expect(page.getByText('Profile updated successfully.')).toBeVisible();
    });

    await test.step('a photo, shown once uploaded', async () => {
      await page
        .getByLabel('Photo file')
        .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
      await expect(page.getByText('Photo updated successfully.')).toBeVisible();
      const photo = page.getByRole('img', { name: 'Your photo' });
      await expect(photo).toBeVisible();
      await expect
        .poll(() => photo.evaluate((image) => (image as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
      await expect(page.getByRole('button', { name: 'Change photo' })).toBeVisible();
    });

    await test.step('e-mail preferences, kept after a reload', async () => {
      const news = page.getByRole('switch', { name: /News and offers/ });
      await expect(news).not.toBeChecked();
      await news.check();
      await expect(page.getByText('Your email preference has been saved.')).toBeVisible();
      await saveScreenshot('my-account');
      await page.reload();
      await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveValue('Jordan');
      await expect(page.getByRole('switch', { name: /News and offers/ })).toBeChecked();
      await expect(page.getByRole('switch', { name: /Contest updates/ })).toBeChecked();
      await expect(page.getByRole('img', { name: 'Your photo' })).toBeVisible();
    });
  });

  test('a player changes the password: the current one first, then every other device is signed out', async ({
    page,
    context,
    browser,
    request,
    isMobile,
    account,
    logIn: addSession,
    saveScreenshot,
  }) => {
    // Another device with a session of its own, which the change ends.
    const login = await request.post('/api/account/login', {
      data: { email: account.email, password: account.password },
    });
    const otherToken = /^Bearer\s+(\S+)$/i.exec(login.headers().authorization ?? '')?.[1] ?? '';
    const otherDevice = await browser.newContext({ baseURL: BASE_URL });
    await addSession(otherDevice, { token: otherToken });
    const otherPage = await openPage(otherDevice);
    const otherMenu = new SiteMenu(otherPage, isMobile);
    await otherPage.goto('/');
    await otherMenu.expectSignedIn();

    await addSession(context, account);
    await page.goto('/account');
    const section = page.getByRole('region', { name: 'Password' });
    const newPassword = `${account.password}-changed`;

    await test.step('a wrong current password is refused under its field', async () => {
      await section.getByLabel(/^Current Password/).fill('not my password at all');
      await section.getByLabel(/^New Password/).fill(newPassword);
      await section.getByLabel(/^Confirm New Password/).fill(newPassword);
      await section.getByRole('button', { name: 'Change Password' }).click();
      await expect(section.getByText('Your current password is not correct.')).toBeVisible();
      await expect(section.getByLabel(/^Current Password/)).toBeFocused();
    });

    await test.step('the right one changes it; this device stays signed in, the other is signed out', async () => {
      await section.getByLabel(/^Current Password/).fill(account.password);
      await section.getByRole('button', { name: 'Change Password' }).click();
      await expect(
        section.getByText(
          'Password changed. You are still signed in here; every other device was signed out.',
        ),
      ).toBeVisible();
      await expect(section.getByLabel(/^Current Password/)).toHaveValue('');
      await saveScreenshot('my-account-password');
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
      await otherPage.reload();
      await otherMenu.expectSignedOut();
      await otherDevice.close();
    });
  });
});
