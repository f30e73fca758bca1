import { CONTEST_MESSAGES } from '@cj/shared/contests';
import { PLAYER_MESSAGES } from '@cj/shared/players';
import { PRIZE_MESSAGES } from '@cj/shared/prizes';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { prizes } from '../../src/db/schema/contests';
import { signupAccount, signupAdministrator, type TestAccount } from '../accounts-helpers';
import { insertContest } from '../fixtures';
import { insertPlayer } from '../race-fixtures';
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

const DAY = 86_400_000;
const hoursAgo = (hours: number) => new Date(t.clock.now.getTime() - hours * 3_600_000);
/** A contest whose last race was finalized two days ago: its results are official. */
const officialContest = (overrides: Parameters<typeof insertContest>[1] = {}) =>
  insertContest(t.database.db, { concludedAt: hoursAgo(48), ...overrides });

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
    const contest = await officialContest();
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

describe('marking a prize paid (awarding it)', () => {
  const markPaid = (contest: { id: number }, prize: { id: number }, paid = true) =>
    changePrize(contest.id, prize.id, { prizeID: prize.id, placement: 1, type: 1, value: 100, paid });
  const conflict = (message: string) => ({ statusCode: 409, error: 'Conflict', message });

  it("waits for official results: 409 before the contest concludes, 'Results are unofficial until …' for 24 hours after", async () => {
    const running = await insertContest(t.database.db);
    const concludedAt = hoursAgo(23);
    const unofficial = await insertContest(t.database.db, { concludedAt });
    const cancelled = await officialContest({ isCancelled: true });
    const cases = [
      [running, M.notConcluded],
      [unofficial, CONTEST_MESSAGES.resultsUnofficialUntil(new Date(concludedAt.getTime() + DAY))],
      [cancelled, M.contestCancelled],
    ] as const;
    for (const [contest, message] of cases) {
      const prize = (await addPrize(contest.id, { placement: 1, type: 1, value: 100 })).json();
      const response = await markPaid(contest, prize);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(conflict(message));
      expect((await prizeRows(contest.id))[0]?.paid).toBe(false);
      // Everything else about the prize may still change, paid: false included.
      expect((await markPaid(contest, prize, false)).statusCode).toBe(200);
    }
    const start = t.clock.now;
    try {
      t.clock.now = new Date(concludedAt.getTime() + DAY);
      const [prize] = await prizeRows(unofficial.id);
      const response = await markPaid(unofficial, prize!);
      expect(response.statusCode).toBe(200);
      expect(response.json().paid).toBe(true);
    } finally {
      t.clock.now = start;
    }
  });

  it('keeps a prize already paid editable with paid: true, and answers 404 for a prize it does not hold', async () => {
    const contest = await insertContest(t.database.db);
    const prize = (await addPrize(contest.id, { placement: 1, type: 1, value: 100 })).json();
    await t.database.db.update(prizes).set({ paid: true }).where(eq(prizes.id, prize.id));
    expect((await markPaid(contest, prize)).statusCode).toBe(200);
    const other = await officialContest();
    const response = await markPaid(other, prize);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(M.prizeNotFound);
  });
});

describe('GET /api/admin/prizes/pending', () => {
  it('lists unpaid prizes of concluded contests only, each with its winner or winners, the earliest contest first', async () => {
    const db = t.database.db;
    const [avery, blake, casey] = [
      await signupAccount(t.app, { firstName: 'Avery', lastName: 'Pending' }),
      await signupAccount(t.app, { firstName: 'Blake', lastName: 'Pending' }),
      await signupAccount(t.app, { firstName: 'Casey', lastName: 'Pending' }),
    ];
    const concludedLater = hoursAgo(6);
    const later = await insertContest(db, {
      startTime: new Date('2020-02-01T00:00:00Z'),
      concludedAt: concludedLater,
    });
    const earlier = await officialContest({ startTime: new Date('2020-01-01T00:00:00Z') });
    const running = await insertContest(db, { startTime: new Date('2019-06-01T00:00:00Z') });
    const cancelled = await officialContest({
      isCancelled: true,
      startTime: new Date('2019-01-01T00:00:00Z'),
    });
    // Later: Avery and Blake tie for first (sharing 1st and 2nd), Casey is third.
    await insertPlayer(db, later.id, avery.id, { name: 'Avery P.', rank: 1 });
    await insertPlayer(db, later.id, blake.id, { name: 'Blake P.', rank: 1 });
    await insertPlayer(db, later.id, casey.id, { name: 'Casey P.', rank: 3 });
    const earlyEntry = await insertPlayer(db, earlier.id, casey.id, { name: 'Casey P.', rank: 1 });
    for (const contest of [running, cancelled]) await insertPlayer(db, contest.id, avery.id, { rank: 1 });

    const second = (
      await addPrize(later.id, { label: 'Runner-up', placement: 2, type: 2, value: 50 })
    ).json();
    const first = (await addPrize(later.id, { label: 'Winner', placement: 1, type: 1, value: 100 })).json();
    const fifth = (await addPrize(later.id, { placement: 5, type: 1, value: 5 })).json();
    const early = (await addPrize(earlier.id, { placement: 1, type: 3, value: 25 })).json();
    const paid = (await addPrize(earlier.id, { placement: 2, type: 1, value: 10 })).json();
    await changePrize(earlier.id, paid.id, {
      prizeID: paid.id,
      placement: 2,
      type: 1,
      value: 10,
      paid: true,
    });
    const runningPrize = (await addPrize(running.id, { placement: 1, type: 1, value: 10 })).json();
    const cancelledPrize = (await addPrize(cancelled.id, { placement: 1, type: 1, value: 10 })).json();

    const ours = (await pending()).filter((row) =>
      [first, second, fifth, early, paid, runningPrize, cancelledPrize].some((p) => p.id === row.id),
    );
    const tied = [
      expect.objectContaining({ name: 'Avery P.', email: avery.email }),
      expect.objectContaining({ name: 'Blake P.', email: blake.email }),
    ];
    expect(ours).toEqual([
      {
        ...early,
        contestID: earlier.id,
        contestSlug: earlier.slug,
        contestName: earlier.name,
        contestDate: '2020-01-01T00:00:00.000Z',
        status: 'official',
        officialAt: new Date(earlier.concludedAt!.getTime() + DAY).toISOString(),
        winners: [{ playerID: earlyEntry.id, name: 'Casey P.', email: casey.email }],
      },
      {
        ...first,
        contestID: later.id,
        contestSlug: later.slug,
        contestName: later.name,
        contestDate: '2020-02-01T00:00:00.000Z',
        status: 'unofficial',
        officialAt: new Date(concludedLater.getTime() + DAY).toISOString(),
        winners: tied,
      },
      expect.objectContaining({ id: second.id, label: 'Runner-up', contestSlug: later.slug, winners: tied }),
    ]);
  });

  it('drops a prize once it is marked paid', async () => {
    const contest = await officialContest();
    const player = await signupAccount(t.app);
    await insertPlayer(t.database.db, contest.id, player.id, { rank: 1 });
    const prize = (await addPrize(contest.id, { label: 'Winner', placement: 1, type: 1, value: 100 })).json();
    expect((await pending()).some((row) => row.id === prize.id)).toBe(true);
    await changePrize(contest.id, prize.id, { ...prize, paid: true });
    expect((await pending()).some((row) => row.id === prize.id)).toBe(false);
  });
});
