import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { newAccountDetails } from '../support/accounts';
import { ContestFormat, expectStatus, PlayerApi } from '../support/contest-api';
import { expect, test } from '../support/contest-fixtures';
import { ContestPage } from '../support/contest-page';
import { BASE_URL, HARNESS_URL } from '../support/server-env';

const SCREENSHOTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');

const RUNNERS: [string, string, string][] = [
  ['1', 'Cold Front', '5-2'],
  ['2', 'Midnight Lark', '3-1'],
  ['3', 'Paper Tiger', '9-2'],
];

declare global {
  interface Window {
    /** What the page handed the share sheet this story gives the phone. */
    sharedWith?: ShareData;
  }
}

test.describe('share where I stand', () => {
  test('a player sees the card her link previews with, and shares the link from a phone or copies it on a desktop', async ({
    page,
    context,
    isMobile,
    newContest,
    newRival,
    admin,
    logIn,
    request,
    saveScreenshot,
  }, testInfo) => {
    test.slow();
    const built = await newContest({
      name: 'Belmont Share Stakes',
      format: ContestFormat.WinBankroll,
      races: [{ runners: RUNNERS }, { runners: RUNNERS }],
    });
    const [race1] = built.races;
    if (!race1) throw new Error('The contest was built without its races.');
    const rival = await newRival(built, { firstName: 'Ann', lastName: 'Rival' });
    const me = await PlayerApi.signUpInto(
      request,
      newAccountDetails(testInfo, { firstName: 'Dana', lastName: 'Reyes' }),
      built.slug,
    );
    const [entry] = await me.myEntries(built.slug);
    if (!entry) throw new Error('The player has no entry.');
    await me.play(race1.contestRaceId, race1.runner('Midnight Lark').id, 10);
    await rival.play(race1.contestRaceId, race1.runner('Cold Front').id, 10);
    await admin.closeWagering(race1.id);
    await admin.addWinResult(race1.id, race1.runner('Midnight Lark').id, 8.4);
    await admin.finalize(race1.id);

    const cardPath = `/api/contest/${built.slug}/players/${entry.id}/card.png`;
    const link = `${BASE_URL}/contest/${built.slug}?card=${entry.id}`;
    if (isMobile) {
      // A phone's share sheet (headless Chromium has none): it keeps what the page handed it.
      await page.addInitScript(() => {
        navigator.share = async (data?: ShareData) => {
          window.sharedWith = data;
        };
      });
    } else {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
    }

    await logIn(context, me);
    const contestPage = new ContestPage(page, isMobile);
    await contestPage.goto(built.slug);
    const shareButton = page.getByRole('button', { name: 'Share' });

    await test.step('Share sits beside her bankroll once the first race has run', async () => {
      await expect(shareButton).toBeVisible();
      await saveScreenshot('share-button');
    });

    const dialog = page.getByRole('dialog', { name: 'Share where you stand' });
    await test.step('opens from the keyboard on a preview of her card', async () => {
      await shareButton.focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      const card = dialog.getByRole('img', { name: /^Your card: Dana R\. in Belmont Share Stakes/ });
      await expect(card).toHaveAttribute('src', cardPath);
      await expect
        .poll(() => card.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
        .toBe(1200);
      await expect(dialog.getByRole('textbox', { name: 'Link' })).toHaveValue(link);
      await saveScreenshot('share-dialog');
    });

    await test.step(isMobile ? 'hands the link to the share sheet' : 'copies the link', async () => {
      if (isMobile) {
        await dialog.getByRole('button', { name: 'Share link' }).click();
        await expect(dialog.getByRole('status')).toHaveText('Shared.');
        expect(await page.evaluate(() => window.sharedWith)).toEqual({
          url: link,
          title: built.name,
          text: `Where I stand in ${built.name} on Contest Jockey`,
        });
      } else {
        await dialog.getByRole('button', { name: 'Copy link' }).click();
        await expect(dialog.getByRole('status')).toHaveText('Link copied.');
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
      }
    });

    await test.step('closes with Escape, back on Share', async () => {
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(shareButton).toBeFocused();
    });

    await test.step('her link previews with her card: its page says so in its Open Graph and Twitter tags', async () => {
      const html = await (await request.get(link)).text();
      const meta = (key: string) =>
        new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
      const image = meta('og:image') ?? '';
      expect(new URL(image).pathname).toBe(`/api/contest/${built.contest.id}/players/${entry.id}/card.png`);
      expect([meta('og:image:width'), meta('og:image:height')]).toEqual(['1200', '630']);
      expect(meta('twitter:card')).toBe('summary_large_image');
      const served = await request.get(`${BASE_URL}${new URL(image).pathname}`);
      await expectStatus(served, 200);
      expect(served.headers()['content-type']).toBe('image/png');
      // The contest's own link previews with the brand's icon.
      const plain = await (await request.get(`${BASE_URL}/contest/${built.slug}`)).text();
      expect(plain).toMatch(/<meta property="og:image" content="[^"]*\/icons\/thoroughbred-512\.png"/);
    });

    await test.step('the card is a PNG of each brand, for people to look at', async () => {
      for (const [site, name] of [
        [BASE_URL, 'share-card'],
        [HARNESS_URL, 'share-card-harness'],
      ] as const) {
        const response = await request.get(`${site}${cardPath}`);
        await expectStatus(response, 200);
        expect(response.headers()['content-type']).toBe('image/png');
        const file = path.join(SCREENSHOTS_DIR, testInfo.project.name, `${name}.png`);
        await fs.mkdir(path.dirname(file), { recursive: true });
        await fs.writeFile(file, await response.body());
      }
    });
  });
});
