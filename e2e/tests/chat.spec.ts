import type { Browser, BrowserContext, Route, TestInfo } from '@playwright/test';
import { ContestFormat } from '../support/contest-api';
import { ContestChat } from '../support/contest-chat';
import { expect, test } from '../support/contest-fixtures';
import { openPage } from '../support/fixtures';
import { BASE_URL } from '../support/server-env';

/** Another browser (another person) at this project's width. */
function newPersonContext(browser: Browser, testInfo: TestInfo): Promise<BrowserContext> {
  const { viewport, isMobile, hasTouch, deviceScaleFactor, userAgent } = testInfo.project.use;
  return browser.newContext({
    baseURL: BASE_URL,
    viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    userAgent,
  });
}

/**
 * Lets the page load its chat once, then holds back every later refresh of it: whatever the page shows after that
 * came over the live stream, not the 5-second poll. Resolves once that first load has been answered.
 */
async function holdChatRefreshes(context: BrowserContext): Promise<{ loaded: Promise<void> }> {
  let loads = 0;
  let markLoaded = () => {};
  const loaded = new Promise<void>((resolve) => {
    markLoaded = resolve;
  });
  await context.route(
    (url) => url.pathname.startsWith('/api/chat/') && !url.pathname.startsWith('/api/chat/messages/'),
    async (route: Route) => {
      if (route.request().method() !== 'GET') return route.continue();
      if (loads++ > 0) return; // never answered: the refresh stays pending until the page closes
      await route.fulfill({ response: await route.fetch() });
      markLoaded();
    },
  );
  return { loaded };
}

test.describe('contest chat', () => {
  test('one player posts, the other sees it at once over the live stream; an admin deletes it from both', async ({
    browser,
    page,
    isMobile,
    newContest,
    newRival,
    admin,
    logIn,
    saveScreenshot,
  }, testInfo) => {
    test.slow();
    const built = await newContest({
      name: 'Saratoga Chat Stakes',
      format: ContestFormat.WinBankroll,
      chatEnabled: true,
      races: [
        {
          runners: [
            ['1', 'Thunder Road', '3-1'],
            ['2', 'Quiet Storm', '5-2'],
          ],
        },
      ],
    });
    const alice = await newRival(built, { firstName: 'Alice', lastName: 'Talker' });
    const bob = await newRival(built, { firstName: 'Bob', lastName: 'Reader' });

    await logIn(page.context(), alice);
    const bobContext = await newPersonContext(browser, testInfo);
    const adminContext = await newPersonContext(browser, testInfo);
    try {
      await logIn(bobContext, bob);
      await logIn(adminContext, admin);
      const bobChatLoad = await holdChatRefreshes(bobContext);
      const bobPage = await openPage(bobContext);
      const adminPage = await openPage(adminContext);

      const aliceChat = new ContestChat(page, isMobile);
      const bobChat = new ContestChat(bobPage, isMobile);
      const adminChat = new ContestChat(adminPage, isMobile);
      // Bob's page opens its stream once it has loaded, after both pages' loads: the whole test's time to wait.
      const bobStream = bobPage.waitForResponse(
        (response) => response.url().endsWith(`/api/contest/${built.slug}/events`),
        { timeout: 0 },
      );
      for (const person of [page, bobPage]) {
        await person.goto(`/contest/${built.slug}`);
        await expect(person.getByRole('heading', { level: 1, name: built.name })).toBeVisible();
      }
      if (isMobile) await expect(bobChat.openButton).toHaveAccessibleName('Open contest chat');
      await expect(bobPage.getByRole('button', { name: /contest chat/ })).toBeVisible();
      // Bob's page has loaded its chat (the one load let through); from now on only its live stream brings news.
      await bobChatLoad.loaded;
      expect((await bobStream).headers()['content-type']).toContain('text/event-stream');

      await saveScreenshot('chat-closed');
      await aliceChat.open();
      await expect(aliceChat.log).toContainText('No messages yet. Say hello!');
      await aliceChat.send('Who do you like in the first? <b>Thunder Road</b> for me.');
      await expect(aliceChat.message('Who do you like in the first?')).toContainText('Alice T.');
      await saveScreenshot('chat-alice-posted');

      if (isMobile) {
        // Bob's chat is closed: the message raises the unread count on his button, and opening it resets it.
        await expect(bobChat.openButton).toHaveAccessibleName('Open contest chat, 1 unread');
        await expect(bobChat.openButton).toContainText('1');
        await bobChat.open();
      }
      const onBob = bobChat.message('Who do you like in the first?');
      await expect(onBob).toContainText('<b>Thunder Road</b> for me.');
      await expect(onBob.locator('b')).toHaveCount(0);
      if (isMobile) {
        await bobChat.close();
        await expect(bobChat.openButton).toHaveAccessibleName('Open contest chat');
      }

      await adminPage.goto(`/contest/${built.slug}`);
      await adminChat.open();
      await adminChat.deleteMessage('Who do you like in the first?', 'Alice T.');
      await expect(adminChat.message('Who do you like in the first?')).toHaveCount(0);
      await expect(aliceChat.message('Who do you like in the first?')).toHaveCount(0);
      if (isMobile) await bobChat.open();
      await expect(bobChat.message('Who do you like in the first?')).toHaveCount(0);
      await expect(bobChat.log).toContainText('No messages yet. Say hello!');
    } finally {
      await bobContext.close();
      await adminContext.close();
    }
  });
});
