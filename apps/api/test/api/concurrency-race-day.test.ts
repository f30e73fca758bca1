import { PLAY_MESSAGES } from '@cj/shared/plays';
import { RACE_MESSAGES } from '@cj/shared/races';
import { eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { contestPlayers, wagers } from '../../src/db/schema/contests';
import { races } from '../../src/db/schema/races';
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
 * A race day's busiest minute on PostgreSQL only (vitest.config.ts leaves this file out of the PGlite run): players
 * place, change and remove plays on a race held by three contests (two that lock each race at its post, one Pick &
 * Pray whose first race it is) while an administrator closes it, enters its result and finalizes it twice at once.
 * Nothing may answer 500, every play after the close is refused, the race is finalized once, and every bankroll
 * adds up (ARCHITECTURE.md §4). The close is the operator's (post times are in the future).
 */

const t = useTestApp();

const STARTING_CENTS = 10_000;
const PLAYERS = 16;
const PAYOFF_DOLLARS = 6;

type Response = LightMyRequestResponse;

const removePlay = (headers: { authorization: string }, wagerId: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/wagers/${wagerId}`, headers });

/** Every answer is one the rules give: no 500, and a refusal says why with the shared message. */
function expectOnly(responses: Response[], allowed: Record<number, readonly string[] | 'any'>) {
  for (const response of responses) {
    const messages = allowed[response.statusCode];
    expect(messages, `${response.statusCode} ${response.body}`).toBeDefined();
    if (messages !== 'any') expect(messages).toContain(response.json().message);
  }
}

describe('plays racing the close and finalize of a race', () => {
  it('no 500, every late play refused, one finalize, and every bankroll adds up', async () => {
    const db = t.database.db;
    const admin = await signupAdministrator(t.app, db);
    const race = await insertRace(db, { race: { postTime: new Date('2030-05-04T19:00:00Z') } });
    const later = await insertRace(db, { race: { postTime: new Date('2030-05-04T21:00:00Z') } });
    const winner = race.runners[0]!;

    const each = await insertContest(db, { format: 1 });
    const second = await insertContest(db, { format: 1 });
    const pick = await insertContest(db, { format: 1, picksLockAt: 'first-race' });
    const contests = [each, second, pick];
    const onRace = new Map<number, number>();
    const onLater = new Map<number, number>();
    for (const contest of contests) {
      onRace.set(contest.id, (await addRaceToContest(db, contest.id, race.race.id, { maxWagers: 4 })).id);
      onLater.set(contest.id, (await addRaceToContest(db, contest.id, later.race.id, { maxWagers: 4 })).id);
    }
    const players = await insertPlayers(db, PLAYERS);
    for (const contest of contests)
      for (const player of players) await insertPlayer(db, contest.id, player.id);

    // Before the close: a play on the race in every contest (the one in the second contest to change), three more
    // in Pick & Pray (one for each wave to remove), and one on the later race.
    const first = new Map<string, number>();
    const toRemove = new Map<string, number>();
    await Promise.all(
      players.flatMap((player, i) =>
        [...contests, pick, pick, pick].map(async (contest, n) => {
          const placed = await placePlay(t.app, player.headers, onRace.get(contest.id)!, {
            amount: 2 + (i % 3),
            runners: [race.runners[(i + n) % 6]!.id],
          });
          expect(placed.statusCode, placed.body).toBe(201);
          if (contest === pick) toRemove.set(`${player.id}:${n - 2}`, placed.json().id);
          else first.set(`${contest.id}:${player.id}`, placed.json().id);
        }),
      ),
    );
    await Promise.all(
      players.map(async (player, i) => {
        const placed = await placePlay(t.app, player.headers, onLater.get(each.id)!, {
          amount: 5,
          runners: [later.runners[i % 6]!.id],
        });
        expect(placed.statusCode, placed.body).toBe(201);
      }),
    );

    /** Each player's requests of one wave: a play on the race, a change, a removal, plays on the later race. */
    const wave = (round: number) =>
      players.flatMap((player, i) => {
        const runner = (offset: number) => race.runners[(i + offset + round) % 6]!.id;
        return {
          // Open until the close: the race in the first contest, the change and the removal.
          onRace: [
            placePlay(t.app, player.headers, onRace.get(each.id)!, { amount: 2, runners: [runner(1)] }),
            placePlay(t.app, player.headers, onRace.get(second.id)!, {
              amount: 3,
              runners: [runner(2)],
              replaces: first.get(`${second.id}:${player.id}`),
            }),
            removePlay(player.headers, toRemove.get(`${player.id}:${round}`)!),
          ],
          // Pick & Pray locks every race at its first race's close.
          pickLater: [
            placePlay(t.app, player.headers, onLater.get(pick.id)!, {
              amount: 2,
              runners: [later.runners[i % 6]!.id],
            }),
          ],
          // Another race of a contest that locks each race by itself stays open throughout.
          open: [
            placePlay(t.app, player.headers, onLater.get(second.id)!, {
              amount: 2,
              runners: [later.runners[(i + round) % 6]!.id],
            }),
          ],
        };
      });
    const settle = async (requests: ReturnType<typeof wave>) => ({
      onRace: await Promise.all(requests.flatMap((r) => r.onRace)),
      pickLater: await Promise.all(requests.flatMap((r) => r.pickLater)),
      open: await Promise.all(requests.flatMap((r) => r.open)),
    });
    const closedMessages = [PLAY_MESSAGES.wageringClosed, PLAY_MESSAGES.picksLocked];

    // The close, in the middle of a wave.
    const before = wave(0);
    const close = updateRace(t.app, admin.headers, race.race.id, { isWageringClosed: true });
    const during = wave(1);
    const [closed, racing, racingAlso] = await Promise.all([close, settle(before), settle(during)]);
    expect(closed.statusCode, closed.body).toBe(200);
    for (const answers of [racing, racingAlso]) {
      // A change whose play was removed or changed by a request of the same wave answers 404.
      expectOnly([...answers.onRace, ...answers.pickLater], {
        200: 'any',
        201: 'any',
        404: [PLAY_MESSAGES.wagerNotFound],
        409: closedMessages,
      });
      expectOnly(answers.open, { 201: 'any' });
    }

    // After the close answered: everything on the race, and in Pick & Pray, is refused.
    const after = await settle(wave(2));
    expectOnly([...after.onRace, ...after.pickLater], { 409: closedMessages });
    expect(after.pickLater.every((response) => response.json().message === PLAY_MESSAGES.picksLocked)).toBe(
      true,
    );
    expectOnly(after.open, { 201: 'any' });

    // The result, then two finalizes at once with more late requests.
    const result = await addResult(t.app, admin.headers, race.race.id, {
      pool: 'WIN',
      payoff: PAYOFF_DOLLARS,
      runners: [winner.id],
    });
    expect(result.statusCode, result.body).toBe(201);
    const late = wave(3);
    const [finalizedOnce, finalizedTwice, lateAnswers] = await Promise.all([
      finalize(t.app, admin.headers, race.race.id),
      finalize(t.app, admin.headers, race.race.id),
      settle(late),
    ]);
    expect([finalizedOnce.statusCode, finalizedTwice.statusCode].sort()).toEqual([200, 409]);
    const refusal = [finalizedOnce, finalizedTwice].find((response) => response.statusCode === 409)!;
    expect(refusal.json().message).toBe(RACE_MESSAGES.alreadyFinalized);
    expectOnly([...lateAnswers.onRace, ...lateAnswers.pickLater], { 409: closedMessages });
    expectOnly(lateAnswers.open, { 201: 'any' });
    const again = await finalize(t.app, admin.headers, race.race.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(RACE_MESSAGES.alreadyFinalized);

    // The money: every entry's bankroll is its start less its stakes plus its returns; the board adds the stakes
    // still open (the later race); ranks follow the board.
    const entries = await db
      .select()
      .from(contestPlayers)
      .where(
        inArray(
          contestPlayers.contestId,
          contests.map((contest) => contest.id),
        ),
      );
    expect(entries).toHaveLength(contests.length * PLAYERS);
    const plays = await db
      .select({
        entryId: wagers.contestPlayerId,
        raceId: wagers.raceId,
        runnerId: wagers.runnerId,
        amountCents: wagers.amountCents,
        payoffCents: wagers.payoffCents,
        finalized: races.finalized,
      })
      .from(wagers)
      .innerJoin(races, eq(races.id, wagers.raceId))
      .where(
        inArray(
          wagers.contestPlayerId,
          entries.map((entry) => entry.id),
        ),
      );
    const playsOf = (entryId: number) => plays.filter((play) => play.entryId === entryId);
    for (const entry of entries) {
      const own = playsOf(entry.id);
      const stakes = own.reduce((sum, play) => sum + play.amountCents, 0);
      const returns = own.reduce((sum, play) => sum + (play.payoffCents ?? 0), 0);
      const open = own.filter((play) => !play.finalized).reduce((sum, play) => sum + play.amountCents, 0);
      expect(entry.bankrollCents).toBe(STARTING_CENTS - stakes + returns);
      expect(entry.leaderboardBankrollCents).toBe(entry.bankrollCents + open);
      const ahead = entries.filter(
        (other) =>
          other.contestId === entry.contestId &&
          other.leaderboardBankrollCents > entry.leaderboardBankrollCents,
      );
      expect(entry.rank).toBe(ahead.length + 1);
      expect(own.filter((play) => play.raceId === race.race.id).length).toBeLessThanOrEqual(4);
    }

    // Every play on the race is scored: those on the winner return $6 per $2, the others nothing.
    const onTheRace = plays.filter((play) => play.raceId === race.race.id);
    expect(onTheRace.every((play) => play.finalized)).toBe(true);
    const scored = onTheRace.filter((play) => play.runnerId === winner.id);
    expect(scored.length).toBeGreaterThan(0);
    for (const play of scored) expect(play.payoffCents).toBe((play.amountCents * PAYOFF_DOLLARS) / 2);
    for (const play of onTheRace.filter((play) => play.runnerId !== winner.id)) {
      expect(play.payoffCents ?? 0).toBe(0);
    }
    // Nothing on the later race is scored yet.
    const onLaterRace = plays.filter((play) => play.raceId === later.race.id);
    expect(onLaterRace.every((play) => !play.finalized && play.payoffCents === null)).toBe(true);
  });
});
