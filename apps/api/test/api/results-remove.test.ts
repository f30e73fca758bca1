import { RACE_MESSAGES, RaceResultSchema } from '@cj/shared/races';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { raceResultRunners, races } from '../../src/db/schema/races';
import { signupAccount, signupAdministrator } from '../accounts-helpers';
import { addResult, finalize, insertRace, updateRace } from '../race-fixtures';
import { useTestApp } from '../test-app';

const t = useTestApp();

const removeResult = (headers: Record<string, string>, raceId: number | string, resultId: number | string) =>
  t.app.inject({ method: 'DELETE', url: `/api/race/${raceId}/results/${resultId}`, headers });

const listResults = async (raceId: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/race/${raceId}/results` })).json();

/** A race whose wagering is closed, with two Win results (a dead heat): #1 then #2 at $6.80, #3 at $4. */
async function raceWithResults() {
  const db = t.database.db;
  const { race, runners } = await insertRace(db);
  const admin = await signupAdministrator(t.app, db);
  expect((await updateRace(t.app, admin.headers, race.id, { isWageringClosed: true })).statusCode).toBe(200);
  const first = await addResult(t.app, admin.headers, race.id, {
    pool: 'WIN',
    payoff: 6.8,
    runners: [runners[0]!.id, runners[1]!.id],
  });
  const second = await addResult(t.app, admin.headers, race.id, {
    pool: 'WIN',
    payoff: 4,
    runners: [runners[2]!.id],
  });
  expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
  return { race, runners, admin, first: first.json(), second: second.json() };
}

describe('DELETE /api/race/{id}/results/{resultId}', () => {
  it('is for administrators only: 401 anonymous, 403 for a player, and the result stays', async () => {
    const { race, first } = await raceWithResults();
    expect((await removeResult({}, race.id, first.id)).statusCode).toBe(401);
    const player = await signupAccount(t.app);
    expect((await removeResult(player.headers, race.id, first.id)).statusCode).toBe(403);
    expect(await listResults(race.id)).toHaveLength(2);
  });

  it('removes the result with its finishers and answers it; the other result stays', async () => {
    const { race, admin, first, second } = await raceWithResults();
    const response = await removeResult(admin.headers, race.id, first.id);
    expect(response.statusCode).toBe(200);
    expect(RaceResultSchema.parse(response.json())).toEqual(first);
    expect(await listResults(race.id)).toEqual([second]);
    const finishers = await t.database.db
      .select()
      .from(raceResultRunners)
      .where(eq(raceResultRunners.resultId, first.id));
    expect(finishers).toEqual([]);
  });

  it('lets the corrected result be entered and the race finalized with it', async () => {
    const { race, runners, admin, first, second } = await raceWithResults();
    for (const result of [first, second]) {
      expect((await removeResult(admin.headers, race.id, result.id)).statusCode).toBe(200);
    }
    const empty = await finalize(t.app, admin.headers, race.id);
    expect(empty.statusCode).toBe(409);
    expect(empty.json().message).toBe(RACE_MESSAGES.resultsRequiredToFinalize);
    const corrected = await addResult(t.app, admin.headers, race.id, {
      pool: 'WIN',
      payoff: 12.2,
      runners: [runners[3]!.id],
    });
    expect(corrected.statusCode).toBe(201);
    expect((await finalize(t.app, admin.headers, race.id)).statusCode).toBe(200);
    expect(await listResults(race.id)).toEqual([corrected.json()]);
  });

  it("keeps the race's post-time favorite when its last result goes: the favorite is set on the race itself too", async () => {
    const { race, runners, admin, first, second } = await raceWithResults();
    const favorite = runners[3]!.id;
    expect((await updateRace(t.app, admin.headers, race.id, { favoriteRunnerId: favorite })).statusCode).toBe(
      200,
    );
    for (const result of [first, second]) {
      expect((await removeResult(admin.headers, race.id, result.id)).statusCode).toBe(200);
    }
    const [row] = await t.database.db.select().from(races).where(eq(races.id, race.id));
    expect(row!.favoriteRunnerId).toBe(favorite);
  });

  it('is refused with 409 once the race is finalized, and the result stays', async () => {
    const { race, admin, first } = await raceWithResults();
    expect((await finalize(t.app, admin.headers, race.id)).statusCode).toBe(200);
    const response = await removeResult(admin.headers, race.id, first.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(RACE_MESSAGES.finalizedCannotChange);
    expect(await listResults(race.id)).toHaveLength(2);
  });

  it("answers 404 for another race's result, an unknown or malformed result id, and an unknown race", async () => {
    const { race, admin, first } = await raceWithResults();
    const other = await raceWithResults();
    const foreign = await removeResult(admin.headers, race.id, other.first.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(RACE_MESSAGES.resultNotFound);
    expect(await listResults(other.race.id)).toHaveLength(2);

    for (const resultId of ['2000000000', 'abc', '99999999999', '0']) {
      const response = await removeResult(admin.headers, race.id, resultId);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(RACE_MESSAGES.resultNotFound);
    }
    for (const raceId of ['2000000000', 'abc']) {
      const response = await removeResult(admin.headers, raceId, first.id);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(RACE_MESSAGES.raceNotFound);
    }
    expect(await listResults(race.id)).toHaveLength(2);
  });

  it('answers 404 for a result removed already', async () => {
    const { race, admin, first } = await raceWithResults();
    expect((await removeResult(admin.headers, race.id, first.id)).statusCode).toBe(200);
    const again = await removeResult(admin.headers, race.id, first.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(RACE_MESSAGES.resultNotFound);
  });
});
