import { ContestFormat } from '../support/contest-api';
import { expect, test } from '../support/contest-fixtures';
import { ContestPage } from '../support/contest-page';

/**
 * A whole card picked in one pass, one action a race: a tap on a runner places the play, then the next race left to
 * pick opens, comes into view and takes the focus, and the stake starts at the last one. On a phone by thumb, with a
 * mistaken tap taken back with Undo; on a wide screen by keyboard alone (Tab past the stake to the runners, the arrow
 * keys along them, Enter on one places the play).
 */
test.describe('the pick card', () => {
  test('a player picks every race of the card in one pass, by thumb on a phone and by keyboard on a wide screen', async ({
    page,
    context,
    isMobile,
    account,
    logIn,
    newContest,
    saveScreenshot,
  }) => {
    const race = (names: [string, string, string]) => ({
      maxWagers: 1,
      runners: names.map(
        (name, index) => [String(index + 1), name, `${index + 2}-1`] as [string, string, string],
      ),
    });
    const built = await newContest({
      name: 'Saratoga Card Stakes',
      format: ContestFormat.WinBankroll,
      startingBankroll: 100,
      races: [
        race(['Cold Front', 'Midnight Lark', 'Paper Tiger']),
        race(['Golden Hour', 'Iron Will', 'Quiet Storm']),
        race(['Salt Marsh', 'Storm Cellar', 'Late Bloomer']),
      ],
    });
    await logIn(context, account);
    const contestPage = new ContestPage(page, isMobile);
    await contestPage.goto(built.slug);
    await contestPage.registration.getByRole('button', { name: 'Enroll', exact: true }).click();
    await expect(contestPage.bankroll).toHaveText('$100.00');
    const progress = page.getByTestId('pick-progress');
    await expect(progress).toContainText('0 of 3 races picked · Next: Race 1, closes');

    // Each race's pick, by its place among the race's runners.
    const picks = [
      { runner: 'Midnight Lark', place: 1 },
      { runner: 'Quiet Storm', place: 2 },
      { runner: 'Salt Marsh', place: 0 },
    ];
    for (const [index, { runner, place }] of picks.entries()) {
      const number = index + 1;
      const current = contestPage.race(number);
      await expect(contestPage.raceSummary(number)).toHaveAttribute('aria-expanded', 'true');
      // The first race starts at the minimum; the others at the stake just placed.
      await expect(contestPage.amount(current)).toHaveValue(index === 0 ? '2' : '5');
      if (isMobile) {
        if (index === 0) {
          await contestPage.amount(current).fill('5');
          // A slip of the thumb: Undo takes the play back, and the race is there to pick again.
          await contestPage.runnerPick(current, 'Paper Tiger').tap();
          await expect(contestPage.pickedSnackbar).toContainText('Picked #3 Paper Tiger');
          await expect(contestPage.raceSummary(2)).toBeFocused();
          await saveScreenshot('pick-card-undo');
          await contestPage.pickedSnackbar.getByRole('button', { name: 'Undo pick #3 Paper Tiger' }).tap();
          await expect(contestPage.pickedSnackbar).toBeHidden();
          await expect(contestPage.raceSummary(number)).toBeFocused();
          await expect(contestPage.raceSummary(number)).not.toContainText('Your pick');
          await expect(contestPage.bankroll).toHaveText('$100.00');
          await expect(contestPage.amount(current)).toHaveValue('2');
          await contestPage.amount(current).fill('5');
        }
        await contestPage.runnerPick(current, runner).tap();
      } else {
        // From the race's heading, by keyboard alone: to the stake, on to the runners, along them, Enter.
        await contestPage.raceSummary(number).focus();
        await page.keyboard.press('Tab');
        await expect(contestPage.amount(current)).toBeFocused();
        if (index === 0) {
          await page.keyboard.press('ControlOrMeta+A');
          await page.keyboard.type('5');
        }
        await page.keyboard.press('Tab');
        for (let step = 0; step < place; step++) await page.keyboard.press('ArrowDown');
        await expect(contestPage.runnerPick(current, runner)).toBeFocused();
        await page.keyboard.press('Enter');
      }
      await expect(contestPage.pickedSnackbar).toContainText(`Picked #${place + 1} ${runner}`);
      await expect(contestPage.yourPlays(current)).toContainText(runner);
      if (number < picks.length) {
        // The next race is open, in view and focused.
        const next = contestPage.raceSummary(number + 1);
        await expect(next).toHaveAttribute('aria-expanded', 'true');
        await expect(next).toBeFocused();
        await expect(next).toBeInViewport();
      }
    }
    await expect(progress).toHaveText('3 of 3 races picked');
    await expect(contestPage.bankroll).toHaveText('$85.00');
    await saveScreenshot('pick-card-done');
  });
});
