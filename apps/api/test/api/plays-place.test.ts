import { AuditEventType } from '@cj/shared/enums';
import { insufficientFundsLeft, PLAY_MESSAGES, PlaySchema } from '@cj/shared/plays';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs } from '../../src/db/schema/audit';
import { contestPlayers, wagers } from '../../src/db/schema/contests';
import { runners } from '../../src/db/schema/races';
import { signupAccount, signupAdministrator, type TestAccount } from '../accounts-helpers';
import { insertContest } from '../fixtures';
import {
  addRaceToContest,
  insertPlayer,
  insertRace,
  placePlay,
  settleRace,
  updateRace,
} from '../race-fixtures';
import { useTestApp } from '../test-app';

const t = useTestApp();

/** A contest (WinBankroll $100 unless told) with one open race, and a player holding one entry in it. */
async function setup(
  options: {
    contest?: Parameters<typeof insertContest>[1];
    contestRace?: Parameters<typeof addRaceToContest>[3];
    bankrollCents?: number;
  } = {},
) {
  const db = t.database.db;
  const contest = await insertContest(db, options.contest);
  const { race, runners: raceRunners } = await insertRace(db);
  const contestRace = await addRaceToContest(db, contest.id, race.id, options.contestRace);
  const player = await signupAccount(t.app);
  const bankrollCents = options.bankrollCents ?? (contest.format === 2 ? 0 : 10_000);
  const entry = await insertPlayer(db, contest.id, player.id, {
    bankrollCents,
    leaderboardBankrollCents: bankrollCents,
  });
  return { contest, race, runners: raceRunners, contestRace, player, entry };
}

const entryRow = async (id: number) =>
  (await t.database.db.select().from(contestPlayers).where(eq(contestPlayers.id, id)))[0]!;

const auditTypes = async (account: TestAccount) =>
  (
    await t.database.db
      .select({ eventType: auditLogs.eventType, content: auditLogs.content })
      .from(auditLogs)
      .where(eq(auditLogs.accountId, account.id))
      .orderBy(auditLogs.id)
  ).map((row) => row.eventType);

const expectRefused = async (
  response: Awaited<ReturnType<typeof placePlay>>,
  statusCode: number,
  message: string,
) => {
  expect(response.json()).toMatchObject({ statusCode, message });
  expect(response.statusCode).toBe(statusCode);
};

describe('POST /api/race/{contestRaceId}/wager', () => {
  it('answers 401 to an anonymous caller', async () => {
    const { contestRace, runners: r } = await setup();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/race/${contestRace.id}/wager`,
      payload: { amount: 5, runners: [r[0]!.id] },
    });
    expect(response.statusCode).toBe(401);
  });

  it('places a WinBankroll play: the stake leaves the bankroll, the leaderboard bankroll keeps it', async () => {
    const { contestRace, runners: r, player, entry, race } = await setup();
    const response = await placePlay(t.app, player.headers, contestRace.id, {
      amount: 12.5,
      pool: 'WIN',
      runners: [r[2]!.id],
    });
    expect(response.statusCode).toBe(201);
    const wager = PlaySchema.parse(response.json());
    expect(wager).toMatchObject({
      amount: 12.5,
      pool: 'WIN',
      runners: [r[2]!.id],
      runner: { id: r[2]!.id, programNumber: '3', name: 'Runner 3' },
      payoff: null,
      substituteRunner: null,
      race: contestRace.id,
      raceNumber: race.raceNumber,
      player: entry.id,
      playerName: entry.name,
    });
    const after = await entryRow(entry.id);
    expect(after.bankrollCents).toBe(10_000 - 1250);
    expect(after.leaderboardBankrollCents).toBe(10_000);
    const audit = await auditTypes(player);
    expect(audit.slice(-2)).toEqual([AuditEventType.WagerAttempt, AuditEventType.WagerPlaced]);
    const [placedRow] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.accountId, player.id), eq(auditLogs.eventType, AuditEventType.WagerPlaced)));
    expect(placedRow!.content).toContain(`placed play ${wager.id} for ${entry.name}`);
    expect(placedRow!.content).toContain('#3 Runner 3, $12.50.');
  });

  it('places a Win play at $2 whatever the amount, without touching the bankroll', async () => {
    const { contestRace, runners: r, player, entry } = await setup({ contest: { format: 2 } });
    const response = await placePlay(t.app, player.headers, contestRace.id, {
      amount: 50,
      runners: [r[0]!.id],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().amount).toBe(2);
    const noAmount = await setup({ contest: { format: 2 } });
    expect(
      (
        await placePlay(t.app, noAmount.player.headers, noAmount.contestRace.id, {
          runners: [noAmount.runners[1]!.id],
        })
      ).statusCode,
    ).toBe(201);
    const after = await entryRow(entry.id);
    expect([after.bankrollCents, after.leaderboardBankrollCents]).toEqual([0, 0]);
  });

  it('answers the spec messages for WinBankroll amounts and audits each refusal with its reason', async () => {
    const { contestRace, runners: r, player, entry } = await setup({ bankrollCents: 1000 });
    const play = (amount: unknown) =>
      placePlay(t.app, player.headers, contestRace.id, { amount, runners: [r[0]!.id] });
    await expectRefused(await play(undefined), 400, PLAY_MESSAGES.amountRequired);
    await expectRefused(await play(null), 400, PLAY_MESSAGES.amountRequired);
    // The wire sends dollars as a JSON number: text, even a number's, is refused.
    await expectRefused(await play('12.50'), 400, PLAY_MESSAGES.amountNotANumber);
    await expectRefused(await play('abc'), 400, PLAY_MESSAGES.amountNotANumber);
    await expectRefused(await play(2.005), 400, PLAY_MESSAGES.amountWholeCents);
    await expectRefused(await play(5.555), 400, PLAY_MESSAGES.amountWholeCents);
    await expectRefused(await play(1.99), 400, PLAY_MESSAGES.belowTwoDollars);
    await expectRefused(await play(-5), 400, PLAY_MESSAGES.amountNotPositive);
    await expectRefused(await play(0), 400, PLAY_MESSAGES.amountNotPositive);
    await expectRefused(await play(10.01), 400, insufficientFundsLeft(1_000));
    expect((await play(10)).statusCode).toBe(201);
    expect((await entryRow(entry.id)).bankrollCents).toBe(0);

    const failures = await t.database.db
      .select({ content: auditLogs.content })
      .from(auditLogs)
      .where(and(eq(auditLogs.accountId, player.id), eq(auditLogs.eventType, AuditEventType.WagerFailed)));
    expect(failures).toHaveLength(10);
    expect(failures[0]!.content).toContain(PLAY_MESSAGES.amountRequired);
    const attempts = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.accountId, player.id), eq(auditLogs.eventType, AuditEventType.WagerAttempt)));
    expect(attempts).toHaveLength(11);
  });

  it('uses the contest race minimum when it is set: below it, "Wager amount is below the minimum."', async () => {
    const { contestRace, runners: r, player } = await setup({ contestRace: { minWagerAmountCents: 500 } });
    const play = (amount: number) =>
      placePlay(t.app, player.headers, contestRace.id, { amount, runners: [r[0]!.id] });
    await expectRefused(await play(4.99), 400, PLAY_MESSAGES.belowMinimum);
    expect((await play(5)).statusCode).toBe(201);
  });

  it('refuses a request without exactly one runner, and audits it as an attempt', async () => {
    const { contestRace, runners: r, player } = await setup();
    await expectRefused(
      await placePlay(t.app, player.headers, contestRace.id, { amount: 5 }),
      400,
      PLAY_MESSAGES.runnerRequired,
    );
    await expectRefused(
      await placePlay(t.app, player.headers, contestRace.id, { amount: 5, runners: [] }),
      400,
      PLAY_MESSAGES.runnerRequired,
    );
    await expectRefused(
      await placePlay(t.app, player.headers, contestRace.id, { amount: 5, runners: [r[0]!.id, r[1]!.id] }),
      400,
      PLAY_MESSAGES.oneRunnerOnly,
    );
    expect(await auditTypes(player)).toEqual([
      AuditEventType.AccountCreated,
      ...Array(3).fill([AuditEventType.WagerAttempt, AuditEventType.WagerFailed]).flat(),
    ]);
  });

  it('refuses a runner of another race (400) and a scratched runner (409)', async () => {
    const { contestRace, runners: r, player } = await setup();
    const other = await insertRace(t.database.db);
    await expectRefused(
      await placePlay(t.app, player.headers, contestRace.id, { amount: 5, runners: [other.runners[0]!.id] }),
      400,
      PLAY_MESSAGES.runnerNotInRace,
    );
    await expectRefused(
      await placePlay(t.app, player.headers, contestRace.id, { amount: 5, runners: [2_000_000_000] }),
      400,
      PLAY_MESSAGES.runnerNotInRace,
    );
    await t.database.db.update(runners).set({ scratched: true }).where(eq(runners.id, r[1]!.id));
    await expectRefused(
      await placePlay(t.app, player.headers, contestRace.id, { amount: 5, runners: [r[1]!.id] }),
      409,
      PLAY_MESSAGES.runnerScratched,
    );
  });

  it('refuses plays once wagering is closed, and after the race is reopened accepts them again', async () => {
    const { contestRace, runners: r, player, race } = await setup();
    const admin = await signupAdministrator(t.app, t.database.db);
    expect((await updateRace(t.app, admin.headers, race.id, { isWageringClosed: true })).statusCode).toBe(
      200,
    );
    await expectRefused(
      await placePlay(t.app, player.headers, contestRace.id, { amount: 5, runners: [r[0]!.id] }),
      409,
      PLAY_MESSAGES.wageringClosed,
    );
    expect((await updateRace(t.app, admin.headers, race.id, { isWageringClosed: false })).statusCode).toBe(
      200,
    );
    expect(
      (await placePlay(t.app, player.headers, contestRace.id, { amount: 5, runners: [r[0]!.id] })).statusCode,
    ).toBe(201);
  });

  it('refuses plays and removals on a finalized race', async () => {
    const { contestRace, runners: r, player, race } = await setup({ contestRace: { maxWagers: 2 } });
    const placed = await placePlay(t.app, player.headers, contestRace.id, { amount: 5, runners: [r[0]!.id] });
    expect(placed.statusCode).toBe(201);
    const admin = await signupAdministrator(t.app, t.database.db);
    await settleRace(t.app, admin.headers, race.id, [{ runnerId: r[0]!.id, payoff: 3 }]);
    await expectRefused(
      await placePlay(t.app, player.headers, contestRace.id, { amount: 5, runners: [r[1]!.id] }),
      409,
      PLAY_MESSAGES.wageringClosed,
    );
    const removal = await t.app.inject({
      method: 'DELETE',
      url: `/api/wagers/${placed.json().id}`,
      headers: admin.headers,
    });
    expect(removal.statusCode).toBe(409);
    expect(removal.json().message).toBe(PLAY_MESSAGES.wageringClosed);
  });

  it('refuses plays in a cancelled contest and in a contest without a format', async () => {
    const cancelled = await setup({ contest: { isCancelled: true } });
    await expectRefused(
      await placePlay(t.app, cancelled.player.headers, cancelled.contestRace.id, {
        amount: 5,
        runners: [cancelled.runners[0]!.id],
      }),
      409,
      PLAY_MESSAGES.contestCancelled,
    );
    const formatless = await setup({ contest: { format: -1 } });
    await expectRefused(
      await placePlay(t.app, formatless.player.headers, formatless.contestRace.id, {
        amount: 5,
        runners: [formatless.runners[0]!.id],
      }),
      409,
      PLAY_MESSAGES.noFormat,
    );
  });

  it('allows maxWagers plays per entry on a contest race, then answers 409', async () => {
    const { contestRace, runners: r, player } = await setup({ contestRace: { maxWagers: 2 } });
    const play = (i: number) =>
      placePlay(t.app, player.headers, contestRace.id, { amount: 2, runners: [r[i]!.id] });
    expect((await play(0)).statusCode).toBe(201);
    expect((await play(1)).statusCode).toBe(201);
    await expectRefused(await play(2), 409, PLAY_MESSAGES.maxWagersReached);
  });

  it('answers 403 to a player without an entry, and 404 for unknown, malformed or hidden contest races', async () => {
    const { contestRace, runners: r } = await setup();
    const stranger = await signupAccount(t.app);
    await expectRefused(
      await placePlay(t.app, stranger.headers, contestRace.id, { amount: 5, runners: [r[0]!.id] }),
      403,
      PLAY_MESSAGES.notEntered,
    );
    for (const id of ['abc', '99999999999', '2000000000', '0', '-1']) {
      await expectRefused(
        await placePlay(t.app, stranger.headers, id, { amount: 5, runners: [r[0]!.id] }),
        404,
        PLAY_MESSAGES.raceNotFound,
      );
    }
    const hidden = await setup({ contest: { isPublished: false } });
    await expectRefused(
      await placePlay(t.app, hidden.player.headers, hidden.contestRace.id, {
        amount: 5,
        runners: [hidden.runners[0]!.id],
      }),
      404,
      PLAY_MESSAGES.raceNotFound,
    );
  });

  it('asks a player with several entries which one the play is for, and only accepts their own', async () => {
    const { contest, contestRace, runners: r, player, entry } = await setup({ contest: { maxEntries: 2 } });
    const second = await insertPlayer(t.database.db, contest.id, player.id, { entryNumber: 2 });
    await expectRefused(
      await placePlay(t.app, player.headers, contestRace.id, { amount: 5, runners: [r[0]!.id] }),
      400,
      PLAY_MESSAGES.chooseEntry,
    );
    const placed = await placePlay(t.app, player.headers, contestRace.id, {
      amount: 5,
      runners: [r[0]!.id],
      playerID: second.id,
    });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().player).toBe(second.id);
    expect((await entryRow(second.id)).bankrollCents).toBe(9_500);
    expect((await entryRow(entry.id)).bankrollCents).toBe(10_000);

    const other = await signupAccount(t.app);
    const othersEntry = await insertPlayer(t.database.db, contest.id, other.id);
    expect(
      (
        await placePlay(t.app, player.headers, contestRace.id, {
          amount: 5,
          runners: [r[0]!.id],
          playerID: othersEntry.id,
        })
      ).statusCode,
    ).toBe(403);
    await expectRefused(
      await placePlay(t.app, player.headers, contestRace.id, {
        amount: 5,
        runners: [r[0]!.id],
        playerID: 999_999,
      }),
      404,
      PLAY_MESSAGES.playerNotFound,
    );
  });

  it('lets an administrator play for any entry of the contest, with the admin form messages', async () => {
    const { contestRace, runners: r, entry } = await setup();
    const admin = await signupAdministrator(t.app, t.database.db);
    await expectRefused(
      await placePlay(t.app, admin.headers, contestRace.id, { runners: [r[0]!.id], playerID: entry.id }),
      400,
      PLAY_MESSAGES.adminAmountRequired,
    );
    await expectRefused(
      await placePlay(t.app, admin.headers, contestRace.id, {
        amount: 5,
        runners: [r[0]!.id],
        playerID: 999_999,
      }),
      404,
      PLAY_MESSAGES.playerNotFound,
    );
    const elsewhere = await setup();
    await expectRefused(
      await placePlay(t.app, admin.headers, contestRace.id, {
        amount: 5,
        runners: [r[0]!.id],
        playerID: elsewhere.entry.id,
      }),
      404,
      PLAY_MESSAGES.playerNotFound,
    );
    await expectRefused(
      await placePlay(t.app, admin.headers, contestRace.id, { amount: 5, runners: [r[0]!.id] }),
      403,
      PLAY_MESSAGES.notEntered,
    );
    const placed = await placePlay(t.app, admin.headers, contestRace.id, {
      amount: 7.25,
      runners: [r[0]!.id],
      playerID: entry.id,
    });
    expect(placed.statusCode).toBe(201);
    expect(placed.json()).toMatchObject({ player: entry.id, amount: 7.25 });
    expect((await entryRow(entry.id)).bankrollCents).toBe(10_000 - 725);
  });

  it('lets an administrator play in a contest hidden from the public', async () => {
    const { contestRace, runners: r, entry } = await setup({ contest: { isPublic: false } });
    const admin = await signupAdministrator(t.app, t.database.db);
    const placed = await placePlay(t.app, admin.headers, contestRace.id, {
      amount: 5,
      runners: [r[0]!.id],
      playerID: entry.id,
    });
    expect(placed.statusCode).toBe(201);
    const stored = await t.database.db.select().from(wagers).where(eq(wagers.contestPlayerId, entry.id));
    expect(stored).toHaveLength(1);
  });
});
