import { CONTEST_ADMIN_MESSAGES } from '@cj/shared/contest-admin';
import { ContestFormat } from '@cj/shared/enums';
import { ADMIN_ALTERNATE_MESSAGES, PLAY_MESSAGES, type Play } from '@cj/shared/plays';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contests as contestsTable } from '../../src/db/schema/contests';
import { runners as runnersTable } from '../../src/db/schema/races';
import { signupAccount, signupAdministrator, type TestAccount } from '../accounts-helpers';
import { insertContest } from '../fixtures';
import {
  addRaceToContest,
  insertPlayer,
  insertRace,
  placePlay,
  type RunnerSeed,
  settleRace,
  updateRace,
} from '../race-fixtures';
import { useTestApp } from '../test-app';

/** The contest formats through the HTTP layer: alternates, payout caps and Pick & Pray (decision 018). */

const t = useTestApp();
let admin: TestAccount;

beforeAll(async () => {
  admin = await signupAdministrator(t.app, t.database.db);
});

type ContestOptions = NonNullable<Parameters<typeof insertContest>[1]>;

/** A contest with two races (first and second by post time) and two players with one entry each. */
async function setup(contest: ContestOptions = {}, runners?: RunnerSeed[]) {
  const db = t.database.db;
  const row = await insertContest(db, contest);
  const first = await insertRace(db, {
    race: { raceNumber: 1, postTime: new Date('2030-05-04T17:00:00Z') },
    ...(runners ? { runners } : {}),
  });
  const second = await insertRace(db, {
    race: { raceNumber: 2, postTime: new Date('2030-05-04T18:00:00Z') },
  });
  // The later race is added first: the first race is the earliest post time, not the first added.
  const secondRace = await addRaceToContest(db, row.id, second.race.id, { maxWagers: 3 });
  const firstRace = await addRaceToContest(db, row.id, first.race.id, { maxWagers: 3 });
  const bankrollCents = row.format === ContestFormat.Win ? 0 : 10_000;
  const players = [];
  for (const _ of [1, 2]) {
    const account = await signupAccount(t.app);
    const entry = await insertPlayer(db, row.id, account.id, {
      bankrollCents,
      leaderboardBankrollCents: bankrollCents,
    });
    players.push({ account, entry });
  }
  return {
    contest: row,
    first: { ...first, contestRace: firstRace },
    second: { ...second, contestRace: secondRace },
    players: players as [(typeof players)[0], (typeof players)[0]],
  };
}

const scratch = async (...ids: number[]) => {
  await t.database.db.update(runnersTable).set({ scratched: true }).where(inArray(runnersTable.id, ids));
};

const expectAnswer = (
  response: { statusCode: number; json(): unknown },
  statusCode: number,
  message: string,
) =>
  expect({ status: response.statusCode, message: (response.json() as { message?: string }).message }).toEqual(
    {
      status: statusCode,
      message,
    },
  );

const entryPlays = async (slug: string, entryId: number, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/wagers/${slug}/${entryId}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json() as Play[];
};

describe('the contest form: alternates, payout cap, when picks lock', () => {
  const form = (overrides: object) => ({
    name: 'Formats Cup',
    slug: `formats-cup-${Math.random().toString(36).slice(2, 8)}`,
    startTime: '2031-04-05T17:00:00.000Z',
    startingBankroll: 100,
    isPublished: true,
    format: 1,
    ...overrides,
  });
  const create = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/contests', headers: admin.headers, payload });

  it('creates a contest without them by default, and with them when asked', async () => {
    const plain = await create(form({}));
    expect(plain.statusCode).toBe(201);
    expect(plain.json()).toMatchObject({
      alternatesEnabled: false,
      winPayoutCap: null,
      picksLockAt: 'each-race',
    });
    const full = await create(form({ alternatesEnabled: true, winPayoutCap: 42, picksLockAt: 'first-race' }));
    expect(full.statusCode).toBe(201);
    expect(full.json()).toMatchObject({
      alternatesEnabled: true,
      winPayoutCap: 42,
      picksLockAt: 'first-race',
    });
    const [row] = await t.database.db
      .select()
      .from(contestsTable)
      .where(eq(contestsTable.id, full.json().id));
    expect(row).toMatchObject({
      alternatesEnabled: true,
      winPayoutCapCents: 4_200,
      picksLockAt: 'first-race',
    });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/contest/${full.json().slug}`,
      headers: admin.headers,
    });
    expect(read.json()).toMatchObject({
      alternatesEnabled: true,
      winPayoutCap: 42,
      picksLockAt: 'first-race',
    });
  });

  it('refuses a bad cap or lock with 400 and says why', async () => {
    for (const [fields, message] of [
      [{ winPayoutCap: 1.99 }, CONTEST_ADMIN_MESSAGES.winPayoutCapInvalid],
      [{ winPayoutCap: 42.005 }, CONTEST_ADMIN_MESSAGES.winPayoutCapInvalid],
      [{ winPayoutCap: '42' }, CONTEST_ADMIN_MESSAGES.winPayoutCapInvalid],
      [{ winPayoutCap: 2_000_000 }, CONTEST_ADMIN_MESSAGES.winPayoutCapInvalid],
      [{ picksLockAt: 'last-race' }, CONTEST_ADMIN_MESSAGES.picksLockAtInvalid],
      [{ alternatesEnabled: 'yes' }, CONTEST_ADMIN_MESSAGES.flagInvalid],
    ] as const) {
      expectAnswer(await create(form(fields)), 400, message);
    }
  });

  it('changes them until the first play, then refuses with 409 (the same values may be sent back)', async () => {
    const { contest, first, players } = await setup();
    const update = (fields: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/contest/${contest.id}`,
        headers: admin.headers,
        payload: form({ slug: contest.slug, ...fields }),
      });
    const changed = await update({ alternatesEnabled: true, winPayoutCap: 42.5, picksLockAt: 'first-race' });
    expect(changed.json()).toMatchObject({
      alternatesEnabled: true,
      winPayoutCap: 42.5,
      picksLockAt: 'first-race',
    });
    const play = await placePlay(t.app, players[0].account.headers, first.contestRace.id, {
      amount: 5,
      runners: [first.runners[0]!.id],
    });
    expect(play.statusCode).toBe(201);
    expect((await update({ alternatesEnabled: true, winPayoutCap: 42.5 })).statusCode).toBe(200);
    expectAnswer(await update({ winPayoutCap: null }), 409, CONTEST_ADMIN_MESSAGES.playRulesLocked);
    expectAnswer(await update({ alternatesEnabled: false }), 409, CONTEST_ADMIN_MESSAGES.playRulesLocked);
    expectAnswer(await update({ picksLockAt: 'each-race' }), 409, CONTEST_ADMIN_MESSAGES.playRulesLocked);
  });
});

describe('alternates', () => {
  it('takes an alternate of the same race and shows it on the play', async () => {
    const { contest, first, players } = await setup({ alternatesEnabled: true });
    const [pick, alternate] = first.runners;
    const response = await placePlay(t.app, players[0].account.headers, first.contestRace.id, {
      amount: 5,
      runners: [pick!.id],
      alternateRunner: alternate!.id,
    });
    expect(response.statusCode).toBe(201);
    const shown = { id: alternate!.id, programNumber: '2', name: 'Runner 2' };
    expect(response.json()).toMatchObject({
      alternateRunner: shown,
      substituteRunner: null,
      substituteReason: null,
    });
    const [listed] = await entryPlays(contest.slug, players[0].entry.id, players[0].account.headers);
    expect(listed).toMatchObject({ alternateRunner: shown, payoutCap: null });
    const none = await placePlay(t.app, players[0].account.headers, first.contestRace.id, {
      amount: 5,
      runners: [pick!.id],
      alternateRunner: null,
    });
    expect(none.json()).toMatchObject({ alternateRunner: null });
  });

  it('refuses an alternate with 400: no alternates, another race, the pick or its coupled entry, scratched', async () => {
    // A coupled entry is one runner ('1' and '1A' are stored as '1' named 'Hot Rod / Hot Rod Too'; the database
    // refuses '1A'), so naming the pick's stablemate is naming the pick itself.
    const coupledField = [
      { programNumber: '1', name: 'Hot Rod / Hot Rod Too' },
      { programNumber: '2', name: 'Slow Joe' },
      { programNumber: '3', name: 'Gone' },
    ];
    const off = await setup({}, coupledField);
    const on = await setup({ alternatesEnabled: true }, coupledField);
    const [pick, other, gone] = on.first.runners;
    await scratch(gone!.id);
    const play = (context: typeof on, alternateRunner: unknown) =>
      placePlay(t.app, context.players[0].account.headers, context.first.contestRace.id, {
        amount: 5,
        runners: [context.first.runners[0]!.id],
        alternateRunner,
      });
    expectAnswer(await play(off, off.first.runners[2]!.id), 400, PLAY_MESSAGES.alternatesNotEnabled);
    expectAnswer(await play(on, on.second.runners[0]!.id), 400, PLAY_MESSAGES.alternateNotInRace);
    expectAnswer(await play(on, 2_000_000_000), 400, PLAY_MESSAGES.alternateNotInRace);
    expectAnswer(await play(on, 'two'), 400, PLAY_MESSAGES.alternateNotInRace);
    expectAnswer(await play(on, pick!.id), 400, PLAY_MESSAGES.alternateSamePick);
    expectAnswer(await play(on, gone!.id), 400, PLAY_MESSAGES.alternateScratched);
    expect((await play(on, other!.id)).statusCode).toBe(201);
    // Nothing refused was kept: the one play placed is the last.
    expect(
      await entryPlays(on.contest.slug, on.players[0].entry.id, on.players[0].account.headers),
    ).toHaveLength(1);
  });

  it("words the refusal for an administrator playing for a player: 'the pick', not 'your pick'", async () => {
    const { first, players } = await setup({ alternatesEnabled: true });
    const [pick, other] = first.runners;
    const forPlayer = (alternateRunner: number) =>
      placePlay(t.app, admin.headers, first.contestRace.id, {
        amount: 5,
        runners: [pick!.id],
        alternateRunner,
        playerID: players[0].entry.id,
      });
    expectAnswer(await forPlayer(pick!.id), 400, ADMIN_ALTERNATE_MESSAGES.samePick);
    expect(ADMIN_ALTERNATE_MESSAGES.samePick).toBe('The alternate must be a different runner from the pick.');
    await scratch(other!.id);
    expectAnswer(await forPlayer(other!.id), 400, PLAY_MESSAGES.alternateScratched);
    // The player placing the same play is answered in the player's words.
    expectAnswer(
      await placePlay(t.app, players[0].account.headers, first.contestRace.id, {
        amount: 5,
        runners: [pick!.id],
        alternateRunner: pick!.id,
      }),
      400,
      PLAY_MESSAGES.alternateSamePick,
    );
  });

  it('scores a scratched pick as its alternate when the alternate ran, else as the post-time favorite', async () => {
    const { contest, first, players } = await setup({ alternatesEnabled: true, format: ContestFormat.Win });
    const r = first.runners;
    // Runner 1 (5-2) is the post-time favorite; the picks are runners 3 and 4, both scratched.
    const withAlternate = await placePlay(t.app, players[0].account.headers, first.contestRace.id, {
      runners: [r[2]!.id],
      alternateRunner: r[4]!.id,
    });
    const alternateOut = await placePlay(t.app, players[1].account.headers, first.contestRace.id, {
      runners: [r[3]!.id],
      alternateRunner: r[5]!.id,
    });
    expect([withAlternate.statusCode, alternateOut.statusCode]).toEqual([201, 201]);
    await scratch(r[2]!.id, r[3]!.id, r[5]!.id);
    await settleRace(t.app, admin.headers, first.race.id, [
      { runnerId: r[4]!.id, payoff: 12.4 },
      { runnerId: r[0]!.id, payoff: 5.2 },
    ]);
    const [scoredAsAlternate] = await entryPlays(contest.slug, players[0].entry.id);
    expect(scoredAsAlternate).toMatchObject({
      substituteRunner: { id: r[4]!.id, programNumber: '5' },
      substituteReason: 'alternate',
      payoff: 12.4,
    });
    const [scoredAsFavorite] = await entryPlays(contest.slug, players[1].entry.id);
    expect(scoredAsFavorite).toMatchObject({
      alternateRunner: { id: r[5]!.id },
      substituteRunner: { id: r[0]!.id },
      substituteReason: 'favorite',
      payoff: 5.2,
    });
    const board = await t.app.inject({ method: 'GET', url: `/api/contest/${contest.slug}/players` });
    expect(board.json()).toMatchObject([
      { id: players[0].entry.id, rank: 1, bankroll: 12.4 },
      { id: players[1].entry.id, rank: 2, bankroll: 5.2 },
    ]);
  });
});

describe('payout caps', () => {
  it('scores the lesser of the payoff and the cap, and says so on the play', async () => {
    const { contest, first, players } = await setup({ winPayoutCapCents: 4_200 });
    const r = first.runners;
    for (const [i, player] of players.entries()) {
      const response = await placePlay(t.app, player.account.headers, first.contestRace.id, {
        amount: 10,
        runners: [r[i]!.id],
      });
      expect(response.statusCode).toBe(201);
    }
    // A $50.00 winner capped at $42.00: $10 returns $210.00; a $20.00 winner under the cap is paid in full.
    await settleRace(t.app, admin.headers, first.race.id, [
      { runnerId: r[0]!.id, payoff: 50 },
      { runnerId: r[1]!.id, payoff: 20 },
    ]);
    const [capped] = await entryPlays(contest.slug, players[0].entry.id);
    expect(capped).toMatchObject({ payoff: 210, payoutCap: { payoff: 50, cap: 42 } });
    const [underCap] = await entryPlays(contest.slug, players[1].entry.id);
    expect(underCap).toMatchObject({ payoff: 100, payoutCap: null });
  });

  it('caps a Win contest at the cap itself', async () => {
    const { contest, first, players } = await setup({ format: ContestFormat.Win, winPayoutCapCents: 4_200 });
    const response = await placePlay(t.app, players[0].account.headers, first.contestRace.id, {
      runners: [first.runners[0]!.id],
    });
    expect(response.statusCode).toBe(201);
    await settleRace(t.app, admin.headers, first.race.id, [{ runnerId: first.runners[0]!.id, payoff: 61.8 }]);
    const [play] = await entryPlays(contest.slug, players[0].entry.id);
    expect(play).toMatchObject({ payoff: 42, payoutCap: { payoff: 61.8, cap: 42 } });
  });
});

describe('Pick & Pray: every pick locks with the first race', () => {
  it('closes every race to plays and removals once the first race closes; each-race contests do not', async () => {
    const pray = await setup({ picksLockAt: 'first-race' });
    const each = await setup();
    const early = await placePlay(t.app, pray.players[0].account.headers, pray.second.contestRace.id, {
      amount: 5,
      runners: [pray.second.runners[0]!.id],
    });
    expect(early.statusCode).toBe(201);
    for (const context of [pray, each]) {
      expect(
        (await updateRace(t.app, admin.headers, context.first.race.id, { isWageringClosed: true }))
          .statusCode,
      ).toBe(200);
    }
    const late = (context: typeof pray) =>
      placePlay(t.app, context.players[1].account.headers, context.second.contestRace.id, {
        amount: 5,
        runners: [context.second.runners[1]!.id],
      });
    expectAnswer(await late(pray), 409, PLAY_MESSAGES.picksLocked);
    expect((await late(each)).statusCode).toBe(201);
    const removal = await t.app.inject({
      method: 'DELETE',
      url: `/api/wagers/${early.json().id}`,
      headers: pray.players[0].account.headers,
    });
    expectAnswer(removal, 409, PLAY_MESSAGES.picksLocked);
  });

  it('refuses an administrator the removal too once the first race closes (spec: any play, while open)', async () => {
    const pray = await setup({ picksLockAt: 'first-race' });
    const each = await setup();
    const placeOn = async (context: typeof pray) => {
      const response = await placePlay(
        t.app,
        context.players[0].account.headers,
        context.second.contestRace.id,
        {
          amount: 5,
          runners: [context.second.runners[0]!.id],
        },
      );
      expect(response.statusCode).toBe(201);
      return (response.json() as Play).id;
    };
    const removeAsAdmin = (playId: number) =>
      t.app.inject({ method: 'DELETE', url: `/api/wagers/${playId}`, headers: admin.headers });
    // While the first race is open an administrator removes any play of a Pick & Pray contest.
    expect((await removeAsAdmin(await placeOn(pray))).statusCode).toBe(200);
    const locked = await placeOn(pray);
    const open = await placeOn(each);
    for (const context of [pray, each]) {
      await updateRace(t.app, admin.headers, context.first.race.id, { isWageringClosed: true });
    }
    expectAnswer(await removeAsAdmin(locked), 409, PLAY_MESSAGES.picksLocked);
    expect(await entryPlays(pray.contest.slug, pray.players[0].entry.id, admin.headers)).toHaveLength(1);
    // A contest whose picks lock race by race: the second race is still open, so the play may go.
    expect((await removeAsAdmin(open)).statusCode).toBe(200);
    // Its own race closed: refused as for any race, whoever asks.
    await updateRace(t.app, admin.headers, pray.second.race.id, { isWageringClosed: true });
    expectAnswer(await removeAsAdmin(locked), 409, PLAY_MESSAGES.wageringClosed);
  });

  it('hides every play from others until the first race closes, then shows them all', async () => {
    const { contest, first, second, players } = await setup({ picksLockAt: 'first-race' });
    const [owner, other] = players;
    const placed = await placePlay(t.app, owner.account.headers, second.contestRace.id, {
      amount: 5,
      runners: [second.runners[0]!.id],
    });
    expect(placed.statusCode).toBe(201);
    const raceList = async (headers: Record<string, string>) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/race/${second.contestRace.id}/wagers`, headers })
      ).json() as Play[];
    expect(await raceList(other.account.headers)).toEqual([]);
    expect(await raceList({})).toEqual([]);
    expect(await entryPlays(contest.slug, owner.entry.id, other.account.headers)).toEqual([]);
    expect(await raceList(owner.account.headers)).toHaveLength(1);

    await updateRace(t.app, admin.headers, first.race.id, { isWageringClosed: true });
    // The second race is still open, but nobody can play it any more: its plays are shown.
    expect(await raceList(other.account.headers)).toHaveLength(1);
    expect(await raceList({})).toHaveLength(1);
    expect(await entryPlays(contest.slug, owner.entry.id, other.account.headers)).toHaveLength(1);
  });

  it('says when picks lock: the contest carries picksLockAt', async () => {
    const { contest } = await setup({ picksLockAt: 'first-race' });
    const read = await t.app.inject({ method: 'GET', url: `/api/contest/${contest.slug}` });
    expect(read.json()).toMatchObject({ picksLockAt: 'first-race' });
  });
});
