import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_MESSAGES } from '@cj/shared/idempotency';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { poolOf } from '../../src/db/prepared';
import { chatMessages, contestPlayers, wagers } from '../../src/db/schema/contests';
import { chatContestWithPlayer } from '../chat-fixtures';
import { insertContest } from '../fixtures';
import { addRaceToContest, insertPlayer, insertPlayers, insertRace } from '../race-fixtures';
import { useTestApp } from '../test-app';

/**
 * Requests sent together with one Idempotency-Key, on PostgreSQL only (vitest.config.ts leaves this file out of the
 * PGlite run, a single connection where nothing runs at the same time): one writes, the others wait for it and
 * answer its answer.
 */

const t = useTestApp();

const withKey = (account: { headers: { authorization: string } }, key: string) => ({
  ...account.headers,
  'idempotency-key': key,
});

async function openContestRace(maxWagers: number) {
  const contest = await insertContest(t.database.db, { format: 1, maxEntries: 5 });
  const { race, runners } = await insertRace(t.database.db);
  const contestRace = await addRaceToContest(t.database.db, contest.id, race.id, { maxWagers });
  return { contest, runners, contestRace };
}

const bankrollOf = async (entryId: number) =>
  (await t.database.db.select().from(contestPlayers).where(eq(contestPlayers.id, entryId)))[0]!.bankrollCents;

describe('concurrent requests with one Idempotency-Key', () => {
  it('12 plays at once with one key: exactly one play stored, every answer the same', async () => {
    const { contest, runners, contestRace } = await openContestRace(20);
    const [player] = await insertPlayers(t.database.db, 1);
    const entry = await insertPlayer(t.database.db, contest.id, player!.id, {
      bankrollCents: 10_000,
      leaderboardBankrollCents: 10_000,
    });
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/race/${contestRace.id}/wager`,
          headers: withKey(player!, key),
          payload: { amount: 5, runners: [runners[0]!.id] },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(12).fill(201));
    const [first, ...others] = responses.map((response) => response.json());
    for (const other of others) expect(other).toEqual(first);
    expect(
      await t.database.db.select().from(wagers).where(eq(wagers.contestPlayerId, entry.id)),
    ).toHaveLength(1);
    expect(await bankrollOf(entry.id)).toBe(10_000 - 500);
  });

  it('one key on plays of two contests at once (two entries locked apart): one play stored, the other 422', async () => {
    const one = await openContestRace(5);
    const two = await openContestRace(5);
    const [player] = await insertPlayers(t.database.db, 1);
    const entries = await Promise.all(
      [one, two].map(({ contest }) =>
        insertPlayer(t.database.db, contest.id, player!.id, {
          bankrollCents: 10_000,
          leaderboardBankrollCents: 10_000,
        }),
      ),
    );
    const key = randomUUID();
    for (let round = 0; round < 5; round++) {
      const roundKey = `${key}-${round}`;
      const responses = await Promise.all(
        [one, two].map(({ contestRace, runners }) =>
          t.app.inject({
            method: 'POST',
            url: `/api/race/${contestRace.id}/wager`,
            headers: withKey(player!, roundKey),
            payload: { amount: 2, runners: [runners[0]!.id] },
          }),
        ),
      );
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 422]);
      expect(responses.find((response) => response.statusCode === 422)!.json().message).toBe(
        IDEMPOTENCY_MESSAGES.keyReused,
      );
    }
    const stored = await Promise.all(
      entries.map((entry) => t.database.db.select().from(wagers).where(eq(wagers.contestPlayerId, entry.id))),
    );
    expect(stored[0]!.length + stored[1]!.length).toBe(5);
  });

  it('8 enrollments at once with one key: one entry, every answer the same', async () => {
    const contest = await insertContest(t.database.db, { maxEntries: 5 });
    const [player] = await insertPlayers(t.database.db, 1);
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/contest/${contest.id}/enroll`,
          headers: withKey(player!, key),
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(201));
    const [first, ...others] = responses.map((response) => response.json());
    for (const other of others) expect(other).toEqual(first);
    const entries = await t.database.db
      .select()
      .from(contestPlayers)
      .where(and(eq(contestPlayers.contestId, contest.id), eq(contestPlayers.accountId, player!.id)));
    expect(entries).toHaveLength(1);
  });
});

describe("a keyed play's round trips", () => {
  it("are the unkeyed play's: one statement, its own transaction, and no statement more", async () => {
    const { contest, runners, contestRace } = await openContestRace(5);
    const [player] = await insertPlayers(t.database.db, 1);
    await insertPlayer(t.database.db, contest.id, player!.id, {
      bankrollCents: 10_000,
      leaderboardBankrollCents: 10_000,
    });
    const pool = (t.database.db as unknown as { $client: unknown }).$client;
    if (!(pool instanceof pg.Pool)) throw new Error('This test runs on PostgreSQL.');
    const sent: string[] = [];
    const counted = new WeakSet<pg.PoolClient>();
    const count = (client: pg.PoolClient) => {
      if (counted.has(client)) return;
      counted.add(client);
      const query = client.query;
      client.query = ((...args: unknown[]) => {
        const [first] = args;
        sent.push(typeof first === 'string' ? first : ((first as { name?: string }).name ?? 'unnamed'));
        return Reflect.apply(query, client, args);
      }) as unknown as typeof client.query;
    };
    pool.on('acquire', count);
    const playOnce = async (headers: Record<string, string>) => {
      sent.length = 0;
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/race/${contestRace.id}/wager`,
        headers,
        payload: { amount: 2, runners: [runners[0]!.id] },
      });
      expect(response.statusCode).toBe(201);
      return sent.filter((text) => text !== 'find_live_sessions');
    };
    try {
      const unkeyed = await playOnce(player!.headers);
      const keyed = await playOnce(withKey(player!, randomUUID()));
      expect(unkeyed).toEqual(['place_plain_play']);
      expect(keyed).toEqual(unkeyed);
    } finally {
      pool.off('acquire', count);
    }
  });
});

/** Connections of the test's own, each in a transaction; rolled back (if still open) and released after each test. */
const connections: pg.PoolClient[] = [];
afterEach(async () => {
  for (const connection of connections.splice(0)) {
    await connection.query('rollback');
    connection.release();
  }
});

async function transactionOfOwn() {
  const connection = await poolOf(t.database.db)!.connect();
  connections.push(connection);
  await connection.query('begin');
  return connection;
}

/** Resolves once a backend of this database waits for a lock in a statement whose text contains `fragment`. */
const waitingOnLock = (fragment: string) =>
  vi.waitFor(
    async () => {
      const { rows } = await poolOf(t.database.db)!.query<{ waiting: number }>(
        `select count(*)::integer as waiting from pg_stat_activity
         where datname = current_database() and wait_event_type = 'Lock' and position($1 in query) > 0`,
        [fragment],
      );
      if (rows[0]!.waiting === 0) throw new Error(`still waiting until "${fragment}" waits on a lock`);
    },
    { timeout: 10_000, interval: 20 },
  );

/** A change of pick's context statement, and a plain play's one statement (migration 0014's cj_place_play). */
const PLAY_CONTEXT = 'with context as materialized';
const PLAIN_PLAY = 'cj_place_play';
const KEY_INSERT = 'insert into "idempotency_keys"';

/**
 * Sends `request` while a transaction of the test's own holds another request's answer under the same key, not yet
 * committed (and with `lockedEntry`, that entry's row locked, as a play on it would): the request waits for it at
 * the statement `waitsAt`. With `pruned`, a second transaction then asks for the key table alone, queued behind
 * both. The first commits: the request goes on with the key answered, until it next reads the key table, which it
 * does only after the second has deleted the key (as pruning does) and committed.
 */
async function whileTheKeyIsAnswered(options: {
  account: { id: number };
  key: string;
  lockedEntry?: number;
  waitsAt: string;
  pruned: boolean;
  request: () => Promise<LightMyRequestResponse>;
}) {
  const first = await transactionOfOwn();
  if (options.lockedEntry !== undefined) {
    await first.query('select 1 from contest_players where id = $1 for update', [options.lockedEntry]);
  }
  await first.query(
    `insert into idempotency_keys (account_id, key, request, request_hash, status, body)
     values ($1, $2, 'POST /api/elsewhere', 'another request', 201, '{}')`,
    [options.account.id, options.key],
  );
  const answer = options.request();
  await waitingOnLock(options.waitsAt);
  const pruner = options.pruned ? await transactionOfOwn() : null;
  const tableLocked = pruner?.query('lock table idempotency_keys in access exclusive mode');
  if (pruner) await waitingOnLock('lock table idempotency_keys');
  await first.query('commit');
  if (pruner) {
    await tableLocked;
    await pruner.query('delete from idempotency_keys where account_id = $1 and key = $2', [
      options.account.id,
      options.key,
    ]);
    await pruner.query('commit');
  }
  return answer;
}

describe("a key's answer committed by another request while a request with the key runs", () => {
  async function entryWithBankroll() {
    const { contest, runners, contestRace } = await openContestRace(5);
    const [player] = await insertPlayers(t.database.db, 1);
    const entry = await insertPlayer(t.database.db, contest.id, player!.id, {
      bankrollCents: 10_000,
      leaderboardBankrollCents: 10_000,
    });
    return { runners, contestRace, player: player!, entry };
  }

  const playWithKey = (
    player: { headers: { authorization: string } },
    contestRaceId: number,
    key: string,
    payload: object,
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/race/${contestRaceId}/wager`,
      headers: withKey(player, key),
      payload,
    });

  it("a play whose statement finds it answers it, even when it is pruned just after: read with the play's statement", async () => {
    const { runners, contestRace, player, entry } = await entryWithBankroll();
    const key = randomUUID();
    const answer = await whileTheKeyIsAnswered({
      account: player,
      key,
      lockedEntry: entry.id,
      waitsAt: PLAIN_PLAY,
      pruned: true,
      request: () => playWithKey(player, contestRace.id, key, { amount: 5, runners: [runners[0]!.id] }),
    });
    expect([answer.statusCode, answer.json().message]).toEqual([422, IDEMPOTENCY_MESSAGES.keyReused]);
    expect(await t.database.db.select().from(wagers).where(eq(wagers.contestPlayerId, entry.id))).toEqual([]);
    expect(await bankrollOf(entry.id)).toBe(10_000);
  });

  it('a change of pick that finds it: the removal of the replaced play is rolled back with the rest', async () => {
    const { runners, contestRace, player, entry } = await entryWithBankroll();
    const placed = await t.app.inject({
      method: 'POST',
      url: `/api/race/${contestRace.id}/wager`,
      headers: player.headers,
      payload: { amount: 10, runners: [runners[0]!.id] },
    });
    expect(placed.statusCode).toBe(201);
    const key = randomUUID();
    const answer = await whileTheKeyIsAnswered({
      account: player,
      key,
      lockedEntry: entry.id,
      waitsAt: PLAY_CONTEXT,
      pruned: false,
      request: () =>
        playWithKey(player, contestRace.id, key, {
          amount: 20,
          runners: [runners[1]!.id],
          replaces: placed.json().id,
        }),
    });
    expect([answer.statusCode, answer.json().message]).toEqual([422, IDEMPOTENCY_MESSAGES.keyReused]);
    const plays = await t.database.db.select().from(wagers).where(eq(wagers.contestPlayerId, entry.id));
    expect(plays.map((row) => row.id)).toEqual([placed.json().id]);
    expect(await bankrollOf(entry.id)).toBe(10_000 - 1_000);
  });

  it('a play that collides with it, the answer pruned before it is read: 409, nothing placed', async () => {
    const { runners, contestRace, player, entry } = await entryWithBankroll();
    const key = randomUUID();
    const answer = await whileTheKeyIsAnswered({
      account: player,
      key,
      waitsAt: PLAIN_PLAY,
      pruned: true,
      request: () => playWithKey(player, contestRace.id, key, { amount: 5, runners: [runners[0]!.id] }),
    });
    expect([answer.statusCode, answer.json().message]).toEqual([409, IDEMPOTENCY_MESSAGES.answerGone]);
    expect(await t.database.db.select().from(wagers).where(eq(wagers.contestPlayerId, entry.id))).toEqual([]);
    expect(await bankrollOf(entry.id)).toBe(10_000);
  });

  it('an enrollment that collides with it, the answer pruned before it is read: 409, no entry', async () => {
    const contest = await insertContest(t.database.db, { maxEntries: 5 });
    const [player] = await insertPlayers(t.database.db, 1);
    const key = randomUUID();
    const answer = await whileTheKeyIsAnswered({
      account: player!,
      key,
      waitsAt: KEY_INSERT,
      pruned: true,
      request: () =>
        t.app.inject({
          method: 'POST',
          url: `/api/contest/${contest.id}/enroll`,
          headers: withKey(player!, key),
        }),
    });
    expect([answer.statusCode, answer.json().message]).toEqual([409, IDEMPOTENCY_MESSAGES.answerGone]);
    expect(
      await t.database.db.select().from(contestPlayers).where(eq(contestPlayers.contestId, contest.id)),
    ).toEqual([]);
  });

  it('a chat message that collides with it, the answer pruned before it is read: 409, no message', async () => {
    const { contest, player } = await chatContestWithPlayer(t.app, t.database.db);
    const messageID = randomUUID();
    const answer = await whileTheKeyIsAnswered({
      account: player,
      key: messageID,
      waitsAt: KEY_INSERT,
      pruned: true,
      request: () =>
        t.app.inject({
          method: 'POST',
          url: '/api/chat',
          headers: withKey(player, messageID),
          payload: { messageID, contestSlug: contest.slug, message: 'Go 3!' },
        }),
    });
    expect([answer.statusCode, answer.json().message]).toEqual([409, IDEMPOTENCY_MESSAGES.answerGone]);
    expect(await t.database.db.select().from(chatMessages).where(eq(chatMessages.id, messageID))).toEqual([]);
  });
});
