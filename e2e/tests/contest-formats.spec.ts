import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { newAccountDetails } from '../support/accounts';
import { PlayerApi, type Race, type Runner } from '../support/contest-api';
import { expect, test } from '../support/contest-fixtures';
import { ContestPage } from '../support/contest-page';
import { waitForEmailTo } from '../support/email';
import { BASE_URL } from '../support/server-env';
import { moveClockAhead } from '../support/test-clock';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Picks an option of a MUI select found by its label. */
async function choose(page: Page, scope: Page | Locator, label: string | RegExp, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The runners of the card's two races: program number, name, morning line. */
const CARD = [
  [
    ['1', 'Cold Front', '5-2'],
    ['2', 'Midnight Lark', '3-1'],
    ['3', 'Paper Tiger', '9-2'],
    ['4', 'River Queen', '6-1'],
  ],
  [
    ['1', 'Golden Hour', '2-1'],
    ['2', 'Iron Will', '7-2'],
    ['3', 'Quiet Storm', '4-1'],
  ],
] as const;

/**
 * The contest formats (alternates, payout caps, Pick & Pray), as an administrator and two players live them: the
 * administrator creates a Win contest capped at $42 (20-1), Pick & Pray, with alternates, from a race card in one
 * step; two players enroll and pick both races up front, naming alternates; the first race closes and every pick
 * locks, and a late enrollment is refused; a pick is scratched and its alternate wins at $50.00, scored as the
 * $42.00 cap; Notify Winners waits for official results and works once the test clock has moved 24 hours on.
 */
test.describe('contest formats', () => {
  test('a capped Pick & Pray contest with alternates, from a card to official results', async ({
    page,
    context,
    isMobile,
    account,
    logIn,
    admin,
    request,
    saveScreenshot,
  }, testInfo) => {
    // The longest story: a contest's whole life through two players and the admin screens (half a minute on a quiet
    // machine, several on a busy one).
    test.setTimeout(420_000);
    const tag = randomBytes(2).toString('hex').toUpperCase();
    const trackName = `Saratoga ${tag}`;
    const contestName = `Saratoga Pick and Pray ${tag}`;
    const slug = `saratoga-pick-and-pray-${tag.toLowerCase()}`;
    // A card of its own, far enough ahead that its races stay open until an administrator closes them.
    const raceDate = new Date(Date.now() + (300 + (isMobile ? 0 : 1)) * DAY_MS).toISOString().slice(0, 10);

    // What is not under test is seeded through the API: the track, the card's two races and their runners.
    const track = await admin.createTrack({
      code: `${isMobile ? 'P' : 'D'}${tag}`,
      name: trackName,
      timezone: 'America/New_York',
    });
    const races: { race: Race; runners: Runner[] }[] = [];
    for (const [index, runners] of CARD.entries()) {
      const race = await admin.createRace(
        track.id,
        index + 1,
        new Date(Date.parse(`${raceDate}T17:00:00Z`) + index * 30 * 60_000),
      );
      const made: Runner[] = [];
      for (const [number, name, line] of runners)
        made.push(await admin.createRunner(race.id, number, name, line));
      races.push({ race, runners: made });
    }
    const [first, second] = races;
    if (!first || !second) throw new Error('The card was built without its two races.');
    const runner = (of: { runners: Runner[] }, name: string) => of.runners.find((r) => r.name === name)!;
    const adminCookie = {
      name: 'itmt',
      value: encodeURIComponent(admin.token),
      url: BASE_URL,
      sameSite: 'Strict' as const,
    };
    const contestPage = new ContestPage(page, isMobile);

    await test.step('the administrator creates the contest from the card in one step', async () => {
      await context.addCookies([adminCookie]);
      await page.goto('/admin/contests/create');
      await page.getByLabel(/^Race Date/).fill(raceDate);
      await choose(page, page, 'Race Card', `${trackName} (2 races)`);
      await expect(page.getByRole('checkbox', { name: /^Race \d · Post Time is/ })).toHaveCount(2);
      await expect(page.getByText('Races (2 of 2 chosen)')).toBeVisible();
      await page.getByRole('textbox', { name: 'Minimum Wager ($)' }).fill('0');
      await page.getByRole('textbox', { name: 'Maximum Wagers' }).fill('1');
      await page.getByRole('textbox', { name: 'Name' }).fill(contestName);
      await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue(slug);
      await page.getByRole('textbox', { name: 'Starting Bankroll ($)' }).fill('0');
      await choose(page, page, 'Format', 'Win');
      await choose(page, page, 'Property', 'Thoroughbred');
      await page.getByRole('checkbox', { name: 'Publish and open enrollment' }).check();
      for (const toggle of ['Alternates', 'Pick & Pray']) {
        await page.getByRole('switch', { name: toggle }).check();
      }
      const cap = page.getByRole('textbox', { name: 'Win Payout Cap ($)' });
      await cap.fill('forty');
      await page.getByRole('button', { name: 'Create Contest' }).click();
      await expect(page.getByText(/^Win payout cap must be dollars and cents/)).toBeVisible();
      await cap.fill('42');
      await saveScreenshot('contest-formats-create');
      await page.getByRole('button', { name: 'Create Contest' }).click();
      await expect(page).toHaveURL(`/contest/${slug}/manage`);
      await expect(page.getByRole('list', { name: 'Contest races' }).getByRole('link')).toHaveCount(2);
      await context.clearCookies();
    });

    // A prize to win, through the API (the prize form has a story of its own).
    const contest = await admin.contest(slug);
    await admin.addPrize(contest.id, { placement: 1, type: 1, value: 100, label: 'Winner' });

    /** A player enrolls in the browser and picks both races up front: race 1's pick with an alternate. */
    const enterWithPicks = async (picks: { first: string; alternate: string; second: string }) => {
      await contestPage.goto(slug);
      await expect(
        contestPage.information.getByText('A $2 win pays at most $42.00.', { exact: true }),
      ).toBeVisible();
      await contestPage.enroll();
      await contestPage.showRaces();
      await expect(
        page
          .getByRole('region', { name: 'Races' })
          .getByText(/^Pick & Pray: all picks lock when wagering closes on the first race \(Race 1/),
      ).toBeVisible();
      const firstRace = await contestPage.openRace(1);
      // The alternate is named first: the tap on the runner places the play.
      await expect(contestPage.runnerPick(firstRace, picks.first)).toBeVisible();
      await firstRace
        .getByRole('combobox', { name: 'Alternate (if your pick is scratched)' })
        .selectOption({ label: `#${runner(first, picks.alternate).programNumber} ${picks.alternate}` });
      await contestPage.runnerPick(firstRace, picks.first).click();
      await expect(contestPage.yourPlays(firstRace)).toContainText(
        `Alternate: #${runner(first, picks.alternate).programNumber} ${picks.alternate}`,
      );
      // Race 1 takes one play: the card moves on to Race 2 by itself (waited for, so no click closes it again).
      await expect(contestPage.raceSummary(2)).toHaveAttribute('aria-expanded', 'true');
      const secondRace = await contestPage.openRace(2);
      await contestPage.addPlay(secondRace, picks.second);
      await expect(contestPage.yourPlays(secondRace)).toContainText(picks.second);
    };

    const rival = await PlayerApi.signUp(
      request,
      newAccountDetails(testInfo, { firstName: 'Casey', lastName: 'Morgan' }),
    );

    await test.step('two players enroll and pick both races up front, naming alternates', async () => {
      await logIn(context, rival);
      await enterWithPicks({ first: 'Cold Front', alternate: 'Midnight Lark', second: 'Golden Hour' });
      await context.clearCookies();
      await logIn(context, account);
      await enterWithPicks({ first: 'Paper Tiger', alternate: 'River Queen', second: 'Iron Will' });
      await saveScreenshot('contest-formats-picks');
    });

    await test.step('the administrator scratches the pick and closes the first race', async () => {
      await context.clearCookies();
      await context.addCookies([adminCookie]);
      await page.goto(`/admin/races/detail/${first.race.id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Manage Race' })).toBeVisible();
      await page.getByRole('button', { name: 'Edit runner #3 Paper Tiger' }).click();
      const dialog = page.getByRole('dialog', { name: 'Update Runner' });
      await dialog.getByRole('checkbox', { name: 'Scratched' }).check();
      await dialog.getByRole('button', { name: 'Update Runner' }).click();
      await expect(dialog).toBeHidden();
      await expect(
        page.getByRole('list', { name: 'Runners' }).getByRole('listitem').filter({ hasText: 'Paper Tiger' }),
      ).toContainText('(scratched)');
      await page.getByRole('switch', { name: 'Wagering Closed' }).check();
      await page.getByRole('button', { name: 'Update Race' }).click();
      await expect(page.getByText('Race updated successfully')).toBeVisible();
    });

    await test.step('every pick is locked, the second race too, and a late enrollment is refused', async () => {
      const late = await PlayerApi.signUp(
        request,
        newAccountDetails(testInfo, { firstName: 'Riley', lastName: 'Late' }),
      );
      await context.clearCookies();
      await logIn(context, late);
      await contestPage.goto(slug);
      await expect(contestPage.registration.getByText('Enrollment closed', { exact: true })).toBeVisible();
      await expect(contestPage.registration.getByRole('button', { name: 'Enroll', exact: true })).toHaveCount(
        0,
      );
      await saveScreenshot('contest-formats-enrollment-closed');
      const refused = await request.post(`/api/contest/${slug}/enroll`, {
        headers: { Authorization: `Bearer ${late.token}` },
      });
      expect({ status: refused.status(), message: (await refused.json()).message }).toEqual({
        status: 409,
        message: 'Enrollment is closed.',
      });

      await context.clearCookies();
      await logIn(context, account);
      await contestPage.goto(slug);
      await contestPage.showRaces();
      const secondRace = await contestPage.openRace(2);
      await expect(
        secondRace.getByText('Picks for this contest locked when wagering closed on its first race.'),
      ).toBeVisible();
      await expect(secondRace.getByRole('button', { name: /^Pick #/ })).toHaveCount(0);
    });

    await test.step('the alternate wins at $50.00: the administrator enters the result and finalizes', async () => {
      await context.clearCookies();
      await context.addCookies([adminCookie]);
      await page.goto(`/admin/races/detail/${first.race.id}`);
      await page.getByRole('button', { name: 'Add Result' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add New Race Result' });
      await dialog.getByRole('textbox', { name: 'Payoff' }).fill('50');
      await dialog.getByRole('combobox', { name: /Runners \(in finish order\)/ }).click();
      await page.getByRole('option', { name: '#4 River Queen' }).click();
      await dialog.getByRole('button', { name: 'Add Result' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('list', { name: 'Results' })).toContainText('Win $50.00');
      await page.getByRole('button', { name: 'Finalize Race' }).click();
      const confirm = page.getByRole('dialog', { name: 'Finalize Race' });
      await confirm.getByRole('button', { name: 'Finalize', exact: true }).click();
      await expect(page.getByText('Race finalized.')).toBeVisible();
      // The second race is run through the API: Golden Hour wins at $8.40.
      await admin.closeWagering(second.race.id);
      await admin.addWinResult(second.race.id, runner(second, 'Golden Hour').id, 8.4);
      await admin.finalize(second.race.id);
    });

    await test.step('the standings: the alternate’s capped win leads', async () => {
      await context.clearCookies();
      await logIn(context, account);
      await contestPage.goto(slug);
      await contestPage.showRaces();
      const firstRace = await contestPage.openRace(1);
      const plays = firstRace.getByRole('region', { name: 'Plays', exact: true });
      await expect(plays).toContainText('Alternate: #4 River Queen');
      await expect(plays).toContainText(/scored as #4 River Queen \(\s*alternate\)/);
      await expect(plays).toContainText('$50.00, capped at $42.00');
      await saveScreenshot('contest-formats-scored');
      await contestPage.showLeaderboard();
      const all = contestPage.leaderboardSection('All Entries (2)');
      // The row in the money says what it wins.
      await expect(all.getByRole('button', { name: /^Rank / })).toHaveText([
        /1\s*Avery M\.\s*Prize: Winner \(\$100\.00\)\s*\$42\.00/,
        /2\s*Casey M\.\s*\$8\.40/,
      ]);
      await expect(contestPage.entryRow(all, 'Avery M.')).toHaveAccessibleDescription(
        'Prize: Winner ($100.00)',
      );
      await saveScreenshot('contest-formats-leaderboard');
    });

    await test.step('Notify Winners waits for official results, and works 24 hours on', async () => {
      await context.clearCookies();
      await context.addCookies([adminCookie]);
      await page.goto(`/contest/${slug}/manage?tab=prizes`);
      const notify = page.getByRole('button', { name: 'Notify Winners' });
      await expect(notify).toBeDisabled();
      await expect(page.getByText(/^Results are unofficial until \d{1,2}:\d{2} [AP]M UTC on /)).toBeVisible();
      await saveScreenshot('contest-formats-unofficial');

      await moveClockAhead(page, context, DAY_MS + 60_000);
      await page.reload();
      await expect(notify).toBeEnabled();
      await notify.click();
      const dialog = page.getByRole('dialog', { name: 'Notify Winners' });
      await expect(dialog).toContainText('Notify Winners will e-mail 1 winner what they won.');
      await dialog.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByText('Winners have been notified.')).toBeVisible();
      await saveScreenshot('contest-formats-notified');
      const won = await waitForEmailTo(account.email, (email) => email.subject.includes('you won a prize'));
      // The final standing, the score, and what happens next for the prize.
      expect(won.body).toContain(contestName);
      expect(won.body).toContain('finished 1st of 2 entries with total payouts of $42.00.');
      expect(won.body).toContain('Winner for 1st place: $100.00');
      expect(won.body).toContain(
        'For your Winner for 1st place, we will write to you at this address to arrange the payment.',
      );
      expect(won.body).not.toContain('We will be in touch');
    });
  });
});
