import { CHAT_MESSAGES } from '@cj/shared/chat';
import { SESSION_COOKIE } from '@cj/shared/constants';
import { CONTEST_EVENT_TYPES } from '@cj/shared/contest-events';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { signupAccount, signupAdministrator } from '../accounts-helpers';
import { chatContestWithPlayer, deleteChat, postChat } from '../chat-fixtures';
import { insertContest } from '../fixtures';
import { addRaceToContest, insertRace, settleRace, updateRace } from '../race-fixtures';
import { SseReader } from '../sse-reader';
import { createTestApp, useTestApp } from '../test-app';

// Through the real HTTP layer: a listening server and streaming fetch, as a browser's EventSource reads it.
const t = useTestApp();
let base = '';
beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

const eventsUrl = (contest: string | number) => `${base}/api/contest/${contest}/events`;

/** Opens a stream and waits for its first frame, so the server has subscribed before the test goes on. */
async function openStream(contest: string | number, headers: Record<string, string> = {}) {
  const stream = await SseReader.open(eventsUrl(contest), headers);
  expect(stream.status).toBe(200);
  const first = await stream.next();
  expect(first?.comments).toContain('connected');
  return stream;
}

async function finalizedRaceIn(contestIds: number[]) {
  const db = t.database.db;
  const { race, runners } = await insertRace(db);
  for (const contestId of contestIds) await addRaceToContest(db, contestId, race.id);
  const admin = await signupAdministrator(t.app, db);
  await settleRace(t.app, admin.headers, race.id, [{ runnerId: runners[0]!.id, payoff: 6.4 }]);
}

describe('GET /api/contest/{id}/events', () => {
  it('streams a new chat message and then its deletion to a signed-in viewer', async () => {
    const { contest, player } = await chatContestWithPlayer(t.app, t.database.db, { firstName: 'Lena' });
    const viewer = await signupAccount(t.app);
    const stream = await openStream(contest.slug, viewer.headers);
    expect(stream.header('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.header('cache-control')).toBe('no-store, no-transform');

    const posted = await postChat(t.app, player.headers, {
      contestSlug: contest.slug,
      message: 'Off they go!',
    });
    expect(await stream.nextEvent()).toEqual({
      event: CONTEST_EVENT_TYPES.chatMessage,
      data: { type: CONTEST_EVENT_TYPES.chatMessage, contestId: contest.id, message: posted.json() },
    });

    const admin = await signupAdministrator(t.app, t.database.db);
    expect((await deleteChat(t.app, admin.headers, posted.json().messageId)).statusCode).toBe(204);
    expect(await stream.nextEvent()).toEqual({
      event: CONTEST_EVENT_TYPES.chatMessageDeleted,
      data: {
        type: CONTEST_EVENT_TYPES.chatMessageDeleted,
        contestId: contest.id,
        messageId: posted.json().messageId,
      },
    });
    stream.close();
  });

  it('accepts the session cookie, since a browser’s EventSource cannot send an Authorization header', async () => {
    const { contest, player } = await chatContestWithPlayer(t.app, t.database.db);
    const stream = await openStream(contest.id, { cookie: `theme=dark; ${SESSION_COOKIE}=${player.token}` });
    await postChat(t.app, player.headers, { contestSlug: contest.slug, message: 'cookie' });
    const event = await stream.nextEvent();
    expect(event?.event).toBe(CONTEST_EVENT_TYPES.chatMessage);
    stream.close();
  });

  it('sends an anonymous viewer leaderboard changes but never chat', async () => {
    const { contest, player } = await chatContestWithPlayer(t.app, t.database.db);
    const stream = await openStream(contest.slug);
    await postChat(t.app, player.headers, { contestSlug: contest.slug, message: 'members only' });
    await finalizedRaceIn([contest.id]);
    // Events keep their order on a stream: had the chat message been sent, it would come first.
    expect((await stream.nextEvent())?.event).toBe(CONTEST_EVENT_TYPES.raceChanged);
    expect(await stream.nextEvent()).toEqual({
      event: CONTEST_EVENT_TYPES.leaderboardChanged,
      data: { type: CONTEST_EVENT_TYPES.leaderboardChanged, contestId: contest.id },
    });
    stream.close();
  });

  /** A race held by two contests and another race held by a third, each contest watched by a stream. */
  async function raceInTwoContestsWatched() {
    const db = t.database.db;
    const first = await insertContest(db);
    const second = await insertContest(db);
    const other = await insertContest(db);
    const { race, runners } = await insertRace(db);
    await addRaceToContest(db, first.id, race.id);
    await addRaceToContest(db, second.id, race.id);
    const elsewhere = await insertRace(db);
    await addRaceToContest(db, other.id, elsewhere.race.id);
    const streams = [
      await openStream(first.slug),
      await openStream(second.slug),
      await openStream(other.slug),
    ];
    const admin = await signupAdministrator(t.app, db);
    return { first, second, other, race, runners, elsewhere, streams, admin };
  }

  it('announces a runner change (a scratch) to everyone watching a contest holding the race, once committed', async () => {
    const { first, second, other, race, runners, elsewhere, streams, admin } =
      await raceInTwoContestsWatched();
    const scratch = (runner: (typeof runners)[number]) =>
      t.app.inject({
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
    expect((await scratch(runners[0]!)).statusCode).toBe(200);
    expect((await scratch(elsewhere.runners[0]!)).statusCode).toBe(200);
    const events = await Promise.all(streams.map((stream) => stream.nextEvent()));
    expect(events).toEqual([
      ...[first, second].map((contest) => ({
        event: CONTEST_EVENT_TYPES.runnersChanged,
        data: { type: CONTEST_EVENT_TYPES.runnersChanged, contestId: contest.id, raceId: race.id },
      })),
      {
        event: CONTEST_EVENT_TYPES.runnersChanged,
        data: { type: CONTEST_EVENT_TYPES.runnersChanged, contestId: other.id, raceId: elsewhere.race.id },
      },
    ]);
    for (const stream of streams) stream.close();
  });

  it('announces a close of wagering to everyone watching a contest holding the race, and a change that changes nothing to no one', async () => {
    const { first, second, other, race, elsewhere, streams, admin } = await raceInTwoContestsWatched();
    // An empty update changes nothing: no event, so the close below is the first each stream hears.
    expect((await updateRace(t.app, admin.headers, race.id, {})).statusCode).toBe(200);
    expect((await updateRace(t.app, admin.headers, race.id, { isWageringClosed: true })).statusCode).toBe(
      200,
    );
    const postTime = new Date(Date.now() + 3_600_000).toISOString();
    expect((await updateRace(t.app, admin.headers, elsewhere.race.id, { postTime })).statusCode).toBe(200);
    const events = await Promise.all(streams.map((stream) => stream.nextEvent()));
    expect(events).toEqual(
      [
        [first, race],
        [second, race],
        [other, elsewhere.race],
      ].map(([contest, changed]) => ({
        event: CONTEST_EVENT_TYPES.raceChanged,
        data: { type: CONTEST_EVENT_TYPES.raceChanged, contestId: contest!.id, raceId: changed!.id },
      })),
    );
    for (const stream of streams) stream.close();
  });

  it('announces a finalize to every contest holding the race, and nothing of other contests', async () => {
    const first = await insertContest(t.database.db);
    const second = await insertContest(t.database.db);
    const other = await insertContest(t.database.db);
    const streams = [
      await openStream(first.slug),
      await openStream(second.slug),
      await openStream(other.slug),
    ];
    await finalizedRaceIn([first.id, second.id]);
    await finalizedRaceIn([other.id]);
    // Each race's close of wagering came first.
    const closes = await Promise.all(streams.map((stream) => stream.nextEvent()));
    expect(closes.map((event) => event?.event)).toEqual(Array(3).fill(CONTEST_EVENT_TYPES.raceChanged));
    const events = await Promise.all(streams.map((stream) => stream.nextEvent()));
    expect(events.map((event) => event?.data)).toEqual(
      [first, second, other].map((contest) => ({
        type: CONTEST_EVENT_TYPES.leaderboardChanged,
        contestId: contest.id,
      })),
    );
    for (const stream of streams) stream.close();
  });

  it('answers 404 for an unknown contest and for one players cannot see', async () => {
    const hidden = await insertContest(t.database.db, { isPublished: false });
    const viewer = await signupAccount(t.app);
    for (const contest of ['no-such-contest', hidden.slug]) {
      const response = await fetch(eventsUrl(contest), { headers: viewer.headers });
      expect(response.status).toBe(404);
      expect(((await response.json()) as { message: string }).message).toBe(CHAT_MESSAGES.contestNotFound);
    }
  });

  it('lets go of a client that disconnects', async () => {
    const contest = await insertContest(t.database.db);
    const stream = await openStream(contest.slug);
    expect(t.app.ctx.events.listenerCount(contest.id)).toBe(1);
    stream.close();
    await vi.waitFor(() => expect(t.app.ctx.events.listenerCount(contest.id)).toBe(0));
  });
});

describe('live-event streams at shutdown', () => {
  it('are ended by the server closing, so shutdown does not wait on them', async () => {
    const own = await createTestApp();
    try {
      const address = await own.app.listen({ port: 0, host: '127.0.0.1' });
      const contest = await insertContest(own.database.db);
      const stream = await SseReader.open(`${address}/api/contest/${contest.slug}/events`);
      expect((await stream.next())?.comments).toContain('connected');
      const ended = stream.untilEnd();
      await own.app.close();
      expect(await ended).toBe(true);
      expect(own.app.ctx.events.listenerCount()).toBe(0);
    } finally {
      await own.database.close();
    }
  });
});
