import { ContestFormat } from '../support/contest-api';
import { expect, test } from '../support/contest-fixtures';
import { ContestPage } from '../support/contest-page';

/**
 * A leaderboard players read, and results a visitor can browse: each row says how many races the entry may still
 * pick and, once a race closes, the horse running for it there (never before); once every race is final the contest
 * is among the home page's recent results, with its winner, linking to its leaderboard.
 */
test.describe('the leaderboard and recent results', () => {
  test('a visitor follows picks left and the horses running, then finds the finished contest on the home page', async ({
    page,
    isMobile,
    admin,
    newContest,
    newRival,
    saveScreenshot,
  }) => {
    const built = await newContest({
      name: 'Keeneland Results Stakes',
      format: ContestFormat.WinBankroll,
      startingBankroll: 100,
      races: [
        {
          runners: [
            ['1', 'Cold Front', '2-1'],
            ['2', 'Midnight Lark', '3-1'],
          ],
        },
        {
          runners: [
            ['1', 'Golden Hour', '2-1'],
            ['2', 'Quiet Storm', '4-1'],
          ],
        },
      ],
    });
    const [race1, race2] = built.races;
    if (!race1 || !race2) throw new Error('The contest was built without its two races.');
    const casey = await newRival(built, { firstName: 'Casey', lastName: 'Morgan' });
    await casey.play(race1.contestRaceId, race1.runner('Cold Front').id, 20);
    await casey.play(race2.contestRaceId, race2.runner('Golden Hour').id, 10);
    const riley = await newRival(built, { firstName: 'Riley', lastName: 'Nash' });
    await riley.play(race2.contestRaceId, race2.runner('Quiet Storm').id, 10);
    const contestPage = new ContestPage(page, isMobile);
    const rowFor = async (name: string) =>
      contestPage.entryRow(contestPage.leaderboardSection('All Entries (2)'), name);

    await test.step('before any race closes: picks left, and no horse named', async () => {
      await contestPage.goto(built.slug);
      await contestPage.showLeaderboard();
      await expect(await rowFor('Riley N.')).toHaveAccessibleDescription('1 left');
      await expect(await rowFor('Casey M.')).toHaveAccessibleDescription('');
      await expect(contestPage.leaderboard).not.toContainText('Cold Front');
    });

    await test.step('Race 1 closes: each row names the horse running for it there, or no pick', async () => {
      await admin.closeWagering(race1.id);
      await page.reload();
      await contestPage.showLeaderboard();
      await expect(await rowFor('Casey M.')).toHaveAccessibleDescription('Race 1: #1 Cold Front');
      await expect(await rowFor('Riley N.')).toHaveAccessibleDescription('Race 1: no pick');
      await saveScreenshot('leaderboard-running');
    });

    await test.step('every race final: the contest is among the recent results, with its winner', async () => {
      await admin.addWinResult(race1.id, race1.runner('Cold Front').id, 6);
      await admin.finalize(race1.id);
      await admin.closeWagering(race2.id);
      await admin.addWinResult(race2.id, race2.runner('Quiet Storm').id, 10);
      await admin.finalize(race2.id);
      await page.goto('/');
      const results = page.getByRole('list', { name: 'Recent results' });
      const link = results.getByRole('link', { name: new RegExp(built.name) });
      // Casey: $100 - $30 staked + $60 from Cold Front ($6 on $2, $20 staked) = $130; Riley: $90 + $50 = $140.
      await expect(link).toContainText(`${built.track.name}`);
      await expect(link).toContainText('Won by Riley N. · $140.00');
      await link.scrollIntoViewIfNeeded();
      await saveScreenshot('home-recent-results');
      await link.click();
      await expect(page).toHaveURL(`/contest/${built.slug}/leaderboard`);
    });
  });
});
