import { PLAYER_MESSAGES } from '@cj/shared/players';
import { PRIZE_MESSAGES } from '@cj/shared/prizes';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { prizes } from '../../src/db/schema/contests';
import { signupAdministrator, type TestAccount } from '../accounts-helpers';
import { insertContest } from '../fixtures';
import { useTestApp } from '../test-app';

const t = useTestApp();
let admin: TestAccount;

beforeAll(async () => {
  admin = await signupAdministrator(t.app, t.database.db);
});

const M = PRIZE_MESSAGES;
type Id = number | string;
const addPrize = (contest: Id, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/contest/${contest}/prizes`, headers: admin.headers, payload });
const changePrize = (contest: Id, prize: Id, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/contest/${contest}/prizes/${prize}`,
    headers: admin.headers,
    payload,
  });
const removePrize = (contest: Id, prize: Id) =>
  t.app.inject({ method: 'POST', url: `/api/contest/${contest}/prizes/${prize}`, headers: admin.headers });
const pending = async () =>
  (
    await t.app.inject({ method: 'GET', url: '/api/admin/prizes/pending', headers: admin.headers })
  ).json() as {
    id: number;
  }[];

const badRequest = (message: string) => ({ statusCode: 400, error: 'Bad Request', message });
const prizeRows = (contestId: number) =>
  t.database.db.select().from(prizes).where(eq(prizes.contestId, contestId));

describe('POST /api/contest/{id}/prizes', () => {
  it('adds a prize (value in dollars) and the contest lists it', async () => {
    const contest = await insertContest(t.database.db);
    const response = await addPrize(contest.slug, {
      label: 'Grand prize',
      placement: 1,
      type: 1,
      value: 1250.5,
    });
    expect(response.statusCode).toBe(201);
    const prize = response.json();
    expect(prize).toEqual({
      id: expect.any(Number),
      prizeID: prize.id,
      label: 'Grand prize',
      placement: 1,
      type: 1,
      value: 1250.5,
      paid: false,
    });
    expect(await prizeRows(contest.id)).toEqual([
      expect.objectContaining({ valueCents: 125_050, paid: false }),
    ]);
    const listed = await t.app.inject({ method: 'GET', url: `/api/contest/${contest.id}/prizes` });
    expect(listed.json()).toEqual([prize]);
  });

  it('takes the label as optional and every prize type', async () => {
    const contest = await insertContest(t.database.db);
    for (const type of [1, 2, 3]) {
      const response = await addPrize(contest.id, { placement: type, type, value: 10 });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ label: '', type });
    }
  });

  it('answers the spec messages in the form order', async () => {
    const contest = await insertContest(t.database.db);
    const valid = { label: 'x', placement: 1, type: 1, value: 5 };
    const cases: [object, string][] = [
      [{}, M.placeRequired],
      [{ ...valid, placement: undefined }, M.placeRequired],
      [{ ...valid, placement: 0 }, M.placeRequired],
      [{ ...valid, placement: -2 }, M.placeRequired],
      [{ ...valid, placement: 1.5 }, M.placeInvalid],
      [{ ...valid, type: undefined }, M.typeRequired],
      [{ ...valid, type: 4 }, M.typeRequired],
      [{ ...valid, type: 'CASH' }, M.typeRequired],
      [{ ...valid, value: undefined }, M.prizeRequired],
      [{ ...valid, value: 0 }, M.prizeRequired],
      [{ ...valid, value: -10 }, M.prizeRequired],
      [{ ...valid, value: 10.001 }, M.prizeInvalid],
      [{ ...valid, label: 'x'.repeat(201) }, M.labelTooLong],
    ];
    for (const [payload, message] of cases) {
      expect((await addPrize(contest.id, payload)).json(), JSON.stringify(payload)).toEqual(
        badRequest(message),
      );
    }
    expect(await prizeRows(contest.id)).toEqual([]);
  });

  it("answers 'Contest not found.' (404) for a contest that does not exist", async () => {
    for (const id of ['no-such-contest', '99999999999']) {
      const response = await addPrize(id, { placement: 1, type: 1, value: 5 });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(PLAYER_MESSAGES.contestNotFound);
    }
  });
});

describe('PUT /api/contest/{id}/prizes/{prizeID}', () => {
  it('changes every field, paid included, and may send back the prize as read', async () => {
    const contest = await insertContest(t.database.db);
    const prize = (await addPrize(contest.id, { label: 'Cash', placement: 1, type: 1, value: 100 })).json();
    const response = await changePrize(contest.slug, prize.id, {
      ...prize,
      label: 'Seat',
      placement: 2,
      type: 2,
      value: 75.25,
      paid: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: prize.id,
      prizeID: prize.id,
      label: 'Seat',
      placement: 2,
      type: 2,
      value: 75.25,
      paid: true,
    });
    const unchangedPaid = await changePrize(contest.id, prize.id, {
      prizeID: prize.id,
      placement: 2,
      type: 2,
      value: 80,
    });
    expect(unchangedPaid.json()).toMatchObject({ value: 80, paid: true, label: '' });
  });

  it('answers Prize ID is required first, then the create messages', async () => {
    const contest = await insertContest(t.database.db);
    const prize = (await addPrize(contest.id, { placement: 1, type: 1, value: 100 })).json();
    const valid = { prizeID: prize.id, placement: 1, type: 1, value: 5 };
    const cases: [object, string][] = [
      [{}, M.prizeIdRequired],
      [{ ...valid, prizeID: undefined }, M.prizeIdRequired],
      [{ ...valid, prizeID: 'one' }, M.prizeIdRequired],
      [{ ...valid, placement: 0 }, M.placeRequired],
      [{ ...valid, type: 0 }, M.typeRequired],
      [{ ...valid, value: 0 }, M.prizeRequired],
      [{ ...valid, paid: 'yes' }, M.paidInvalid],
      [{ ...valid, prizeID: prize.id + 1 }, M.prizeIdMismatch],
    ];
    for (const [payload, message] of cases) {
      expect((await changePrize(contest.id, prize.id, payload)).json(), JSON.stringify(payload)).toEqual(
        badRequest(message),
      );
    }
  });

  it('answers 404 for a prize of another contest or one that does not exist', async () => {
    const contest = await insertContest(t.database.db);
    const other = await insertContest(t.database.db);
    const prize = (await addPrize(other.id, { placement: 1, type: 1, value: 100 })).json();
    const response = await changePrize(contest.id, prize.id, {
      prizeID: prize.id,
      placement: 1,
      type: 1,
      value: 1,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(M.prizeNotFound);
    expect((await prizeRows(other.id))[0]).toMatchObject({ valueCents: 10_000 });
    for (const id of ['abc', '99999999999']) {
      const missing = await changePrize(contest.id, id, { prizeID: 1, placement: 1, type: 1, value: 1 });
      expect(missing.statusCode, id).toBe(404);
    }
  });
});

describe('POST /api/contest/{id}/prizes/{prizeId} removes the prize', () => {
  it('answers 200 with the removed prize; the prize is gone', async () => {
    const contest = await insertContest(t.database.db);
    const kept = (await addPrize(contest.id, { placement: 1, type: 1, value: 100 })).json();
    const removed = (await addPrize(contest.id, { placement: 2, type: 3, value: 20 })).json();
    const response = await removePrize(contest.slug, removed.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(removed);
    expect(await prizeRows(contest.id)).toEqual([expect.objectContaining({ id: kept.id })]);
    const again = await removePrize(contest.slug, removed.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(M.prizeNotFound);
  });

  it('never removes a prize through another contest', async () => {
    const contest = await insertContest(t.database.db);
    const other = await insertContest(t.database.db);
    const prize = (await addPrize(other.id, { placement: 1, type: 1, value: 100 })).json();
    expect((await removePrize(contest.id, prize.id)).statusCode).toBe(404);
    expect(await prizeRows(other.id)).toHaveLength(1);
    for (const id of ['abc', '99999999999', '0'])
      expect((await removePrize(other.id, id)).statusCode).toBe(404);
  });
});

describe('GET /api/admin/prizes/pending', () => {
  it('lists unpaid prizes across contests with their contest, the earliest contest first', async () => {
    const later = await insertContest(t.database.db, { startTime: new Date('2020-02-01T00:00:00Z') });
    const earlier = await insertContest(t.database.db, { startTime: new Date('2020-01-01T00:00:00Z') });
    const cancelled = await insertContest(t.database.db, {
      isCancelled: true,
      startTime: new Date('2019-01-01T00:00:00Z'),
    });
    const second = (
      await addPrize(later.id, { label: 'Runner-up', placement: 2, type: 2, value: 50 })
    ).json();
    const first = (await addPrize(later.id, { label: 'Winner', placement: 1, type: 1, value: 100 })).json();
    const early = (await addPrize(earlier.id, { placement: 1, type: 3, value: 25 })).json();
    const paid = (await addPrize(earlier.id, { placement: 2, type: 1, value: 10 })).json();
    await changePrize(earlier.id, paid.id, {
      prizeID: paid.id,
      placement: 2,
      type: 1,
      value: 10,
      paid: true,
    });
    const cancelledPrize = (await addPrize(cancelled.id, { placement: 1, type: 1, value: 10 })).json();

    const ours = (await pending()).filter((row) =>
      [first, second, early, paid, cancelledPrize].some((p) => p.id === row.id),
    );
    expect(ours).toEqual([
      {
        ...early,
        contestID: earlier.id,
        contestSlug: earlier.slug,
        contestName: earlier.name,
        contestDate: '2020-01-01T00:00:00.000Z',
      },
      {
        ...first,
        contestID: later.id,
        contestSlug: later.slug,
        contestName: later.name,
        contestDate: '2020-02-01T00:00:00.000Z',
      },
      expect.objectContaining({ id: second.id, label: 'Runner-up', contestSlug: later.slug }),
    ]);

    await changePrize(later.id, first.id, { ...first, paid: true });
    expect((await pending()).some((row) => row.id === first.id)).toBe(false);
  });
});
