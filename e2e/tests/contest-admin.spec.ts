import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { newAccountDetails } from '../support/accounts';
import { expectStatus } from '../support/contest-api';
import { expect, test } from '../support/contest-fixtures';
import { openPage } from '../support/fixtures';
import { solidPng } from '../support/png';
import { BASE_URL, HARNESS_URL } from '../support/server-env';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A card date far enough ahead that its races stay open, 'YYYY-MM-DD'. */
function cardDate(daysAhead: number): string {
  return new Date(Date.now() + daysAhead * DAY_MS).toISOString().slice(0, 10);
}

/** A tab of the contest manager (Races, Players (n), Contest, Sponsors, Prizes). */
async function openTab(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

/** Picks an option of a MUI select found by its label. */
async function choose(
  page: Page,
  scope: Page | Locator,
  label: string | RegExp,
  option: string | RegExp,
): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function addContestRace(
  page: Page,
  date: string,
  trackName: string,
  race: string | RegExp,
  limits: { min: string; max: string },
) {
  await page.getByRole('button', { name: 'Add Race', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Contest Race' });
  await dialog.getByLabel('Race Date').fill(date);
  await choose(page, dialog, 'Race Card', `${trackName} (2 races)`);
  await choose(page, dialog, /^Race(?! Card)/, race);
  await dialog.getByRole('textbox', { name: 'Minimum Wager ($)' }).fill(limits.min);
  await dialog.getByRole('textbox', { name: 'Maximum Wagers' }).fill(limits.max);
  await dialog.getByRole('button', { name: 'Add Race' }).click();
  await expect(dialog).toBeHidden();
}

async function addPrize(page: Page, prize: { place: string; type: string; value: string; label: string }) {
  await page.getByRole('button', { name: 'Add Prize' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Prize' });
  await dialog.getByRole('textbox', { name: 'Place' }).fill(prize.place);
  await choose(page, dialog, /Prize Type/, prize.type);
  await dialog.getByRole('textbox', { name: 'Value ($)' }).fill(prize.value);
  await dialog.getByRole('textbox', { name: 'Label' }).fill(prize.label);
  await dialog.getByRole('button', { name: 'Add Prize' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('contest administration', () => {
  test('an administrator creates a contest from scratch, adds races, prizes and a sponsor logo, features and publishes it, sees it on the home page, adds players and edits a bankroll', async ({
    page,
    context,
    request,
    isMobile,
    admin,
    saveScreenshot,
  }, testInfo) => {
    test.slow();
    const tag = randomBytes(2).toString('hex').toUpperCase();
    const date = cardDate(300);
    const trackName = `Saratoga ${tag}`;
    const contestName = `Spa Showdown ${tag}`;
    const slug = `spa-showdown-${tag.toLowerCase()}`;
    // Each project features its contest under its own brand, so each home page's featured card is its own.
    const brand = isMobile
      ? { property: 'Thoroughbred', site: BASE_URL, list: 'Upcoming thoroughbred contests' }
      : { property: 'Harness', site: HARNESS_URL, list: 'Upcoming harness contests' };

    // The race data, built through the API as the race admin screens would: a card of two races at the track.
    const track = await admin.createTrack({
      code: `${testInfo.project.name === 'phone' ? 'P' : 'D'}${tag}`,
      name: trackName,
      timezone: 'America/New_York',
    });
    for (const [number, postTime] of [
      [1, `${date}T17:00:00Z`],
      [2, `${date}T17:30:00Z`],
    ] as const) {
      const race = await admin.createRace(track.id, number, new Date(postTime));
      for (const [programNumber, name] of [
        ['1', `Morning Mist ${number}`],
        ['2', `Evening Star ${number}`],
      ]) {
        await admin.createRunner(race.id, programNumber!, name!, '5-2');
      }
    }
    // Two players to add, signed up without a contest.
    const players = [
      newAccountDetails(testInfo, { firstName: 'Riley', lastName: `Quinn${tag}` }),
      newAccountDetails(testInfo, { firstName: 'Morgan', lastName: `Quinn${tag}` }),
    ];
    for (const player of players) {
      await expectStatus(
        await request.post('/api/account/signup', {
          data: { ...player, confirmPassword: player.password, rulesAccepted: true },
        }),
        206,
      );
    }
    await context.addCookies([
      { name: 'itmt', value: encodeURIComponent(admin.token), url: BASE_URL, sameSite: 'Strict' },
    ]);

    await test.step('create the contest: the slug follows the name, the start time is in UTC', async () => {
      await page.goto('/admin/contests');
      await expect(page.getByRole('heading', { level: 1, name: 'Contests' })).toBeVisible();
      await page.getByRole('link', { name: 'Create Contest' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Create Contest' })).toBeVisible();
      await page.getByRole('button', { name: 'Create Contest' }).click();
      await expect(page.getByText('Name is required')).toBeVisible();
      await page.getByRole('textbox', { name: 'Name' }).fill(contestName);
      await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue(slug);
      await page.getByLabel(/Start Time \(UTC\)/).fill(`${date}T16:00`);
      await page.getByRole('textbox', { name: 'Starting Bankroll ($)' }).fill('100');
      await choose(page, page, 'Format', 'Win Bankroll');
      await choose(page, page, 'Property', brand.property);
      await saveScreenshot('contest-admin-create');
      await page.getByRole('button', { name: 'Create Contest' }).click();
      await expect(page).toHaveURL(`/contest/${slug}/manage`);
      await expect(page.getByRole('heading', { level: 1, name: `Manage ${contestName}` })).toBeVisible();
      await expect(page.getByText('No races in this contest.')).toBeVisible();
    });

    await test.step('add two races of the card, each with its limits', async () => {
      await addContestRace(page, date, trackName, /^Race 1 · Post Time is 1:00 PM ET/, {
        min: '0',
        max: '1',
      });
      await addContestRace(page, date, trackName, /^Race 2 · Post Time is 1:30 PM ET/, {
        min: '5',
        max: '2',
      });
      const races = page.getByRole('list', { name: 'Contest races' });
      await expect(races.getByRole('link')).toHaveCount(2);
      await expect(races.getByRole('link').nth(1)).toContainText(`${trackName} Race 2`);
      await expect(races.getByRole('link').nth(1)).toContainText('Max wagers 2 · Minimum wager $5.00');
      await saveScreenshot('contest-admin-races');
    });

    await test.step('add two prizes', async () => {
      await openTab(page, 'Prizes');
      await addPrize(page, { place: '1', type: 'CASH', value: '250', label: 'Winner' });
      await addPrize(page, { place: '2', type: 'BUY_IN', value: '50', label: 'Seat at the final' });
      const prizes = page.getByRole('list', { name: 'Prizes' });
      await expect(prizes.getByRole('listitem').first()).toContainText('1st: Winner (CASH)$250.00');
      await expect(prizes.getByRole('listitem').nth(1)).toContainText(
        '2nd: Seat at the final (BUY_IN)$50.00',
      );
      await saveScreenshot('contest-admin-prizes');
    });

    await test.step('add a sponsor with its logo, a PNG made here', async () => {
      await openTab(page, 'Sponsors');
      await page.getByRole('button', { name: 'Add Sponsor' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add New Sponsor' });
      await dialog.getByRole('textbox', { name: 'Name' }).fill(`Spa Feed ${tag}`);
      await dialog.getByLabel('Logo file').setInputFiles({
        name: 'spa-feed.png',
        mimeType: 'image/png',
        buffer: solidPng(64, 32, [0, 152, 73]),
      });
      await expect(dialog.getByText('spa-feed.png')).toBeVisible();
      await dialog.getByRole('button', { name: 'Add Sponsor' }).click();
      await expect(dialog).toBeHidden();
      const logo = page.getByRole('img', { name: `Spa Feed ${tag} logo` });
      await expect(logo).toBeVisible();
      // The logo is served back and decodes as an image.
      await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(64);
      await saveScreenshot('contest-admin-sponsors');
    });

    await test.step('feature and publish it: public, open to enrollment, with a homepage description', async () => {
      await openTab(page, 'Contest');
      const form = page.getByRole('region', { name: 'Contest' });
      for (const toggle of ['Published', 'Public', 'Featured', 'Enrollment Open']) {
        await form.getByRole('switch', { name: toggle }).check();
      }
      await form
        .getByRole('textbox', { name: 'Homepage Description (HTML)' })
        .fill('<p>Two races at the <b>Spa</b>.</p>');
      await form.getByRole('button', { name: 'Update Contest' }).click();
      await expect(form.getByText('Contest updated successfully')).toBeVisible();
      await saveScreenshot('contest-admin-contest-form');
    });

    await test.step('see it featured and listed on the home page of its brand', async () => {
      const home = await openPage(context);
      await home.goto(`${brand.site}/`);
      const featured = home.getByRole('region', { name: 'Featured Contest' });
      await expect(featured.getByRole('link', { name: contestName })).toBeVisible();
      await expect(featured.getByText('Two races at the')).toBeVisible();
      const list = home.getByRole('list', { name: brand.list });
      await expect(list.getByRole('link', { name: contestName })).toHaveAttribute('href', `/contest/${slug}`);
      await home.close();
    });

    await test.step('add the two players, found by name', async () => {
      await openTab(page, /^Players/);
      await expect(page.getByText('No players in this contest.')).toBeVisible();
      await page.getByRole('button', { name: 'Add Player' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add New Player' });
      await dialog.getByRole('combobox', { name: 'Search by name or email' }).fill(`Quinn${tag}`);
      for (const player of players) {
        await page
          .getByRole('option', { name: `${player.firstName} ${player.lastName} (${player.email})` })
          .click();
      }
      await expect(dialog.getByText('2 selected')).toBeVisible();
      await dialog.getByRole('button', { name: 'Add Player' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('tab', { name: 'Players (2)' })).toBeVisible();
      const entries = page.getByRole('list', { name: 'Players' }).getByRole('link');
      await expect(entries).toHaveCount(2);
      // An entry is named after its account, the last name shortened.
      await expect(entries.filter({ hasText: players[0]!.email })).toContainText('Riley Q.');
      await saveScreenshot('contest-admin-players');
    });

    const riley = players[0]!.email;
    await test.step("edit a player's bankroll", async () => {
      await page.getByRole('list', { name: 'Players' }).getByRole('link').filter({ hasText: riley }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Manage Contest Player' })).toBeVisible();
      await expect(page.getByText('No wagers for this player.')).toBeVisible();
      const bankroll = page.getByRole('textbox', { name: 'Bankroll ($)', exact: true });
      await expect(bankroll).toHaveValue('100');
      await bankroll.fill('150');
      await page.getByRole('button', { name: 'Update Player' }).click();
      await expect(page.getByText('Player updated successfully')).toBeVisible();
      await saveScreenshot('contest-admin-player');
    });

    await test.step('place a play for the player, then see it on the contest race page', async () => {
      await page.getByRole('button', { name: 'Add New Play' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add New Play' });
      await expect(dialog.getByRole('combobox', { name: /^Race/ })).toContainText(`${trackName} Race 1`);
      await choose(page, dialog, /^Runner/, '#2 Evening Star 1');
      await dialog.getByRole('textbox', { name: 'Amount ($)' }).fill('200');
      await dialog.getByRole('button', { name: 'Add Play' }).click();
      await expect(
        dialog.getByText('Insufficient funds in bankroll for this wager. The bankroll has $150.00 left.'),
      ).toBeVisible();
      await dialog.getByRole('textbox', { name: 'Amount ($)' }).fill('20');
      await dialog.getByRole('button', { name: 'Add Play' }).click();
      await expect(dialog).toBeHidden();
      const plays = page.getByRole('list', { name: 'Plays' });
      await expect(plays).toContainText('#2 Evening Star 1');
      await expect(page.getByRole('textbox', { name: 'Bankroll ($)', exact: true })).toHaveValue('130');
      await plays.getByRole('link', { name: `${trackName} Race 1` }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Contest Race' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Plays' })).toContainText('Riley Q.');
      await saveScreenshot('contest-admin-contest-race');
      await page.getByRole('link', { name: 'Contest', exact: true }).click();
      await openTab(page, /^Players/);
      await expect(
        page.getByRole('list', { name: 'Players' }).getByRole('link').filter({ hasText: riley }),
      ).toContainText('Bankroll $130.00');
      await saveScreenshot('contest-admin-players-after');
    });

    await test.step('the contests list shows it Upcoming; its prizes are not pending before it concludes', async () => {
      await page.goto('/admin/contests');
      const listed = page
        .getByRole('list', { name: 'Contests' })
        .getByRole('link', { name: new RegExp(contestName) });
      await expect(listed).toBeVisible();
      await expect(listed).toContainText('Upcoming');
      // Pending Prizes lists only prizes of concluded contests, each with its winner.
      await expect(page.getByRole('region', { name: 'Pending Prizes' })).toBeVisible();
      await expect(
        page.getByRole('listitem').filter({ hasText: contestName }).filter({ hasText: 'Winner:' }),
      ).toHaveCount(0);
      await saveScreenshot('contest-admin-list');
    });
  });
});
