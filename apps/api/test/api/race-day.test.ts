import { CONTEST_EVENT_TYPES, type ContestEvent } from '@cj/shared/contest-events';
import { AuditEventType } from '@cj/shared/enums';
import { RACE_DAY_MESSAGES, type RaceDay, RaceDaySchema, RaceWholeResultSchema } from '@cj/shared/race-day';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs } from '../../src/db/schema/audit';
import { wagers } from '../../src/db/schema/contests';
import { races, runners, tracks } from '../../src/db/schema/races';
import { signupAccount, signupAdministrator, type TestAccount } from '../accounts-helpers';
import { insertContest } from '../fixtures';
import { addRaceToContest, finalize, insertPlayer, SIX_RUNNERS, updateRace } from '../race-fixtures';
import { useTestApp } from '../test-app';

const t = useTestApp();
const MINUTE = 60_000;
let trackSequence = 0;

async function insertTrack(name: string, timezone: string) {
  const [track] = await t.database.db
    .insert(tracks)
    .values({ code: `RD${process.pid}X${trackSequence++}`, name, timezone })
    .returning();
  return track!;
}

/** A race of the track with six runners (program numbers 1-6). */
async function insertTrackRace(
  trackId: number,
  raceDate: string,
  raceNumber: number,
  postTime: string,
  overrides: Partial<typeof races.$inferInsert> = {},
) {
  const [race] = await t.database.db
    .insert(races)
    .values({ trackId, raceDate, raceNumber, postTime: new Date(postTime), ...overrides })
    .returning();
  const runnerRows = await t.database.db
    .insert(runners)
    .values(SIX_RUNNERS.map((runner) => ({ name: '', morningLine: '5-1', ...runner, raceId: race!.id })))
    .returning();
  return { race: race!, runners: runnerRows.sort((a, b) => a.id - b.id) };
}

async function insertPlay(contestId: number, contestRaceId: number, raceId: number, runnerId: number) {
  const player = await signupAccount(t.app);
  const entry = await insertPlayer(t.database.db, contestId, player.id);
  await t.database.db
    .insert(wagers)
    .values({ contestPlayerId: entry.id, contestRaceId, raceId, runnerId, amountCents: 200 });
  return entry;
}

const board = (headers: TestAccount['headers'] | undefined, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/admin/race-day${query}`, ...(headers ? { headers } : {}) });

const putResult = (headers: TestAccount['headers'], raceId: number, finishers: object[]) =>
  t.app.inject({ method: 'PUT', url: `/api/race/${raceId}/results`, headers, payload: { finishers } });

describe('GET /api/admin/race-day', () => {
  it('is for administrators only: 401 anonymous, 403 for a player', async () => {
    expect((await board(undefined, '?date=2030-01-01')).statusCode).toBe(401);
    const player = await signupAccount(t.app);
    expect((await board(player.headers, '?date=2030-01-01')).statusCode).toBe(403);
  });

  it('refuses a date that is not a calendar day with the shared message', async () => {
    const admin = await signupAdministrator(t.app, t.database.db);
    for (const date of ['2030-02-30', 'tomorrow', '2030-1-5', '']) {
      const response = await board(admin.headers, `?date=${date}`);
      expect(response.statusCode, date).toBe(400);
      expect(response.json().message).toBe(RACE_DAY_MESSAGES.badDate);
    }
  });

  it('shows today at the tracks (the Eastern calendar day) when no date is given', async () => {
    // 10 PM in New York on June 10 (02:00 UTC on June 11).
    t.clock.now = new Date('2031-06-11T02:00:00Z');
    const admin = await signupAdministrator(t.app, t.database.db);
    const track = await insertTrack('Default Park', 'America/Los_Angeles');
    const contest = await insertContest(t.database.db);
    const evening = await insertTrackRace(track.id, '2031-06-10', 9, '2031-06-11T01:30:00Z');
    const next = await insertTrackRace(track.id, '2031-06-11', 1, '2031-06-11T20:00:00Z');
    await addRaceToContest(t.database.db, contest.id, evening.race.id);
    await addRaceToContest(t.database.db, contest.id, next.race.id);
    const response = await board(admin.headers);
    expect(response.statusCode).toBe(200);
    const day = RaceDaySchema.parse(response.json());
    expect(day.date).toBe('2031-06-10');
    expect(day.now).toBe('2031-06-11T02:00:00.000Z');
    expect(day.races.map((race) => race.id)).toEqual([evening.race.id]);
  });

  it('answers every held race of the date across tracks in post-time order, with state, contests and plays', async () => {
    const db = t.database.db;
    const date = '2031-07-04';
    t.clock.now = new Date(`${date}T12:00:00Z`);
    const admin = await signupAdministrator(t.app, db);
    const east = await insertTrack('Belmont Test', 'America/New_York');
    const west = await insertTrack('Santa Test', 'America/Los_Angeles');
    const at = (time: string) => `${date}T${time}:00Z`;
    // East 1 at 17:00, West 1 at 17:15, East 2 at 17:30, East 3 at 19:00; East 4 closed early at 16:00 (post 18:00).
    const east1 = await insertTrackRace(east.id, date, 1, at('17:00'));
    const west1 = await insertTrackRace(west.id, date, 1, at('17:15'));
    const east2 = await insertTrackRace(east.id, date, 2, at('17:30'));
    const east3 = await insertTrackRace(east.id, date, 3, at('19:00'));
    const east4 = await insertTrackRace(east.id, date, 4, at('18:00'), {
      isWageringClosed: true,
      wageringClosedAt: new Date(at('16:00')),
    });
    // Finalized earlier in the day: one held by a live contest, one only by an official one.
    const west0 = await insertTrackRace(west.id, date, 2, at('16:30'), {
      isWageringClosed: true,
      finalized: true,
      finalizedAt: new Date(at('16:45')),
    });
    const oldRace = await insertTrackRace(east.id, date, 9, at('12:00'), {
      isWageringClosed: true,
      finalized: true,
      finalizedAt: new Date(at('12:30')),
    });
    // Not on the board: no contest holds it; another date.
    await insertTrackRace(east.id, date, 8, at('17:10'));
    const otherDay = await insertTrackRace(east.id, '2031-07-05', 1, '2031-07-05T17:00:00Z');

    const live = await insertContest(db, { name: 'A Live Contest' });
    const second = await insertContest(db, { name: 'B Second Contest' });
    // Concluded more than the audit period ago, and a cancelled one that does not keep a race from official.
    const official = await insertContest(db, {
      name: 'C Official Contest',
      concludedAt: new Date(Date.parse(at('12:30')) - 25 * 60 * MINUTE),
    });
    const cancelled = await insertContest(db, { name: 'D Cancelled Contest', isCancelled: true });
    const held: Record<number, number> = {};
    for (const { race } of [east1, west1, east2, east3, east4, west0]) {
      held[race.id] = (await addRaceToContest(db, live.id, race.id)).id;
    }
    const secondEast1 = await addRaceToContest(db, second.id, east1.race.id);
    await addRaceToContest(db, second.id, otherDay.race.id);
    await addRaceToContest(db, official.id, oldRace.race.id);
    await addRaceToContest(db, cancelled.id, oldRace.race.id);
    await insertPlay(live.id, held[east1.race.id]!, east1.race.id, east1.runners[0]!.id);
    await insertPlay(live.id, held[east1.race.id]!, east1.race.id, east1.runners[1]!.id);
    await insertPlay(second.id, secondEast1.id, east1.race.id, east1.runners[2]!.id);

    // West 1's result is entered at 17:40 (it closed by its post time).
    t.clock.now = new Date(at('17:40'));
    const result = await putResult(admin.headers, west1.race.id, [
      { runnerId: west1.runners[2]!.id, position: 1, payoff: 6.8 },
      { runnerId: west1.runners[0]!.id, position: 2 },
    ]);
    expect(result.statusCode).toBe(200);

    const response = await board(admin.headers, `?date=${date}`);
    expect(response.statusCode).toBe(200);
    const day: RaceDay = RaceDaySchema.parse(response.json());
    expect(day.date).toBe(date);
    expect(day.races.map((race) => [race.track.name, race.raceNumber, race.state])).toEqual([
      ['Belmont Test', 9, 'official'],
      ['Santa Test', 2, 'finalized'],
      ['Belmont Test', 1, 'closed'],
      ['Santa Test', 1, 'result-entered'],
      ['Belmont Test', 2, 'closed'],
      ['Belmont Test', 4, 'closed'],
      ['Belmont Test', 3, 'open'],
    ]);
    const byId = new Map(day.races.map((race) => [race.id, race]));

    const first = byId.get(east1.race.id)!;
    expect(first.track).toEqual({
      id: east.id,
      name: 'Belmont Test',
      code: east.code,
      timezone: 'America/New_York',
    });
    expect(first.postTime).toBe(new Date(at('17:00')).toISOString());
    expect(first.closedAt).toBe(new Date(at('17:00')).toISOString());
    expect(first.contests).toEqual([
      { id: live.id, slug: live.slug, name: 'A Live Contest', status: 'live', openPlays: 2 },
      { id: second.id, slug: second.slug, name: 'B Second Contest', status: 'live', openPlays: 1 },
    ]);
    expect(first.runners).toHaveLength(6);
    expect(first.runners[0]).toEqual({
      id: east1.runners[0]!.id,
      programNumber: '1',
      name: 'Runner 1',
      morningLine: '5-2',
      scratched: false,
    });
    expect(first.finishers).toEqual([]);
    // Past post 40 minutes with no result: the board flags it.
    expect(first.needsAttention).toBe(true);
    expect(first.attentionReason).toBe('Past post 40 min with no result');

    const westFirst = byId.get(west1.race.id)!;
    expect(westFirst.needsAttention).toBe(false);
    expect(westFirst.finishers).toEqual([
      { runnerId: west1.runners[2]!.id, programNumber: '3', name: 'Runner 3', position: 1, payoff: 6.8 },
      { runnerId: west1.runners[0]!.id, programNumber: '1', name: 'Runner 1', position: 2, payoff: null },
    ]);
    expect(westFirst.contests.map((contest) => contest.openPlays)).toEqual([0]);

    // East 2 closed at its post 10 minutes ago: not yet flagged.
    expect(byId.get(east2.race.id)!.needsAttention).toBe(false);
    // East 4 was closed early, 100 minutes ago.
    expect(byId.get(east4.race.id)!.closedAt).toBe(new Date(at('16:00')).toISOString());
    expect(byId.get(east4.race.id)!.attentionReason).toBe('Closed 100 min with no result');
    expect(byId.get(east3.race.id)!).toMatchObject({ state: 'open', closedAt: null, needsAttention: false });
    expect(byId.get(oldRace.race.id)!.contests.map((contest) => contest.status)).toEqual([
      'official',
      'cancelled',
    ]);

    // Twenty minutes past East 2's post it stands out too; at East 3's post it closes by itself.
    t.clock.now = new Date(at('19:00'));
    const later = RaceDaySchema.parse((await board(admin.headers, `?date=${date}`)).json());
    const laterById = new Map(later.races.map((race) => [race.id, race]));
    expect(laterById.get(east2.race.id)!.attentionReason).toBe('Past post 90 min with no result');
    expect(laterById.get(east3.race.id)!).toMatchObject({ state: 'closed', needsAttention: false });
  });
});

describe('PUT /api/race/{id}/results', () => {
  /** A race past its post time (closed by it), held by a contest with a play on runner 1 and one on runner 3. */
  async function closedRace(options: { scratched?: boolean } = {}) {
    const db = t.database.db;
    t.clock.now = new Date('2031-08-01T12:00:00Z');
    const admin = await signupAdministrator(t.app, db);
    const track = await insertTrack(`Result Downs ${trackSequence}`, 'America/New_York');
    const race = await insertTrackRace(track.id, '2031-08-01', 1, '2031-08-01T17:00:00Z');
    const other = await insertTrackRace(track.id, '2031-08-01', 2, '2031-08-01T17:30:00Z');
    if (options.scratched) {
      await db.update(runners).set({ scratched: true }).where(eq(runners.id, race.runners[5]!.id));
    }
    const contest = await insertContest(db);
    const contestRace = await addRaceToContest(db, contest.id, race.race.id);
    const onOne = await insertPlay(contest.id, contestRace.id, race.race.id, race.runners[0]!.id);
    const onThree = await insertPlay(contest.id, contestRace.id, race.race.id, race.runners[2]!.id);
    t.clock.now = new Date('2031-08-01T17:05:00Z');
    return { admin, track, race: race.race, runners: race.runners, other, contest, onOne, onThree };
  }

  const resultAudits = async (subjectLike: string) =>
    (
      await t.database.db
        .select()
        .from(auditLogs)
        .where(eq(auditLogs.eventType, AuditEventType.ResultChanged))
        .orderBy(auditLogs.id)
    ).filter((row) => row.content.includes(subjectLike));

  it('is for administrators only: 401 anonymous, 403 for a player', async () => {
    const { race, runners: field } = await closedRace();
    const payload = { finishers: [{ runnerId: field[0]!.id, position: 1, payoff: 4 }] };
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/race/${race.id}/results`, payload })).statusCode,
    ).toBe(401);
    const player = await signupAccount(t.app);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/race/${race.id}/results`,
          headers: player.headers,
          payload,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('stores a dead heat in one call, edits it until finalize, audits each change, and finalize pays it', async () => {
    const { admin, track, race, runners: field, contest, onOne, onThree } = await closedRace();
    const heard: ContestEvent[] = [];
    const unsubscribe = t.app.ctx.events.subscribe(contest.id, (event) => heard.push(event));

    // First entry: a plain winner.
    const entered = await putResult(admin.headers, race.id, [
      { runnerId: field[1]!.id, position: 1, payoff: 9.4 },
      { runnerId: field[0]!.id, position: 2 },
    ]);
    expect(entered.statusCode).toBe(200);

    // Changed: a dead heat between 3 and 1 (listed in any order), then 2 third.
    const changed = await putResult(admin.headers, race.id, [
      { runnerId: field[1]!.id, position: 3 },
      { runnerId: field[2]!.id, position: 1, payoff: 6.8 },
      { runnerId: field[0]!.id, position: 1, payoff: 5 },
    ]);
    expect(changed.statusCode).toBe(200);
    expect(RaceWholeResultSchema.parse(changed.json())).toEqual({
      raceId: race.id,
      finishers: [
        { runnerId: field[2]!.id, programNumber: '3', name: 'Runner 3', position: 1, payoff: 6.8 },
        { runnerId: field[0]!.id, programNumber: '1', name: 'Runner 1', position: 1, payoff: 5 },
        { runnerId: field[1]!.id, programNumber: '2', name: 'Runner 2', position: 3, payoff: null },
      ],
    });
    // Stored as finalize reads results: one Win result per winner, that winner first.
    const stored = (await t.app.inject({ method: 'GET', url: `/api/race/${race.id}/results` })).json();
    expect(
      stored.map((r: { payoff: number; runners: { id: number }[] }) => [
        r.payoff,
        r.runners.map((x) => x.id),
      ]),
    ).toEqual([
      [6.8, [field[2]!.id, field[0]!.id, field[1]!.id]],
      [5, [field[0]!.id, field[2]!.id, field[1]!.id]],
    ]);
    // The board reads the same result back.
    const day = RaceDaySchema.parse((await board(admin.headers, '?date=2031-08-01')).json());
    const onBoard = day.races.find((r) => r.id === race.id)!;
    expect(onBoard.state).toBe('result-entered');
    expect(onBoard.finishers).toEqual(changed.json().finishers);

    const audits = await resultAudits(`${track.name} Race 1`);
    expect(audits.map((row) => row.content)).toEqual([
      `${admin.email} entered the result of ${track.name} Race 1 (August 1, 2031): result (none) → 1st #2 Runner 2 $9.40, 2nd #1 Runner 1.`,
      `${admin.email} changed the result of ${track.name} Race 1 (August 1, 2031): result 1st #2 Runner 2 $9.40, 2nd #1 Runner 1 → 1st #3 Runner 3 $6.80, 1st #1 Runner 1 $5.00, 3rd #2 Runner 2.`,
    ]);
    expect(audits.every((row) => row.accountId === admin.id)).toBe(true);
    expect(heard.filter((event) => event.type === CONTEST_EVENT_TYPES.raceChanged)).toHaveLength(2);
    unsubscribe();

    // Finalize pays each dead-heat winner's own payoff.
    expect((await updateRace(t.app, admin.headers, race.id, { isWageringClosed: true })).statusCode).toBe(
      200,
    );
    expect((await finalize(t.app, admin.headers, race.id)).statusCode).toBe(200);
    const paid = await t.database.db
      .select({ entry: wagers.contestPlayerId, payoffCents: wagers.payoffCents })
      .from(wagers)
      .where(and(eq(wagers.raceId, race.id)));
    expect(new Map(paid.map((row) => [row.entry, row.payoffCents]))).toEqual(
      new Map([
        [onOne.id, 500],
        [onThree.id, 680],
      ]),
    );

    // Once finalized, the result no longer changes.
    const late = await putResult(admin.headers, race.id, [
      { runnerId: field[1]!.id, position: 1, payoff: 3 },
    ]);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(RACE_DAY_MESSAGES.finalizedCannotChange);
  });

  it('needs a closed race: 409 while it is open, accepted once its post time has passed', async () => {
    const { admin, race, runners: field } = await closedRace();
    t.clock.now = new Date('2031-08-01T16:59:00Z');
    const early = await putResult(admin.headers, race.id, [
      { runnerId: field[0]!.id, position: 1, payoff: 4 },
    ]);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(RACE_DAY_MESSAGES.resultsNeedClosedRace);
    t.clock.now = new Date('2031-08-01T17:00:00Z');
    expect(
      (await putResult(admin.headers, race.id, [{ runnerId: field[0]!.id, position: 1, payoff: 4 }]))
        .statusCode,
    ).toBe(200);
    expect(
      (await putResult(admin.headers, 999_999_999, [{ runnerId: 1, position: 1, payoff: 4 }])).statusCode,
    ).toBe(404);
  });

  it('refuses a result that breaks a rule, with the shared message, and keeps the race as it was', async () => {
    const { admin, race, runners: field, other } = await closedRace({ scratched: true });
    const [one, two, three] = [field[0]!.id, field[1]!.id, field[2]!.id];
    const cases: [object[], string][] = [
      [[], RACE_DAY_MESSAGES.finishersRequired],
      [[{ runnerId: one, position: 2 }], RACE_DAY_MESSAGES.winnerRequired],
      [
        [
          { runnerId: one, position: 1, payoff: 4 },
          { runnerId: one, position: 2 },
        ],
        RACE_DAY_MESSAGES.duplicateRunner,
      ],
      [[{ runnerId: one, position: 1 }], RACE_DAY_MESSAGES.winnerPayoffRequired],
      [[{ runnerId: one, position: 1, payoff: 0 }], RACE_DAY_MESSAGES.winnerPayoffRequired],
      [
        [
          { runnerId: one, position: 1, payoff: 4 },
          { runnerId: two, position: 2, payoff: 3 },
        ],
        RACE_DAY_MESSAGES.payoffOnlyForWinners,
      ],
      [
        [
          { runnerId: one, position: 1, payoff: 4 },
          { runnerId: two, position: 3 },
        ],
        RACE_DAY_MESSAGES.positionsInOrder,
      ],
      [
        [
          { runnerId: one, position: 1, payoff: 4 },
          { runnerId: two, position: 1, payoff: 4 },
          { runnerId: three, position: 2 },
        ],
        RACE_DAY_MESSAGES.positionsInOrder,
      ],
      [[{ runnerId: other.runners[0]!.id, position: 1, payoff: 4 }], RACE_DAY_MESSAGES.runnerNotInRace],
      [[{ runnerId: field[5]!.id, position: 1, payoff: 4 }], RACE_DAY_MESSAGES.scratchedRunnerCannotFinish],
      [
        [
          { runnerId: one, position: 1, payoff: 4 },
          { runnerId: field[5]!.id, position: 2 },
        ],
        RACE_DAY_MESSAGES.scratchedRunnerCannotFinish,
      ],
      [[{ runnerId: one, position: 1, payoff: 4.001 }], RACE_DAY_MESSAGES.winnerPayoffRequired],
    ];
    for (const [finishers, message] of cases) {
      const response = await putResult(admin.headers, race.id, finishers);
      expect(response.statusCode, JSON.stringify(finishers)).toBe(400);
      expect(response.json().message, JSON.stringify(finishers)).toBe(message);
    }
    const body = await t.app.inject({
      method: 'PUT',
      url: `/api/race/${race.id}/results`,
      headers: admin.headers,
      payload: { finishers: 'first' },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json().message).toBe(RACE_DAY_MESSAGES.finishersRequired);
    expect((await t.app.inject({ method: 'GET', url: `/api/race/${race.id}/results` })).json()).toEqual([]);
  });
});
