import type { PrizeType } from '@cj/shared/enums';
import { and, asc, count, eq, isNotNull, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts } from '../../db/schema/accounts';
import { contestPlayers, contests, prizes } from '../../db/schema/contests';

/**
 * The ranked entries of the contest ranked `lastPlacement` or better, with their account's address, in enrollment
 * order. Ranks are competition ranks (1, 1, 3), so an entry ranked below the last prized placement occupies none.
 */
export async function listRankedPlayers(db: DbOrTx, contestId: number, lastPlacement: number) {
  const rows = await db
    .select({
      id: contestPlayers.id,
      name: contestPlayers.name,
      rank: contestPlayers.rank,
      leaderboardBankrollCents: contestPlayers.leaderboardBankrollCents,
      accountId: accounts.id,
      email: accounts.email,
      firstName: accounts.firstName,
    })
    .from(contestPlayers)
    .innerJoin(accounts, eq(accounts.id, contestPlayers.accountId))
    .where(
      and(
        eq(contestPlayers.contestId, contestId),
        isNotNull(contestPlayers.rank),
        lte(contestPlayers.rank, lastPlacement),
      ),
    )
    .orderBy(asc(contestPlayers.id));
  return rows.map((row) => ({ ...row, rank: row.rank!, enrollmentOrder: row.id }));
}

export async function listContestPrizes(db: DbOrTx, contestId: number) {
  const rows = await db
    .select({
      id: prizes.id,
      label: prizes.label,
      placement: prizes.placement,
      type: prizes.type,
      valueCents: prizes.valueCents,
      paid: prizes.paid,
    })
    .from(prizes)
    .where(eq(prizes.contestId, contestId))
    .orderBy(asc(prizes.placement), asc(prizes.id));
  // The column's check constraint allows only the three prize types.
  return rows.map((row) => ({ ...row, type: row.type as PrizeType }));
}

/** How many entries the contest has (the field the winners finished in). */
export async function countPlayers(db: DbOrTx, contestId: number) {
  const [row] = await db
    .select({ count: count() })
    .from(contestPlayers)
    .where(eq(contestPlayers.contestId, contestId));
  return row?.count ?? 0;
}

export async function markWinnersNotified(db: DbOrTx, contestId: number) {
  await db.update(contests).set({ winnersNotified: true }).where(eq(contests.id, contestId));
}
