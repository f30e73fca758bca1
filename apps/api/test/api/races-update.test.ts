import { PLAY_MESSAGES } from '@cj/shared/plays';
import { RACE_MESSAGES } from '@cj/shared/races';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { races } from '../../src/db/schema/races';
import { signupAccount, signupAdministrator } from '../accounts-helpers';
import { insertRace, settleRace, updateRace } from '../race-fixtures';
import { useTestApp } from '../test-app';

const t = useTestApp();

describe('PUT /api/race/{id}', () => {
  it('is for administrators only: 401 anonymous, 403 for a player', async () => {
    const { race } = await insertRace(t.database.db);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/race/${race.id}`,
      payload: { isWageringClosed: true },
    });
    expect(anonymous.statusCode).toBe(401);
    const player = await signupAccount(t.app);
    expect((await updateRace(t.app, player.headers, race.id, { isWageringClosed: true })).statusCode).toBe(
      403,
    );
    const [row] = await t.database.db.select().from(races).where(eq(races.id, race.id));
    expect(row!.isWageringClosed).toBe(false);
  });

  it('closes and reopens wagering, moves the post time and sets the minimum', async () => {
    const { race } = await insertRace(t.database.db);
    const admin = await signupAdministrator(t.app, t.database.db);
    const closed = await updateRace(t.app, admin.headers, race.id, {
      isWageringClosed: true,
      postTime: '2030-05-04T16:05:00-04:00',
      minWagerAmount: 2.5,
    });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({
      id: race.id,
      isWageringClosed: true,
      postTime: '2030-05-04T20:05:00.000Z',
      minWagerAmount: 2.5,
      finalized: false,
    });
    const reopened = await updateRace(t.app, admin.headers, race.id, { isWageringClosed: false });
    expect(reopened.json()).toMatchObject({ isWageringClosed: false, postTime: '2030-05-04T20:05:00.000Z' });
    expect((await updateRace(t.app, admin.headers, race.id, {})).statusCode).toBe(200);
  });

  it('marks a starter of the race as post-time favorite, refuses a scratched or foreign runner, clears with null', async () => {
    const db = t.database.db;
    const { race, runners } = await insertRace(db, {
      runners: [{ name: 'Starter' }, { name: 'Scratched', scratched: true }],
    });
    const other = await insertRace(db);
    const admin = await signupAdministrator(t.app, db);
    const marked = await updateRace(t.app, admin.headers, race.id, { favoriteRunnerId: runners[0]!.id });
    expect(marked.json().favoriteRunnerId).toBe(runners[0]!.id);
    for (const favoriteRunnerId of [runners[1]!.id, other.runners[0]!.id, 2_000_000_000]) {
      const refused = await updateRace(t.app, admin.headers, race.id, { favoriteRunnerId });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(RACE_MESSAGES.favoriteMustStart);
    }
    const cleared = await updateRace(t.app, admin.headers, race.id, { favoriteRunnerId: null });
    expect(cleared.json().favoriteRunnerId).toBeNull();
  });

  it('answers the spec messages for invalid fields', async () => {
    const { race } = await insertRace(t.database.db);
    const admin = await signupAdministrator(t.app, t.database.db);
    const cases: [object, string][] = [
      [{ postTime: 'tomorrow' }, RACE_MESSAGES.postTimeRequired],
      [{ postTime: null }, RACE_MESSAGES.postTimeRequired],
      [{ isWageringClosed: 'yes' }, RACE_MESSAGES.wageringClosedRequired],
      [{ isWageringClosed: null }, RACE_MESSAGES.wageringClosedRequired],
      [{ minWagerAmount: 2.005 }, PLAY_MESSAGES.amountNotANumber],
    ];
    for (const [payload, message] of cases) {
      const response = await updateRace(t.app, admin.headers, race.id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await updateRace(t.app, admin.headers, race.id, { minWagerAmount: -1 })).statusCode).toBe(400);
    expect((await updateRace(t.app, admin.headers, race.id, { finalized: true })).statusCode).toBe(400);
  });

  it('answers 404 for unknown or malformed ids', async () => {
    const admin = await signupAdministrator(t.app, t.database.db);
    for (const id of ['abc', '99999999999', '2000000000']) {
      const response = await updateRace(t.app, admin.headers, id, { isWageringClosed: true });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(RACE_MESSAGES.raceNotFound);
    }
  });

  it('never changes a finalized race again, not even to reopen it', async () => {
    const { race, runners } = await insertRace(t.database.db);
    const admin = await signupAdministrator(t.app, t.database.db);
    await settleRace(t.app, admin.headers, race.id, [{ runnerId: runners[0]!.id, payoff: 4.2 }]);
    for (const payload of [{ isWageringClosed: false }, { postTime: '2030-05-04T20:00:00Z' }, {}]) {
      const response = await updateRace(t.app, admin.headers, race.id, payload);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(RACE_MESSAGES.finalizedCannotChange);
    }
  });
});
