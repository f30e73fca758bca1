import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { lockContestAgainstPlays } from '../../db/lock-order';
import { accounts } from '../../db/schema/accounts';
import { contestPlayers, contests, wagers } from '../../db/schema/contests';
import { personColumns } from '../accounts/views';

export async function findAccountsByIds(db: DbOrTx, accountIds: readonly number[]) {
  return db
    .select(personColumns)
    .from(accounts)
    .where(inArray(accounts.id, [...accountIds]));
}

/** Which of the accounts hold an entry in the contest already. */
export async function accountsWithPlayers(db: DbOrTx, contestId: number, accountIds: readonly number[]) {
  const rows = await db
    .selectDistinct({ accountId: contestPlayers.accountId })
    .from(contestPlayers)
    .where(and(eq(contestPlayers.contestId, contestId), inArray(contestPlayers.accountId, [...accountIds])));
  return new Set(rows.map((row) => row.accountId));
}

export async function insertPlayers(db: DbOrTx, entries: (typeof contestPlayers.$inferInsert)[]) {
  if (entries.length === 0) return [];
  return db.insert(contestPlayers).values(entries).returning({ id: contestPlayers.id });
}

/** The contest, locked as finalize locks it, so plays in flight on it finish first and none start meanwhile. */
export async function lockContestById(tx: DbOrTx, contestId: number) {
  await lockContestAgainstPlays(tx, contestId);
  const [row] = await tx.select().from(contests).where(eq(contests.id, contestId)).for('no key update');
  return row ?? null;
}

export async function lockPlayerOfContest(tx: DbOrTx, contestId: number, entryId: number) {
  const [row] = await tx
    .select({ id: contestPlayers.id })
    .from(contestPlayers)
    .where(and(eq(contestPlayers.id, entryId), eq(contestPlayers.contestId, contestId)))
    .for('update');
  return row ?? null;
}

export async function updatePlayerRow(
  db: DbOrTx,
  entryId: number,
  changes: { name: string; bankrollCents: number; leaderboardBankrollCents: number },
) {
  await db.update(contestPlayers).set(changes).where(eq(contestPlayers.id, entryId));
}

export async function countPlaysOfPlayer(db: DbOrTx, entryId: number) {
  const [row] = await db.select({ plays: count() }).from(wagers).where(eq(wagers.contestPlayerId, entryId));
  return row?.plays ?? 0;
}

/** Deletes the entry and, by cascade, its plays; false when it was gone already. */
export async function deletePlayerRow(db: DbOrTx, entryId: number) {
  const rows = await db
    .delete(contestPlayers)
    .where(eq(contestPlayers.id, entryId))
    .returning({ id: contestPlayers.id });
  return rows.length === 1;
}

/**
 * Ranks every entry of the contest by leaderboard bankroll in one statement, as finalize ranks them (ties share a
 * rank, the next skips). `onlyIfRanked`: leave a contest alone whose entries have no rank yet (no race finalized).
 */
export async function rerankContest(db: DbOrTx, contestId: number, options: { onlyIfRanked: boolean }) {
  await db.execute(sql`
    with ranked as (
      select id, rank() over (order by leaderboard_bankroll_cents desc) as rank
      from contest_players
      where contest_id = ${contestId}
    )
    update contest_players cp
    set rank = ranked.rank
    from ranked
    where cp.id = ranked.id
      and cp.rank is distinct from ranked.rank::integer
      and (${!options.onlyIfRanked}::boolean or exists (
        select 1 from contest_players ranked_entry
        where ranked_entry.contest_id = ${contestId} and ranked_entry.rank is not null
      ))`);
}
