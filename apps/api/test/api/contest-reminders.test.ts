import { EmailType } from '@cj/shared/enums';
import { inArray, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { AppContext } from '../../src/app-context';
import { accounts, emailPreferences } from '../../src/db/schema/accounts';
import { contests } from '../../src/db/schema/contests';
import { emailOutbox } from '../../src/db/schema/email';
import { races } from '../../src/db/schema/races';
import { createOutbox } from '../../src/modules/email/outbox';
import { queueDueReminders } from '../../src/modules/reminders/service';
import { insertContest } from '../fixtures';
import { addRaceToContest, insertPlayer, insertPlayers, insertRace, placePlay } from '../race-fixtures';
import { useSmtpTestServer } from '../smtp-test-server';
import { countingDb } from '../statement-counter';
import { createTestApp, useTestApp } from '../test-app';

const smtp = useSmtpTestServer();
const t = useTestApp({ mailer: smtp.mailer, outbox: { mode: 'manual' } });

const MINUTE = 60_000;
let day = 0;

/**
 * A contest whose races post 30, 60 and 90 minutes after a first post (Race 1, 2, 3, at tracks in New York time),
 * on a day of its own so the contests of other tests are never due at its times; and `players` accounts entered.
 */
async function contestWithRaces(players: number, overrides: Parameters<typeof insertContest>[1] = {}) {
  day += 1;
  const firstPost = new Date(Date.UTC(2031, 0, day, 17, 30));
  const contest = await insertContest(t.database.db, { startTime: firstPost, ...overrides });
  const added = [];
  for (const [i, raceNumber] of [1, 2, 3].entries()) {
    const { race, runners, track } = await insertRace(t.database.db, {
      race: { raceNumber, postTime: new Date(firstPost.getTime() + i * 30 * MINUTE) },
    });
    added.push({
      race,
      runners,
      track,
      contestRace: await addRaceToContest(t.database.db, contest.id, race.id),
    });
  }
  const people = await insertPlayers(t.database.db, players, `reminder${day}`);
  const rows = await t.database.db
    .select({ id: accounts.id, email: accounts.email })
    .from(accounts)
    .where(
      inArray(
        accounts.id,
        people.map((person) => person.id),
      ),
    );
  const entered = [];
  for (const person of people) {
    const entry = await insertPlayer(t.database.db, contest.id, person.id);
    entered.push({ ...person, entry, email: rows.find((row) => row.id === person.id)!.email });
  }
  return { contest, firstPost, races: added, players: entered };
}

type Setup = Awaited<ReturnType<typeof contestWithRaces>>;

async function pick(setup: Setup, player: Setup['players'][number], raceIndexes: number[]) {
  for (const index of raceIndexes) {
    const { contestRace, runners } = setup.races[index]!;
    const response = await placePlay(t.app, player.headers, contestRace.id, {
      amount: 2,
      pool: 'WIN',
      runners: [runners[0]!.id],
    });
    expect(response.statusCode, response.body).toBe(201);
  }
}

/** Runs with the clock at `time`. */
async function at<T>(time: Date, action: () => Promise<T>): Promise<T> {
  const start = t.clock.now;
  t.clock.now = time;
  try {
    return await action();
  } finally {
    t.clock.now = start;
  }
}

const minutesBefore = (time: Date, minutes: number) => new Date(time.getTime() - minutes * MINUTE);

const reminderRows = (contestId: number) =>
  t.database.db
    .select({ dedupeKey: emailOutbox.dedupeKey, toAddress: emailOutbox.toAddress })
    .from(emailOutbox)
    .where(like(emailOutbox.dedupeKey, `reminder:${contestId}:%`));

const reminded = async (contestId: number) =>
  (await reminderRows(contestId)).map((row) => row.toAddress).sort();

describe('contest reminders', () => {
  it('e-mail each player with races unpicked once, listing those races with zoned post times and a link', async () => {
    const setup = await contestWithRaces(3);
    const [some, all, none] = setup.players;
    await pick(setup, some!, [0]);
    await pick(setup, all!, [0, 1, 2]);

    const queued = await at(minutesBefore(setup.firstPost, 45), async () => {
      const count = await queueDueReminders(t.app.ctx);
      await t.app.ctx.outbox.drain();
      return count;
    });
    expect(queued).toBe(2);

    expect(smtp.receivedBy(all!.email)).toEqual([]);
    const [mail] = smtp.receivedBy(some!.email);
    expect(mail?.subject).toBe(`Contest Jockey: 2 races to pick in ${setup.contest.name}`);
    const track = (index: number) => setup.races[index]!.track.name;
    // January: Eastern Standard Time; the first post is 17:30 UTC, 12:30 PM at the track.
    expect(mail?.text).toContain(
      `${setup.contest.name} starts at 12:30 PM ET on January ${day}, 2031, and you have not picked these races yet:`,
    );
    expect(mail?.text).toContain(`Race 2 at ${track(1)}, post 1:00 PM ET`);
    expect(mail?.text).toContain(`Race 3 at ${track(2)}, post 1:30 PM ET`);
    expect(mail?.text).not.toContain('Race 1 at');
    expect(mail?.text).toContain(`Make Your Picks: http://cj.test/contest/${setup.contest.slug}`);
    expect(mail?.html).toContain(`href="http://cj.test/contest/${setup.contest.slug}"`);
    expect(smtp.header(mail!, 'list-unsubscribe')).toContain('/email/unsubscribe/');

    const [other] = smtp.receivedBy(none!.email);
    expect(other?.subject).toBe(`Contest Jockey: 3 races to pick in ${setup.contest.name}`);
    expect(other?.text).toContain(`Race 1 at ${track(0)}, post 12:30 PM ET`);

    // Later runs send nothing more.
    expect(await at(minutesBefore(setup.firstPost, 10), () => queueDueReminders(t.app.ctx))).toBe(0);
    await at(minutesBefore(setup.firstPost, 10), () => t.app.ctx.outbox.drain());
    expect(smtp.receivedBy(some!.email)).toHaveLength(1);
    expect(smtp.receivedBy(none!.email)).toHaveLength(1);
  });

  it('are sent once when two instances look for them and two workers deliver at the same time', async () => {
    const setup = await contestWithRaces(6);
    const quiet = { info: () => {}, warn: () => {}, error: () => {} };
    const worker = () =>
      createOutbox({
        db: t.database.db,
        mailer: smtp.mailer,
        now: () => t.clock.now,
        log: quiet,
        settings: { mode: 'manual', batchSize: 2 },
      });
    // Small rounds, so the two instances interleave their rounds over the same players.
    const queued = await at(minutesBefore(setup.firstPost, 30), () =>
      Promise.all([queueDueReminders(t.app.ctx, 2), queueDueReminders(t.app.ctx, 2)]),
    );
    expect(queued[0] + queued[1]).toBe(6);
    const runs = await at(minutesBefore(setup.firstPost, 29), () =>
      Promise.all([worker().drain(), worker().drain()]),
    );
    expect(runs[0].sent + runs[1].sent).toBe(6);
    for (const player of setup.players) expect(smtp.receivedBy(player.email)).toHaveLength(1);
    expect(await reminderRows(setup.contest.id)).toHaveLength(6);
  });

  it('wait for the lead (REMINDER_LEAD_MINUTES, 60 by default) and stop at the first post', async () => {
    const setup = await contestWithRaces(1);
    expect(await at(minutesBefore(setup.firstPost, 61), () => queueDueReminders(t.app.ctx))).toBe(0);
    expect(await at(setup.firstPost, () => queueDueReminders(t.app.ctx))).toBe(0);
    const longer: AppContext = {
      ...t.app.ctx,
      config: { ...t.app.ctx.config, REMINDER_LEAD_MINUTES: 120 },
    };
    expect(await at(minutesBefore(setup.firstPost, 110), () => queueDueReminders(longer))).toBe(1);
    expect(await reminded(setup.contest.id)).toEqual([setup.players[0]!.email]);
  });

  it('skip unpublished and cancelled contests, contests whose first race closed, and players who turned contest updates off', async () => {
    const hidden = await contestWithRaces(1, { isPublished: false });
    const cancelled = await contestWithRaces(1, { isCancelled: true });
    const closed = await contestWithRaces(1);
    await t.database.db
      .update(races)
      .set({ isWageringClosed: true })
      .where(inArray(races.id, [closed.races[0]!.race.id]));
    const optedOut = await contestWithRaces(2);
    await t.database.db.insert(emailPreferences).values({
      email: optedOut.players[0]!.email.toUpperCase(),
      type: EmailType.ContestUpdates,
      enabled: false,
    });

    for (const setup of [hidden, cancelled, closed, optedOut]) {
      await at(minutesBefore(setup.firstPost, 20), () => queueDueReminders(t.app.ctx));
    }
    expect(await reminded(hidden.contest.id)).toEqual([]);
    expect(await reminded(cancelled.contest.id)).toEqual([]);
    expect(await reminded(closed.contest.id)).toEqual([]);
    expect(await reminded(optedOut.contest.id)).toEqual([optedOut.players[1]!.email]);

    // Published later, within the lead: its players are reminded then.
    await t.database.db
      .update(contests)
      .set({ isPublished: true })
      .where(inArray(contests.id, [hidden.contest.id]));
    await at(minutesBefore(hidden.firstPost, 5), () => queueDueReminders(t.app.ctx));
    expect(await reminded(hidden.contest.id)).toEqual([hidden.players[0]!.email]);
  });

  it('find and queue a round in a constant number of statements, however many players and contests', async () => {
    const small = await contestWithRaces(1);
    const big = await contestWithRaces(12);
    const counting = countingDb(t.database);
    const ctx: AppContext = { ...t.app.ctx, db: counting.db };
    // Both contests are due at once: the big one's first post is a day later, so move the clock to each in turn.
    await at(minutesBefore(small.firstPost, 30), () => queueDueReminders(ctx));
    const forSmall = counting.statements.length;
    counting.statements.length = 0;
    await at(minutesBefore(big.firstPost, 30), () => queueDueReminders(ctx));
    expect(forSmall).toBe(2);
    expect(counting.statements.length).toBe(forSmall);
    expect(await reminderRows(big.contest.id)).toHaveLength(12);
  });

  it("run in the server's background job: due reminders are queued and sent once the app is ready", async () => {
    const server = await createTestApp({
      mailer: smtp.mailer,
      outbox: { mode: 'inline' },
      reminders: { mode: 'background', everyMs: 3_600_000 },
    });
    try {
      const contest = await insertContest(server.database.db, {
        startTime: new Date(Date.UTC(2031, 5, 1, 18)),
      });
      const { race } = await insertRace(server.database.db, {
        race: { raceNumber: 4, postTime: new Date(Date.UTC(2031, 5, 1, 18)) },
      });
      await addRaceToContest(server.database.db, contest.id, race.id);
      const [person] = await insertPlayers(server.database.db, 1, 'background-reminder');
      await insertPlayer(server.database.db, contest.id, person!.id);
      server.clock.now = new Date(Date.UTC(2031, 5, 1, 17, 15));
      // A second app on the same database starts its job: it runs at once, then every hour.
      const other = await buildApp({
        config: server.app.ctx.config,
        database: server.database,
        mailer: smtp.mailer,
        outbox: { mode: 'inline' },
        reminders: { mode: 'background', everyMs: 3_600_000 },
        now: () => server.clock.now,
        rateLimits: { enabled: false },
      });
      await other.ready();
      await other.close();
    } finally {
      await server.close();
    }
    const sent = smtp.received.filter((each) => each.text?.includes('Race 4 at Test Downs'));
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail?.subject).toMatch(/^Contest Jockey: 1 race to pick in Test Contest/);
    expect(mail?.text).toContain('post 2:00 PM ET');
  });
});
