import { SESSION_COOKIE } from '@cj/shared/constants';
import { CONTEST_EVENT_TYPES } from '@cj/shared/contest-events';
import { GENERIC_MESSAGES } from '@cj/shared/errors';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { announceRacesPastPost } from '../../src/modules/races/post-time-closer';
import { signupAccount, signupAdministrator, type TestAccount } from '../accounts-helpers';
import { chatContestWithPlayer, postChat } from '../chat-fixtures';
import { insertContest } from '../fixtures';
import { addRaceToContest, finalize, insertRace, updateRace } from '../race-fixtures';
import { SseReader } from '../sse-reader';
import { useTestApp } from '../test-app';

const FIRST_POST = new Date('2032-06-05T18:00:00Z');
const SECOND_POST = new Date('2032-06-05T18:30:00Z');
const minutes = (time: Date, count: number) => new Date(time.getTime() + count * 60_000);
/** Before every post time of the file: each test moves the clock past a post time itself. */
const MORNING = minutes(FIRST_POST, -240);

// Through the real HTTP layer: a listening server and streaming fetch, as the board's EventSource reads it.
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

const eventsUrl = () => `${base}/api/admin/race-day/events`;
const byCookie = (token: string) => ({ cookie: `theme=dark; ${SESSION_COOKIE}=${token}` });

/** Opens the board's stream and waits for its first frame, so the server has subscribed before the test goes on. */
async function openStream(headers: Record<string, string>) {
  const stream = await SseReader.open(eventsUrl(), headers);
  expect(stream.status).toBe(200);
  expect((await stream.next())?.comments).toContain('connected');
  return stream;
}

/** Two contests of the same day, each holding a race of its own (posts at 18:00 and 18:30). */
async function twoContestsOfTheDay() {
  const db = t.database.db;
  const one = await insertContest(db, { startTime: FIRST_POST });
  const two = await insertContest(db, { startTime: FIRST_POST });
  const first = await insertRace(db, { race: { postTime: FIRST_POST, raceDate: '2032-06-05' } });
  const second = await insertRace(db, {
    race: { postTime: SECOND_POST, raceDate: '2032-06-05', raceNumber: 2 },
  });
  await addRaceToContest(db, one.id, first.race.id);
  await addRaceToContest(db, two.id, second.race.id);
  return { one, two, first, second };
}

describe('GET /api/admin/race-day/events', () => {
  it('streams the race events of every contest to an administrator: a close, a scratch, a whole result, a finalize and the close at post time, never chat', async () => {
    const { one, two, first, second } = await twoContestsOfTheDay();
    const chat = await chatContestWithPlayer(t.app, t.database.db);
    const stream = await openStream(byCookie(admin.token));
    expect(stream.header('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.header('cache-control')).toBe('no-store, no-transform');

    expect(
      (await updateRace(t.app, admin.headers, first.race.id, { isWageringClosed: true })).statusCode,
    ).toBe(200);
    expect(await stream.nextEvent()).toEqual({
      event: CONTEST_EVENT_TYPES.raceChanged,
      data: { type: CONTEST_EVENT_TYPES.raceChanged, contestId: one.id, raceId: first.race.id },
    });

    const runner = second.runners[0]!;
    const scratched = await t.app.inject({
      method: 'PUT',
      url: `/api/runners/${runner.id}`,
      headers: admin.headers,
      payload: {
        programNumber: runner.programNumber,
        name: runner.name,
        morningLine: '5-1',
        scratched: true,
      },
    });
    expect(scratched.statusCode).toBe(200);
    expect(await stream.nextEvent()).toEqual({
      event: CONTEST_EVENT_TYPES.runnersChanged,
      data: { type: CONTEST_EVENT_TYPES.runnersChanged, contestId: two.id, raceId: second.race.id },
    });

    // A chat message of any contest is never sent: events keep their order, so it would come before the result.
    expect(
      (await postChat(t.app, chat.player.headers, { contestSlug: chat.contest.slug, message: 'private' }))
        .statusCode,
    ).toBe(201);
    const result = await t.app.inject({
      method: 'PUT',
      url: `/api/race/${first.race.id}/results`,
      headers: admin.headers,
      payload: {
        finishers: [
          { runnerId: first.runners[0]!.id, position: 1, payoff: 6.4 },
          { runnerId: first.runners[1]!.id, position: 2 },
        ],
      },
    });
    expect(result.statusCode).toBe(200);
    expect(await stream.nextEvent()).toEqual({
      event: CONTEST_EVENT_TYPES.raceChanged,
      data: { type: CONTEST_EVENT_TYPES.raceChanged, contestId: one.id, raceId: first.race.id },
    });

    expect((await finalize(t.app, admin.headers, first.race.id)).statusCode).toBe(200);
    expect(await stream.nextEvent()).toEqual({
      event: CONTEST_EVENT_TYPES.leaderboardChanged,
      data: { type: CONTEST_EVENT_TYPES.leaderboardChanged, contestId: one.id },
    });

    // Nobody presses anything: the post-time closer announces the second race's close at its post time.
    t.clock.now = SECOND_POST;
    expect((await announceRacesPastPost(t.app.ctx)).announced).toContain(second.race.id);
    expect(await stream.nextEvent()).toEqual({
      event: CONTEST_EVENT_TYPES.raceChanged,
      data: { type: CONTEST_EVENT_TYPES.raceChanged, contestId: two.id, raceId: second.race.id },
    });
    stream.close();
    await vi.waitFor(() => expect(t.app.ctx.events.listenerCount()).toBe(0));
  });

  it('announces a race held by two contests once for each, by bearer token too', async () => {
    const db = t.database.db;
    const one = await insertContest(db);
    const two = await insertContest(db);
    const { race } = await insertRace(db, { race: { postTime: FIRST_POST, raceDate: '2032-06-05' } });
    await addRaceToContest(db, one.id, race.id);
    await addRaceToContest(db, two.id, race.id);
    const stream = await openStream(admin.headers);
    const postTime = minutes(FIRST_POST, 5).toISOString();
    expect((await updateRace(t.app, admin.headers, race.id, { postTime })).statusCode).toBe(200);
    const events = [await stream.nextEvent(), await stream.nextEvent()];
    expect(events.map((event) => event?.data)).toEqual(
      expect.arrayContaining(
        [one, two].map((contest) => ({
          type: CONTEST_EVENT_TYPES.raceChanged,
          contestId: contest.id,
          raceId: race.id,
        })),
      ),
    );
    stream.close();
  });

  it('answers 401 signed out (or with a session that is not one) and 403 to a player, by bearer token or cookie', async () => {
    const player = await signupAccount(t.app);
    const refusals: [Record<string, string>, number, string][] = [
      [{}, 401, GENERIC_MESSAGES.unauthorized],
      [byCookie('x'.repeat(43)), 401, GENERIC_MESSAGES.unauthorized],
      [player.headers, 403, GENERIC_MESSAGES.forbidden],
      [byCookie(player.token), 403, GENERIC_MESSAGES.forbidden],
    ];
    for (const [headers, status, message] of refusals) {
      const response = await fetch(eventsUrl(), { headers });
      expect({ status: response.status, body: await response.json() }).toMatchObject({
        status,
        body: { statusCode: status, message },
      });
    }
    expect(t.app.ctx.events.listenerCount()).toBe(0);
  });

  it('ends when the session that opened it ends', async () => {
    const other = await signupAdministrator(t.app, t.database.db);
    const stream = await openStream(byCookie(other.token));
    const logout = await t.app.inject({ method: 'POST', url: '/api/account/logout', headers: other.headers });
    expect(logout.statusCode).toBe(204);
    expect(await stream.untilEnd()).toBe(true);
    await vi.waitFor(() => expect(t.app.ctx.events.listenerCount()).toBe(0));
  });
});
