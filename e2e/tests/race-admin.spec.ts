import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { ContestFormat } from '../support/contest-api';
import { expect, test } from '../support/contest-fixtures';
import { ContestPage } from '../support/contest-page';
import { type CardFile, drfZip, houseCsvCard } from '../support/race-card-files';
import { BASE_URL } from '../support/server-env';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A card date far enough ahead that its races stay open, as the race-card list writes it ('YYYY-MM-DD'). */
function cardDate(daysAhead: number): string {
  return new Date(Date.now() + daysAhead * DAY_MS).toISOString().slice(0, 10);
}

/** 'May 4, 2031' for 'YYYY-MM-DD', as the admin pages write dates (UTC). */
function spelledDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The admin menu: a side pane on wide screens, a drawer behind 'Open menu' on a phone. */
async function adminMenuGo(page: Page, isPhone: boolean, entry: string): Promise<void> {
  const navigation = page.getByRole('navigation', { name: 'Admin' });
  if (isPhone) await page.getByRole('button', { name: 'Open menu' }).click();
  await navigation.getByRole('link', { name: entry, exact: true }).click();
}

async function uploadCard(page: Page, file: CardFile, summary: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Upload race card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Race Card' });
  await dialog.getByLabel('Race card file').setInputFiles(file);
  await expect(dialog.getByText(file.name)).toBeVisible();
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog.getByText(summary)).toBeVisible();
  return dialog;
}

/** The Update Runner dialog of a runner, found by its program number and name. */
async function openRunner(page: Page, title: string): Promise<Locator> {
  await page.getByRole('button', { name: `Edit runner ${title}` }).click();
  return page.getByRole('dialog', { name: 'Update Runner' });
}

async function addResult(page: Page, payoff: string, winner: string): Promise<void> {
  await page.getByRole('button', { name: 'Add Result' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Race Result' });
  await dialog.getByRole('textbox', { name: 'Payoff' }).fill(payoff);
  await dialog.getByRole('combobox', { name: /Runners \(in finish order\)/ }).click();
  await page.getByRole('option', { name: winner }).click();
  await expect(dialog.getByText(`1st: ${winner}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Add Result' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('race data administration', () => {
  test('an administrator adds a track, imports a DRF zip and a CSV card, edits and scratches runners, closes wagering, enters a dead heat and finalizes, and the contest leaderboard changes', async ({
    page,
    context,
    isMobile,
    admin,
    newContestOfRaces,
    newRival,
    saveScreenshot,
  }, testInfo) => {
    test.slow();
    const tag = randomBytes(2).toString('hex').toUpperCase();
    // DRF track codes have at most three characters; the two projects run side by side on one database.
    const code = `${testInfo.project.name === 'phone' ? 'P' : 'D'}${tag.slice(0, 2)}`;
    const trackName = `Keeneland ${tag}`;
    const date = cardDate(200);
    const harnessCode = `H${tag}`;
    const harnessName = `Meadowlands ${tag}`;
    // The bootstrap administrator's session, as a login would leave it.
    await context.addCookies([
      { name: 'itmt', value: encodeURIComponent(admin.token), url: BASE_URL, sameSite: 'Strict' },
    ]);

    await test.step('add a track in the Add Track dialog, its timezone searched', async () => {
      await page.goto('/admin/tracks');
      await expect(page.getByRole('heading', { level: 1, name: 'Tracks' })).toBeVisible();
      await page.getByRole('button', { name: 'Add Track' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Track' });
      await dialog.getByRole('textbox', { name: 'Code' }).fill(code.toLowerCase());
      await dialog.getByRole('textbox', { name: 'Name' }).fill(trackName);
      await dialog.getByRole('combobox', { name: 'Timezone' }).fill('New_York');
      await page.getByRole('option', { name: 'America/New_York' }).click();
      await dialog.getByRole('button', { name: 'Add Track' }).click();
      await expect(dialog).toBeHidden();
      const row = page.getByRole('listitem').filter({ hasText: trackName });
      await expect(row).toContainText(`${code} · America/New_York`);
      await saveScreenshot('admin-tracks');
    });

    // The harness track of the CSV card, added the same way through the API.
    await admin.createTrack({ code: harnessCode, name: harnessName, timezone: 'America/New_York' });

    await test.step('upload a Brisnet DRF zip: progress, then the races and runners imported', async () => {
      await adminMenuGo(page, isMobile, 'Races');
      await expect(page.getByRole('heading', { level: 1, name: 'Race Cards' })).toBeVisible();
      const { file } = await drfZip({ track: code, date, races: 2, runners: 5 });
      const dialog = await uploadCard(page, file, 'Imported 2 races and 10 runners.');
      await expect(
        dialog.getByRole('link', { name: `${trackName}, ${spelledDate(date)} (2 races)` }),
      ).toBeVisible();
      await saveScreenshot('admin-upload-summary');
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
    });

    await test.step('upload a house CSV card for the harness track', async () => {
      const file = await houseCsvCard({
        track: harnessCode,
        date,
        postTime: '19:00',
        runners: [
          ['1', 'Northern Lights', '5-2'],
          ['1A', 'Southern Cross', '5-2'],
          ['2', 'Pacing Star', '3-1'],
          ['3', 'Steady Hand', '9-2'],
        ],
      });
      const dialog = await uploadCard(page, file, 'Imported 1 race and 3 runners.');
      await dialog.getByRole('button', { name: 'Close' }).click();
    });

    await test.step('see the cards of the date and the races of the DRF card', async () => {
      await page.getByLabel('Date').fill(date);
      const cards = page.getByRole('list', { name: 'Race cards' });
      await expect(cards.getByRole('link', { name: new RegExp(harnessName) })).toContainText(
        `${spelledDate(date)} · 1 race`,
      );
      await saveScreenshot('admin-race-cards');
      await cards.getByRole('link', { name: new RegExp(trackName) }).click();
      await expect(page.getByRole('heading', { level: 1, name: `${trackName} Race Card` })).toBeVisible();
      const races = page.getByRole('list', { name: 'Races' });
      await expect(races.getByRole('link', { name: new RegExp(`${trackName} Race 1`) })).toContainText(
        'Post Time is 1:00 PM ET',
      );
      await expect(races.getByRole('link', { name: new RegExp(`${trackName} Race 2`) })).toContainText(
        'Post Time is 1:30 PM ET',
      );
      await saveScreenshot('admin-card-races');
    });

    const trackId = Number(/\/admin\/races\/(\d+)\//.exec(page.url())?.[1]);
    const [race1] = await admin.racesOfCard(trackId, date);
    if (!race1) throw new Error('The imported card has no race 1.');
    const contest = await newContestOfRaces({
      name: 'Keeneland Win Challenge',
      format: ContestFormat.Win,
      track: { name: trackName },
      races: [race1],
    });
    const rival = await newRival(contest, { firstName: 'Casey', lastName: 'Morgan' });
    const [first, second, , , fifth] = await admin.runnersOf(race1.id);
    if (!first || !second || !fifth) throw new Error('Race 1 has fewer than five runners.');
    await rival.play(contest.races[0]!.contestRaceId, first.id);
    const firstTitle = `#${first.programNumber} ${first.name}`;
    const secondTitle = `#${second.programNumber} ${second.name}`;

    const contestPage = new ContestPage(page, isMobile);
    const leaderboardRow = () =>
      contestPage.entryRow(contestPage.leaderboardSection('All Entries (1)'), 'Casey M.');

    await test.step('the leaderboard shows the play before the race is run', async () => {
      await page.goto(`/contest/${contest.slug}/leaderboard`);
      await expect(leaderboardRow()).toHaveAccessibleName(/\$0\.00$/);
    });

    await test.step('open the race and edit a runner', async () => {
      await page.goto(`/admin/races/${trackId}/${date}`);
      await page.getByRole('link', { name: new RegExp(`${trackName} Race 1`) }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Manage Race' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Track' })).toHaveValue(trackName);
      const dialog = await openRunner(page, secondTitle);
      await dialog.getByRole('textbox', { name: 'Morning Line' }).fill('7-2');
      await dialog.getByRole('button', { name: 'Update Runner' }).click();
      await expect(dialog).toBeHidden();
      const runners = page.getByRole('list', { name: 'Runners' });
      await expect(runners.getByRole('listitem').filter({ hasText: second.name })).toContainText(
        'Morning line 7-2',
      );
    });

    await test.step('scratch a runner', async () => {
      const dialog = await openRunner(page, `#${fifth.programNumber} ${fifth.name}`);
      await dialog.getByRole('checkbox', { name: 'Scratched' }).check();
      await dialog.getByRole('button', { name: 'Update Runner' }).click();
      await expect(dialog).toBeHidden();
      const row = page
        .getByRole('list', { name: 'Runners' })
        .getByRole('listitem')
        .filter({ hasText: fifth.name });
      await expect(row).toContainText('(scratched)');
      await expect(row).toContainText('Morning line -');
    });

    await test.step('close wagering', async () => {
      await expect(page.getByRole('button', { name: 'Add Result' })).toBeDisabled();
      await page.getByRole('switch', { name: 'Wagering Closed' }).check();
      await page.getByRole('button', { name: 'Update Race' }).click();
      await expect(page.getByText('Race updated successfully')).toBeVisible();
    });

    await test.step('enter the results: a dead heat of two winners', async () => {
      await addResult(page, '6.40', firstTitle);
      await addResult(page, '4.20', secondTitle);
      const results = page.getByRole('list', { name: 'Results' });
      await expect(results).toContainText('Win $6.40');
      await expect(results).toContainText('Win $4.20');
      await expect(page.getByText('Dead heat')).toBeVisible();
      await saveScreenshot('admin-manage-race');
    });

    await test.step('finalize after confirming, which cannot be undone', async () => {
      await page.getByRole('button', { name: 'Finalize Race' }).click();
      const dialog = page.getByRole('dialog', { name: 'Finalize Race' });
      await expect(dialog).toContainText('cannot be undone');
      await dialog.getByRole('button', { name: 'Finalize', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Race finalized.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Finalize Race' })).toBeDisabled();
    });

    await test.step("the contest's leaderboard now counts the winning play", async () => {
      await page.goto(`/contest/${contest.slug}/leaderboard`);
      await expect(leaderboardRow()).toHaveAccessibleName(/^Rank 1, Casey M\., \$6\.40$/);
    });
  });
});
