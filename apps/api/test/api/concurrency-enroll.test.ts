import { PLAYER_MESSAGES } from '@cj/shared/players';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contestPlayers } from '../../src/db/schema/contests';
import { signupAccount, type TestAccount } from '../accounts-helpers';
import { insertContest } from '../fixtures';
import { useTestApp } from '../test-app';

/**
 * Simultaneous enrollments, on PostgreSQL only (vitest.config.ts leaves this file out of the PGlite run): PGlite is
 * a single connection that runs one transaction at a time, so nothing there races.
 */

const t = useTestApp();

const enroll = (contestKey: string | number, account: TestAccount) =>
  t.app.inject({ method: 'POST', url: `/api/contest/${contestKey}/enroll`, headers: account.headers });

const entriesOf = (contestId: number, accountId: number) =>
  t.database.db
    .select()
    .from(contestPlayers)
    .where(and(eq(contestPlayers.contestId, contestId), eq(contestPlayers.accountId, accountId)));

describe('concurrent enrollment', () => {
  it('gives exactly one entry to 20 simultaneous enrollments of one account (maxEntries 1)', async () => {
    const player = await signupAccount(t.app);
    const contest = await insertContest(t.database.db);
    const responses = await Promise.all(Array.from({ length: 20 }, () => enroll(contest.id, player)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json().message).toBe(PLAYER_MESSAGES.entryLimitReached);
    }
    expect(await entriesOf(contest.id, player.id)).toHaveLength(1);
  });

  it('gives exactly maxEntries entries to simultaneous enrollments when several are allowed', async () => {
    const player = await signupAccount(t.app);
    const contest = await insertContest(t.database.db, { maxEntries: 3 });
    const responses = await Promise.all(Array.from({ length: 20 }, () => enroll(contest.id, player)));
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(3);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(17);
    const entries = await entriesOf(contest.id, player.id);
    expect(entries.map((entry) => entry.entryNumber).sort()).toEqual([1, 2, 3]);
  });
});
