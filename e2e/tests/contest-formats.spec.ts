import { ContestFormat } from '../support/contest-api';
import { expect, test } from '../support/contest-fixtures';
import { ContestPage } from '../support/contest-page';
import { BASE_URL } from '../support/server-env';

/**
 * Issue 12's formats, as an administrator and two players live them: the administrator makes a Win contest capped
 * at $42 (20-1) a Pick & Pray contest with alternates in its form; the players pick both races up front, one naming
 * an alternate in the browser; once the first race closes every pick is locked; the pick is scratched, its
 * alternate wins at $50.00 and scores the cap; the standings follow.
 */
test.describe('contest formats', () => {
  test('an administrator sets up a capped Pick & Pray contest with alternates; a scratched pick is scored as its alternate', async ({
    page,
    context,
    isMobile,
    account,
    logIn,
    newContest,
    newRival,
    admin,
    request,
    saveScreenshot,
  }) => {
    test.slow();
    const built = await newContest({
      name: 'Saratoga Pick and Pray',
      format: ContestFormat.Win,
      races: [
        {
          maxWagers: 1,
          runners: [
            ['1', 'Cold Front', '5-2'],
            ['2', 'Midnight Lark', '3-1'],
            ['3', 'Paper Tiger', '9-2'],
            ['4', 'River Queen', '6-1'],
          ],
        },
        {
          maxWagers: 1,
          runners: [
            ['1', 'Golden Hour', '2-1'],
            ['2', 'Iron Will', '7-2'],
            ['3', 'Quiet Storm', '4-1'],
          ],
        },
      ],
    });
    const [race1, race2] = built.races;
    if (!race1 || !race2) throw new Error('The contest was built without its two races.');
    const contestPage = new ContestPage(page, isMobile);

    await test.step('the administrator turns on alternates and Pick & Pray and caps a $2 win at $42', async () => {
      await context.addCookies([
        { name: 'itmt', value: encodeURIComponent(admin.token), url: BASE_URL, sameSite: 'Strict' },
      ]);
      await page.goto(`/admin/contests/${built.slug}`);
      await page.getByRole('tab', { name: 'Contest' }).click();
      const form = page.getByRole('region', { name: 'Contest' });
      await form.getByRole('switch', { name: 'Alternates' }).check();
      await form.getByRole('switch', { name: 'Pick & Pray' }).check();
      const cap = form.getByRole('textbox', { name: 'Win Payout Cap ($)' });
      await cap.fill('forty');
      await form.getByRole('button', { name: 'Update Contest' }).click();
      await expect(form.getByText(/^Win payout cap must be dollars and cents/)).toBeVisible();
      await cap.fill('42');
      await form.getByRole('button', { name: 'Update Contest' }).click();
      await expect(form.getByText('Contest updated successfully')).toBeVisible();
      await saveScreenshot('contest-formats-admin');
      await context.clearCookies();
    });

    const rival = await newRival(built, { firstName: 'Casey', lastName: 'Morgan' });
    await rival.play(race1.contestRaceId, race1.runner('Cold Front').id);
    await rival.play(race2.contestRaceId, race2.runner('Golden Hour').id);

    await test.step('a player reads the rules, enrolls and picks both races up front, naming an alternate', async () => {
      await logIn(context, account);
      await contestPage.goto(built.slug);
      await expect(
        contestPage.information.getByText('A $2 win pays at most $42.00.', { exact: true }),
      ).toBeVisible();
      await contestPage.information.getByRole('button', { name: 'Enroll', exact: true }).click();
      await contestPage.showRaces();
      const races = page.getByRole('region', { name: 'Races' });
      await expect(
        races.getByText(/^Pick & Pray: all picks lock when wagering closes on the first race \(Race 1/),
      ).toBeVisible();
      const first = await contestPage.openRace(1);
      await contestPage.runnerOption(first, 'Paper Tiger').check();
      const alternate = first.getByRole('combobox', { name: 'Alternate (if your pick is scratched)' });
      await alternate.selectOption({ label: '#4 River Queen' });
      await first.getByRole('button', { name: 'Add Play' }).click();
      await expect(contestPage.yourPlays(first)).toContainText('Alternate: #4 River Queen');
      const second = await contestPage.openRace(2);
      await contestPage.addPlay(second, 'Iron Will');
      await expect(contestPage.yourPlays(second)).toContainText('Iron Will');
      await saveScreenshot('contest-formats-picks');
    });

    await test.step('the first race closes: every pick is locked, the second race too', async () => {
      await admin.closeWagering(race1.id);
      expect(await rival.refusedPlay(race2.contestRaceId, race2.runner('Quiet Storm').id)).toEqual({
        status: 409,
        message: 'Picks for this contest locked when wagering closed on its first race.',
      });
      await page.reload();
      await contestPage.showRaces();
      const second = await contestPage.openRace(2);
      await expect(
        second.getByText('Picks for this contest locked when wagering closed on its first race.'),
      ).toBeVisible();
      await expect(second.getByRole('button', { name: 'Add Play' })).toHaveCount(0);
    });

    await test.step('the pick is scratched, its alternate wins at $50.00 and scores the $42.00 cap', async () => {
      await admin.scratchRunner(race1.runner('Paper Tiger'));
      await admin.addWinResult(race1.id, race1.runner('River Queen').id, 50);
      await admin.finalize(race1.id);
      await admin.closeWagering(race2.id);
      await admin.addWinResult(race2.id, race2.runner('Golden Hour').id, 8.4);
      await admin.finalize(race2.id);

      await page.reload();
      await contestPage.showRaces();
      const first = await contestPage.openRace(1);
      const plays = first.getByRole('region', { name: 'Plays', exact: true });
      await expect(plays).toContainText('Alternate: #4 River Queen');
      await expect(plays).toContainText(/scored as #4 River Queen \(\s*alternate\)/);
      await expect(plays).toContainText('$50.00, capped at $42.00');
      await saveScreenshot('contest-formats-scored');
    });

    await test.step('the standings: the alternate’s capped win leads', async () => {
      await contestPage.showLeaderboard();
      const all = contestPage.leaderboardSection('All Entries (2)');
      await expect(all.getByRole('button', { name: /^Rank / })).toHaveText([
        /1\s*\S.*\$42\.00/,
        /2\s*Casey M\.\s*\$8\.40/,
      ]);
      const entries = await (await request.get(`/api/contest/${built.slug}/players`)).json();
      expect(
        entries.map((entry: { rank: number; leaderboardBankroll: number }) => [
          entry.rank,
          entry.leaderboardBankroll,
        ]),
      ).toEqual([
        [1, 42],
        [2, 8.4],
      ]);
    });
  });
});
