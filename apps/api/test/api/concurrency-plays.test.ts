import { PLAY_MESSAGES } from '@cj/shared/plays';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contestPlayers, wagers } from '../../src/db/schema/contests';
import { signupAdministrator } from '../accounts-helpers';
import { insertContest } from '../fixtures';
import {
  addRaceToContest,
  addResult,
  finalize,
  insertPlayer,
  insertPlayers,
  insertRace,
  placePlay,
  updateRace,
} from '../race-fixtures';
import { useTestApp } from '../test-app';

/**
 * Races between requests, on PostgreSQL only (vitest.config.ts leaves this file out of the PGlite run): PGlite is
 * a single connection, so nothing there runs at the same time. Each test fires its requests together and checks what the database holds afterwards.
 */

const t = useTestApp();

async function openContestRace(overrides: Parameters<typeof addRaceToContest>[3] = {}) {
  const db = t.database.db;
  const contest = await insertContest(db, { format: 1 });
  const { race, runners } = await insertRace(db);
  const contestRace = await addRaceToContest(db, contest.id, race.id, overrides);
  return { contest, race, runners, contestRace };
}

const entryRow = async (id: number) =>
  (await t.database.db.select().from(contestPlayers).where(eq(contestPlayers.id, id)))[0]!;

describe('concurrent plays', () => {
  it('50 plays at once on an entry whose bankroll covers 10: exactly 10 placed, bankroll 0', async () => {
    const { contest, runners, contestRace } = await openContestRace({ maxWagers: 50 });
    const [player] = await insertPlayers(t.database.db, 1);
    const entry = await insertPlayer(t.database.db, contest.id, player!.id, {
      bankrollCents: 2_000,
      leaderboardBankrollCents: 2_000,
    });
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        placePlay(t.app, player!.headers, contestRace.id, { amount: 2, runners: [runners[i % 6]!.id] }),
      ),
    );
    const placed = responses.filter((response) => response.statusCode === 201);
    const refused = responses.filter((response) => response.statusCode !== 201);
    expect(placed).toHaveLength(10);
    // Refused when read ('The bankroll has $0.00 left.') or, in a collision, by the play's statement.
    expect(
      refused.every((response) => response.json().message.startsWith(PLAY_MESSAGES.insufficientFunds)),
    ).toBe(true);
    const after = await entryRow(entry.id);
    expect([after.bankrollCents, after.leaderboardBankrollCents]).toEqual([0, 2_000]);
    expect(
      await t.database.db.select().from(wagers).where(eq(wagers.contestPlayerId, entry.id)),
    ).toHaveLength(10);
  });

  it('20 plays at once on a contest race allowing 3 per entry: exactly 3 placed', async () => {
    const { contest, runners, contestRace } = await openContestRace({ maxWagers: 3 });
    const [player] = await insertPlayers(t.database.db, 1);
    const entry = await insertPlayer(t.database.db, contest.id, player!.id);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        placePlay(t.app, player!.headers, contestRace.id, { amount: 5, runners: [runners[0]!.id] }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(3);
    expect(
      responses
        .filter((response) => response.statusCode !== 201)
        .every((response) => response.json().message === PLAY_MESSAGES.maxWagersReached),
    ).toBe(true);
    expect((await entryRow(entry.id)).bankrollCents).toBe(10_000 - 1_500);
  });

  /**
   * Soundness of the check: deferred constraint triggers run inside COMMIT, while the transaction still holds
   * its locks, and take a number from one sequence. A play holds a share lock on the race row until it ends and
   * the close holds that row's update lock until it ends, so the two can never be inside their commits at the
   * same time: the numbers are in commit order. A play committed after the close would carry a larger number.
   */
  it('a play racing the close is placed before it or refused, never after', async () => {
    const db = t.database.db;
    for (const statement of [
      'create sequence commit_order',
      'create table commit_log (kind text not null, row_id integer not null, seq bigint not null)',
      `create function log_commit() returns trigger language plpgsql as $$
       begin
         insert into commit_log values (tg_argv[0], new.id, nextval('commit_order'));
         return null;
       end $$`,
      `create constraint trigger wagers_commit_order after insert on wagers
       deferrable initially deferred for each row execute function log_commit('play')`,
      `create constraint trigger races_close_commit_order after update on races
       deferrable initially deferred for each row
       when (new.is_wagering_closed and not old.is_wagering_closed)
       execute function log_commit('close')`,
    ]) {
      await db.execute(sql.raw(statement));
    }

    const { contest, race, runners, contestRace } = await openContestRace();
    const players = await insertPlayers(db, 36);
    for (const player of players) await insertPlayer(db, contest.id, player.id);
    const admin = await signupAdministrator(t.app, db);
    const play = (player: (typeof players)[number], i: number) =>
      placePlay(t.app, player.headers, contestRace.id, { amount: 2, runners: [runners[i % 6]!.id] });

    const before = players.slice(0, 15).map(play);
    const close = updateRace(t.app, admin.headers, race.id, { isWageringClosed: true });
    const during = players.slice(15, 30).map((player, i) => play(player, i));
    const racing = await Promise.all([...before, ...during]);
    expect((await close).statusCode).toBe(200);
    const after = await Promise.all(players.slice(30).map(play));

    for (const response of [...racing, ...after]) {
      if (response.statusCode !== 201) {
        expect(response.statusCode).toBe(409);
        expect(response.json().message).toBe(PLAY_MESSAGES.wageringClosed);
      }
    }
    expect(after.every((response) => response.statusCode === 409)).toBe(true);

    const placedIds = racing
      .filter((response) => response.statusCode === 201)
      .map((response) => response.json().id);
    const stored = await db
      .select({ id: wagers.id })
      .from(wagers)
      .where(eq(wagers.contestRaceId, contestRace.id));
    expect(stored.map((row) => row.id).sort()).toEqual([...placedIds].sort());

    const log = (await db.execute(
      sql.raw('select kind, row_id, seq from commit_log order by seq'),
    )) as unknown as {
      rows: { kind: string; row_id: number; seq: number }[];
    };
    const closes = log.rows.filter((row) => row.kind === 'close');
    expect(closes).toHaveLength(1);
    const plays = log.rows.filter((row) => row.kind === 'play');
    expect(plays.map((row) => row.row_id).sort()).toEqual([...placedIds].sort());
    expect(plays.every((row) => Number(row.seq) < Number(closes[0]!.seq))).toBe(true);
  });

  it('plays placed while another race of the contest is finalized keep every bankroll right', async () => {
    const db = t.database.db;
    const contest = await insertContest(db, { format: 1 });
    const first = await insertRace(db);
    const second = await insertRace(db);
    const firstRace = await addRaceToContest(db, contest.id, first.race.id);
    const secondRace = await addRaceToContest(db, contest.id, second.race.id);
    const players = await insertPlayers(db, 20);
    const entries = [];
    for (const player of players) entries.push(await insertPlayer(db, contest.id, player.id));
    for (const [i, player] of players.entries()) {
      const response = await placePlay(t.app, player.headers, firstRace.id, {
        amount: 10,
        runners: [first.runners[i % 2]!.id],
      });
      expect(response.statusCode).toBe(201);
    }
    const admin = await signupAdministrator(t.app, db);
    await updateRace(t.app, admin.headers, first.race.id, { isWageringClosed: true });
    await addResult(t.app, admin.headers, first.race.id, {
      pool: 'WIN',
      payoff: 6,
      runners: [first.runners[0]!.id],
    });

    const [finalized, ...plays] = await Promise.all([
      finalize(t.app, admin.headers, first.race.id),
      ...players.map((player) =>
        placePlay(t.app, player.headers, secondRace.id, { amount: 5, runners: [second.runners[0]!.id] }),
      ),
    ]);
    expect(finalized!.statusCode).toBe(200);
    expect(plays.every((response) => response.statusCode === 201)).toBe(true);

    const rows = await db
      .select()
      .from(contestPlayers)
      .where(eq(contestPlayers.contestId, contest.id))
      .orderBy(asc(contestPlayers.id));
    expect(rows.map((row) => row.id)).toEqual(entries.map((entry) => entry.id));
    for (const [i, row] of rows.entries()) {
      const returned = i % 2 === 0 ? 3_000 : 0;
      expect(row.bankrollCents).toBe(10_000 - 1_000 - 500 + returned);
      expect(row.leaderboardBankrollCents).toBe(row.bankrollCents + 500);
      expect(row.rank).toBe(i % 2 === 0 ? 1 : 11);
    }
  });
});
