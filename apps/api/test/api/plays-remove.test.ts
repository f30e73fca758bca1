import { AuditEventType } from '@cj/shared/enums';
import { PLAY_MESSAGES } from '@cj/shared/plays';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs } from '../../src/db/schema/audit';
import { contestPlayers, contests, wagers } from '../../src/db/schema/contests';
import { signupAccount, signupAdministrator } from '../accounts-helpers';
import { insertContest } from '../fixtures';
import { addRaceToContest, insertPlayer, insertRace, placePlay, updateRace } from '../race-fixtures';
import { useTestApp } from '../test-app';

const t = useTestApp();

async function placedPlay(format: 1 | 2 = 1) {
  const db = t.database.db;
  const contest = await insertContest(db, { format });
  const { race, runners } = await insertRace(db);
  const contestRace = await addRaceToContest(db, contest.id, race.id);
  const player = await signupAccount(t.app);
  const bankroll = format === 1 ? 10_000 : 0;
  const entry = await insertPlayer(db, contest.id, player.id, {
    bankrollCents: bankroll,
    leaderboardBankrollCents: bankroll,
  });
  const response = await placePlay(t.app, player.headers, contestRace.id, {
    amount: 8,
    runners: [runners[0]!.id],
  });
  expect(response.statusCode).toBe(201);
  return { contest, race, player, entry, wagerId: response.json().id as number };
}

const remove = (id: number | string, headers?: { authorization: string }) =>
  t.app.inject({ method: 'DELETE', url: `/api/wagers/${id}`, ...(headers ? { headers } : {}) });

const bankrollOf = async (entryId: number) =>
  (await t.database.db.select().from(contestPlayers).where(eq(contestPlayers.id, entryId)))[0]!;

describe('DELETE /api/wagers/{id}', () => {
  it('lets the owner remove a play while the race is open: the stake goes back; audit type 9', async () => {
    const { player, entry, wagerId } = await placedPlay();
    expect((await bankrollOf(entry.id)).bankrollCents).toBe(9_200);
    const response = await remove(wagerId, player.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: PLAY_MESSAGES.wagerRemoved });
    const after = await bankrollOf(entry.id);
    expect([after.bankrollCents, after.leaderboardBankrollCents]).toEqual([10_000, 10_000]);
    expect(await t.database.db.select().from(wagers).where(eq(wagers.id, wagerId))).toHaveLength(0);
    const removed = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.accountId, player.id), eq(auditLogs.eventType, AuditEventType.WagerRemoved)));
    expect(removed).toHaveLength(1);
    expect((await remove(wagerId, player.headers)).statusCode).toBe(404);
  });

  it('gives nothing back in the Win format (no bankroll was spent)', async () => {
    const { player, entry, wagerId } = await placedPlay(2);
    expect((await remove(wagerId, player.headers)).statusCode).toBe(200);
    expect((await bankrollOf(entry.id)).bankrollCents).toBe(0);
  });

  it('answers 401 anonymous, 403 to another player, and lets an administrator remove any play', async () => {
    const { entry, wagerId } = await placedPlay();
    expect((await remove(wagerId)).statusCode).toBe(401);
    const other = await signupAccount(t.app);
    const refused = await remove(wagerId, other.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(PLAY_MESSAGES.notYourWager);
    const admin = await signupAdministrator(t.app, t.database.db);
    expect((await remove(wagerId, admin.headers)).statusCode).toBe(200);
    expect((await bankrollOf(entry.id)).bankrollCents).toBe(10_000);
  });

  it('refuses removal once wagering is closed, for the owner and for an administrator', async () => {
    const { race, player, wagerId } = await placedPlay();
    const admin = await signupAdministrator(t.app, t.database.db);
    await updateRace(t.app, admin.headers, race.id, { isWageringClosed: true });
    for (const headers of [player.headers, admin.headers]) {
      const response = await remove(wagerId, headers);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(PLAY_MESSAGES.wageringClosed);
    }
  });

  it('refuses removal in a cancelled contest', async () => {
    const { contest, player, wagerId } = await placedPlay();
    await t.database.db.update(contests).set({ isCancelled: true }).where(eq(contests.id, contest.id));
    const response = await remove(wagerId, player.headers);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(PLAY_MESSAGES.contestCancelled);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    const player = await signupAccount(t.app);
    for (const id of ['abc', '99999999999', '2000000000', '1.5']) {
      const response = await remove(id, player.headers);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(PLAY_MESSAGES.wagerNotFound);
    }
  });
});
