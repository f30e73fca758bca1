import { CONTEST_EVENT_TYPES } from '@cj/shared/contest-events';
import { AuditEventType } from '@cj/shared/enums';
import { PLAYER_MESSAGES } from '@cj/shared/players';
import { PLAY_MESSAGES } from '@cj/shared/plays';
import { RACE_MESSAGES } from '@cj/shared/races';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { auditLogs } from '../../src/db/schema/audit';
import { races } from '../../src/db/schema/races';
import { announceRacesPastPost } from '../../src/modules/races/post-time-closer';
import { signupAccount, signupAdministrator, type TestAccount } from '../accounts-helpers';
import { insertContest } from '../fixtures';
import {
  addRaceToContest,
  addResult,
  finalize,
  insertPlayer,
  insertRace,
  placePlay,
  updateRace,
} from '../race-fixtures';
import { SseReader } from '../sse-reader';
import { useTestApp } from '../test-app';

const FIRST_POST = new Date('2031-03-01T18:00:00Z');
const SECOND_POST = new Date('2031-03-01T18:30:00Z');
const minutes = (time: Date, count: number) => new Date(time.getTime() + count * 60_000);
/** The race day's morning: every account signs up then, so its session is fresh all day. */
const MORNING = minutes(FIRST_POST, -240);

const t = useTestApp();
let admin: TestAccount;
let base = '';
beforeAll(async () => {
  t.clock.now = MORNING;
  admin = await signupAdministrator(t.app, t.database.db);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(() => {
  t.clock.now = MORNING;
});

/** A published contest with two races (18:00 and 18:30) and one entry of a player. */
async function contestOfTwoRaces(overrides: Parameters<typeof insertContest>[1] = {}) {
  const db = t.database.db;
  const contest = await insertContest(db, { startTime: FIRST_POST, ...overrides });
  const first = await insertRace(db, { race: { postTime: FIRST_POST, raceDate: '2031-03-01' } });
  const second = await insertRace(db, {
    race: { postTime: SECOND_POST, raceDate: '2031-03-01', raceNumber: 2 },
  });
  const firstContestRace = await addRaceToContest(db, contest.id, first.race.id);
  const secondContestRace = await addRaceToContest(db, contest.id, second.race.id);
  const player = await signupAccount(t.app);
  await insertPlayer(db, contest.id, player.id);
  return {
    contest,
    player,
    first: { ...first, contestRace: firstContestRace },
    second: { ...second, contestRace: secondContestRace },
  };
}

const removePlay = (headers: { authorization: string }, playId: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/wagers/${playId}`, headers });
const readContest = async (key: string | number) =>
  (await t.app.inject({ method: 'GET', url: `/api/contest/${key}` })).json();
const raceRow = async (raceId: number) =>
  (await t.database.db.select().from(races).where(eq(races.id, raceId)))[0]!;
describe('a race closes to plays at its post time, with nobody pressing anything', () => {
  it('refuses adding, changing and removing a play past post with 409 and the past-post message', async () => {
    const { player, first } = await contestOfTwoRaces();
    const runner = first.runners[0]!.id;
    t.clock.now = minutes(FIRST_POST, -1);
    const placed = await placePlay(t.app, player.headers, first.contestRace.id, {
      amount: 2,
      runners: [runner],
    });
    expect(placed.statusCode).toBe(201);

    t.clock.now = FIRST_POST;
    const late = await placePlay(t.app, player.headers, first.contestRace.id, {
      amount: 2,
      runners: [first.runners[1]!.id],
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(PLAY_MESSAGES.pastPostTime);
    const changed = await placePlay(t.app, player.headers, first.contestRace.id, {
      amount: 3,
      runners: [first.runners[1]!.id],
      replaces: placed.json().id,
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe(PLAY_MESSAGES.pastPostTime);
    const removed = await removePlay(player.headers, placed.json().id);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toBe(PLAY_MESSAGES.pastPostTime);
    // Nothing pressed: the race row still has wagering open, the clock closed it.
    expect((await raceRow(first.race.id)).isWageringClosed).toBe(false);
  });

  it('keeps the wagering-closed message for an operator who closed the race before its post', async () => {
    const { player, first } = await contestOfTwoRaces();
    t.clock.now = minutes(FIRST_POST, -5);
    expect(
      (await updateRace(t.app, admin.headers, first.race.id, { isWageringClosed: true })).statusCode,
    ).toBe(200);
    const refused = await placePlay(t.app, player.headers, first.contestRace.id, {
      amount: 2,
      runners: [first.runners[0]!.id],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PLAY_MESSAGES.wageringClosed);
  });

  it('locks every pick of a Pick & Pray contest at its first race’s post time', async () => {
    const { player, second } = await contestOfTwoRaces({ picksLockAt: 'first-race' });
    t.clock.now = minutes(FIRST_POST, -1);
    const early = await placePlay(t.app, player.headers, second.contestRace.id, {
      amount: 2,
      runners: [second.runners[0]!.id],
    });
    expect(early.statusCode).toBe(201);
    t.clock.now = minutes(FIRST_POST, 1);
    const late = await placePlay(t.app, player.headers, second.contestRace.id, {
      amount: 2,
      runners: [second.runners[1]!.id],
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(PLAY_MESSAGES.picksLocked);
    const removed = await removePlay(player.headers, early.json().id);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toBe(PLAY_MESSAGES.picksLocked);
  });

  it('shows others’ plays once the race is past post, not before', async () => {
    const { player, first } = await contestOfTwoRaces();
    t.clock.now = minutes(FIRST_POST, -1);
    await placePlay(t.app, player.headers, first.contestRace.id, {
      amount: 2,
      runners: [first.runners[0]!.id],
    });
    const list = () => t.app.inject({ method: 'GET', url: `/api/race/${first.contestRace.id}/wagers` });
    expect((await list()).json()).toHaveLength(0);
    t.clock.now = FIRST_POST;
    expect((await list()).json()).toHaveLength(1);
  });

  it('closes enrollment at the first post time, and the contest then reads Live on its page and in the lists', async () => {
    const { contest, player } = await contestOfTwoRaces();
    const late = await signupAccount(t.app);
    t.clock.now = minutes(FIRST_POST, -1);
    expect((await readContest(contest.slug)).status).toBe('upcoming');

    t.clock.now = FIRST_POST;
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/contest/${contest.slug}/enroll`,
      headers: late.headers,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PLAYER_MESSAGES.enrollmentClosed);
    expect((await readContest(contest.slug)).status).toBe('live');
    const upcoming = (await t.app.inject({ method: 'GET', url: '/api/upcoming/contests' })).json();
    expect(upcoming.find((row: { id: number }) => row.id === contest.id)?.status).toBe('live');
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/contests/upcoming', headers: player.headers })
    ).json();
    expect(mine.find((row: { id: number }) => row.id === contest.id)?.status).toBe('live');
    const all = (
      await t.app.inject({ method: 'GET', url: '/api/admin/contests', headers: admin.headers })
    ).json();
    expect(all.find((row: { id: number }) => row.id === contest.id)?.status).toBe('live');
  });

  it('takes a result and a finalize on a race closed by its post time alone', async () => {
    const { first } = await contestOfTwoRaces();
    const result = { pool: 'WIN', payoff: 5.2, runners: [first.runners[0]!.id] };
    t.clock.now = minutes(FIRST_POST, -1);
    const early = await addResult(t.app, admin.headers, first.race.id, result);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(RACE_MESSAGES.resultsNeedClosedWagering);

    t.clock.now = minutes(FIRST_POST, 3);
    expect((await addResult(t.app, admin.headers, first.race.id, result)).statusCode).toBe(201);
    const finalized = await finalize(t.app, admin.headers, first.race.id);
    expect(finalized.statusCode).toBe(200);
    expect(finalized.json()).toMatchObject({ finalized: true, isWageringClosed: true });
  });
});

describe('PUT /api/race/{id}: close early, delay, reopen', () => {
  it('closes early (recording when), and delays the post time of an open race without confirmation', async () => {
    const { player, first } = await contestOfTwoRaces();
    t.clock.now = minutes(FIRST_POST, -10);
    const delayed = await updateRace(t.app, admin.headers, first.race.id, {
      postTime: minutes(FIRST_POST, 5).toISOString(),
    });
    expect(delayed.statusCode).toBe(200);
    // The original post time has passed; the delayed one has not: the race still takes plays.
    t.clock.now = minutes(FIRST_POST, 2);
    const placed = await placePlay(t.app, player.headers, first.contestRace.id, {
      amount: 2,
      runners: [first.runners[0]!.id],
    });
    expect(placed.statusCode).toBe(201);

    expect(
      (await updateRace(t.app, admin.headers, first.race.id, { isWageringClosed: true })).statusCode,
    ).toBe(200);
    const row = await raceRow(first.race.id);
    expect(row.isWageringClosed).toBe(true);
    expect(row.wageringClosedAt?.toISOString()).toBe(minutes(FIRST_POST, 2).toISOString());
    // Reopening a race an operator closed before its post time takes no confirmation.
    const reopened = await updateRace(t.app, admin.headers, first.race.id, { isWageringClosed: false });
    expect(reopened.statusCode).toBe(200);
    expect((await raceRow(first.race.id)).wageringClosedAt).toBeNull();
  });

  it('asks to confirm opening a race past its post time, and a post time still to come', async () => {
    const { player, first } = await contestOfTwoRaces();
    t.clock.now = minutes(FIRST_POST, 4);
    const later = minutes(FIRST_POST, 10).toISOString();

    const unconfirmed = await updateRace(t.app, admin.headers, first.race.id, { postTime: later });
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json().message).toBe(RACE_MESSAGES.reopenNeedsConfirmation);
    expect((await raceRow(first.race.id)).postTime.toISOString()).toBe(FIRST_POST.toISOString());

    const stillPast = await updateRace(t.app, admin.headers, first.race.id, {
      postTime: minutes(FIRST_POST, 2).toISOString(),
      reopen: true,
    });
    expect(stillPast.statusCode).toBe(409);
    expect(stillPast.json().message).toBe(RACE_MESSAGES.reopenNeedsLaterPostTime);

    // Correcting the post time of a closed race to another passed time is no reopening.
    expect(
      (
        await updateRace(t.app, admin.headers, first.race.id, {
          postTime: minutes(FIRST_POST, 1).toISOString(),
        })
      ).statusCode,
    ).toBe(200);

    const confirmed = await updateRace(t.app, admin.headers, first.race.id, {
      postTime: later,
      reopen: true,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(
      (
        await placePlay(t.app, player.headers, first.contestRace.id, {
          amount: 2,
          runners: [first.runners[0]!.id],
        })
      ).statusCode,
    ).toBe(201);
  });

  it('asks to confirm reopening wagering an operator closed when the post time has passed since', async () => {
    const { first } = await contestOfTwoRaces();
    t.clock.now = minutes(FIRST_POST, -3);
    await updateRace(t.app, admin.headers, first.race.id, { isWageringClosed: true });
    t.clock.now = minutes(FIRST_POST, 3);
    const unconfirmed = await updateRace(t.app, admin.headers, first.race.id, {
      isWageringClosed: false,
      postTime: minutes(FIRST_POST, 8).toISOString(),
    });
    expect(unconfirmed.json().message).toBe(RACE_MESSAGES.reopenNeedsConfirmation);
    const noLaterTime = await updateRace(t.app, admin.headers, first.race.id, {
      isWageringClosed: false,
      reopen: true,
    });
    expect(noLaterTime.statusCode).toBe(409);
    expect(noLaterTime.json().message).toBe(RACE_MESSAGES.reopenNeedsLaterPostTime);
    expect((await raceRow(first.race.id)).isWageringClosed).toBe(true);
  });

  it('audits every change as type 10 with the values before and after and the word for the act', async () => {
    const db = t.database.db;
    const { first } = await contestOfTwoRaces();
    const before = await db.select({ id: auditLogs.id }).from(auditLogs);
    const known = new Set(before.map((row) => row.id));
    t.clock.now = minutes(FIRST_POST, -30);
    // 18:00 UTC is 1:00 PM in New York (EST) on March 1.
    await updateRace(t.app, admin.headers, first.race.id, {
      postTime: minutes(FIRST_POST, 10).toISOString(),
    });
    await updateRace(t.app, admin.headers, first.race.id, { isWageringClosed: true, minWagerAmount: 2 });
    await updateRace(t.app, admin.headers, first.race.id, { isWageringClosed: false });
    t.clock.now = minutes(FIRST_POST, 20);
    await updateRace(t.app, admin.headers, first.race.id, {
      postTime: minutes(FIRST_POST, 30).toISOString(),
      reopen: true,
    });
    await updateRace(t.app, admin.headers, first.race.id, { favoriteRunnerId: first.runners[2]!.id });
    // A refused change writes nothing; a request that changes nothing neither.
    t.clock.now = minutes(FIRST_POST, 40);
    const refused = await updateRace(t.app, admin.headers, first.race.id, {
      postTime: minutes(FIRST_POST, 50).toISOString(),
    });
    expect(refused.statusCode).toBe(409);
    await updateRace(t.app, admin.headers, first.race.id, { minWagerAmount: 2 });

    const rows = (
      await db.select().from(auditLogs).where(eq(auditLogs.eventType, AuditEventType.RaceChanged))
    )
      .filter((row) => !known.has(row.id))
      .sort((a, b) => a.id - b.id);
    const subject = `${first.track.name} Race 1 (March 1, 2031)`;
    expect(rows.map((row) => row.content)).toEqual([
      `${admin.email.toLowerCase()} delayed the post time of ${subject}: post time 1:00 PM ET → 1:10 PM ET.`,
      `${admin.email.toLowerCase()} closed wagering on ${subject}: wagering closed false → true; minimum $0.00 → $2.00.`,
      `${admin.email.toLowerCase()} reopened wagering on ${subject}: wagering closed true → false.`,
      `${admin.email.toLowerCase()} reopened ${subject}: post time 1:10 PM ET → 1:30 PM ET.`,
      `${admin.email.toLowerCase()} changed ${subject}: post-time favorite (none) → #3 Runner 3.`,
    ]);
    expect(rows.every((row) => row.accountId === admin.id)).toBe(true);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/audit/${AuditEventType.RaceChanged}`,
      headers: admin.headers,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((row: { content: string }) => row.content)).toContain(rows[0]!.content);
  });
});

describe('the post-time closer', () => {
  const eventsUrl = (contest: string) => `${base}/api/contest/${contest}/events`;

  it('announces each race’s close once, at its post time, to the open contest pages', async () => {
    const { contest, first, second } = await contestOfTwoRaces();
    const stream = await SseReader.open(eventsUrl(contest.slug));
    expect((await stream.next())?.comments).toContain('connected');

    t.clock.now = minutes(FIRST_POST, -1);
    expect((await announceRacesPastPost(t.app.ctx)).announced).not.toContain(first.race.id);
    t.clock.now = FIRST_POST;
    const pass = await announceRacesPastPost(t.app.ctx);
    expect(pass.announced).toContain(first.race.id);
    expect(pass.announced).not.toContain(second.race.id);
    expect(pass.nextPostTime?.getTime()).toBeLessThanOrEqual(SECOND_POST.getTime());
    expect(await stream.nextEvent()).toEqual({
      event: CONTEST_EVENT_TYPES.raceChanged,
      data: { type: CONTEST_EVENT_TYPES.raceChanged, contestId: contest.id, raceId: first.race.id },
    });
    expect((await raceRow(first.race.id)).closeAnnouncedAt?.toISOString()).toBe(FIRST_POST.toISOString());

    // Once: a second pass announces nothing, so the next event on the stream is the second race's close.
    expect((await announceRacesPastPost(t.app.ctx)).announced).not.toContain(first.race.id);
    t.clock.now = SECOND_POST;
    expect((await announceRacesPastPost(t.app.ctx)).announced).toContain(second.race.id);
    expect(await stream.nextEvent()).toEqual({
      event: CONTEST_EVENT_TYPES.raceChanged,
      data: { type: CONTEST_EVENT_TYPES.raceChanged, contestId: contest.id, raceId: second.race.id },
    });
    stream.close();
  });

  it('announces again a race reopened with a later post time, and not one closed early by an operator', async () => {
    const { first, second } = await contestOfTwoRaces();
    t.clock.now = minutes(FIRST_POST, -5);
    await updateRace(t.app, admin.headers, second.race.id, { isWageringClosed: true });
    expect((await raceRow(second.race.id)).closeAnnouncedAt?.toISOString()).toBe(
      minutes(FIRST_POST, -5).toISOString(),
    );
    t.clock.now = FIRST_POST;
    expect((await announceRacesPastPost(t.app.ctx)).announced).toContain(first.race.id);
    await updateRace(t.app, admin.headers, first.race.id, {
      postTime: minutes(FIRST_POST, 10).toISOString(),
      reopen: true,
    });
    expect((await raceRow(first.race.id)).closeAnnouncedAt).toBeNull();
    t.clock.now = minutes(FIRST_POST, 10);
    const pass = await announceRacesPastPost(t.app.ctx);
    expect(pass.announced).toContain(first.race.id);
    expect(pass.announced).not.toContain(second.race.id);
  });

  it('announces each race once in all when two app instances on one database look at the same moment', async () => {
    const db = t.database.db;
    const contest = await insertContest(db, { startTime: FIRST_POST });
    const raceIds: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const { race } = await insertRace(db, { race: { postTime: minutes(FIRST_POST, 60 + i) } });
      await addRaceToContest(db, contest.id, race.id);
      raceIds.push(race.id);
    }
    const other = await buildApp({
      config: t.app.ctx.config,
      database: t.database,
      outbox: { mode: 'manual' },
      reminders: { mode: 'manual' },
      pushOutbox: { mode: 'manual' },
      raceClosingAlerts: { mode: 'manual' },
      postTimeCloser: { mode: 'manual' },
      ratingsRefresh: { mode: 'manual' },
      now: () => t.clock.now,
      rateLimits: { enabled: false },
    });
    await other.ready();
    try {
      const announced: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        t.clock.now = minutes(FIRST_POST, 60 + i);
        const passes = await Promise.all([
          announceRacesPastPost(t.app.ctx),
          announceRacesPastPost(other.ctx),
          announceRacesPastPost(t.app.ctx),
          announceRacesPastPost(other.ctx),
        ]);
        announced.push(...passes.flatMap((pass) => pass.announced).filter((id) => raceIds.includes(id)));
      }
      expect(announced.sort((a, b) => a - b)).toEqual(raceIds);
    } finally {
      await other.close();
    }
  });
});
