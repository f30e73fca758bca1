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
    const left = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return Math.round(window.scrollY);
    });
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
