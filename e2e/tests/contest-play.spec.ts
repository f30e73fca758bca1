import type { Locator, Page } from '@playwright/test';
import { newAccountDetails } from '../support/accounts';
import { ContestFormat } from '../support/contest-api';
import { expect, test } from '../support/contest-fixtures';
import { ContestPage, playLine } from '../support/contest-page';

/** Red as people see it: the alert's background is mostly red. */
async function expectRed(alert: Locator): Promise<void> {
  const background = await alert.evaluate((element) => getComputedStyle(element).backgroundColor);
  const [red = 0, green = 0, blue = 0] = (background.match(/\d+/g) ?? []).map(Number);
  expect(red, `background ${background}`).toBeGreaterThan(green);
  expect(red, `background ${background}`).toBeGreaterThan(blue);
}

async function signUp(page: Page, details: ReturnType<typeof newAccountDetails>): Promise<void> {
  await page.getByRole('textbox', { name: 'First Name' }).fill(details.firstName);
  await page.getByRole('textbox', { name: 'Last Name' }).fill(details.lastName);
  await page.getByRole('textbox', { name: 'Email' }).fill(details.email);
  await page.getByLabel(/^Password/).fill(details.password);
  await page.getByLabel(/^Confirm Password/).fill(details.password);
  await page.getByRole('checkbox', { name: /I am 21 or older and accept the Rules/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
}

test.describe('contest play', () => {
  test('a visitor opens a contest from the home page, signs up from it, plays two races and follows the results on the leaderboard', async ({
    page,
    isMobile,
    newContest,
    newRival,
    admin,
    saveScreenshot,
  }, testInfo) => {
    // The whole story in one test, some sixty steps: more than the default minute on a busy machine.
    test.slow();
    const built = await newContest({
      name: 'Belmont Bankroll Challenge',
      format: ContestFormat.WinBankroll,
      startingBankroll: 100,
      races: [
        {
          minWagerAmount: 0,
          runners: [
            ['1', 'Cold Front', '5-2'],
            ['2', 'Midnight Lark', '3-1'],
            ['3', 'Paper Tiger', '9-2'],
            ['4', 'River Queen', '6-1'],
          ],
        },
        {
          minWagerAmount: 5,
          runners: [
            ['1', 'Golden Hour', '2-1'],
            ['2', 'Iron Will', '7-2'],
            ['3', 'Quiet Storm', '4-1'],
            ['4', 'Salt Marsh', '8-1'],
          ],
        },
      ],
    });
    const [race1, race2] = built.races;
    if (!race1 || !race2) throw new Error('The contest was built without its two races.');
    const rival = await newRival(built, { firstName: 'Casey', lastName: 'Morgan' });
    await rival.play(race1.contestRaceId, race1.runner('Cold Front').id, 20);
    await rival.play(race2.contestRaceId, race2.runner('Golden Hour').id, 5);
    const visitor = newAccountDetails(testInfo, { firstName: 'Jordan', lastName: 'Reyes' });
    const contestPage = new ContestPage(page, isMobile);

    await test.step('finds the contest in the Thoroughbred list of the home page', async () => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Upcoming' })).toBeVisible();
      // Wide screens show the lists as tabs, Harness first; phones stack them.
      if (!isMobile) await page.getByRole('tab', { name: 'Thoroughbred' }).click();
      const list = page.getByRole('list', { name: 'Upcoming thoroughbred contests' });
      await list.getByRole('link', { name: built.name }).click();
      await expect(page).toHaveURL(`/contest/${built.slug}`);
      await expect(contestPage.heading(built.name)).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^Contest Jockey: ${built.name} - `));
    });

    await test.step('presses Enroll, signs up on a page that names the contest, and comes back entered', async () => {
      await expect(contestPage.registration.getByText('Registration is free.')).toBeVisible();
      await contestPage.registration.getByRole('link', { name: 'Enroll', exact: true }).click();
      await expect(page).toHaveURL(`/signup?contest=${built.slug}`);
      await expect(page.getByText(`Sign up to play ${built.name}`, { exact: true })).toBeVisible();
      await saveScreenshot('signup-from-contest');
      await signUp(page, visitor);
      await expect(page).toHaveURL(`/contest/${built.slug}`);
      await expect(contestPage.bankroll).toHaveText('$100.00');
      await contestPage.information.getByRole('button', { name: 'Information' }).click();
      await expect(contestPage.information.getByText('You are entered in this contest.')).toBeVisible();
    });

    const first = contestPage.race(1);
    await test.step('the play form says what is wrong with each amount', async () => {
      // The first open race starts open.
      await expect(contestPage.raceSummary(1)).toHaveAttribute('aria-expanded', 'true');
      await expect(first.getByText('Minimum $2.00')).toBeVisible();
      // The stake starts at the race's minimum, ready to play; emptied, it is required.
      await expect(contestPage.amount(first)).toHaveValue('2');
      await contestPage.addPlay(first, 'Midnight Lark', '');
      await expect(first.getByText('Amount is required.')).toBeVisible();
      await contestPage.addPlay(first, 'Midnight Lark', 'ten');
      await expect(first.getByText('Amount must be a number.')).toBeVisible();
      await contestPage.addPlay(first, 'Midnight Lark', '1.50');
      await expect(first.getByText('Wager amount must be at least $2.00.')).toBeVisible();

      const second = await contestPage.openRace(2);
      await expect(second.getByText('Minimum $5.00')).toBeVisible();
      await contestPage.addPlay(second, 'Quiet Storm', '3');
      await expect(second.getByText('Wager amount is below the minimum.')).toBeVisible();

      // The bankroll is the server's to check: its refusal shows in a red alert.
      await contestPage.addPlay(first, 'Midnight Lark', '500');
      const refusal = first.getByRole('alert');
      await expect(refusal).toHaveText(
        'Insufficient funds in bankroll for this wager. The bankroll has $100.00 left.',
      );
      await expectRed(refusal);
      await expect(contestPage.bankroll).toHaveText('$100.00');
      await contestPage.amount(first).fill('10');
      await saveScreenshot('contest-play-form');
    });

    await test.step('plays both races and watches the bankroll drop', async () => {
      await contestPage.runnerPick(first, 'Midnight Lark').click();
      await expect(contestPage.pickedSnackbar).toContainText('Picked #2 Midnight Lark');
      await expect(contestPage.yourPlays(first)).toContainText(/Midnight Lark\s*\$10\.00/);
      await expect(contestPage.bankroll).toHaveText('$90.00');
      await expect(first.getByText(/^Insufficient funds in bankroll for this wager\./)).toBeHidden();
      // One play allowed on this race: the form gives way to the pick's state, not a refusal.
      await expect(
        first.getByText('Your pick is in. Change it or remove it below until the race closes.'),
      ).toBeVisible();
      await expect(page.getByTestId('pick-progress')).toContainText(
        '1 of 2 races picked · Next: Race 2, closes',
      );

      const second = contestPage.race(2);
      // The race is full: the card moved on to the next, open and focused.
      await expect(contestPage.raceSummary(2)).toBeFocused();
      await contestPage.addPlay(second, 'Quiet Storm', '20');
      await expect(contestPage.yourPlays(second)).toContainText(/Quiet Storm\s*\$20\.00/);
      await expect(contestPage.bankroll).toHaveText('$70.00');
      // Before the close nobody sees another player's plays.
      await expect(first).toContainText("Other players' plays show once wagering closes.");
      await expect(first).not.toContainText('Casey M.');
      await saveScreenshot('contest-open-races');
    });

    await test.step('removes a play, getting the stake back, and plays it again', async () => {
      await contestPage.removePlay(first, '2', 'Midnight Lark');
      await expect(contestPage.yourPlays(first)).toContainText('You have no plays on this race yet.');
      await expect(contestPage.bankroll).toHaveText('$80.00');
      await contestPage.addPlay(first, 'Midnight Lark', '10');
      await expect(contestPage.yourPlays(first)).toContainText(/Midnight Lark\s*\$10\.00/);
      await expect(contestPage.bankroll).toHaveText('$70.00');
    });

    await test.step('race 1 is finalized: the standings move, and are not yet unofficial', async () => {
      await admin.closeWagering(race1.id);
      await admin.addWinResult(race1.id, race1.runner('Midnight Lark').id, 8.4);
      await admin.finalize(race1.id);
      await page.reload();
      // 70 + 10 × 8.40 / 2; the board also counts the $20 still riding on race 2.
      await expect(contestPage.bankroll).toHaveText('$112.00');
      await contestPage.showLeaderboard();
      await expect(
        contestPage.entryRow(contestPage.leaderboardSection('Your Entries'), 'Jordan R.'),
      ).toHaveAccessibleName('Rank 1, Jordan R., $132.00');
      await expect(
        contestPage.entryRow(contestPage.leaderboardSection('All Entries (2)'), 'Casey M.'),
      ).toHaveAccessibleName('Rank 2, Casey M., $80.00');
      await expect(page.getByText('Unofficial')).toHaveCount(0);
    });

    await test.step('race 2 ends in a dead heat and is finalized', async () => {
      await admin.closeWagering(race2.id);
      // Each winner of a dead heat pays its own price.
      await admin.addWinResult(race2.id, race2.runner('Quiet Storm').id, 6);
      await admin.addWinResult(race2.id, race2.runner('Golden Hour').id, 4.2);
      await admin.finalize(race2.id);
    });

    await test.step('the races show their winners and everyone’s plays', async () => {
      await page.reload();
      await contestPage.showRaces();
      // 100 − 10 − 20 + 10 × 8.40 / 2 + 20 × 6.00 / 2
      await expect(contestPage.bankroll).toHaveText('$172.00');
      await expect(page.getByText('Unofficial').first()).toBeVisible();
      await expect(contestPage.raceSummary(1)).toContainText('Final');
      const second = await contestPage.openRace(2);
      await expect(second).toContainText('This race is final.');
      await expect(second.getByRole('region', { name: 'Results' })).toContainText(
        /Results: dead heat.*Winner: Quiet Storm\s*\$6\.00.*Winner: Golden Hour\s*\$4\.20/,
      );
      const plays = second.getByRole('region', { name: 'Plays', exact: true });
      await expect(plays).toContainText(/Casey M\.\s*Golden Hour\s*\$5\.00\s*\+\$10\.50/);
      await expect(plays).toContainText(/Jordan R\.\s*Quiet Storm\s*\$20\.00\s*\+\$60\.00/);
    });

    await test.step('the leaderboard ranks the entries and shows each play with its payoff', async () => {
      await contestPage.showLeaderboard();
      await expect(contestPage.leaderboard.getByText('Unofficial')).toBeVisible();
      const mine = contestPage.leaderboardSection('Your Entries');
      await expect(contestPage.entryRow(mine, 'Jordan R.')).toHaveAccessibleName(
        'Rank 1, Jordan R., $172.00',
      );
      const all = contestPage.leaderboardSection('All Entries (2)');
      await expect(all.getByRole('button', { name: /^Rank / })).toHaveText([
        /1\s*Jordan R\.\s*\$172\.00/,
        /2\s*Casey M\.\s*\$85\.50/,
      ]);
      const entry = await contestPage.openEntry(mine, 'Jordan R.');
      await expect(entry).toContainText(playLine(1, 'Midnight Lark', '$10.00', '+$42.00'));
      await expect(entry).toContainText(playLine(2, 'Quiet Storm', '$20.00', '+$60.00'));
    });

    await test.step('pins another player’s entry, and the pin survives a reload', async () => {
      const all = contestPage.leaderboardSection('All Entries (2)');
      const rivalEntry = await contestPage.openEntry(all, 'Casey M.');
      await expect(rivalEntry).toContainText(playLine(1, 'Cold Front', '$20.00', '+$0.00'));
      await expect(rivalEntry).toContainText(playLine(2, 'Golden Hour', '$5.00', '+$10.50'));
      await rivalEntry.getByRole('button', { name: 'Pin Entry Casey M.' }).click();
      const pinned = contestPage.leaderboardSection('Pinned Entries');
      await expect(contestPage.entryRow(pinned, 'Casey M.')).toHaveAccessibleName('Rank 2, Casey M., $85.50');
      await saveScreenshot('contest-finalized');

      await page.reload();
      await contestPage.showLeaderboard();
      await expect(contestPage.entryRow(pinned, 'Casey M.')).toBeVisible();
      const pinnedEntry = await contestPage.openEntry(pinned, 'Casey M.');
      await expect(pinnedEntry.getByRole('button', { name: 'Unpin Entry Casey M.' })).toBeVisible();
    });

    await test.step('the leaderboard page shows the same standings', async () => {
      await contestPage.leaderboard.getByRole('link', { name: 'Full leaderboard' }).click();
      await expect(page).toHaveURL(`/contest/${built.slug}/leaderboard`);
      await expect(page).toHaveTitle(`Contest Jockey: ${built.name} Leaderboard`);
      await expect(contestPage.heading(built.name)).toBeVisible();
      await expect(contestPage.leaderboard.getByText('Unofficial')).toBeVisible();
      const all = contestPage.leaderboardSection('All Entries (2)');
      await expect(all.getByRole('button', { name: /^Rank / })).toHaveText([
        /1\s*Jordan R\.\s*\$172\.00/,
        /2\s*Casey M\.\s*\$85\.50/,
      ]);
      const entry = await contestPage.openEntry(all, 'Jordan R.');
      await expect(entry).toContainText(playLine(1, 'Midnight Lark', '$10.00', '+$42.00'));
      await saveScreenshot('contest-leaderboard-page');
    });
  });

  test('in a Win contest a player plays a fixed $2, cannot pick a scratched runner, and sees the others’ plays only once wagering closes', async ({
    page,
    context,
    isMobile,
    account,
    logIn,
    newContest,
    newRival,
    admin,
    saveScreenshot,
  }) => {
    const built = await newContest({
      name: 'Aqueduct Win Classic',
      format: ContestFormat.Win,
      races: [
        {
          runners: [
            ['1', 'Fast Company', '2-1'],
            ['2', 'Storm Cellar', '5-2'],
            ['3', 'Late Bloomer', '4-1'],
            ['4', 'Nightcap', '6-1'],
          ],
          scratched: ['Storm Cellar'],
        },
      ],
    });
    const [race] = built.races;
    if (!race) throw new Error('The contest was built without its race.');
    const rival = await newRival(built, { firstName: 'Casey', lastName: 'Morgan' });
    await rival.play(race.contestRaceId, race.runner('Late Bloomer').id);
    await logIn(context, account);
    const contestPage = new ContestPage(page, isMobile);
    const playerName = `${account.firstName} ${account.lastName.charAt(0)}.`;

    await test.step('enrolls from the contest page', async () => {
      await contestPage.goto(built.slug);
      await expect(contestPage.heading(built.name)).toBeVisible();
      await contestPage.registration.getByRole('button', { name: 'Enroll', exact: true }).click();
      await expect(contestPage.bankroll).toHaveText('$0.00');
    });

    const open = contestPage.race(1);
    await test.step('the stake is a fixed $2 and a scratched runner cannot be picked', async () => {
      await expect(open.getByRole('form', { name: 'Pick a runner to win' })).toBeVisible();
      await expect(open.getByText('Stake: $2.00 to win')).toBeVisible();
      await expect(contestPage.amount(open)).toHaveCount(0);
      const scratched = open.getByRole('button', { name: /Storm Cellar/ });
      await expect(scratched).toBeDisabled();
      await expect(scratched).toHaveAccessibleName(/^#\S+ Storm Cellar \(scratched\)$/);
      // The name's own text carries '(scratched)' for screen readers.
      await expect(open.getByText(/^Storm Cellar/)).toHaveCSS('text-decoration-line', 'line-through');
      await expect(open.getByText(/^Fast Company/)).toHaveCSS('text-decoration-line', 'none');
      await saveScreenshot('contest-win-play-form');

      await contestPage.addPlay(open, 'Fast Company');
      await expect(contestPage.yourPlays(open)).toContainText(/Fast Company\s*\$2\.00/);
      // One play allowed on this race: the form gives way to the notice.
      await expect(
        open.getByText('Your pick is in. Change it or remove it below until the race closes.'),
      ).toBeVisible();
      await expect(open.getByRole('list', { name: 'Runners' })).toContainText(/Storm Cellar.*-/);
    });

    await test.step('before the close the other player’s plays are hidden', async () => {
      await expect(open).toContainText("Other players' plays show once wagering closes.");
      await expect(open.getByRole('region', { name: 'Plays', exact: true })).toHaveCount(0);
      await expect(open).not.toContainText('Casey M.');
      await saveScreenshot('contest-win-open');
      await contestPage.showLeaderboard();
      const all = contestPage.leaderboardSection('All Entries (2)');
      const rivalEntry = await contestPage.openEntry(all, 'Casey M.');
      // The rival's play is hidden while the race is open, and the entry says so.
      await expect(rivalEntry).toContainText('1 play, hidden until the race closes');
      const mine = await contestPage.openEntry(contestPage.leaderboardSection('Your Entries'), playerName);
      await expect(mine).toContainText(playLine(1, 'Fast Company', '$2.00'));
    });

    await test.step('once wagering closes everyone’s plays show', async () => {
      await admin.closeWagering(race.id);
      await page.reload();
      await contestPage.showRaces();
      await expect(contestPage.raceSummary(1)).toContainText('Closed');
      const closed = await contestPage.openRace(1);
      await expect(closed).toContainText('Wagering is closed for this race.');
      await expect(closed.getByRole('radio')).toHaveCount(0);
      const plays = closed.getByRole('region', { name: 'Plays', exact: true });
      await expect(plays).toContainText(/Casey M\.\s*Late Bloomer\s*\$2\.00/);
      await expect(plays).toContainText(
        new RegExp(`${playerName.replace('.', '\\.')}\\s*Fast Company\\s*\\$2\\.00`),
      );
      await saveScreenshot('contest-win-closed');

      await contestPage.showLeaderboard();
      const all = contestPage.leaderboardSection('All Entries (2)');
      const rivalEntry = await contestPage.openEntry(all, 'Casey M.');
      await expect(rivalEntry).toContainText(playLine(1, 'Late Bloomer', '$2.00'));
    });
  });
});
