import { CONTEST_RACE_MESSAGES } from '@cj/shared/contest-admin';
import { CONTEST_SETUP_MESSAGES } from '@cj/shared/contest-setup';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contestRaces, contests } from '../../src/db/schema/contests';
import { races } from '../../src/db/schema/races';
import { signupAccount, signupAdministrator, type TestAccount } from '../accounts-helpers';
import { type InsertedCard, insertCard as insertCardInto } from '../card-fixtures';
import { insertContest } from '../fixtures';
import { addRaceToContest } from '../race-fixtures';
import { useTestApp } from '../test-app';

const t = useTestApp();
let admin: TestAccount;
let player: TestAccount;

beforeAll(async () => {
  admin = await signupAdministrator(t.app, t.database.db);
  player = await signupAccount(t.app);
});

const S = CONTEST_SETUP_MESSAGES;
const R = CONTEST_RACE_MESSAGES;
const insertCard = (count: number) => insertCardInto(t.database.db, count);

const addCard = (contest: number | string, payload: object, headers = admin.headers) =>
  t.app.inject({ method: 'POST', url: `/api/contest/${contest}/card-races`, headers, payload });

const cardPayload = (card: InsertedCard, raceIDs = card.races.map((r) => r.id)) => ({
  trackID: card.track.id,
  raceDate: card.races[0]!.raceDate,
  raceIDs,
  maxWagers: 2,
  minWagerAmount: 4.5,
});

const contestRaceRows = (contestId: number) =>
  t.database.db.select().from(contestRaces).where(eq(contestRaces.contestId, contestId));

describe('POST /api/contest/{id}/card-races', () => {
  it('adds every chosen race of the card in one call, each with the same limits, by race number', async () => {
    const contest = await insertContest(t.database.db);
    const card = await insertCard(4);
    const chosen = [card.races[3]!.id, card.races[0]!.id, card.races[2]!.id];
    const response = await addCard(contest.slug, cardPayload(card, chosen));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual(
      [1, 3, 4].map((raceNumber) =>
        expect.objectContaining({
          contestID: contest.id,
          contestSlug: contest.slug,
          raceID: card.races[raceNumber - 1]!.id,
          maxWagers: 2,
          minWagerAmount: 4.5,
          race: expect.objectContaining({
            raceNumber,
            track: expect.objectContaining({ id: card.track.id }),
          }),
        }),
      ),
    );
    const rows = await contestRaceRows(contest.id);
    expect(rows.map((row) => row.raceId).sort()).toEqual([...chosen].sort());
    expect(rows.every((row) => row.maxWagers === 2 && row.minWagerAmountCents === 450)).toBe(true);
    const listed = await t.app.inject({ method: 'GET', url: `/api/contest/${contest.id}/races` });
    expect(listed.json()).toHaveLength(3);
  });

  it('lets each race be edited afterwards like a race added alone', async () => {
    const contest = await insertContest(t.database.db);
    const card = await insertCard(2);
    const added = (await addCard(contest.id, cardPayload(card))).json();
    const updated = await t.app.inject({
      method: 'POST',
      url: '/api/contest/update-race',
      headers: admin.headers,
      payload: { contestRaceID: added[1].id, maxWagers: 5, minWagerAmount: 0 },
    });
    expect(updated.statusCode).toBe(200);
    const rows = await contestRaceRows(contest.id);
    expect(rows.find((row) => row.id === added[0].id)).toMatchObject({
      maxWagers: 2,
      minWagerAmountCents: 450,
    });
    expect(rows.find((row) => row.id === added[1].id)).toMatchObject({
      maxWagers: 5,
      minWagerAmountCents: 0,
    });
  });

  it('answers a clear 400 for each bad field, in the form order', async () => {
    const contest = await insertContest(t.database.db);
    const valid = { trackID: 1, raceDate: '2030-05-04', raceIDs: [1], maxWagers: 1, minWagerAmount: 0 };
    const cases: [object, string][] = [
      [{}, S.trackRequired],
      [{ ...valid, trackID: 'x' }, S.trackRequired],
      [{ ...valid, trackID: 0 }, S.trackRequired],
      [{ ...valid, raceDate: undefined }, S.raceDateRequired],
      [{ ...valid, raceDate: '2030-02-30' }, S.raceDateRequired],
      [{ ...valid, raceIDs: undefined }, S.racesRequired],
      [{ ...valid, raceIDs: [] }, S.racesRequired],
      [{ ...valid, raceIDs: 'all' }, S.racesRequired],
      [{ ...valid, raceIDs: [4, 4] }, S.racesRepeated],
      [{ ...valid, maxWagers: 0 }, R.maxWagersRequired],
      [{ ...valid, maxWagers: 101 }, R.maxWagersInvalid],
      [{ ...valid, minWagerAmount: -1 }, R.minWagerRequired],
      [{ ...valid, minWagerAmount: 1.234 }, R.minWagerInvalid],
    ];
    for (const [payload, message] of cases) {
      const response = await addCard(contest.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message, JSON.stringify(payload)).toBe(message);
    }
  });

  it("answers 404 'Contest not found.' and 'Race card not found.' for what does not exist", async () => {
    const contest = await insertContest(t.database.db);
    const card = await insertCard(1);
    for (const id of ['no-such-contest', '999999999', '99999999999']) {
      const response = await addCard(id, cardPayload(card));
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(R.contestNotFound);
    }
    for (const payload of [
      { ...cardPayload(card), raceDate: '2030-05-05' },
      { ...cardPayload(card), trackID: 999_999_999 },
    ]) {
      const response = await addCard(contest.id, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(S.raceCardNotFound);
    }
  });

  it('refuses a race of another card or date (400) and adds nothing', async () => {
    const contest = await insertContest(t.database.db);
    const card = await insertCard(2);
    const otherTrack = await insertCard(1);
    const sameTrackNextDay = await t.database.db
      .insert(races)
      .values({
        trackId: card.track.id,
        raceDate: '2030-05-05',
        raceNumber: 1,
        postTime: new Date('2030-05-05T17:00:00Z'),
      })
      .returning();
    for (const stranger of [otherTrack.races[0]!.id, sameTrackNextDay[0]!.id]) {
      const response = await addCard(contest.id, cardPayload(card, [card.races[0]!.id, stranger]));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(S.raceNotOnCard(stranger));
    }
    expect(await contestRaceRows(contest.id)).toEqual([]);
  });

  it('refuses, naming the race, one the contest already has (409), and adds none of the others', async () => {
    const contest = await insertContest(t.database.db);
    const card = await insertCard(3);
    await addRaceToContest(t.database.db, contest.id, card.races[1]!.id);
    const response = await addCard(contest.id, cardPayload(card));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: S.raceAlreadyInContest(2),
    });
    expect(await contestRaceRows(contest.id)).toHaveLength(1);
    const rest = await addCard(contest.id, cardPayload(card, [card.races[0]!.id, card.races[2]!.id]));
    expect(rest.statusCode).toBe(201);
    expect(await contestRaceRows(contest.id)).toHaveLength(3);
  });

  it('refuses a finalized race (409, naming it) and any race for a concluded contest', async () => {
    const contest = await insertContest(t.database.db);
    const card = await insertCard(2);
    await t.database.db
      .update(races)
      .set({ isWageringClosed: true, finalized: true, finalizedAt: new Date() })
      .where(eq(races.id, card.races[1]!.id));
    const finalized = await addCard(contest.id, cardPayload(card));
    expect(finalized.statusCode).toBe(409);
    expect(finalized.json().message).toBe(S.finalizedRace(2));
    expect(await contestRaceRows(contest.id)).toEqual([]);

    const concluded = await insertContest(t.database.db, { concludedAt: new Date() });
    const response = await addCard(concluded.id, cardPayload(card, [card.races[0]!.id]));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(R.contestConcluded);
    expect(await contestRaceRows(concluded.id)).toEqual([]);
  });

  it("refuses a race past its post time on the app's clock (409, naming it), and adds none of the others", async () => {
    const contest = await insertContest(t.database.db);
    const card = await insertCard(3);
    const before = t.clock.now;
    const later = (minutes: number) => new Date(before.getTime() + minutes * 60_000);
    for (const [index, minutes] of [10, 20, 40].entries()) {
      await t.database.db
        .update(races)
        .set({ postTime: later(minutes) })
        .where(eq(races.id, card.races[index]!.id));
    }
    t.clock.now = later(30);
    try {
      const refused = await addCard(contest.id, cardPayload(card));
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(S.pastPostRace(1));
      expect(await contestRaceRows(contest.id)).toEqual([]);
      const open = await addCard(contest.id, cardPayload(card, [card.races[2]!.id]));
      expect(open.statusCode).toBe(201);
    } finally {
      t.clock.now = before;
    }
  });

  it('is for administrators: 401 anonymous, 403 for a player', async () => {
    const contest = await insertContest(t.database.db);
    const card = await insertCard(1);
    expect((await addCard(contest.id, cardPayload(card), {} as typeof admin.headers)).statusCode).toBe(401);
    expect((await addCard(contest.id, cardPayload(card), player.headers)).statusCode).toBe(403);
    expect(await contestRaceRows(contest.id)).toEqual([]);
    const [row] = await t.database.db.select().from(contests).where(eq(contests.id, contest.id));
    expect(row?.concludedAt).toBeNull();
  });
});
