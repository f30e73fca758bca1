import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The contest page's chat at either width: on a phone a button beside the tabs opening a full-screen 'Contest Chat'
 * dialog, on a wide screen a panel of the page (open at first).
 */
export class ContestChat {
  constructor(
    readonly page: Page,
    private readonly isPhone: boolean,
  ) {}

  /** The button beside the tabs (phone); its name carries the unread count: 'Open contest chat, 2 unread'. */
  get openButton(): Locator {
    return this.page.getByRole('button', { name: /^Open contest chat/ });
  }

  /** Where the conversation shows: the dialog on a phone, the panel on a wide screen. */
  get container(): Locator {
    return this.isPhone
      ? this.page.getByRole('dialog', { name: 'Contest Chat' })
      : this.page.getByRole('region', { name: 'Contest Chat' });
  }

  get log(): Locator {
    return this.container.getByRole('log', { name: 'Chat messages' });
  }

  message(text: string): Locator {
    return this.log.getByRole('listitem').filter({ hasText: text });
  }

  async open(): Promise<void> {
    if (this.isPhone) await this.openButton.click();
    await expect(this.log).toBeVisible();
  }

  async close(): Promise<void> {
    if (this.isPhone) await this.container.getByRole('button', { name: 'Close chat' }).click();
    else await this.container.getByRole('button', { name: /^Hide contest chat/ }).click();
    await expect(this.log).toBeHidden();
  }

  /** Types a message and presses Enter, as a player sends one. */
  async send(text: string): Promise<void> {
    const box = this.container.getByRole('textbox', { name: 'Message' });
    await box.fill(text);
    await box.press('Enter');
    await expect(box).toHaveValue('');
  }

  /** An administrator deletes a message, confirming in the dialog. */
  async deleteMessage(text: string, senderName: string): Promise<void> {
    await this.message(text)
      .getByRole('button', { name: `Delete message from ${senderName}` })
      .click();
    const confirm = this.page.getByRole('dialog', { name: 'Delete Message' });
    await expect(confirm).toContainText('Are you sure you want to delete this message?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
  }
}
