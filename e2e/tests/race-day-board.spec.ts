import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator } from '@playwright/test';
import { newAccountDetails } from '../support/accounts';
import { ContestFormat, PlayerApi, uniqueTag } from '../support/contest-api';
import { expect, test } from '../support/contest-fixtures';
import { ContestPage } from '../support/contest-page';
import { openPage } from '../support/fixtures';

const RUNNERS: [string, string, string][] = [
  ['1', 'Cold Front', '5-2'],
  ['2', 'Midnight Lark', '3-1'],
  ['3', 'Paper Tiger', '9-2'],
  ['4', 'Quiet Harbor', '6-1'],
];

const SCREENSHOTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');

test.describe('the race-day board', () => {
  test('an operator runs a three-race card from the board alone while a player’s contest page follows', async ({
    page,
    browser,
    baseURL,
    isMobile,
    newContestOfRaces,
    admin,
    logIn,
    request,
    saveScreenshot,
  }, testInfo) => {
    // A card of three races half an hour apart on one day at the track (late morning in New York, a day or two
    // ahead), so the card never straddles the track's midnight whenever the story runs.
    const day = new Date(Date.now() + 36 * 3_600_000).toISOString().slice(0, 10);
    const tag = uniqueTag();
    const track = await admin.createTrack({
      code: `D${tag}`.slice(0, 8).toUpperCase(),
      name: `Saratoga ${tag}`,
      timezone: 'America/New_York',
    });
    const card = [];
    for (const [index, time] of ['16:00', '16:30', '17:00'].entries()) {
      const race = await admin.createRace(track.id, index + 1, new Date(`${day}T${time}:00Z`));
      for (const [programNumber, name, morningLine] of RUNNERS) {
        await admin.createRunner(race.id, programNumber, name, morningLine);
      }
      card.push(race);
    }
    const built = await newContestOfRaces({
      name: 'Board Day Stakes',
      format: ContestFormat.WinBankroll,
      track,
      races: card,
    });
    const [race1, race2, race3] = built.races;
    if (!race1 || !race2 || !race3) throw new Error('The contest was built without its races.');
    const me = await PlayerApi.signUpInto(
      request,
      newAccountDetails(testInfo, { firstName: 'Dana', lastName: 'Reyes' }),
      built.slug,
    );
    await me.play(race1.contestRaceId, race1.runner('Midnight Lark').id, 10);

    // The player follows the contest in a browser of her own.
    const playerContext = await browser.newContext({
      baseURL,
      viewport: page.viewportSize(),
      isMobile,
      hasTouch: isMobile,
    });
    await logIn(playerContext, me);
    const playerPage = await openPage(playerContext);
    const contestPage = new ContestPage(playerPage, isMobile);
    await contestPage.goto(built.slug);
    await contestPage.showRaces();
    const playerShot = async (name: string) =>
      playerPage.screenshot({
        path: path.join(SCREENSHOTS_DIR, testInfo.project.name, `${name}.png`),
        fullPage: true,
      });

    // The operator works from the board of the card's date.
    await logIn(page.context(), admin);
    await page.goto(`/admin/race-day?date=${day}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Race Day' })).toBeVisible();
    const raceCard = (number: number): Locator =>
      page.getByRole('listitem', { name: `${built.track.name} Race ${number}`, exact: true });
    const titles = page
      .getByRole('list', { name: 'Races' })
      .getByRole('heading', { level: 2, name: new RegExp(`^${built.track.name} Race`) });

    await test.step('the board lists the card in post-time order, each race open with its countdown', async () => {
      await expect(titles).toHaveText([1, 2, 3].map((n) => `${built.track.name} Race ${n}`));
      await expect(raceCard(1)).toContainText(/Open · closes in \d+ (h|day)/);
      await expect(raceCard(1)).toContainText(`${built.name} · Upcoming · 1 play`);
      await raceCard(1).scrollIntoViewIfNeeded();
      await saveScreenshot('race-day-board-open');
    });

    await test.step('Close now: one press and a confirmation; the player’s page turns Closed by itself', async () => {
      await raceCard(1).getByRole('button', { name: 'Close now' }).click();
      const dialog = page.getByRole('dialog', { name: `Close ${built.track.name} Race 1 now` });
      await dialog.getByRole('button', { name: 'Close now' }).click();
      await expect(dialog).toBeHidden();
      await expect(raceCard(1).getByText('Closed', { exact: true })).toBeVisible();
      await expect(raceCard(1).getByRole('button', { name: 'Enter result' })).toBeVisible();
      await expect(contestPage.raceSummary(1)).toContainText('Closed');
      await expect(contestPage.raceSummary(2)).toContainText('Open');
      await playerShot('race-day-player-closed');
    });

    await test.step('Delay post moves Race 2 five minutes later from a small dialog', async () => {
      await raceCard(2).getByRole('button', { name: 'Delay post' }).click();
      const dialog = page.getByRole('dialog', { name: `Delay post: ${built.track.name} Race 2` });
      await dialog.getByRole('button', { name: '+5 min' }).click();
      await expect(dialog.getByText(/^New post time: /)).toBeVisible();
      await dialog.getByRole('button', { name: 'Delay post' }).click();
      await expect(dialog).toBeHidden();
      const delayed = new Date(Date.parse(race2.race.postTime) + 5 * 60_000).toISOString();
      const answer = await request.get(`/api/race/${race2.id}`);
      expect((await answer.json()).postTime).toBe(delayed);
    });

    await test.step('Enter result: a dead heat in one dialog, each winner with its own payoff', async () => {
      await raceCard(1).getByRole('button', { name: 'Enter result' }).click();
      const dialog = page.getByRole('dialog', { name: `Result: ${built.track.name} Race 1` });
      await dialog
        .getByRole('combobox', { name: 'Winner (1st)' })
        .selectOption({ label: '#2 Midnight Lark' });
      await dialog.getByRole('textbox', { name: 'Win payoff ($2)' }).fill('8.40');
      await dialog.getByRole('button', { name: 'Add dead heat' }).click();
      await dialog
        .getByRole('combobox', { name: 'Dead heat winner 2 (1st)' })
        .selectOption({ label: '#1 Cold Front' });
      await dialog.getByRole('textbox', { name: 'Win payoff 2 ($2)' }).fill('6.20');
      await dialog.getByRole('combobox', { name: '3rd' }).selectOption({ label: '#3 Paper Tiger' });
      await saveScreenshot('race-day-result-dialog');
      await dialog.getByRole('button', { name: 'Save result' }).click();
      await expect(dialog).toBeHidden();
      await expect(raceCard(1).getByText('Result entered', { exact: true })).toBeVisible();
      await expect(raceCard(1)).toContainText(
        '1st #2 Midnight Lark $8.40 · 1st #1 Cold Front $6.20 · 3rd #3 Paper Tiger',
      );
    });

    await test.step('Opening the result again shows it, ready to edit until finalize', async () => {
      await raceCard(1).getByRole('button', { name: 'Edit result' }).click();
      const dialog = page.getByRole('dialog', { name: `Result: ${built.track.name} Race 1` });
      await expect(dialog.getByRole('textbox', { name: 'Win payoff 2 ($2)' })).toHaveValue('6.2');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
    });

    await test.step('Finalize, confirmed: the player’s page shows the dead heat and what her play returned', async () => {
      await raceCard(1).getByRole('button', { name: 'Finalize' }).click();
      const dialog = page.getByRole('dialog', { name: `Finalize ${built.track.name} Race 1` });
      await expect(dialog).toContainText('cannot be undone');
      await dialog.getByRole('button', { name: 'Finalize' }).click();
      await expect(dialog).toBeHidden();
      await expect(raceCard(1).getByText('Finalized', { exact: true })).toBeVisible();
      await expect(raceCard(1).getByRole('button')).toHaveCount(0);
      await saveScreenshot('race-day-board-finalized');

      await expect(contestPage.raceSummary(1)).toContainText('Final');
      const race = await contestPage.openRace(1);
      const results = race.getByRole('region', { name: 'Results' });
      await expect(results).toContainText('Results: dead heat');
      await expect(results).toContainText('Winner: Midnight Lark');
      await expect(results).toContainText('Winner: Cold Front');
      await expect(race.getByRole('region', { name: 'Plays' })).toContainText('+$42.00');
      await playerShot('race-day-player-finalized');
    });

    await test.step('The board is live: a race closed elsewhere turns Closed on it without a reload', async () => {
      await expect(page.getByRole('status', { name: 'Live updates' })).toHaveText('Live');
      // Through the API, as another operator would: the board's fallback refetch (a minute) is longer than the wait.
      await admin.closeWagering(race3.id);
      await expect(raceCard(3).getByText('Closed', { exact: true })).toBeVisible();
      await expect(raceCard(3).getByRole('button', { name: 'Enter result' })).toBeVisible();
      await saveScreenshot('race-day-board-live');
    });
    await playerContext.close();
  });
});
