import { RACE_MESSAGES } from '@cj/shared/races';
import { SCORING_LOG_MESSAGES } from '@cj/shared/scoring-log';
import { inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { runners as runnersTable } from '../../src/db/schema/races';
import { signupAdministrator } from '../accounts-helpers';
import { insertContest } from '../fixtures';
import {
  addRaceToContest,
  insertPlayer,
  insertPlayers,
  insertRace,
  placePlay,
  settleRace,
} from '../race-fixtures';
import { useTestApp } from '../test-app';

const t = useTestApp();
afterEach(() => {
  t.clock.now = new Date();
});

const scoring = (contestRaceId: number | string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/race/${contestRaceId}/scoring`, headers });

const ref = (runner: { id: number; programNumber: string | null; name: string }) => ({
  id: runner.id,
  programNumber: runner.programNumber,
  name: runner.name,
});

describe('GET /api/race/{id}/scoring', () => {
  it('records a dead heat, a capped payoff, alternate and favorite substitutions, as finalize applied them', async () => {
    const db = t.database.db;
    const { race, runners } = await insertRace(db);
    const capped = await insertContest(db, { format: 2, alternatesEnabled: true, winPayoutCapCents: 2_000 });
    const uncapped = await insertContest(db, { format: 2 });
    const cappedRace = await addRaceToContest(db, capped.id, race.id);
    const uncappedRace = await addRaceToContest(db, uncapped.id, race.id);
    const accounts = await insertPlayers(db, 4);
    for (const account of accounts) {
      await insertPlayer(db, capped.id, account.id, { bankrollCents: 0, leaderboardBankrollCents: 0 });
    }
    const [one, two, three, four, five, six] = runners;
    const plays = [
      { runners: [one!.id], alternateRunner: two!.id },
      { runners: [one!.id] },
      { runners: [one!.id], alternateRunner: three!.id },
      { runners: [four!.id] },
    ];
    for (const [i, play] of plays.entries()) {
      const placed = await placePlay(t.app, accounts[i]!.headers, cappedRace.id, { amount: 2, ...play });
      expect(placed.statusCode).toBe(201);
    }

    const admin = await signupAdministrator(t.app, db);
    expect((await scoring(cappedRace.id)).json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: SCORING_LOG_MESSAGES.notScored,
    });
    await db
      .update(runnersTable)
      .set({ scratched: true })
      .where(inArray(runnersTable.id, [one!.id, three!.id, six!.id]));
    const finalizedAt = new Date(Date.now() + 60_000);
    t.clock.now = finalizedAt;
    await settleRace(
      t.app,
      admin.headers,
      race.id,
      [
        { runnerId: four!.id, payoff: 30 },
        { runnerId: two!.id, payoff: 8.4 },
      ],
      five!.id,
    );

    const log = await scoring(cappedRace.id);
    expect(log.statusCode).toBe(200);
    expect(log.json()).toEqual({
      contestRaceId: cappedRace.id,
      raceId: race.id,
      finalizedAt: finalizedAt.toISOString(),
      payoutCap: 20,
      results: [
        { runner: ref(two!), payoff: 8.4, scoredPayoff: 8.4, deadHeat: true },
        { runner: ref(four!), payoff: 30, scoredPayoff: 20, deadHeat: true },
      ],
      scratches: [
        { runner: ref(one!), scoredAs: ref(two!), reason: 'alternate', plays: 1 },
        { runner: ref(one!), scoredAs: ref(five!), reason: 'favorite', plays: 2 },
        { runner: ref(three!), scoredAs: null, reason: null, plays: 0 },
        { runner: ref(six!), scoredAs: null, reason: null, plays: 0 },
      ],
    });

    // The same race in another contest: no cap, no plays moved; its own log.
    const other = await scoring(uncappedRace.id);
    expect(other.json()).toMatchObject({
      contestRaceId: uncappedRace.id,
      payoutCap: null,
      results: [
        { runner: ref(two!), payoff: 8.4, scoredPayoff: 8.4, deadHeat: true },
        { runner: ref(four!), payoff: 30, scoredPayoff: 30, deadHeat: true },
      ],
      scratches: [one, three, six].map((runner) => ({
        runner: ref(runner!),
        scoredAs: null,
        reason: null,
        plays: 0,
      })),
    });
  });

  it('a single winner under the cap is paid in full and is no dead heat', async () => {
    const db = t.database.db;
    const { race, runners } = await insertRace(db);
    const contest = await insertContest(db, { winPayoutCapCents: 4_200 });
    const contestRace = await addRaceToContest(db, contest.id, race.id);
    const admin = await signupAdministrator(t.app, db);
    await settleRace(t.app, admin.headers, race.id, [{ runnerId: runners[2]!.id, payoff: 12.6 }]);
    expect((await scoring(contestRace.id)).json()).toMatchObject({
      payoutCap: 42,
      results: [{ runner: ref(runners[2]!), payoff: 12.6, scoredPayoff: 12.6, deadHeat: false }],
      scratches: [],
    });
  });

  it('answers 404 for an unknown or malformed id, and for a contest the viewer may not see', async () => {
    const db = t.database.db;
    for (const id of ['abc', '0', '99999999999', '2000000000', '-1']) {
      const missing = await scoring(id);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(RACE_MESSAGES.raceNotFound);
    }
    const { race, runners } = await insertRace(db);
    const hidden = await insertContest(db, { isPublic: false });
    const contestRace = await addRaceToContest(db, hidden.id, race.id);
    const admin = await signupAdministrator(t.app, db);
    await settleRace(t.app, admin.headers, race.id, [{ runnerId: runners[0]!.id, payoff: 4 }]);
    expect((await scoring(contestRace.id)).json().message).toBe(RACE_MESSAGES.raceNotFound);
    expect((await scoring(contestRace.id, admin.headers)).statusCode).toBe(200);
  });
});
