import { ContestFormat } from '../support/contest-api';
import { expect, test } from '../support/contest-fixtures';

const RUNNERS: [string, string, string][] = [
  ['1', 'Cold Front', '5-2'],
  ['2', 'Midnight Lark', '3-1'],
];

/** A player in California, looking at a contest run at a New York track. */
test.use({ timezoneId: 'America/Los_Angeles' });

/** '12:30 PM ET · 9:30 AM your time': the track's time with its zone, then the viewer's. */
const ZONED = /\d{1,2}:\d{2} [AP]M ET · \d{1,2}:\d{2} [AP]M (on \w+ \d{1,2} )?your time/;

test.describe('times I can trust', () => {
  test('a player in another zone reads the start and post times at the track with its zone, and her own time', async ({
    page,
    newContest,
    saveScreenshot,
  }) => {
    const built = await newContest({
      name: 'Zoned Times Stakes',
      format: ContestFormat.Win,
      races: [{ runners: RUNNERS }, { runners: RUNNERS }],
    });

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Upcoming' })).toBeVisible();
    // Wide screens show the lists as tabs: the contest is a thoroughbred one.
    const thoroughbred = page.getByRole('tab', { name: 'Thoroughbred' });
    if (await thoroughbred.isVisible()) await thoroughbred.click();
    const row = page.getByRole('link', { name: new RegExp(built.name) });
    // The first page of a first visit shows the track's time alone: the server does not know her zone yet, and the
    // page never changes under her. The browser tells it, and every page from then on adds her own time.
    await expect(row).toContainText(/\d{1,2}:\d{2} [AP]M ET/);
    await expect(row).not.toContainText('your time');
    await page.reload();
    if (await thoroughbred.isVisible()) await thoroughbred.click();
    await expect(row).toContainText(ZONED);
    await row.scrollIntoViewIfNeeded();
    await saveScreenshot('times-home-list');

    await row.click();
    await expect(page.getByRole('heading', { level: 1, name: built.name })).toBeVisible();
    const header = page.getByRole('heading', { level: 1, name: built.name }).locator('xpath=..');
    await expect(header).toContainText(ZONED);
    await expect(page.getByText(/Race 1 closes in /)).toBeVisible();
    await expect(page.getByText(new RegExp(`Post ${ZONED.source}`)).first()).toBeVisible();
    await saveScreenshot('times-contest-header');
  });

  test('the signup page asks the 21+ question, its Rules link opening a new tab', async ({
    page,
    saveScreenshot,
  }) => {
    await page.goto('/signup');
    const box = page.getByRole('checkbox', { name: /I am 21 or older and accept the Rules/ });
    await expect(box).not.toBeChecked();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(
      page.getByText('Please confirm that you are 21 or older and accept the Rules.'),
    ).toBeVisible();
    const [rules] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('main').getByRole('link', { name: 'Rules' }).click(),
    ]);
    await expect(rules).toHaveURL(/\/rules$/);
    await rules.close();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(box).not.toBeChecked();
    await saveScreenshot('signup-21-box');
  });
});
