import type { Locator, Page } from '@playwright/test';
import { newAccountDetails } from '../support/accounts';
import { passwordUpdateLink, waitForEmailTo } from '../support/email';
import { expect, openPage, test } from '../support/fixtures';
import { BASE_URL, HARNESS_URL } from '../support/server-env';
import { SiteMenu } from '../support/site-menu';

const CONTACT_EMAIL = 'support@contestjockey.com';

/** The pages of the account foundation, with the title each shows after the product name. */
const PAGES = [
  { path: '/', title: 'Upcoming', heading: 'Upcoming', shot: 'home' },
  { path: '/login', title: 'Log in', heading: 'Welcome back', shot: 'login' },
  { path: '/signup', title: 'Sign up', heading: 'Create your account', shot: 'signup' },
  {
    path: '/password/reset',
    title: 'Reset your password',
    heading: 'Reset your password',
    shot: 'password-reset',
  },
  {
    path: '/password/update?code=EXAMPLE-CODE',
    title: 'Choose a new password',
    heading: 'Choose a new password',
    shot: 'password-update',
  },
  { path: '/no-such-page', title: 'Page not found', heading: 'Page not found', shot: 'not-found' },
] as const;

function heading(page: Page, name: string): Locator {
  return page.getByRole('heading', { level: 1, name });
}

/** Red as people see it: the alert's background is mostly red. */
async function expectRed(alert: Locator): Promise<void> {
  const background = await alert.evaluate((element) => getComputedStyle(element).backgroundColor);
  const [red = 0, green = 0, blue = 0] = (background.match(/\d+/g) ?? []).map(Number);
  expect(red, `background ${background}`).toBeGreaterThan(green);
  expect(red, `background ${background}`).toBeGreaterThan(blue);
}

async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
}

test.describe('the site layout', () => {
  test('every page shows the brand, the menu and a footer, under a title that starts with the product name', async ({
    page,
    menu,
    isMobile,
    saveScreenshot,
  }) => {
    for (const { path, title, heading: name, shot } of PAGES) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(heading(page, name)).toBeVisible();
        await expect(page).toHaveTitle(`Contest Jockey: ${title}`);
        await expect(page.getByRole('link', { name: 'Contest Jockey', exact: true })).toBeVisible();
        if (isMobile) {
          await expect(menu.openButton).toBeVisible();
          await expect(menu.navigation).toBeHidden();
        } else {
          await expect(menu.navigation).toBeVisible();
          await expect(menu.openButton).toHaveCount(0);
        }
        const footer = page.getByRole('contentinfo');
        await expect(footer.getByRole('link', { name: CONTACT_EMAIL })).toHaveAttribute(
          'href',
          `mailto:${CONTACT_EMAIL}`,
        );
        await expect(footer).toContainText('© 2024 Contest Jockey');
        await saveScreenshot(shot);
      });
    }
  });

  test('a visitor finds Upcoming, Login and Signup in the menu', async ({
    page,
    menu,
    isMobile,
    saveScreenshot,
  }) => {
    await page.goto('/');
    await menu.open();
    await expect(menu.link('Upcoming')).toHaveAttribute('aria-current', 'page');
    if (isMobile) await saveScreenshot('menu-open');
    await menu.expectSignedOut();

    await menu.go('Login');
    await expect(page).toHaveURL('/login');
    await expect(heading(page, 'Welcome back')).toBeVisible();
    // On a phone the drawer closes once an entry is chosen; the wide-screen pane stays.
    if (isMobile) await expect(menu.navigation).toBeHidden();
    else await expect(menu.navigation).toBeVisible();

    await page.getByRole('link', { name: 'Contest Jockey', exact: true }).click();
    await expect(page).toHaveURL('/');
    await expect(heading(page, 'Upcoming')).toBeVisible();
  });

  test('the menu stays as the visitor left it after a reload', async ({ page, menu, isMobile }) => {
    await page.goto('/');
    if (!isMobile) {
      // Wide screens have no drawer: the menu is a pane that is always there.
      await expect(menu.navigation).toBeVisible();
      await page.reload();
      await expect(menu.navigation).toBeVisible();
      await expect(menu.openButton).toHaveCount(0);
      return;
    }
    await expect(menu.navigation).toBeHidden();
    await menu.open();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('navLayout')))
      .toBe('{"drawerOpen":true}');

    await page.reload();
    await expect(menu.navigation).toBeVisible();
    await expect(menu.openButton).toHaveAttribute('aria-expanded', 'true');

    await menu.close();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('navLayout')))
      .toBe('{"drawerOpen":false}');
    await page.reload();
    await expect(menu.openButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.navigation).toBeHidden();
  });

  test('an unknown address shows the not-found page inside the layout', async ({ page, menu }) => {
    await page.goto('/contestz/nothing-here');
    await expect(heading(page, 'Page not found')).toBeVisible();
    await expect(page).toHaveTitle('Contest Jockey: Page not found');
    await menu.open();
    await expect(menu.link('Upcoming')).toBeVisible();
    await menu.close();

    await page.getByRole('link', { name: 'Go to Upcoming contests' }).click();
    await expect(page).toHaveURL('/');
    await expect(heading(page, 'Upcoming')).toBeVisible();
  });

  test('the harness host is branded Harness Jockey', async ({ page, saveScreenshot }) => {
    await page.goto(`${HARNESS_URL}/`);
    await expect(heading(page, 'Upcoming')).toBeVisible();
    await expect(page).toHaveTitle('Harness Jockey: Upcoming');
    await expect(page.getByRole('link', { name: 'Harness Jockey', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contest Jockey', exact: true })).toHaveCount(0);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('© 2024 Harness Jockey');
    await expect(footer.getByRole('link', { name: 'Visit Contest Jockey' })).toHaveAttribute(
      'href',
      BASE_URL,
    );
    await saveScreenshot('harness-home');
  });
});

test.describe('accounts', () => {
  test('a visitor signs up, is logged in, logs out from the menu and logs back in', async ({
    page,
    menu,
    saveScreenshot,
  }, testInfo) => {
    const visitor = newAccountDetails(testInfo, { firstName: 'Jordan', lastName: 'Reyes' });

    await test.step('the sign-up form says what is missing', async () => {
      await page.goto('/');
      await menu.go('Signup');
      await expect(page).toHaveURL('/signup');
      await expect(heading(page, 'Create your account')).toBeVisible();
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByText('First name is required.')).toBeVisible();
      await expect(page.getByText('Confirm password is required.')).toBeVisible();
      await expect(
        page.getByText('Please confirm that you are 21 or older and accept the Rules.'),
      ).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'First Name' })).toBeFocused();
      await saveScreenshot('signup-validation');
    });

    await test.step('signs up and is logged in', async () => {
      await page.getByRole('textbox', { name: 'First Name' }).fill(visitor.firstName);
      await page.getByRole('textbox', { name: 'Last Name' }).fill(visitor.lastName);
      await page.getByRole('textbox', { name: 'Email' }).fill(visitor.email);
      await page.getByLabel(/^Password/).fill(visitor.password);
      await page.getByLabel(/^Confirm Password/).fill(visitor.password);
      await page.getByRole('checkbox', { name: /I am 21 or older and accept the Rules/ }).check();
      // News and offers are asked, unticked: left so, the account gets none.
      await expect(page.getByRole('checkbox', { name: /Email me news and offers/ })).not.toBeChecked();
      await expect(page.getByText('First name is required.')).toBeHidden();
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page).toHaveURL('/');
      await expect(heading(page, 'Upcoming')).toBeVisible();
      await menu.expectSignedIn();
    });

    await test.step('finds news and offers off in My Account, as signup left them', async () => {
      await menu.go('My Account');
      await expect(page.getByRole('switch', { name: /News and offers/ })).not.toBeChecked();
      await expect(page.getByRole('switch', { name: /Contest updates/ })).toBeChecked();
    });

    await test.step('logs out from the menu, which confirms it', async () => {
      await menu.go('Logout');
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('status').filter({ hasText: 'You are signed out.' })).toBeVisible();
      await saveScreenshot('signed-out');
      await expect(heading(page, 'Upcoming')).toBeVisible();
      await menu.expectSignedOut();
    });

    await test.step('logs back in', async () => {
      await menu.go('Login');
      await expect(heading(page, 'Welcome back')).toBeVisible();
      await fillLogin(page, visitor.email, visitor.password);
      await expect(page).toHaveURL('/');
      await menu.expectSignedIn();
      await saveScreenshot('home-signed-in');
    });
  });

  test('a player who forgot the password sets a new one from the e-mailed link, is signed in, and the old one stops working', async ({
    page,
    browser,
    account,
    logIn,
    saveScreenshot,
    menu,
    isMobile,
  }) => {
    const newPassword = `${account.password}-renewed`;
    // A session on another device, which the new password ends. It gets this project's options (size, baseURL).
    const otherDevice = await browser.newContext();
    await logIn(otherDevice, account);
    const otherPage = await openPage(otherDevice);
    const otherMenu = new SiteMenu(otherPage, isMobile);
    await otherPage.goto('/');
    await otherMenu.expectSignedIn();

    await test.step('asks for a reset link', async () => {
      await page.goto('/login');
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await expect(page).toHaveURL('/password/reset');
      await expect(heading(page, 'Reset your password')).toBeVisible();
      await expect(page.getByText('Enter your email to have a reset link sent to you.')).toBeVisible();
      await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(
        page.getByText('If an account exists with that email, a password reset link was sent.'),
      ).toBeVisible();
      await saveScreenshot('password-reset-sent');
    });

    const link = await test.step('receives the link by e-mail', async () => {
      const email = await waitForEmailTo(account.email);
      expect(email.subject).toBe('Contest Jockey: reset your password');
      const found = passwordUpdateLink(email);
      expect(found.origin).toBe(BASE_URL);
      return found;
    });

    await test.step('opens the link, whose code is neither shown nor left in the address, and sets a new password', async () => {
      const code = link.searchParams.get('code') ?? '';
      expect(code).toHaveLength(43);
      await page.goto(link.href);
      await expect(page).toHaveURL('/password/update');
      expect(await page.evaluate(() => window.location.href)).not.toContain(code);
      await expect(page.getByRole('textbox', { name: 'Code' })).toHaveCount(0);
      await expect(page.getByText(code)).toHaveCount(0);
      await expect(
        page.getByText("By resetting your password, you'll be logged out of all your existing sessions."),
      ).toBeVisible();
      await page.getByLabel(/^Password/).fill(newPassword);
      await page.getByLabel(/^Confirm Password/).fill(newPassword);
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await expect(page.getByText('Password successfully updated. You are now signed in.')).toBeVisible();
      await saveScreenshot('password-updated');
      await page.getByRole('link', { name: 'Continue to the contests' }).click();
      await expect(page).toHaveURL('/');
      await menu.expectSignedIn();
      await menu.go('Logout');
      await menu.expectSignedOut();
      await page.goto('/login');
    });

    await test.step('the old password is refused in a red alert', async () => {
      await fillLogin(page, account.email, account.password);
      const alert = page.getByRole('alert');
      await expect(alert).toContainText('Invalid email or password.');
      await expectRed(alert);
      await expect(page).toHaveURL('/login');
      await saveScreenshot('login-refused');
    });

    await test.step('the new password logs in', async () => {
      await page.getByLabel(/^Password/).fill(newPassword);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL('/');
      await menu.expectSignedIn();
    });

    await test.step('the other device was logged out', async () => {
      await otherPage.reload();
      await otherMenu.expectSignedOut();
      await otherDevice.close();
    });
  });

  test('the sign-up link on the login page keeps the contest the visitor came to enter', async ({ page }) => {
    await page.goto('/login?contest=spring-stakes');
    const signUp = page.getByRole('link', { name: 'Sign up', exact: true });
    await expect(signUp).toHaveAttribute('href', '/signup?contest=spring-stakes');
    await signUp.click();
    await expect(page).toHaveURL('/signup?contest=spring-stakes');
    await expect(heading(page, 'Create your account')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in', exact: true })).toHaveAttribute(
      'href',
      '/login?contest=spring-stakes',
    );
  });
});
