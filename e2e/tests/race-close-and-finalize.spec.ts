import { newAccountDetails } from '../support/accounts';
import { ContestFormat, PlayerApi } from '../support/contest-api';
import { expect, test } from '../support/contest-fixtures';
import { ContestPage } from '../support/contest-page';
import { StoryClock } from '../support/test-clock';

const RUNNERS: [string, string, string][] = [
  ['1', 'Cold Front', '5-2'],
  ['2', 'Midnight Lark', '3-1'],
  ['3', 'Paper Tiger', '9-2'],
];

const MINUTE_MS = 60_000;

test.describe('a race closes and is finalized while the page is open', () => {
  test('a player watching the contest page sees the race close, then its result, her bankroll and standing, without a reload', async ({
    page,
    isMobile,
    newContest,
    newRival,
    admin,
    logIn,
    request,
    saveScreenshot,
  }, testInfo) => {
    const built = await newContest({
      name: 'Closing Bell Stakes',
      format: ContestFormat.WinBankroll,
      races: [{ runners: RUNNERS }, { runners: RUNNERS }],
    });
    const [race1, race2] = built.races;
    if (!race1 || !race2) throw new Error('The contest was built without its races.');
    await admin.addPrize(built.contest.id, { placement: 1, type: 1, value: 500, label: '' });
    const rival = await newRival(built, { firstName: 'Ray', lastName: 'Rival' });
    const me = await PlayerApi.signUpInto(
      request,
      newAccountDetails(testInfo, { firstName: 'Dana', lastName: 'Reyes' }),
      built.slug,
    );
    await me.play(race1.contestRaceId, race1.runner('Midnight Lark').id, 10);
    await rival.play(race1.contestRaceId, race1.runner('Cold Front').id, 10);

    // The page's clock and the server's (for this page) start five minutes before Race 1's post time, and run on.
    const clock = await StoryClock.startAt(
      page,
      page.context(),
      Date.parse(race1.race.postTime) - 5 * MINUTE_MS,
    );
    await logIn(page.context(), me);
    const contestPage = new ContestPage(page, isMobile);
    await contestPage.goto(built.slug);
    await contestPage.showRaces();
    const nextClose = page.getByText(/^Race \d closes /);
    const standing = page.getByRole('status', { name: 'Your standing' });

    await test.step('counts down to the close of Race 1', async () => {
      await expect(nextClose).toHaveText(/^Race 1 closes in [45] min$/);
      await expect(contestPage.raceSummary(1)).toContainText('Open');
      await expect(contestPage.bankroll).toHaveText('$90.00');
      await expect(standing).toHaveText(
        'No race has been scored yet: all 2 entries start level, and the prizes go to 1st place.',
      );
      await saveScreenshot('race-close-countdown');
    });

    await test.step('at its post time the race shows closed by itself, with every play on it, and the countdown moves on', async () => {
      await clock.fastForward(6 * MINUTE_MS);
      await expect(contestPage.raceSummary(1)).toContainText('Closed');
      await expect(nextClose).toHaveText(/^Race 2 closes in \d+ min$/);
      await expect(page.getByText(/any moment now/)).toHaveCount(0);
      const race = await contestPage.openRace(1);
      await expect(race.getByText('Wagering is closed for this race.')).toBeVisible();
      await expect(race.getByRole('button', { name: /^Pick #/ })).toHaveCount(0);
      const plays = race.getByRole('region', { name: 'Plays' });
      await expect(plays).toContainText('Cold Front');
      await expect(plays).toContainText('Midnight Lark');
      await saveScreenshot('race-closed');
    });

    await test.step('when the administrator finalizes, the result, bankroll and standing follow', async () => {
      // The administrator's requests run on the real time, before the post time: she closes the race first.
      await admin.closeWagering(race1.id);
      await admin.addWinResult(race1.id, race1.runner('Midnight Lark').id, 8.4);
      await admin.finalize(race1.id);
      await expect(contestPage.raceSummary(1)).toContainText('Final');
      const race = contestPage.race(1);
      await expect(race.getByText('This race is final.')).toBeVisible();
      await expect(race.getByRole('region', { name: 'Results' })).toContainText('Winner: Midnight Lark');
      await expect(race.getByRole('region', { name: 'Plays' })).toContainText('+$42.00');
      await expect(contestPage.bankroll).toHaveText('$132.00');
      await expect(standing).toHaveText('You are in the money: 1st of 2, the prizes go to 1st place.');
      await saveScreenshot('race-finalized');
    });

    await test.step('when the last race is finalized, the contest reads Unofficial and the leaderboard ranks her first', async () => {
      await admin.closeWagering(race2.id);
      await admin.addWinResult(race2.id, race2.runner('Paper Tiger').id, 11.2);
      await admin.finalize(race2.id);
      // In the header (and, on a wide screen, by the leaderboard too).
      await expect(page.getByText('Unofficial', { exact: true }).first()).toBeVisible();
      await expect(nextClose).toHaveCount(0);
      await contestPage.showLeaderboard();
      const all = contestPage.leaderboardSection(/^All Entries/);
      await expect(all.getByRole('listitem').first()).toContainText('Dana');
      await saveScreenshot('contest-unofficial');
    });
  });
});
