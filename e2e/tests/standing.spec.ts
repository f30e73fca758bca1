import { newAccountDetails } from '../support/accounts';
import { ContestFormat, expectStatus, PlayerApi } from '../support/contest-api';
import { expect, test } from '../support/contest-fixtures';
import { ContestPage } from '../support/contest-page';

const RUNNERS: [string, string, string][] = [
  ['1', 'Cold Front', '5-2'],
  ['2', 'Midnight Lark', '3-1'],
  ['3', 'Paper Tiger', '9-2'],
  ['4', 'River Queen', '6-1'],
];

test.describe('where I stand', () => {
  test('a player out of the money reads what winner she needs in the next race, and sees where the prizes end', async ({
    page,
    isMobile,
    newContest,
    newRival,
    admin,
    logIn,
    request,
    saveScreenshot,
  }, testInfo) => {
    test.slow();
    const built = await newContest({
      name: 'Saratoga Standing Stakes',
      format: ContestFormat.Win,
      races: [{ runners: RUNNERS }, { runners: RUNNERS }, { runners: RUNNERS }],
    });
    const [race1] = built.races;
    if (!race1) throw new Error('The contest was built without its races.');
    for (const [placement, value] of [
      [1, 500],
      [2, 200],
    ] as const) {
      const prize = await request.post(`/api/contest/${built.contest.id}/prizes`, {
        headers: { Authorization: `Bearer ${admin.token}` },
        data: { placement, type: 1, value },
      });
      await expectStatus(prize, 201);
    }
    const ann = await newRival(built, { firstName: 'Ann', lastName: 'Winner' });
    const bea = await newRival(built, { firstName: 'Bea', lastName: 'Winner' });
    const cal = await newRival(built, { firstName: 'Cal', lastName: 'Loser' });
    const me = await PlayerApi.signUpInto(
      request,
      newAccountDetails(testInfo, { firstName: 'Dana', lastName: 'Reyes' }),
      built.slug,
    );
    await ann.play(race1.contestRaceId, race1.runner('Midnight Lark').id);
    await bea.play(race1.contestRaceId, race1.runner('Midnight Lark').id);
    await cal.play(race1.contestRaceId, race1.runner('Cold Front').id);
    await me.play(race1.contestRaceId, race1.runner('Paper Tiger').id);
    await admin.closeWagering(race1.id);
    await admin.addWinResult(race1.id, race1.runner('Midnight Lark').id, 8.4);
    await admin.finalize(race1.id);

    await logIn(page.context(), me);
    const contestPage = new ContestPage(page, isMobile);
    await contestPage.goto(built.slug);

    await test.step('reads in one sentence the winner she needs in race 2', async () => {
      await expect(page.getByRole('status', { name: 'Your standing' })).toHaveText(
        'You need a winner paying $8.40 (3-1) or better in Race 2 to reach the prize line.',
      );
      await saveScreenshot('standing-sentence');
    });

    await test.step('the leaderboard draws the prize line under the two tied winners', async () => {
      await contestPage.showLeaderboard();
      const all = page.getByRole('region', { name: /^All Entries/ });
      const line = all.getByRole('separator', { name: 'Prize line: places 1st to 2nd win prizes' });
      await expect(line).toBeVisible();
      const rows = all.getByRole('listitem');
      await expect(rows).toHaveCount(5);
      for (const [index, text] of ['Ann', 'Bea', 'Prize line', 'Cal', 'Dana'].entries()) {
        await expect(rows.nth(index)).toContainText(text);
      }
      await line.scrollIntoViewIfNeeded();
      await saveScreenshot('standing-prize-line');
    });
  });
});
