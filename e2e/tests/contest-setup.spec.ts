import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/contest-fixtures';
import { BASE_URL } from '../support/server-env';

const DAY_MS = 24 * 60 * 60 * 1000;
const ZONE = 'America/Chicago';

/** A card date far enough ahead that its races stay open, 'YYYY-MM-DD'. */
function cardDate(daysAhead: number): string {
  return new Date(Date.now() + daysAhead * DAY_MS).toISOString().slice(0, 10);
}

/** An instant as a datetime-local value at the track ('2027-09-18T13:00'). */
function atTrack(iso: string): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date(iso))
    .replace(' ', 'T');
}

/** Picks an option of a MUI select found by its label. */
async function choose(page: Page, scope: Page | Locator, label: string | RegExp, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Chooses a race card by date and track in the card fields of `scope`. */
async function chooseCard(page: Page, scope: Page | Locator, date: string, card: string) {
  await scope.getByLabel(/^Race Date/).fill(date);
  await choose(page, scope, 'Race Card', card);
}

test.describe('contest set-up in minutes', () => {
  test('an administrator creates a contest from a race card in one step, then duplicates it onto a new date', async ({
    page,
    context,
    admin,
    menu,
    isMobile,
    saveScreenshot,
  }, testInfo) => {
    test.slow();
    const tag = randomBytes(2).toString('hex').toUpperCase();
    const firstDate = cardDate(320 + (isMobile ? 0 : 1));
    const nextDate = cardDate(327 + (isMobile ? 0 : 1));
    const trackName = `Arlington ${tag}`;
    const contestName = `Arlington Card Day ${tag}`;
    const slug = `arlington-card-day-${tag.toLowerCase()}`;

    // Two cards at a Chicago track: four races on the first date, three a week later, 30 minutes apart from 18:00 UTC.
    const track = await admin.createTrack({
      code: `${testInfo.project.name === 'phone' ? 'Q' : 'E'}${tag}`,
      name: trackName,
      timezone: ZONE,
    });
    const postTimes = new Map<string, string[]>();
    for (const [date, count] of [
      [firstDate, 4],
      [nextDate, 3],
    ] as const) {
      const times: string[] = [];
      for (let number = 1; number <= count; number++) {
        const postTime = new Date(Date.parse(`${date}T18:00:00Z`) + (number - 1) * 30 * 60_000);
        await admin.createRace(track.id, number, postTime);
        times.push(postTime.toISOString());
      }
      postTimes.set(date, times);
    }
    await context.addCookies([
      { name: 'itmt', value: encodeURIComponent(admin.token), url: BASE_URL, sameSite: 'Strict' },
    ]);

    await test.step("the site's menu leads an administrator to the admin area", async () => {
      await page.goto('/');
      await menu.open();
      await menu.link('Admin').click();
      await expect(page).toHaveURL('/admin');
      await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    });

    await test.step('race cards list newest first', async () => {
      await page.goto('/admin/race-cards');
      const cards = page.getByRole('link').filter({ hasText: trackName });
      await expect(cards).toHaveCount(2);
      await expect(cards.first()).toContainText('3');
      await expect(cards.nth(1)).toContainText('4');
    });

    await test.step('create the contest from the card: races ticked, start at the first post time at the track', async () => {
      await page.goto('/admin/contests/create');
      await expect(page.getByRole('heading', { level: 1, name: 'Create Contest' })).toBeVisible();
      await chooseCard(page, page, firstDate, `${trackName} (4 races)`);
      const boxes = page.getByRole('checkbox', { name: /^Race \d · Post Time is/ });
      await expect(boxes).toHaveCount(4);
      for (const box of await boxes.all()) await expect(box).toBeChecked();
      // Race 4 stays out of this contest.
      await page.getByRole('checkbox', { name: /^Race 4 ·/ }).uncheck();
      await expect(page.getByText('Races (3 of 4 chosen)')).toBeVisible();
      await page.getByRole('textbox', { name: 'Minimum Wager ($)' }).fill('2');
      await page.getByRole('textbox', { name: 'Maximum Wagers' }).fill('1');
      const start = page.getByLabel(/^Start Time \(America\/Chicago, C[DS]T\)/);
      await expect(start).toHaveValue(atTrack(postTimes.get(firstDate)![0]!));
      await page.getByRole('textbox', { name: 'Name' }).fill(contestName);
      await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue(slug);
      await page.getByRole('textbox', { name: 'Starting Bankroll ($)' }).fill('100');
      await page.getByRole('button', { name: 'Create Contest' }).click();
      await expect(page.getByText('Format is required')).toBeVisible();
      await choose(page, page, 'Format', 'Win Bankroll');
      await saveScreenshot('contest-setup-create-from-card');
      await page.getByRole('button', { name: 'Create Contest' }).click();
      await expect(page).toHaveURL(`/contest/${slug}/manage`);
      const races = page.getByRole('list', { name: 'Contest races' });
      await expect(races.getByRole('link')).toHaveCount(3);
      await expect(races.getByRole('link').first()).toContainText(`${trackName} Race 1`);
      await expect(races.getByRole('link').first()).toContainText('Max wagers 1 · Minimum wager $2.00');
      await saveScreenshot('contest-setup-races');
    });

    await test.step('Add Race Card offers only the race left out', async () => {
      await page.getByRole('button', { name: 'Add Race Card' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Race Card' });
      await chooseCard(page, dialog, firstDate, `${trackName} (4 races)`);
      await expect(dialog.getByRole('checkbox', { name: /^Race 1 · .*\(in the contest\)$/ })).toBeDisabled();
      await expect(dialog.getByRole('checkbox', { name: /^Race 4 ·/ })).toBeChecked();
      await saveScreenshot('contest-setup-add-card');
      await dialog.getByRole('button', { name: 'Add 1 Race' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('list', { name: 'Contest races' }).getByRole('link')).toHaveCount(4);
    });

    await test.step("duplicate it onto the next week's card", async () => {
      await page.getByRole('button', { name: 'Duplicate' }).click();
      const dialog = page.getByRole('dialog', { name: 'Duplicate Contest' });
      await dialog.getByRole('textbox', { name: 'Name' }).fill(`${contestName} Week 2`);
      await expect(dialog.getByRole('textbox', { name: 'Slug' })).toHaveValue(`${slug}-week-2`);
      await chooseCard(page, dialog, nextDate, `${trackName} (3 races)`);
      await expect(dialog.getByRole('checkbox', { name: /^Race \d · Post Time is/ })).toHaveCount(3);
      await expect(dialog.getByLabel(/^Start Time \(America\/Chicago/)).toHaveValue(
        atTrack(postTimes.get(nextDate)![0]!),
      );
      await saveScreenshot('contest-setup-duplicate');
      await dialog.getByRole('button', { name: 'Duplicate' }).click();
      await expect(page).toHaveURL(`/contest/${slug}-week-2/manage`);
      await expect(
        page.getByRole('heading', { level: 1, name: `Manage ${contestName} Week 2` }),
      ).toBeVisible();
      await expect(page.getByRole('list', { name: 'Contest races' }).getByRole('link')).toHaveCount(3);
    });

    await test.step('the admin menu leads back to the site', async () => {
      if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
      const adminMenu = page.getByRole('navigation', { name: 'Admin' });
      await expect(adminMenu.getByRole('link', { name: 'Logout' })).toBeVisible();
      await adminMenu.getByRole('link', { name: 'Back to Site' }).click();
      await expect(page).toHaveURL('/');
    });
  });
});
