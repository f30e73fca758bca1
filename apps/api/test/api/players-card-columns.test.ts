import type { Player } from '@cj/shared/players';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { races, runners } from '../../src/db/schema/races';
import { addMinutes } from '../../src/lib/time';
import { signupAccount, type TestAccount } from '../accounts-helpers';
import { insertContest } from '../fixtures';
import { addRaceToContest, insertPlayer, insertRace, placePlay } from '../race-fixtures';
import { useTestApp } from '../test-app';

const t = useTestApp();

const hoursFromNow = (hours: number) => addMinutes(t.clock.now, hours * 60);

const board = async (contestId: number, viewer?: TestAccount) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/contest/${contestId}/players`,
    headers: viewer?.headers ?? {},
  });
  expect(response.statusCode).toBe(200);
  return response.json() as Player[];
};

const setRace = (raceId: number, values: Partial<typeof races.$inferInsert>) =>
  t.database.db.update(races).set(values).where(eq(races.id, raceId));

/**
 * A contest of three races an hour apart (Race 1 first), two entries: Picker plays #2 in Races 1 and 2, Idler
 * plays nothing.
 */
async function contestOfThree(overrides: Parameters<typeof insertContest>[1] = {}) {
  const db = t.database.db;
  const contest = await insertContest(db, { startTime: hoursFromNow(1), ...overrides });
  const card = await Promise.all(
    [1, 2, 3].map(async (number) => {
      const seeded = await insertRace(db, { race: { raceNumber: number, postTime: hoursFromNow(number) } });
      return { ...seeded, contestRace: await addRaceToContest(db, contest.id, seeded.race.id) };
    }),
  );
  const picker = await signupAccount(t.app);
  const pickerEntry = await insertPlayer(db, contest.id, picker.id, {
    name: 'Picker',
    leaderboardBankrollCents: 20_000,
  });
  const idler = await signupAccount(t.app);
  const idlerEntry = await insertPlayer(db, contest.id, idler.id, { name: 'Idler' });
  const play = async (index: number, payload: object = {}) => {
    const race = card[index]!;
    const placed = await placePlay(t.app, picker.headers, race.contestRace.id, {
      amount: 5,
      runners: [race.runners[1]!.id],
      ...payload,
    });
    expect(placed.statusCode, placed.body).toBe(201);
  };
  const row = async (entryId: number, viewer?: TestAccount) =>
    (await board(contest.id, viewer)).find((player) => player.id === entryId)!;
  return { contest, card, picker, pickerEntry, idler, idlerEntry, play, row };
}

describe('a leaderboard row: picks left and the horse running for the entry', () => {
  it('counts the open races an entry has not picked, and names no horse while no race is closed', async () => {
    const { play, row, pickerEntry, idlerEntry, idler } = await contestOfThree();
    await play(0);
    await play(1);
    expect(await row(pickerEntry.id)).toMatchObject({ picksLeft: 1, nowRunning: null });
    expect(await row(idlerEntry.id)).toMatchObject({ picksLeft: 3, nowRunning: null });
    // A rival sees the same: how many are left, never which horse before the race closes.
    expect(await row(pickerEntry.id, idler)).toMatchObject({ picksLeft: 1, nowRunning: null });
  });

  it('once a race closes, names the horse running for each entry in it, to everyone, or no pick', async () => {
    const { play, row, card, pickerEntry, idlerEntry, idler } = await contestOfThree();
    await play(0);
    await play(1);
    await setRace(card[0]!.race.id, { isWageringClosed: true });
    const running = { raceNumber: 1, runner: { programNumber: '2', name: 'Runner 2', scratched: false } };
    expect(await row(pickerEntry.id)).toMatchObject({ picksLeft: 1, nowRunning: running });
    expect(await row(pickerEntry.id, idler)).toMatchObject({ nowRunning: running });
    // Closed races are no longer left to pick.
    expect(await row(idlerEntry.id)).toMatchObject({
      picksLeft: 2,
      nowRunning: { raceNumber: 1, runner: null },
    });

    // Race 2 closes too (by its post time on the app's clock): the latest closed race not final is the one shown.
    t.clock.now = addMinutes(t.clock.now, 2 * 60 + 1);
    expect(await row(pickerEntry.id)).toMatchObject({ picksLeft: 1, nowRunning: { raceNumber: 2 } });
    // Race 2 final, Race 1 not: Race 1 again. Both final: nothing running.
    await setRace(card[1]!.race.id, { isWageringClosed: true, finalized: true });
    expect(await row(pickerEntry.id)).toMatchObject({ nowRunning: { raceNumber: 1 } });
    await setRace(card[0]!.race.id, { finalized: true });
    expect(await row(pickerEntry.id)).toMatchObject({ picksLeft: 1, nowRunning: null });
  });

  it('names the alternate for a scratched pick, else the post-time favorite once known', async () => {
    const { play, row, card, pickerEntry } = await contestOfThree({ alternatesEnabled: true });
    const [first, second] = card;
    await play(0, { alternateRunner: first!.runners[4]!.id });
    await play(1);
    await t.database.db.update(runners).set({ scratched: true }).where(eq(runners.id, first!.runners[1]!.id));
    await t.database.db
      .update(runners)
      .set({ scratched: true })
      .where(eq(runners.id, second!.runners[1]!.id));
    await setRace(first!.race.id, { isWageringClosed: true });
    expect((await row(pickerEntry.id)).nowRunning).toEqual({
      raceNumber: 1,
      runner: { programNumber: '5', name: 'Runner 5', scratched: false },
    });

    await setRace(second!.race.id, { isWageringClosed: true });
    // No alternate, no favorite known yet: the scratched pick, said scratched.
    expect((await row(pickerEntry.id)).nowRunning).toEqual({
      raceNumber: 2,
      runner: { programNumber: '2', name: 'Runner 2', scratched: true },
    });
    await setRace(second!.race.id, { favoriteRunnerId: second!.runners[0]!.id });
    expect((await row(pickerEntry.id)).nowRunning).toEqual({
      raceNumber: 2,
      runner: { programNumber: '1', name: 'Runner 1', scratched: false },
    });
  });

  it('leaves no picks in a cancelled contest', async () => {
    const { row, idlerEntry } = await contestOfThree({ isCancelled: true });
    expect((await row(idlerEntry.id)).picksLeft).toBe(0);
  });

  it('leaves no picks in a Pick & Pray contest once its first race has closed', async () => {
    const { row, card, idlerEntry } = await contestOfThree({ picksLockAt: 'first-race' });
    expect((await row(idlerEntry.id)).picksLeft).toBe(3);
    await setRace(card[0]!.race.id, { isWageringClosed: true });
    expect((await row(idlerEntry.id)).picksLeft).toBe(0);
  });
});
