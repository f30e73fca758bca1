import { ContestFormat } from '../support/contest-api';
import { expect, test } from '../support/contest-fixtures';
import { ContestPage } from '../support/contest-page';
import { waitForEmailTo } from '../support/email';

/**
 * Scratches, as a player lives them: she picks a horse, changes the pick in one step (runner, alternate
 * and stake, without removing anything first), an administrator scratches her new pick while her page is open (her
 * change-pick form open on it), and at once the page says 'Scratched' with the alternate it will be scored as, in
 * her plays and in the collapsed race row, and the form no longer offers the horse and says why; the scratch e-mail names the contest, the race, the horse and the alternate, with a link to the contest.
 */
test.describe('a scratched pick', () => {
  test('a player changes her pick in one step, the pick is scratched, she sees it at once and is e-mailed', async ({
    page,
    context,
    isMobile,
    account,
    logIn,
    newContest,
    admin,
    saveScreenshot,
  }) => {
    test.slow();
    const built = await newContest({
      name: 'Belmont Scratch Stakes',
      format: ContestFormat.WinBankroll,
      alternatesEnabled: true,
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
          ],
        },
      ],
    });
    const [race1] = built.races;
    if (!race1) throw new Error('The contest was built without its first race.');
    const contestPage = new ContestPage(page, isMobile);

    await test.step('the player enrolls and picks Paper Tiger for $10; the race row says her pick', async () => {
      await logIn(context, account);
      await contestPage.goto(built.slug);
      await contestPage.enroll();
      await contestPage.showRaces();
      const first = await contestPage.openRace(1);
      await contestPage.addPlay(first, 'Paper Tiger', '10');
      await expect(contestPage.yourPlays(first)).toContainText('Paper Tiger');
      await expect(contestPage.raceSummary(1)).toContainText('Your pick: #3 Paper Tiger');
      await expect(contestPage.bankroll).toHaveText('$90.00');
    });

    await test.step('she changes the pick in one step: Midnight Lark for $15, River Queen as alternate', async () => {
      const first = contestPage.race(1);
      // The race takes one play each: no runner to pick, only the change.
      await expect(first.getByRole('button', { name: /^Pick #/ })).toHaveCount(0);
      await first.getByRole('button', { name: 'Change pick #3 Paper Tiger' }).click();
      await expect(first.getByText(/^Changing your pick #3 Paper Tiger \(\$10\.00\)/)).toBeVisible();
      await expect(contestPage.runnerOption(first, 'Paper Tiger')).toBeChecked();
      // The form came into view with her pick focused, once: from here nothing moves it under her pointer.
      await expect(contestPage.runnerOption(first, 'Paper Tiger')).toBeFocused();
      await expect(contestPage.amount(first)).toHaveValue('10');
      await contestPage.runnerOption(first, 'Midnight Lark').check();
      await expect(contestPage.runnerOption(first, 'Paper Tiger')).not.toBeChecked();
      await first
        .getByRole('combobox', { name: 'Alternate (if your pick is scratched)' })
        .selectOption({ label: '#4 River Queen' });
      await contestPage.amount(first).fill('15');
      await saveScreenshot('scratched-pick-changing');
      await first.getByRole('button', { name: 'Change Pick', exact: true }).click();

      const plays = contestPage.yourPlays(first);
      await expect(plays).toContainText('Midnight Lark');
      await expect(plays).toContainText('Alternate: #4 River Queen');
      await expect(plays).toContainText('$15.00');
      await expect(plays).not.toContainText('Paper Tiger');
      await expect(contestPage.raceSummary(1)).toContainText('Your pick: #2 Midnight Lark');
      await expect(contestPage.bankroll).toHaveText('$85.00');
    });

    await test.step('an administrator scratches Midnight Lark while she is changing it: the open page says so at once', async () => {
      const first = contestPage.race(1);
      await first.getByRole('button', { name: 'Change pick #2 Midnight Lark' }).click();
      await expect(contestPage.runnerOption(first, 'Midnight Lark')).toBeChecked();
      await expect(contestPage.runnerOption(first, 'Midnight Lark')).toBeFocused();
      await admin.scratchRunner(race1.runner('Midnight Lark'));
      const plays = contestPage.yourPlays(first);
      // No reload: the scratch reaches the page as a live event.
      await expect(
        plays.getByText('Scratched — will be scored as #4 River Queen (your alternate)'),
      ).toBeVisible();
      // The form she has open no longer offers Midnight Lark, and says why.
      await expect(contestPage.runnerOption(first, 'Midnight Lark')).toBeDisabled();
      await expect(contestPage.runnerOption(first, 'Midnight Lark')).not.toBeChecked();
      await expect(first.getByRole('status')).toHaveText(
        'The runner you chose, #2 Midnight Lark, has been scratched. Choose another runner.',
      );
      // Her focus was on the horse now scratched: it stays in the runners, on the first she can choose.
      await expect(contestPage.runnerOption(first, 'Cold Front')).toBeFocused();
      await saveScreenshot('scratched-pick-while-changing');
      // She keeps the play as it is: it will be scored as her alternate.
      await first.getByRole('button', { name: 'Cancel', exact: true }).click();
      await expect(contestPage.race(1).getByRole('list', { name: 'Runners' })).toContainText(
        'Midnight Lark (scratched)',
      );
      await saveScreenshot('scratched-pick-open');
      await contestPage.raceSummary(1).click();
      await expect(contestPage.raceSummary(1)).toHaveAttribute('aria-expanded', 'false');
      await expect(contestPage.raceSummary(1)).toContainText('Your pick: #2 Midnight Lark Scratched');
      await saveScreenshot('scratched-pick-collapsed');
    });

    await test.step('the scratch e-mail names the contest, race, horse and alternate, with a link', async () => {
      const email = await waitForEmailTo(account.email, (message) => message.subject.includes('scratched'));
      expect(email.subject).toBe(`Contest Jockey: your pick in Race 1 of ${built.name} was scratched`);
      expect(email.body).toContain(`#2 Midnight Lark, the pick of`);
      expect(email.body).toContain(`in Race 1 at ${built.track.name} (${built.name}), has been scratched.`);
      expect(email.body).toContain(
        'Unless you change it, the play will be scored as #4 River Queen, your alternate.',
      );
      expect(email.body).toMatch(new RegExp(`Open Contest: https?://[^\\s]+/contest/${built.slug}`));
    });

    await test.step('once scored, the collapsed row says whom the pick was scored as, what it won, and the winner', async () => {
      await admin.closeWagering(race1.id);
      await admin.addWinResult(race1.id, race1.runner('River Queen').id, 24.8);
      await admin.finalize(race1.id);
      await page.reload();
      await contestPage.showRaces();
      // $15 on River Queen, her alternate, at $24.80 for $2.
      await expect(contestPage.raceSummary(1)).toContainText(
        'Your pick: #2 Midnight Lark Scratched · scored as #4 River Queen (alternate), won +$186.00',
      );
      await expect(contestPage.raceSummary(1)).toContainText('Winner: #4 River Queen');
      await saveScreenshot('scratched-pick-scored');
    });
  });
});
