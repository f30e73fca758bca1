import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The sidebar menu of the public pages (spec §2): a permanent pane on wide screens, a drawer behind the 'Open menu'
 * button on phones.
 */
export class SiteMenu {
  constructor(
    private readonly page: Page,
    private readonly isPhone: boolean,
  ) {}

  get navigation(): Locator {
    return this.page.getByRole('navigation', { name: 'Main' });
  }

  /** The phone's menu button. While the drawer is open the page behind it is aria-hidden, the button included. */
  get openButton(): Locator {
    return this.page.getByRole('button', { name: 'Open menu', includeHidden: true });
  }

  link(name: string): Locator {
    return this.navigation.getByRole('link', { name, exact: true });
  }

  /** Shows the menu: on a phone, opens the drawer unless it is open already. */
  async open(): Promise<void> {
    if (this.isPhone && (await this.openButton.getAttribute('aria-expanded')) !== 'true') {
      await this.openButton.click();
    }
    await expect(this.navigation).toBeVisible();
  }

  /** On a phone, closes the drawer as a person would (Escape); the wide-screen pane always stays. */
  async close(): Promise<void> {
    if (!this.isPhone) return;
    await this.page.keyboard.press('Escape');
    await expect(this.navigation).toBeHidden();
  }

  /** Follows a menu entry. On a phone the drawer closes itself once an entry is chosen. */
  async go(name: string): Promise<void> {
    await this.open();
    await this.link(name).click();
  }

  async expectSignedIn(): Promise<void> {
    await this.open();
    await expect(this.link('Logout')).toBeVisible();
    await expect(this.link('Login')).toHaveCount(0);
    await expect(this.link('Signup')).toHaveCount(0);
    await this.close();
  }

  async expectSignedOut(): Promise<void> {
    await this.open();
    await expect(this.link('Login')).toBeVisible();
    await expect(this.link('Signup')).toBeVisible();
    await expect(this.link('Logout')).toHaveCount(0);
    await this.close();
  }
}
