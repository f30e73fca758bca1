import { randomUUID } from 'node:crypto';
import { CONTEST_EVENT_TYPES } from '@cj/shared/contest-events';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openPostgres } from '../src/db/client';
import { makeAdministrator } from './accounts-helpers';
import { type ApiProcess, startApiProcess } from './api-process';
import { insertContest } from './fixtures';
import {
  adminConnectionString,
  createDatabaseFromTemplate,
  databaseUrl,
  dropDatabase,
} from './postgres-databases';
import { addRaceToContest, insertPlayer, insertPlayers, insertRace } from './race-fixtures';
import { requiredEnv } from './required-env';
import { SseReader } from './sse-reader';

const base = requiredEnv('TEST_DATABASE_URL');
const redisUrl = requiredEnv('TEST_REDIS_URL');

type Headers = { authorization: string };

async function call(address: string, method: string, path: string, headers: Headers, body?: object) {
  const response = await fetch(`${address}/api${path}`, {
    method,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

// Two API processes on one PostgreSQL database and one Redis, as behind a load balancer: events raised on either
// instance reach the streams of both.
describe('live events across two API instances', () => {
  const name = `cj_test_${process.pid}_instances`;
  let admin: Database;
  let database: Database;
  const instances: ApiProcess[] = [];
  const addresses: string[] = [];

  beforeAll(async () => {
    admin = openPostgres(adminConnectionString(base), 1);
    await dropDatabase(admin, name);
    await createDatabaseFromTemplate(admin, name, inject('pgTemplate')!);
    database = openPostgres(databaseUrl(base, name), 2);
    const env = {
      DATABASE_URL: databaseUrl(base, name),
      REDIS_URL: redisUrl,
      REDIS_EVENTS_CHANNEL: `cj-test-events-${randomUUID()}`,
      SEED_DEMO_DATA: 'false',
      RATE_LIMITS: 'off',
    };
    instances.push(startApiProcess(env), startApiProcess(env));
    addresses.push(...(await Promise.all(instances.map((instance) => instance.listening))));
  }, 120_000);

  afterAll(async () => {
    for (const instance of instances) instance.child.kill('SIGKILL');
    await database?.close();
    if (admin) {
      await dropDatabase(admin, name);
      await admin.close();
    }
  });

  it('closes the streams of a session on both instances when it logs out on one', {
    timeout: 30_000,
  }, async () => {
    const [first, second] = addresses as [string, string];
    const contest = await insertContest(database.db);
    const [player] = await insertPlayers(database.db, 1, 'logout');
    const streams = await Promise.all(
      [first, second].map((address) =>
        SseReader.open(`${address}/api/contest/${contest.slug}/events`, player!.headers),
      ),
    );
    for (const stream of streams) expect((await stream.next())?.comments).toContain('connected');
    expect((await call(first, 'POST', '/account/logout', player!.headers)).status).toBe(204);
    expect(await Promise.all(streams.map((stream) => stream.untilEnd()))).toEqual([true, true]);
  });

  it('carries chat messages, deletions and leaderboard changes from one instance to the other', {
    timeout: 60_000,
  }, async () => {
    const [first, second] = addresses as [string, string];
    const db = database.db;
    const contest = await insertContest(db, { chatEnabled: true });
    const [player, moderator] = await insertPlayers(db, 2, 'instances');
    await makeAdministrator(db, moderator!.id);
    await insertPlayer(db, contest.id, player!.id);
    const { race, runners } = await insertRace(db);
    await addRaceToContest(db, contest.id, race.id);

    const streams = await Promise.all(
      [first, second].map((address) =>
        SseReader.open(`${address}/api/contest/${contest.slug}/events`, player!.headers),
      ),
    );
    for (const stream of streams) expect((await stream.next())?.comments).toContain('connected');

    const posted = await call(first, 'POST', '/chat', player!.headers, {
      messageID: randomUUID(),
      contestSlug: contest.slug,
      message: 'Posted on the first instance',
    });
    expect(posted.status).toBe(201);
    for (const stream of streams) {
      expect(await stream.nextEvent()).toEqual({
        event: CONTEST_EVENT_TYPES.chatMessage,
        data: { type: CONTEST_EVENT_TYPES.chatMessage, contestId: contest.id, message: posted.body },
      });
    }

    const deleted = await call(
      second,
      'DELETE',
      `/chat/messages/${posted.body.messageId}`,
      moderator!.headers,
    );
    expect(deleted.status).toBe(204);
    for (const stream of streams) {
      expect((await stream.nextEvent())?.event).toBe(CONTEST_EVENT_TYPES.chatMessageDeleted);
    }

    const steps = [
      await call(second, 'PUT', `/race/${race.id}`, moderator!.headers, { isWageringClosed: true }),
      await call(second, 'POST', `/race/${race.id}/result`, moderator!.headers, {
        pool: 'WIN',
        payoff: 7.2,
        runners: [runners[0]!.id],
      }),
      await call(second, 'POST', `/race/${race.id}/finalize`, moderator!.headers),
    ];
    expect(steps.map((step) => step.status)).toEqual([200, 201, 200]);
    for (const stream of streams) {
      expect(await stream.nextEvent()).toEqual({
        event: CONTEST_EVENT_TYPES.raceChanged,
        data: { type: CONTEST_EVENT_TYPES.raceChanged, contestId: contest.id, raceId: race.id },
      });
      expect(await stream.nextEvent()).toEqual({
        event: CONTEST_EVENT_TYPES.leaderboardChanged,
        data: { type: CONTEST_EVENT_TYPES.leaderboardChanged, contestId: contest.id },
      });
    }

    // SIGTERM with streams open: each instance ends its streams and exits cleanly.
    const ended = streams.map((stream) => stream.untilEnd());
    for (const instance of instances) instance.child.kill('SIGTERM');
    expect(await Promise.all(instances.map((instance) => instance.exited))).toEqual([0, 0]);
    expect(await Promise.all(ended)).toEqual([true, true]);
  });
});
