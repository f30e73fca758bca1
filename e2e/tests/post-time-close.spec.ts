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
/** PLAY_MESSAGES.pastPostTime (packages/shared). */
const PAST_POST_TIME = 'This race closed at its post time: plays can no longer be added, changed or removed.';

test.describe('a race closes at its post time by itself', () => {
  test('an open contest page shows the race Closed at post time without a reload, and a play sent just at post is refused', async ({
    page,
    isMobile,
    newContest,
    logIn,
    request,
    saveScreenshot,
  }, testInfo) => {
    const built = await newContest({
      name: 'Post Time Stakes',
      format: ContestFormat.WinBankroll,
      races: [{ runners: RUNNERS }, { runners: RUNNERS }],
    });
    const [race1, race2] = built.races;
    if (!race1 || !race2) throw new Error('The contest was built without its races.');
    const me = await PlayerApi.signUpInto(
      request,
      newAccountDetails(testInfo, { firstName: 'Pat', lastName: 'Post' }),
      built.slug,
    );
    const post1 = Date.parse(race1.race.postTime);
    const post2 = Date.parse(race2.race.postTime);

    // Both clocks (the page's, and the server's for this page) start two minutes before Race 1's post time.
    const clock = await StoryClock.startAt(page, page.context(), post1 - 2 * MINUTE_MS);
    await logIn(page.context(), me);
    const contestPage = new ContestPage(page, isMobile);
    await contestPage.goto(built.slug);
    await contestPage.showRaces();
    const nextClose = page.getByText(/^Race \d closes in /);

    await test.step('before post time, Race 1 is open with its play form and a countdown', async () => {
      await expect(contestPage.raceSummary(1)).toContainText('Open');
      await expect(nextClose).toHaveText(/^Race 1 closes in (1 min|less than a minute)$/);
      const race = await contestPage.openRace(1);
      await expect(contestPage.runnerPick(race, 'Paper Tiger')).toBeVisible();
      await saveScreenshot('before-post-time');
    });

    await test.step('at post time, Race 1 turns Closed by itself, without a reload, and its form goes', async () => {
      await clock.fastForward(2 * MINUTE_MS);
      await expect(contestPage.raceSummary(1)).toContainText('Closed');
      const race = contestPage.race(1);
      await expect(race.getByRole('button', { name: /^Pick #/ })).toHaveCount(0);
      await expect(race.getByText('Wagering is closed for this race.')).toBeVisible();
      await expect(nextClose).toHaveText(/^Race 2 closes in (2[89]|30) min$/);
      await expect(page.getByText(/any moment now/)).toHaveCount(0);
      await saveScreenshot('closed-at-post-time');
    });

    await test.step('a play on Race 2 sent just as its post time passes is refused with the reason, and the race shows Closed', async () => {
      const race = await contestPage.openRace(2);
      await contestPage.amount(race).fill('10');
      // The page's clock stops five seconds before Race 2's post time, with the form filled in...
      await clock.pauseAt(post2 - 5000);
      await expect(contestPage.raceSummary(2)).toContainText('Open');
      // ...while the server's passes it: the play arrives after the off.
      await clock.serverAt(post2 + 1000);
      await contestPage.runnerPick(race, 'Paper Tiger').click();
      await expect(race.getByText(PAST_POST_TIME)).toBeVisible();
      await expect(contestPage.raceSummary(2)).toContainText('Closed');
      await expect(race.getByRole('button', { name: /^Pick #/ })).toHaveCount(0);
      await expect(page.getByText('All races are closed.')).toBeVisible();
      await expect(contestPage.bankroll).toHaveText('$100.00');
      await saveScreenshot('play-refused-at-post-time');
    });
  });
});
