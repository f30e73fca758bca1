import { CONTEST_MESSAGES } from '@cj/shared/contests';
import { WINNER_MESSAGES } from '@cj/shared/email';
import { PrizeType } from '@cj/shared/enums';
import { PLAYER_MESSAGES } from '@cj/shared/players';
import { formatContestDate } from '@cj/shared/rules/zoned-time';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contests, prizes } from '../../src/db/schema/contests';
import { emailOutbox } from '../../src/db/schema/email';
import { signupAccount, signupAdministrator, type TestAccount } from '../accounts-helpers';
import { insertContest } from '../fixtures';
import { addRaceToContest, insertPlayer, insertRace, placePlay, settleRace } from '../race-fixtures';
import { useTestApp } from '../test-app';

const t = useTestApp({ outbox: { mode: 'manual' } });

let admin: TestAccount;
beforeAll(async () => {
  admin = await signupAdministrator(t.app, t.database.db);
});

const notify = (idOrSlug: string | number, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'POST', url: `/api/admin/prizes/${idOrSlug}/notify`, headers });

type Contest = Awaited<ReturnType<typeof insertContest>>;
const DAY = 86_400_000;
/** A contest whose last race was finalized two days ago: its results are official. */
const concluded = (overrides: Partial<Contest> = {}) =>
  insertContest(t.database.db, { concludedAt: new Date(t.clock.now.getTime() - 2 * DAY), ...overrides });

const winnersToNotify = (idOrSlug: string | number, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'GET', url: `/api/admin/prizes/${idOrSlug}/winners`, headers });

async function addPrize(contestId: number, placement: number, type: number, valueCents: number, label = '') {
  await t.database.db.insert(prizes).values({ contestId, placement, type, valueCents, label });
}

const winnerRows = (addresses: string[]) =>
  t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, 'winners-notified'), inArray(emailOutbox.toAddress, addresses)));

async function flagOf(contestId: number) {
  const [row] = await t.database.db.select().from(contests).where(eq(contests.id, contestId));
  return row!.winnersNotified;
}

const mailTo = (email: string) => t.mailer.sent.filter((message) => message.to === email);

describe('POST /api/admin/prizes/{id}/notify (Notify Winners)', () => {
  it('answers 401 anonymous and 403 to a player, changing nothing', async () => {
    const contest = await concluded();
    const player = await signupAccount(t.app);
    await addPrize(contest.id, 1, PrizeType.Cash, 5_000);
    await insertPlayer(t.database.db, contest.id, player.id, { rank: 1 });
    expect((await notify(contest.slug, {})).statusCode).toBe(401);
    expect((await notify(contest.slug, player.headers)).statusCode).toBe(403);
    expect(await flagOf(contest.id)).toBe(false);
    expect(await winnerRows([player.email])).toEqual([]);
  });

  it('answers 404 for an unknown contest', async () => {
    const response = await notify('no-such-contest');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(PLAYER_MESSAGES.contestNotFound);
  });

  it('refuses, with 409, a contest that has not concluded, a cancelled one, and one without winners', async () => {
    const open = await insertContest(t.database.db);
    const cancelled = await concluded({ isCancelled: true });
    const prizeless = await concluded();
    const player = await signupAccount(t.app);
    for (const contest of [open, cancelled, prizeless]) {
      await insertPlayer(t.database.db, contest.id, player.id, { rank: 1 });
    }
    await addPrize(open.id, 1, PrizeType.Cash, 5_000);
    await addPrize(cancelled.id, 1, PrizeType.Cash, 5_000);

    const cases = [
      [open, WINNER_MESSAGES.notConcluded],
      [cancelled, WINNER_MESSAGES.contestCancelled],
      [prizeless, WINNER_MESSAGES.noWinners],
    ] as const;
    for (const [contest, message] of cases) {
      const response = await notify(contest.slug);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(message);
      expect(await flagOf(contest.id)).toBe(false);
    }
    expect(await winnerRows([player.email])).toEqual([]);
  });

  it('queues one e-mail per winning account with ties split, sets the flag with them, and sends each once', async () => {
    const contest = await concluded({ name: 'Derby <Day> & "Night"' });
    const [twoEntries, tiedRival, fourth] = [
      await signupAccount(t.app, { firstName: 'Morgan', lastName: 'Two' }),
      await signupAccount(t.app, { firstName: 'Riley', lastName: 'Tied' }),
      await signupAccount(t.app, { firstName: 'Sam', lastName: 'Fourth' }),
    ];
    const db = t.database.db;
    // Morgan's first entry ties Riley for first; Morgan's second entry is third; Sam is fourth and wins nothing.
    const scored = (cents: number) => ({ bankrollCents: cents, leaderboardBankrollCents: cents });
    await insertPlayer(db, contest.id, twoEntries.id, { name: 'Morgan T.', rank: 1, ...scored(31_240) });
    await insertPlayer(db, contest.id, tiedRival.id, { name: 'Riley T.', rank: 1, ...scored(31_240) });
    await insertPlayer(db, contest.id, twoEntries.id, {
      name: 'Morgan T. (2)',
      rank: 3,
      entryNumber: 2,
      ...scored(20_000),
    });
    await insertPlayer(db, contest.id, fourth.id, { name: 'Sam F.', rank: 4, ...scored(10_000) });
    await addPrize(contest.id, 1, PrizeType.Cash, 10_000);
    await addPrize(contest.id, 2, PrizeType.Cash, 5_101);
    await addPrize(contest.id, 3, PrizeType.Merchandise, 3_000, 'Signed saddle cloth');
    // The second prize was paid out already (an operator's early payment): the e-mail says so.
    await db
      .update(prizes)
      .set({ paid: true })
      .where(and(eq(prizes.contestId, contest.id), eq(prizes.placement, 2)));

    const response = await notify(contest.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: WINNER_MESSAGES.winnersNotified, notified: 2 });
    // Committed together: the flag and the queued messages.
    expect(await flagOf(contest.id)).toBe(true);
    const everyone = [twoEntries.email, tiedRival.email, fourth.email];
    expect((await winnerRows(everyone)).map((row) => row.toAddress).sort()).toEqual(
      [twoEntries.email, tiedRival.email].sort(),
    );
    expect(mailTo(twoEntries.email)).toEqual([]);

    await t.app.ctx.outbox.drain();
    const [morgan] = mailTo(twoEntries.email);
    const [riley] = mailTo(tiedRival.email);
    expect(mailTo(fourth.email)).toEqual([]);
    expect(morgan?.subject).toBe('Contest Jockey: you won a prize in Derby <Day> & "Night"');
    expect(morgan?.text).toContain('Congratulations, Morgan!');
    const officialOn = formatContestDate(new Date(contest.concludedAt!.getTime() + DAY));
    expect(morgan?.text).toContain(`The results of Derby <Day> & "Night" became official on ${officialOn}.`);
    // The final standing among all entries, and the score.
    expect(morgan?.text).toContain(
      'Morgan T. tied for 1st of 4 entries with 1 other entry, with a final bankroll of $312.40, so the prizes for 1st, 2nd place are shared evenly.',
    );
    // $51.01 shared: the odd cent goes to the earlier-enrolled entry.
    expect(morgan?.text).toContain('Cash prize for 1st place: $50.00 (your share of $100.00)');
    expect(morgan?.text).toContain('Cash prize for 2nd place: $25.51 (your share of $51.01)');
    expect(morgan?.text).toContain(
      'Morgan T. (2) finished 3rd of 4 entries with a final bankroll of $200.00.',
    );
    expect(morgan?.text).toContain('Signed saddle cloth for 3rd place: $30.00');
    // What happens next, prize by prize, instead of only 'We will be in touch'.
    expect(morgan?.text).toContain('What happens next:');
    expect(morgan?.text).toContain(
      'For your Cash prize for 1st place, we will write to you at this address to arrange the payment.',
    );
    expect(morgan?.text).toContain('Your Cash prize for 2nd place is already marked as paid.');
    expect(morgan?.text).toContain(
      'For your Signed saddle cloth for 3rd place, we will write to you at this address to ask where to send it.',
    );
    expect(morgan?.text).toContain(`Questions about your prize? Write to ${t.app.ctx.config.CONTACT_EMAIL}.`);
    expect(morgan?.text).not.toContain('We will be in touch');
    expect(riley?.text).toContain('Cash prize for 2nd place: $25.50 (your share of $51.01)');
    expect(riley?.text).not.toContain('saddle cloth');
    expect(riley?.text).toContain(`View Leaderboard: http://cj.test/contest/${contest.slug}/leaderboard`);
    expect(riley?.text).toContain(
      `http://cj.test/email/unsubscribe/${encodeURIComponent(tiedRival.email)}/contest-updates`,
    );
    expect(morgan?.html).toContain('Derby &lt;Day&gt; &amp; &quot;Night&quot;');
    expect(morgan?.html).not.toContain('<Day>');

    const again = await notify(contest.slug);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(WINNER_MESSAGES.alreadyNotified);
    await t.app.ctx.outbox.drain();
    expect(mailTo(twoEntries.email)).toHaveLength(1);
    expect(mailTo(tiedRival.email)).toHaveLength(1);
    expect(await winnerRows(everyone)).toHaveLength(2);
  });

  it('notifies once when two administrators click at the same moment', async () => {
    const contest = await concluded();
    const winner = await signupAccount(t.app);
    await insertPlayer(t.database.db, contest.id, winner.id, { rank: 1 });
    await addPrize(contest.id, 1, PrizeType.Cash, 2_500);
    const responses = await Promise.all([notify(contest.slug), notify(contest.slug)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await winnerRows([winner.email])).toHaveLength(1);
  });

  it('works on a contest concluded by finalizing its last race, in the brand of its property', async () => {
    const db = t.database.db;
    const contest = await insertContest(db, { name: 'Harness Night', property: 2 });
    const { race, runners } = await insertRace(db);
    const contestRace = await addRaceToContest(db, contest.id, race.id);
    const [winner, loser] = [
      await signupAccount(t.app, { firstName: 'Winnie' }),
      await signupAccount(t.app, { firstName: 'Lou' }),
    ];
    for (const player of [winner, loser]) {
      const enrolled = await t.app.inject({
        method: 'POST',
        url: `/api/contest/${contest.slug}/enroll`,
        headers: player.headers,
      });
      expect(enrolled.statusCode).toBe(201);
    }
    expect(
      (await placePlay(t.app, winner.headers, contestRace.id, { amount: 10, runners: [runners[0]!.id] }))
        .statusCode,
    ).toBe(201);
    expect(
      (await placePlay(t.app, loser.headers, contestRace.id, { amount: 10, runners: [runners[1]!.id] }))
        .statusCode,
    ).toBe(201);
    await addPrize(contest.id, 1, PrizeType.BuyIn, 20_000, 'Seat at the final');

    expect((await notify(contest.slug)).json().message).toBe(WINNER_MESSAGES.notConcluded);
    const start = t.clock.now;
    await settleRace(t.app, admin.headers, race.id, [{ runnerId: runners[0]!.id, payoff: 6 }]);
    const unofficial = await notify(contest.slug);
    expect(unofficial.statusCode).toBe(409);
    expect(unofficial.json().message).toBe(
      CONTEST_MESSAGES.resultsUnofficialUntil(new Date(start.getTime() + DAY)),
    );
    t.clock.now = new Date(start.getTime() + DAY);
    expect((await notify(contest.slug)).json()).toEqual({
      message: WINNER_MESSAGES.winnersNotified,
      notified: 1,
    });

    await t.app.ctx.outbox.drain();
    const [mail] = mailTo(winner.email).filter((message) => message.subject.includes('you won'));
    expect(mail?.subject).toBe('Harness Jockey: you won a prize in Harness Night');
    expect(mail?.text).toContain('Winnie');
    expect(mail?.text).toMatch(/finished 1st of 2 entries with a final bankroll of \$\d+\.\d{2}\./);
    expect(mail?.text).toContain('Seat at the final for 1st place: $200.00');
    expect(mail?.text).toContain(
      'For your Seat at the final for 1st place, we will write to you at this address with how to use your entry.',
    );
    expect(mail?.text).toContain(`Questions about your prize? Write to ${t.app.ctx.config.CONTACT_EMAIL}.`);
    expect(mail?.text).toContain(`http://harness.test/contest/${contest.slug}/leaderboard`);
    expect(mailTo(loser.email).filter((message) => message.subject.includes('you won'))).toEqual([]);
    t.clock.now = start;
  });

  it("waits for official results: 'Results are unofficial until {date and time}.' for 24 hours after the last race", async () => {
    const start = t.clock.now;
    // Sessions last 14 days on the app's clock, so the contest concludes near the real now.
    const concludedAt = new Date(start.getTime() - 3_600_000);
    const contest = await insertContest(t.database.db, { concludedAt });
    const winner = await signupAccount(t.app);
    await insertPlayer(t.database.db, contest.id, winner.id, { rank: 1 });
    await addPrize(contest.id, 1, PrizeType.Cash, 2_500);
    const message = CONTEST_MESSAGES.resultsUnofficialUntil(new Date(concludedAt.getTime() + DAY));
    expect(message).toMatch(
      /^Results are unofficial until \d{1,2}:\d{2} [AP]M UTC on [A-Z][a-z]+ \d{1,2}, \d{4}\.$/,
    );
    try {
      for (const now of [concludedAt, new Date(concludedAt.getTime() + DAY - 1)]) {
        t.clock.now = now;
        const response = await notify(contest.slug);
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ statusCode: 409, error: 'Conflict', message });
        expect(await flagOf(contest.id)).toBe(false);
      }
      expect(await winnerRows([winner.email])).toEqual([]);
      t.clock.now = new Date(concludedAt.getTime() + DAY);
      expect((await notify(contest.slug)).statusCode).toBe(200);
      expect(await flagOf(contest.id)).toBe(true);
    } finally {
      t.clock.now = start;
    }
  });
});

describe('GET /api/admin/prizes/{id}/winners (how many Notify Winners would e-mail)', () => {
  it('counts winning accounts once, whatever their entries, ties included', async () => {
    const contest = await concluded();
    const [morgan, riley, sam] = [
      await signupAccount(t.app),
      await signupAccount(t.app),
      await signupAccount(t.app),
    ];
    const db = t.database.db;
    await insertPlayer(db, contest.id, morgan.id, { rank: 1 });
    await insertPlayer(db, contest.id, riley.id, { rank: 1 });
    await insertPlayer(db, contest.id, morgan.id, { rank: 3, entryNumber: 2 });
    await insertPlayer(db, contest.id, sam.id, { rank: 4 });
    await addPrize(contest.id, 1, PrizeType.Cash, 10_000);
    await addPrize(contest.id, 3, PrizeType.Cash, 1_000);
    for (const key of [contest.slug, String(contest.id)]) {
      const response = await winnersToNotify(key);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ winners: 2 });
    }
    const notified = await notify(contest.slug);
    expect(notified.json().notified).toBe(2);
  });

  it('answers 0 for a cancelled contest or one without prizes, 404 for an unknown one, and only to administrators', async () => {
    const player = await signupAccount(t.app);
    const cancelled = await concluded({ isCancelled: true });
    const prizeless = await concluded();
    for (const contest of [cancelled, prizeless]) {
      await insertPlayer(t.database.db, contest.id, player.id, { rank: 1 });
    }
    await addPrize(cancelled.id, 1, PrizeType.Cash, 1_000);
    expect((await winnersToNotify(cancelled.slug)).json()).toEqual({ winners: 0 });
    expect((await winnersToNotify(prizeless.slug)).json()).toEqual({ winners: 0 });
    expect((await winnersToNotify('no-such-contest')).statusCode).toBe(404);
    expect((await winnersToNotify(prizeless.slug, {})).statusCode).toBe(401);
    expect((await winnersToNotify(prizeless.slug, player.headers)).statusCode).toBe(403);
  });
});
