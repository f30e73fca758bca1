import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_MESSAGES } from '@cj/shared/idempotency';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { contestPlayers, wagers } from '../../src/db/schema/contests';
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
  it("are the unkeyed play's: begin with the context, the play with commit, and no statement more", async () => {
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
      expect(unkeyed).toEqual([
        'begin',
        'lock_play_races_and_contest',
        'lock_play_context_by_account',
        'insert_play',
        'commit',
      ]);
      expect(keyed).toEqual(unkeyed);
    } finally {
      pool.off('acquire', count);
    }
  });
});
