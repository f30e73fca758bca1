import { randomBytes } from 'node:crypto';
import { expect, test } from '../support/contest-fixtures';
import { BASE_URL } from '../support/server-env';

const MINUTE_MS = 60_000;

/** The local hour now in a timezone. */
const hourIn = (timezone: string) =>
  Number(
    new Intl.DateTimeFormat('en-US', { timeZone: timezone, hour: 'numeric', hourCycle: 'h23' }).format(),
  );

/**
 * A track timezone where it is between 2 AM and 9 PM now, so a race posted half an hour ago and one an hour from now
 * fall on the same card date there.
 */
const ZONE =
  ['America/Chicago', 'Europe/London', 'Asia/Tokyo', 'Pacific/Auckland', 'America/Los_Angeles'].find(
    (zone) => hourIn(zone) >= 2 && hourIn(zone) <= 21,
  ) ?? 'America/Chicago';

/** The card date at the track of an instant, 'YYYY-MM-DD'. */
const dateAtTrack = (instant: Date) => new Intl.DateTimeFormat('sv-SE', { timeZone: ZONE }).format(instant);

test.describe('a contest created ready to run', () => {
  test('Create Contest leaves out a race past its post time, saying so, and publishes and opens the contest in one choice', async ({
    page,
    context,
    admin,
    saveScreenshot,
  }, testInfo) => {
    const tag = randomBytes(2).toString('hex').toUpperCase();
    const trackName = `Hawthorne ${tag}`;
    const contestName = `Hawthorne Tonight ${tag}`;
    const slug = `hawthorne-tonight-${tag.toLowerCase()}`;
    const track = await admin.createTrack({
      code: `${testInfo.project.name === 'phone' ? 'Q' : 'E'}${tag}R`,
      name: trackName,
      timezone: ZONE,
    });
    const now = Date.now();
    // Race 1 went off half an hour ago (nobody closed it); races 2 and 3 are still to come.
    const posts = [-30, 30, 60].map((minutes) => new Date(now + minutes * MINUTE_MS));
    for (const [index, postTime] of posts.entries()) await admin.createRace(track.id, index + 1, postTime);
    const race1AtTrack = new Intl.DateTimeFormat('en-US', {
      timeZone: ZONE,
      hour: 'numeric',
      minute: '2-digit',
    })
      .format(posts[0])
      .replace(/\s/g, ' ');
    await context.addCookies([
      { name: 'itmt', value: encodeURIComponent(admin.token), url: BASE_URL, sameSite: 'Strict' },
    ]);

    await test.step('the race past its post time is shown unticked, named under the list', async () => {
      await page.goto('/admin/contests/create');
      await page.getByLabel(/^Race Date/).fill(dateAtTrack(posts[0]!));
      await page.getByRole('combobox', { name: 'Race Card' }).click();
      await page.getByRole('option', { name: `${trackName} (3 races)`, exact: true }).click();
      const race1 = page.getByRole('checkbox', { name: /^Race 1 · .*\(past post\)$/ });
      await expect(race1).toBeDisabled();
      await expect(race1).not.toBeChecked();
      await expect(page.getByRole('checkbox', { name: /^Race 2 ·/ })).toBeChecked();
      await expect(page.getByRole('checkbox', { name: /^Race 3 ·/ })).toBeChecked();
      await expect(page.getByText('Races (2 of 3 chosen)')).toBeVisible();
      await expect(
        page.getByText(
          new RegExp(`^Race 1 \\(${race1AtTrack} \\S+\\) is past its post time and was left out\\.$`),
        ),
      ).toBeVisible();
    });

    await test.step("'Publish and open enrollment' asks for a format, then creates the contest ready to run", async () => {
      await page.getByRole('textbox', { name: 'Name' }).fill(contestName);
      await page.getByRole('textbox', { name: 'Starting Bankroll ($)' }).fill('100');
      await page.getByRole('checkbox', { name: 'Publish and open enrollment' }).check();
      await expect(page.getByRole('switch', { name: 'Published' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Create Contest' }).click();
      await expect(page.getByText('Choose a format before publishing the contest.')).toBeVisible();
      await page.getByRole('combobox', { name: 'Format' }).click();
      await page.getByRole('option', { name: 'Win', exact: true }).click();
      await saveScreenshot('contest-create-ready');
      await page.getByRole('button', { name: 'Create Contest' }).click();
      await expect(page).toHaveURL(`/contest/${slug}/manage`);
      const races = page.getByRole('list', { name: 'Contest races' });
      await expect(races.getByRole('link')).toHaveCount(2);
      await expect(races.getByRole('link').first()).toContainText(`${trackName} Race 2`);
    });

    await test.step('players see it and may enroll', async () => {
      const created = await admin.contest(slug);
      expect(created).toMatchObject({ isPublished: true, isPublic: true, isEnrollmentOpen: true, format: 2 });
      await page.goto(`/contest/${slug}/manage?tab=contest`);
      for (const name of ['Published', 'Public', 'Enrollment Open'])
        await expect(page.getByRole('switch', { name })).toBeChecked();
      await context.clearCookies();
      await page.goto(`/contest/${slug}`);
      await expect(page.getByRole('heading', { name: contestName })).toBeVisible();
    });
  });
});
