import { ContestFormat } from '../support/contest-api';
import { expect, test } from '../support/contest-fixtures';
import { ContestPage } from '../support/contest-page';

/** A tablet held upright shows the phone layout (tabs); turned, the wide one (two columns). */
const UPRIGHT = { width: 768, height: 1024 };
const TURNED = { width: 1024, height: 768 };

test.describe('contest page layout', () => {
  test('what a player typed and opened survives turning the tablet, and enrolling folds Information below the races', async ({
    page,
    context,
    account,
    logIn,
    newContest,
    saveScreenshot,
  }) => {
    const built = await newContest({
      name: 'Saratoga Turn Test',
      format: ContestFormat.WinBankroll,
      startingBankroll: 100,
      races: [
        {
          runners: [
            ['1', 'Cold Front', '5-2'],
            ['2', 'Midnight Lark', '3-1'],
          ],
        },
        {
          minWagerAmount: 5,
          runners: [
            ['1', 'Golden Hour', '2-1'],
            ['2', 'Iron Will', '7-2'],
          ],
        },
      ],
    });
    await page.setViewportSize(UPRIGHT);
    await logIn(context, account);
    const contestPage = new ContestPage(page, true);
    const informationToggle = contestPage.information.getByRole('button', { name: 'Information' });

    await test.step('enrolls from Registration above the races; Information, below them, folds', async () => {
      await contestPage.goto(built.slug);
      await expect(page.getByRole('tab', { name: 'Contest' })).toBeVisible();
      await expect(informationToggle).toHaveAttribute('aria-expanded', 'true');
      await contestPage.registration.getByRole('button', { name: 'Enroll', exact: true }).click();
      await expect(contestPage.bankroll).toHaveText('$100.00');
      await expect(informationToggle).toHaveAttribute('aria-expanded', 'false');
      await informationToggle.click();
      await expect(contestPage.information.getByText('You are entered in this contest.')).toBeVisible();
      await informationToggle.click();
    });

    const first = contestPage.race(1);
    const second = contestPage.race(2);
    await test.step('starts a play, sees the minimum under the message, and opens the second race', async () => {
      await contestPage.addPlay(first, 'Midnight Lark', '1.50');
      await expect(first.getByText('Wager amount must be at least $2.00.')).toBeVisible();
      await expect(first.getByText('Minimum $2.00')).toBeVisible();
      await expect(contestPage.amount(first)).toHaveAccessibleDescription(
        'Wager amount must be at least $2.00. Minimum $2.00',
      );
      await contestPage.amount(first).fill('12.50');
      await contestPage.openRace(2);
      await expect(second.getByText('Minimum $5.00')).toBeVisible();
    });

    const expectKept = async () => {
      await expect(contestPage.amount(first)).toHaveValue('12.50');
      await expect(contestPage.raceSummary(2)).toHaveAttribute('aria-expanded', 'true');
      await expect(informationToggle).toHaveAttribute('aria-expanded', 'false');
    };

    await test.step('turns the tablet: two columns, nothing lost', async () => {
      await page.setViewportSize(TURNED);
      await expect(page.getByRole('tab')).toHaveCount(0);
      await expect(contestPage.leaderboard).toBeVisible();
      await expectKept();
      await saveScreenshot('contest-turned-tablet');
    });

    await test.step('turns it back, visits the Leaderboard tab and returns: still nothing lost', async () => {
      await page.setViewportSize(UPRIGHT);
      await contestPage.showLeaderboard();
      await expect(first).toBeHidden();
      await contestPage.showRaces();
      await expectKept();
      await contestPage.runnerPick(first, 'Midnight Lark').click();
      await expect(contestPage.yourPlays(first)).toContainText(/Midnight Lark\s*\$12\.50/);
      await expect(contestPage.bankroll).toHaveText('$87.50');
    });
  });
});
