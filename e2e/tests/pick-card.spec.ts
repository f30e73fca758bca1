import { ContestFormat } from '../support/contest-api';
import { expect, test } from '../support/contest-fixtures';
import { ContestPage } from '../support/contest-page';

/**
 * A whole card picked in one pass: after each play the next race left to pick opens, comes into view and takes the
 * focus, and the stake starts at the last one. On a phone by thumb (a runner, then Add Play); on a wide screen by
 * keyboard alone (the arrow keys choose a runner, Enter in the amount places the play).
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
        await contestPage.runnerOption(current, runner).tap();
        if (index === 0) await contestPage.amount(current).fill('5');
        await current.getByRole('button', { name: 'Add Play' }).tap();
      } else {
        // From the race's heading, by keyboard alone: into the runners, along them, to the amount, Enter.
        await contestPage.raceSummary(number).focus();
        await page.keyboard.press('Tab');
        if (place === 0) await page.keyboard.press('Space');
        for (let step = 0; step < place; step++) await page.keyboard.press('ArrowDown');
        await expect(contestPage.runnerOption(current, runner)).toBeChecked();
        await page.keyboard.press('Tab');
        await expect(contestPage.amount(current)).toBeFocused();
        if (index === 0) {
          await page.keyboard.press('ControlOrMeta+A');
          await page.keyboard.type('5');
        }
        await page.keyboard.press('Enter');
      }
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
