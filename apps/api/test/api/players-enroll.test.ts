import { AuditEventType, ContestFormat } from '@cj/shared/enums';
import { PLAYER_MESSAGES } from '@cj/shared/players';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs } from '../../src/db/schema/audit';
import { contestPlayers } from '../../src/db/schema/contests';
import { bearer, signupAccount, signupAdministrator, type TestAccount } from '../accounts-helpers';
import { insertContest } from '../fixtures';
import { useTestApp } from '../test-app';

const t = useTestApp();

const enroll = (contestKey: string | number, account?: TestAccount) =>
  t.app.inject({
    method: 'POST',
    url: `/api/contest/${contestKey}/enroll`,
    headers: account?.headers ?? {},
  });

const entriesOf = (contestId: number, accountId: number) =>
  t.database.db
    .select()
    .from(contestPlayers)
    .where(and(eq(contestPlayers.contestId, contestId), eq(contestPlayers.accountId, accountId)));

describe('POST /api/contest/{id}/enroll', () => {
  it('creates an entry named after the account with the starting bankroll (WinBankroll)', async () => {
    const player = await signupAccount(t.app, { firstName: 'Rosie', lastName: 'napravnik' });
    const contest = await insertContest(t.database.db, { startingBankrollCents: 15_050 });
    const response = await enroll(contest.slug, player);
    expect(response.statusCode).toBe(201);
    const [entry] = await entriesOf(contest.id, player.id);
    expect(response.json()).toEqual({
      id: entry!.id,
      contestID: contest.id,
      name: 'Rosie N.',
      rank: null,
      bankroll: 150.5,
      leaderboardBankroll: 150.5,
      hiddenPlays: 0,
      picksLeft: 0,
      nowRunning: null,
      account: { id: player.id, firstName: 'Rosie', lastName: 'napravnik', email: player.email },
    });
  });

  it('starts a Win format entry at 0', async () => {
    const player = await signupAccount(t.app);
    const contest = await insertContest(t.database.db, { format: ContestFormat.Win });
    const response = await enroll(contest.id, player);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ bankroll: 0, leaderboardBankroll: 0 });
  });

  it('writes a contest enrollment audit row', async () => {
    const player = await signupAccount(t.app);
    const contest = await insertContest(t.database.db);
    expect((await enroll(contest.id, player)).statusCode).toBe(201);
    const rows = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.contestId, contest.id), eq(auditLogs.accountId, player.id)));
    expect(rows.map((row) => row.eventType)).toEqual([AuditEventType.ContestEnrollment]);
    expect(rows[0]!.content).toContain(player.email);
  });

  it('refuses a second entry with maxEntries 1', async () => {
    const player = await signupAccount(t.app);
    const contest = await insertContest(t.database.db);
    expect((await enroll(contest.id, player)).statusCode).toBe(201);
    const again = await enroll(contest.id, player);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: PLAYER_MESSAGES.entryLimitReached,
    });
    expect(await entriesOf(contest.id, player.id)).toHaveLength(1);
  });

  it('allows up to maxEntries entries, numbered in their names', async () => {
    const player = await signupAccount(t.app, { firstName: 'Joel', lastName: 'Rosario' });
    const contest = await insertContest(t.database.db, { maxEntries: 2 });
    expect((await enroll(contest.id, player)).json().name).toBe('Joel R.');
    const second = await enroll(contest.id, player);
    expect(second.statusCode).toBe(201);
    expect(second.json().name).toBe('Joel R. (2)');
    const third = await enroll(contest.id, player);
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(PLAYER_MESSAGES.entryLimitReached);
  });

  it('refuses while enrollment is closed, and in a cancelled contest', async () => {
    const player = await signupAccount(t.app);
    const closed = await insertContest(t.database.db, { isEnrollmentOpen: false });
    const closedResponse = await enroll(closed.id, player);
    expect(closedResponse.statusCode).toBe(409);
    expect(closedResponse.json().message).toBe(PLAYER_MESSAGES.enrollmentClosed);

    const cancelled = await insertContest(t.database.db, { isCancelled: true });
    const cancelledResponse = await enroll(cancelled.id, player);
    expect(cancelledResponse.statusCode).toBe(409);
    expect(cancelledResponse.json().message).toBe(PLAYER_MESSAGES.contestCancelled);

    expect(await entriesOf(closed.id, player.id)).toEqual([]);
    expect(await entriesOf(cancelled.id, player.id)).toEqual([]);
  });

  it('answers "Contest not found." for unknown and hidden contests, administrators included', async () => {
    const player = await signupAccount(t.app);
    const admin = await signupAdministrator(t.app, t.database.db);
    const unpublished = await insertContest(t.database.db, { isPublished: false });
    const hidden = await insertContest(t.database.db, { isPublic: false });
    for (const key of ['no-such-contest', '99999999999', 'abc', '0', String(unpublished.id), hidden.slug]) {
      for (const caller of [player, admin]) {
        const response = await enroll(key, caller);
        expect(response.statusCode, key).toBe(404);
        expect(response.json().message).toBe(PLAYER_MESSAGES.contestNotFound);
      }
    }
  });

  it('requires a session', async () => {
    const contest = await insertContest(t.database.db);
    expect((await enroll(contest.id)).statusCode).toBe(401);
    const expired = await t.app.inject({
      method: 'POST',
      url: `/api/contest/${contest.id}/enroll`,
      headers: bearer('y'.repeat(43)),
    });
    expect(expired.statusCode).toBe(401);
  });
});
