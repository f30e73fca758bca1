import type { Page } from '@playwright/test';
import { newAccountDetails } from '../support/accounts';
import { ContestFormat, PlayerApi, uniqueTag } from '../support/contest-api';
import { expect, test } from '../support/contest-fixtures';
import { waitForEmailTo } from '../support/email';
import { solidPng } from '../support/png';
import { BASE_URL } from '../support/server-env';

/** Adds an ad in the Add Ad dialog of /admin/ads. */
async function addAd(
  page: Page,
  ad: { placement: string; altText: string; linkUrl: string; file: string; width: number; height: number },
) {
  await page.getByRole('button', { name: 'Add Ad' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Ad' });
  await dialog.getByRole('combobox', { name: /Placement/ }).click();
  await page.getByRole('option', { name: ad.placement }).click();
  await dialog.getByRole('textbox', { name: /Link/ }).fill(ad.linkUrl);
  await dialog.getByRole('textbox', { name: /Alt Text/ }).fill(ad.altText);
  await dialog.getByLabel('Image file').setInputFiles({
    name: ad.file,
    mimeType: 'image/png',
    buffer: solidPng(ad.width, ad.height, [0, 152, 73]),
  });
  await dialog.getByRole('button', { name: 'Add Ad' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('advertising', () => {
  test('an administrator adds a contest-page ad and an e-mail ad; the contest page and the enrollment e-mail show them', async ({
    page,
    request,
    isMobile,
    admin,
    logIn,
    newContest,
    saveScreenshot,
  }, testInfo) => {
    test.slow();
    const tag = uniqueTag();
    // Both projects run at once and the newest ad of a placement shows: each checks for one of the test's ads.
    const pageAd = `Acme Feed e2e ${tag}`;
    const mailAd = `Tack Shop e2e ${tag}`;
    await logIn(page.context(), admin);

    await test.step('the admin menu leads to Ads; an ad is added for contest pages, another for e-mails', async () => {
      await page.goto('/admin');
      if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
      await page
        .getByRole('navigation', { name: 'Admin' })
        .getByRole('link', { name: 'Ads', exact: true })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Ads' })).toBeVisible();

      // A link that is not a web address is refused in the dialog, with the shared message.
      await page.getByRole('button', { name: 'Add Ad' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Ad' });
      await dialog.getByRole('textbox', { name: /Link/ }).fill('javascript:alert(1)');
      await dialog.getByRole('button', { name: 'Add Ad' }).click();
      await expect(
        dialog.getByText('Link must be a web address starting with http:// or https://.'),
      ).toBeVisible();
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      await addAd(page, {
        placement: 'Contest page',
        altText: pageAd,
        linkUrl: 'https://feed.example/offer',
        file: 'feed-banner.png',
        width: 728,
        height: 90,
      });
      await addAd(page, {
        placement: 'Contest e-mails',
        altText: mailAd,
        linkUrl: 'https://tack.example/',
        file: 'tack-banner.png',
        width: 600,
        height: 100,
      });
      const list = page.getByRole('list', { name: 'Ads' });
      await expect(list.getByRole('switch', { name: `Active: ${pageAd}` })).toBeChecked();
      const image = list.getByRole('img', { name: pageAd });
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(728);
      await saveScreenshot('ads-admin');
    });

    const built = await newContest({
      name: 'Ad Stakes',
      format: ContestFormat.Win,
      races: [
        {
          runners: [
            ['1', 'Banner Day', '2-1'],
            ['2', 'Sponsored Link', '3-1'],
          ],
        },
      ],
    });

    await test.step('the contest page shows the contest ad, an image with its alt text linking out', async () => {
      await page.goto(`/contest/${built.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: built.name })).toBeVisible();
      const ad = page.getByRole('complementary', { name: 'Advertisement' });
      const link = ad.getByRole('link');
      await expect(link).toHaveAccessibleName(/^Acme Feed e2e \S+ \(opens in a new tab\)$/);
      await expect(link).toHaveAttribute('rel', /noopener.*sponsored/);
      await expect(link).toHaveAttribute('href', 'https://feed.example/offer');
      const image = ad.getByRole('img');
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(728);
      // The banner fits the screen: no sideways scrolling on a phone.
      const box = await image.boundingBox();
      expect(box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()!.width,
      );
      await ad.scrollIntoViewIfNeeded();
      await saveScreenshot('ads-contest-page');
    });

    await test.step("a player's enrollment e-mail carries the e-mail ad, its image at the site's address", async () => {
      const details = newAccountDetails(testInfo, { firstName: 'Reese' });
      await PlayerApi.signUpInto(request, details, built.slug);
      const email = await waitForEmailTo(details.email, (mail) => mail.subject.includes(built.name));
      expect(email.body).toMatch(
        new RegExp(`<img src="${BASE_URL}/uploads/[0-9a-f-]{36}\\.png" alt="Tack Shop e2e \\S+"`),
      );
      expect(email.body).toContain('rel="noopener sponsored"');
      expect(email.body).toMatch(/Advertisement: Tack Shop e2e \S+ https:\/\/tack\.example\//);
      const src = /<img src="([^"]+)" alt="Tack Shop/.exec(email.body)![1]!;
      const served = await request.get(src);
      expect(served.status()).toBe(200);
      expect(served.headers()['content-type']).toBe('image/png');
    });

    await test.step('switched off, the ad leaves the contest page', async () => {
      await page.goto('/admin/ads');
      const list = page.getByRole('list', { name: 'Ads' });
      await list.getByRole('switch', { name: `Active: ${pageAd}` }).click();
      await expect(list.getByRole('switch', { name: `Active: ${pageAd}` })).not.toBeChecked();
      await page.goto(`/contest/${built.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: built.name })).toBeVisible();
      await expect(page.getByRole('img', { name: pageAd })).toHaveCount(0);
    });
  });
});
