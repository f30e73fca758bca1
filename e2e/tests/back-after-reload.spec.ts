import { ContestFormat } from '../support/contest-api';
import { expect, test } from '../support/contest-fixtures';

const RUNNERS: [string, string, string][] = [
  ['1', 'Cold Front', '5-2'],
  ['2', 'Midnight Lark', '3-1'],
  ['3', 'Paper Tiger', '6-1'],
];

test.describe('scroll positions', () => {
  test('Back returns to where a page was left, also after the next page was reloaded', async ({
    page,
    newContest,
  }) => {
    const built = await newContest({
      name: 'Long Card Stakes',
      format: ContestFormat.Win,
      races: Array.from({ length: 10 }, () => ({ runners: RUNNERS })),
    });

    await page.goto(`/contest/${built.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: built.name })).toBeVisible();
    // The whole page, in its own font: a phone commits the races after the first screen (decision 041), and the web
    // font's arrival can change the page's height, which would move a position taken before it.
    await expect(page.getByRole('heading', { level: 3, name: 'Race 10', exact: true })).toBeVisible();
    await page.evaluate(async () => {
      await document.fonts.ready;
      window.scrollTo(0, document.documentElement.scrollHeight);
    });
    // Where the page is when it is left.
    const left = await page.evaluate(
      () => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(window.scrollY))),
    );
    expect(left).toBeGreaterThan(300);

    await page.getByRole('link', { name: 'Contest Jockey' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Upcoming' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Upcoming' })).toBeVisible();

    // The contest page's data comes again after the reload: the page scrolls there once it is tall enough.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: built.name })).toBeVisible();
    // Within a pixel: a phone's scaled pixels round either way.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(left - 1.5);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(left + 1.5);
  });
});
