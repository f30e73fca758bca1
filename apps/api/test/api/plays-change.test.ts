import { AuditEventType } from '@cj/shared/enums';
import { insufficientFundsLeft, PLAY_MESSAGES, type Play } from '@cj/shared/plays';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs } from '../../src/db/schema/audit';
import { contestPlayers, contests, wagers } from '../../src/db/schema/contests';
import { runners as runnersTable } from '../../src/db/schema/races';
import { signupAccount, signupAdministrator, type TestAccount } from '../accounts-helpers';
import { insertContest } from '../fixtures';
import { addRaceToContest, insertPlayer, insertRace, placePlay, updateRace } from '../race-fixtures';
import { useTestApp } from '../test-app';

/**
 * Changing a pick in one step (decision 027): POST /race/{id}/wager with `replaces` swaps the entry's
 * play for a new one in one transaction, under every rule of placing a play, and refuses as placing does,
 * leaving the old play and the bankroll as they were.
 */

const t = useTestApp();

/** A contest (WinBankroll $100 unless told) with one open race (one play per entry unless told), a player's play on runner 1. */
async function setup(
  options: {
    contest?: Parameters<typeof insertContest>[1];
    contestRace?: Parameters<typeof addRaceToContest>[3];
    amount?: number;
  } = {},
) {
  const db = t.database.db;
  const contest = await insertContest(db, options.contest);
  const { race, runners } = await insertRace(db);
  const contestRace = await addRaceToContest(db, contest.id, race.id, options.contestRace);
  const player = await signupAccount(t.app);
  const bankrollCents = contest.format === 2 ? 0 : 10_000;
  const entry = await insertPlayer(db, contest.id, player.id, {
    bankrollCents,
    leaderboardBankrollCents: bankrollCents,
  });
  const placed = await placePlay(t.app, player.headers, contestRace.id, {
    amount: options.amount ?? 10,
    runners: [runners[0]!.id],
  });
  expect(placed.statusCode).toBe(201);
  return { contest, race, runners, contestRace, player, entry, play: placed.json() as Play };
}

const bankrollOf = async (entryId: number) =>
  (await t.database.db.select().from(contestPlayers).where(eq(contestPlayers.id, entryId)))[0]!.bankrollCents;

const playsOf = (entryId: number) =>
  t.database.db.select().from(wagers).where(eq(wagers.contestPlayerId, entryId)).orderBy(asc(wagers.id));

const auditOf = async (account: TestAccount) =>
  (
    await t.database.db
      .select({ eventType: auditLogs.eventType, content: auditLogs.content })
      .from(auditLogs)
      .where(eq(auditLogs.accountId, account.id))
      .orderBy(asc(auditLogs.id))
  ).map((row) => [row.eventType, row.content] as const);

const expectRefused = (
  response: Awaited<ReturnType<typeof placePlay>>,
  statusCode: number,
  message: string,
) => {
  expect(response.json()).toMatchObject({ statusCode, message });
  expect(response.statusCode).toBe(statusCode);
};

describe('changing a pick: POST /api/race/{contestRaceId}/wager with replaces', () => {
  it('swaps the runner, alternate and amount in one call; the bankroll moves by the difference', async () => {
    const { contestRace, runners, player, entry, play } = await setup({
      contest: { alternatesEnabled: true },
    });
    expect(await bankrollOf(entry.id)).toBe(9_000);
    const changed = await placePlay(t.app, player.headers, contestRace.id, {
      amount: 25,
      runners: [runners[2]!.id],
      alternateRunner: runners[3]!.id,
      replaces: play.id,
    });
    expect(changed.statusCode).toBe(201);
    expect(changed.json()).toMatchObject({
      amount: 25,
      runner: { id: runners[2]!.id, scratched: false },
      alternateRunner: { id: runners[3]!.id, scratched: false },
      player: entry.id,
    });
    expect(changed.json().id).not.toBe(play.id);
    expect((await playsOf(entry.id)).map((row) => [row.id, row.runnerId, row.amountCents])).toEqual([
      [changed.json().id, runners[2]!.id, 2_500],
    ]);
    expect(await bankrollOf(entry.id)).toBe(7_500);

    // A smaller stake gives the difference back.
    const smaller = await placePlay(t.app, player.headers, contestRace.id, {
      amount: 4,
      runners: [runners[1]!.id],
      replaces: changed.json().id,
    });
    expect(smaller.statusCode).toBe(201);
    expect(await bankrollOf(entry.id)).toBe(9_600);
  });

  it('audits the change as the spec’s types allow: removed (9), then attempt (6) and placed (8)', async () => {
    const { contestRace, runners, player, play } = await setup();
    const before = (await auditOf(player)).length;
    const changed = await placePlay(t.app, player.headers, contestRace.id, {
      amount: 10,
      runners: [runners[1]!.id],
      replaces: play.id,
    });
    expect(changed.statusCode).toBe(201);
    const rows = (await auditOf(player)).slice(before);
    expect(rows.map(([type]) => type)).toEqual([
      AuditEventType.WagerRemoved,
      AuditEventType.WagerAttempt,
      AuditEventType.WagerPlaced,
    ]);
    expect(rows[0]![1]).toContain(`changed play ${play.id}`);
    expect(rows[0]![1]).toContain('removed #1 Runner 1, $10.00.');
    expect(rows[1]![1]).toContain(`tried to change play ${play.id}`);
    expect(rows[2]![1]).toContain(`placed play ${changed.json().id}, replacing play ${play.id}, for`);
    expect(rows[2]![1]).toContain('#2 Runner 2, $10.00.');
  });

  it('counts the replaced play as gone: a race allowing one play per entry still takes the change', async () => {
    const { contestRace, runners, player, entry, play } = await setup({ contestRace: { maxWagers: 1 } });
    expectRefused(
      await placePlay(t.app, player.headers, contestRace.id, { amount: 5, runners: [runners[1]!.id] }),
      409,
      PLAY_MESSAGES.maxWagersReached,
    );
    const changed = await placePlay(t.app, player.headers, contestRace.id, {
      amount: 5,
      runners: [runners[1]!.id],
      replaces: play.id,
    });
    expect(changed.statusCode).toBe(201);
    expect(await playsOf(entry.id)).toHaveLength(1);
  });

  it('changes a Win contest pick at $2 without touching the bankroll', async () => {
    const { contestRace, runners, player, entry, play } = await setup({ contest: { format: 2 } });
    const changed = await placePlay(t.app, player.headers, contestRace.id, {
      runners: [runners[5]!.id],
      replaces: play.id,
    });
    expect(changed.statusCode).toBe(201);
    expect(changed.json()).toMatchObject({ amount: 2, runner: { id: runners[5]!.id } });
    expect(await bankrollOf(entry.id)).toBe(0);
  });

  it('moves a pick off a scratched runner', async () => {
    const { contestRace, runners, player, entry, play } = await setup();
    await t.database.db
      .update(runnersTable)
      .set({ scratched: true })
      .where(eq(runnersTable.id, runners[0]!.id));
    const changed = await placePlay(t.app, player.headers, contestRace.id, {
      amount: 10,
      runners: [runners[1]!.id],
      replaces: play.id,
    });
    expect(changed.statusCode).toBe(201);
    expect((await playsOf(entry.id)).map((row) => row.runnerId)).toEqual([runners[1]!.id]);
  });

  it('lets an administrator change a player’s pick, and the player name the entry or not', async () => {
    const { contestRace, runners, player, entry, play } = await setup();
    const admin = await signupAdministrator(t.app, t.database.db);
    const byAdmin = await placePlay(t.app, admin.headers, contestRace.id, {
      amount: 10,
      runners: [runners[1]!.id],
      replaces: play.id,
    });
    expect(byAdmin.statusCode).toBe(201);
    expect(byAdmin.json().player).toBe(entry.id);
    const byPlayer = await placePlay(t.app, player.headers, contestRace.id, {
      amount: 10,
      runners: [runners[2]!.id],
      playerID: entry.id,
      replaces: byAdmin.json().id,
    });
    expect(byPlayer.statusCode).toBe(201);
  });

  it('finds the play of the entry with several entries by the play itself', async () => {
    const db = t.database.db;
    const { contest, contestRace, runners, player, play } = await setup();
    await db.update(contests).set({ maxEntries: 2 }).where(eq(contests.id, contest.id));
    const second = await insertPlayer(db, contest.id, player.id, { entryNumber: 2 });
    const changed = await placePlay(t.app, player.headers, contestRace.id, {
      amount: 10,
      runners: [runners[1]!.id],
      replaces: play.id,
    });
    expect(changed.statusCode).toBe(201);
    expect(changed.json().player).toBe(play.player);
    // Naming the other entry does not reach this play.
    expectRefused(
      await placePlay(t.app, player.headers, contestRace.id, {
        amount: 10,
        runners: [runners[2]!.id],
        playerID: second.id,
        replaces: changed.json().id,
      }),
      404,
      PLAY_MESSAGES.wagerNotFound,
    );
  });
});

describe('changing a pick is refused as placing one is, and changes nothing', () => {
  /** Refused: the old play is still there, the bankroll as it was, and the refusal audited (6, 7). */
  async function expectUnchanged(
    setupResult: Awaited<ReturnType<typeof setup>>,
    response: Awaited<ReturnType<typeof placePlay>>,
    statusCode: number,
    message: string,
  ) {
    const { entry, play, player } = setupResult;
    expectRefused(response, statusCode, message);
    expect((await playsOf(entry.id)).map((row) => row.id)).toEqual([play.id]);
    expect(await bankrollOf(entry.id)).toBe(10_000 - play.amount * 100);
    const last = (await auditOf(player)).slice(-2);
    expect(last.map(([type]) => type)).toEqual([AuditEventType.WagerAttempt, AuditEventType.WagerFailed]);
    expect(last[1]![1]).toContain(`Refused: ${message}`);
  }

  const change = (s: Awaited<ReturnType<typeof setup>>, payload: object, account = s.player) =>
    placePlay(t.app, account.headers, s.contestRace.id, {
      amount: 10,
      runners: [s.runners[1]!.id],
      replaces: s.play.id,
      ...payload,
    });

  it('once wagering is closed (409)', async () => {
    const s = await setup();
    const admin = await signupAdministrator(t.app, t.database.db);
    await updateRace(t.app, admin.headers, s.race.id, { isWageringClosed: true });
    await expectUnchanged(s, await change(s, {}), 409, PLAY_MESSAGES.wageringClosed);
  });

  it('in Pick & Pray once the first race has closed (409)', async () => {
    const db = t.database.db;
    const s = await setup({ contest: { picksLockAt: 'first-race' } });
    const first = await insertRace(db, { race: { postTime: new Date('2030-05-04T15:00:00Z') } });
    await addRaceToContest(db, s.contest.id, first.race.id);
    const admin = await signupAdministrator(t.app, db);
    await updateRace(t.app, admin.headers, first.race.id, { isWageringClosed: true });
    await expectUnchanged(s, await change(s, {}), 409, PLAY_MESSAGES.picksLocked);
  });

  it('in a cancelled contest (409)', async () => {
    const s = await setup();
    await t.database.db.update(contests).set({ isCancelled: true }).where(eq(contests.id, s.contest.id));
    await expectUnchanged(s, await change(s, {}), 409, PLAY_MESSAGES.contestCancelled);
  });

  it('when the bankroll cannot cover the difference, or the stake is below the minimum (400)', async () => {
    const s = await setup({ contestRace: { minWagerAmountCents: 500 } });
    // $90 left plus the $10 given back covers $100, not $100.01.
    await expectUnchanged(s, await change(s, { amount: 100.01 }), 400, insufficientFundsLeft(10_000));
    await expectUnchanged(s, await change(s, { amount: 4 }), 400, PLAY_MESSAGES.belowMinimum);
    await expectUnchanged(s, await change(s, { amount: null }), 400, PLAY_MESSAGES.amountRequired);
    const all = await change(s, { amount: 100 });
    expect(all.statusCode).toBe(201);
    expect(await bankrollOf(s.entry.id)).toBe(0);
  });

  it('for a scratched runner (409), a runner of another race (400) or a bad alternate (400)', async () => {
    const s = await setup();
    await t.database.db
      .update(runnersTable)
      .set({ scratched: true })
      .where(eq(runnersTable.id, s.runners[3]!.id));
    await expectUnchanged(
      s,
      await change(s, { runners: [s.runners[3]!.id] }),
      409,
      PLAY_MESSAGES.runnerScratched,
    );
    const other = await insertRace(t.database.db);
    await expectUnchanged(
      s,
      await change(s, { runners: [other.runners[0]!.id] }),
      400,
      PLAY_MESSAGES.runnerNotInRace,
    );
    await expectUnchanged(
      s,
      await change(s, { alternateRunner: s.runners[2]!.id }),
      400,
      PLAY_MESSAGES.alternatesNotEnabled,
    );
  });

  it('for a play that does not exist or is on another race (404)', async () => {
    const s = await setup();
    await expectUnchanged(s, await change(s, { replaces: 2_000_000_000 }), 404, PLAY_MESSAGES.wagerNotFound);
    const other = await setup();
    // The player's own play, but on another contest race.
    const elsewhere = await placePlay(t.app, s.player.headers, other.contestRace.id, {
      amount: 2,
      runners: [other.runners[1]!.id],
      replaces: s.play.id,
    });
    expectRefused(elsewhere, 404, PLAY_MESSAGES.wagerNotFound);
    expect((await playsOf(s.entry.id)).map((row) => row.id)).toEqual([s.play.id]);
  });

  it('for another player’s play (403), even one entered in the contest', async () => {
    const s = await setup();
    const rival = await signupAccount(t.app);
    const rivalEntry = await insertPlayer(t.database.db, s.contest.id, rival.id);
    const response = await change(s, {}, rival);
    expectRefused(response, 403, PLAY_MESSAGES.notYourPlayToChange);
    expect((await playsOf(s.entry.id)).map((row) => row.id)).toEqual([s.play.id]);
    expect(await playsOf(rivalEntry.id)).toEqual([]);
  });

  it('for a malformed replaces (400), and without a session (401)', async () => {
    const s = await setup();
    expect((await change(s, { replaces: 'one' })).statusCode).toBe(400);
    expect((await change(s, { replaces: -1 })).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/race/${s.contestRace.id}/wager`,
      payload: { amount: 10, runners: [s.runners[1]!.id], replaces: s.play.id },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await playsOf(s.entry.id)).map((row) => row.id)).toEqual([s.play.id]);
  });
});
