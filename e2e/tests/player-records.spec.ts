import { newAccountDetails } from '../support/accounts';
import { ContestFormat, PlayerApi } from '../support/contest-api';
import { type BuiltContest, expect, test } from '../support/contest-fixtures';
import { ContestPage } from '../support/contest-page';

/** The runners of each contest's one race: program number, name, morning line ('Front Runner' is the favorite). */
const RUNNERS = [
  ['1', 'Front Runner', '2-1'],
  ['2', 'Closer', '5-1'],
  ['3', 'Late Scratch', '8-1'],
] as const;

/**
 * Player records and ratings, as a visitor lives them: two players meet in three one-race Win contests, and the same
 * one wins each (the third over a rival whose pick was scratched and scored as the post-time favorite). From the last
 * contest's leaderboard the visitor opens the winner's record (rating 688: round(1000 × (3 + 2.5) ÷ 8), an exact
 * half rounded up), goes to /ratings, and back on the contest page reads how the race was scored.
 */
test.describe('player records, ratings and the scoring log', () => {
  test("from a leaderboard to a player's record, to /ratings, and to a race's scoring log", async ({
    page,
    isMobile,
    menu,
    admin,
    newContest,
    request,
    saveScreenshot,
  }, testInfo) => {
    test.setTimeout(180_000);
    // A name of each project's own: both projects' winners are on /ratings at once.
    const winnerFirst = isMobile ? 'Philippa' : 'Desmond';
    const winnerName = `${winnerFirst} W.`;
    const contests: BuiltContest[] = [];
    let winner: PlayerApi | undefined;
    let rival: PlayerApi | undefined;

    await test.step('three one-race contests, each won by the same player over the same rival', async () => {
      for (const index of [1, 2, 3]) {
        const built = await newContest({
          name: `Record Stakes ${index}`,
          format: ContestFormat.Win,
          races: [{ runners: RUNNERS }],
        });
        contests.push(built);
        if (!winner || !rival) {
          winner = await PlayerApi.signUpInto(
            request,
            newAccountDetails(testInfo, { firstName: winnerFirst, lastName: 'Winslow' }),
            built.slug,
          );
          rival = await PlayerApi.signUpInto(
            request,
            newAccountDetails(testInfo, { firstName: 'Rory', lastName: 'Runnerup' }),
            built.slug,
          );
        } else {
          await winner.enroll(built.slug);
          await rival.enroll(built.slug);
        }
        const [race] = built.races;
        if (!race) throw new Error('The contest was built without its race.');
        await winner.play(race.contestRaceId, race.runner('Closer').id);
        await rival.play(race.contestRaceId, race.runner(index === 3 ? 'Late Scratch' : 'Front Runner').id);
        // The last race: the rival's pick is scratched and scored as the post-time favorite, who loses.
        if (index === 3) await admin.scratchRunner(race.runner('Late Scratch'));
        await admin.closeWagering(race.id);
        await admin.addWinResult(race.id, race.runner('Closer').id, 12.4);
        await admin.finalize(race.id);
      }
    });
    const last = contests[2]!;
    const contestPage = new ContestPage(page, isMobile);

    await test.step("the leaderboard links each row to its player's record", async () => {
      await page.goto(`/contest/${last.slug}/leaderboard`);
      const all = page.getByRole('region', { name: 'All Entries (2)' });
      await expect(all.getByRole('button', { name: /^Rank / })).toHaveText([
        new RegExp(`1\\s*${winnerName}`),
        /2\s*Rory R\./,
      ]);
      await saveScreenshot('player-records-leaderboard');
      await all.getByRole('link', { name: `${winnerName}'s record` }).click();
      await expect(page).toHaveURL(/\/players\/\d+$/);
    });

    await test.step('the record shows the rating, rated entries, each finish and the chart', async () => {
      await expect(page.getByRole('heading', { level: 1, name: winnerName })).toBeVisible();
      await expect(page).toHaveTitle(`Contest Jockey: ${winnerName}'s record`);
      await expect(page.locator('dt:text-is("Rating") + dd')).toHaveText('688');
      await expect(page.locator('dt:text-is("Rated entries") + dd')).toHaveText('3');
      const list = page.getByRole('list', { name: 'Contests' });
      await expect(list.getByRole('listitem')).toHaveCount(3);
      for (const built of contests) {
        await expect(list.getByRole('listitem').filter({ hasText: built.name })).toContainText('1st of 2');
      }
      const chart = page.getByRole('figure', { name: /^3 rated finishes/ });
      await expect(chart).toBeVisible();
      await expect(chart.locator('svg').first()).toBeVisible();
      await saveScreenshot('player-record');
    });

    await test.step('Ratings, from the menu, lists the player best first, linking back to the record', async () => {
      await menu.go('Ratings');
      await expect(page).toHaveURL('/ratings');
      await expect(page.getByRole('heading', { level: 1, name: 'Ratings' })).toBeVisible();
      const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: winnerName }) });
      // Rank (other stories' players share the list), rating, rated entries.
      await expect(row.getByRole('cell')).toHaveText([/^\d+$/, '688', '3']);
      await saveScreenshot('ratings');
      await row.getByRole('link', { name: winnerName }).click();
      await expect(page.getByRole('heading', { level: 1, name: winnerName })).toBeVisible();
    });

    await test.step('the contest page tells how the race was scored: winner, payoff, the scratch and when', async () => {
      await contestPage.goto(last.slug);
      await contestPage.showRaces();
      const race = await contestPage.openRace(1);
      await race.getByRole('button', { name: 'How this race was scored' }).click();
      const dialog = page.getByRole('dialog', { name: 'How Race 1 was scored' });
      await expect(dialog.getByRole('list', { name: 'Results' })).toContainText(
        /Winner: Closer\s*\$2 payoff \$12\.40/,
      );
      await expect(dialog.getByRole('list', { name: 'Scratches' })).toContainText(
        'Late Scratch (scratched)1 play scored as #1 Front Runner (post-time favorite).',
      );
      await expect(dialog).toContainText(/Finalized \d{1,2}:\d\d [AP]M ET on /);
      await saveScreenshot('scoring-log');
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
    });
  });
});
