import { PrizeType } from '@cj/shared/enums';
import { and, count, countDistinct, eq, gte, lt, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts } from '../../db/schema/accounts';
import { contestPlayers, contests, prizes } from '../../db/schema/contests';
import { firstRaceClosed } from '../contests/status';

/** Accounts in all, and since each of two moments. */
export async function countAccounts(db: DbOrTx, since: { monthStart: Date; yearStart: Date }) {
  const [row] = await db
    .select({
      total: count(),
      sinceMonthStart: count(sql`case when ${gte(accounts.createdAt, since.monthStart)} then 1 end`),
      sinceYearStart: count(sql`case when ${gte(accounts.createdAt, since.yearStart)} then 1 end`),
    })
    .from(accounts);
  return row!;
}

/** Distinct (account, contest) pairs: how many contests people entered, counting several entries once. */
export async function countContestsEntered(db: DbOrTx) {
  const [row] = await db
    .select({ pairs: countDistinct(sql`(${contestPlayers.accountId}, ${contestPlayers.contestId})`) })
    .from(contestPlayers);
  return row?.pairs ?? 0;
}

export async function sumPaidPrizes(db: DbOrTx) {
  const [row] = await db
    .select({
      paid: count(),
      cashCents: sum(
        sql`case when ${prizes.type} = ${PrizeType.Cash} then ${prizes.valueCents} else 0 end`,
      ).mapWith(Number),
    })
    .from(prizes)
    .where(eq(prizes.paid, true));
  return { paid: row?.paid ?? 0, cashCents: row?.cashCents ?? 0 };
}

/** What the status rule needs of every contest (drafts too), and whether it is published. */
export async function listContestStatusFacts(db: DbOrTx, now: Date) {
  return db
    .select({
      isPublished: contests.isPublished,
      isCancelled: contests.isCancelled,
      concludedAt: contests.concludedAt,
      firstRaceClosed: firstRaceClosed(now),
    })
    .from(contests);
}

export async function countPlayers(db: DbOrTx) {
  const [row] = await db.select({ entries: count() }).from(contestPlayers);
  return row?.entries ?? 0;
}

/** Sign-ups per UTC day in [from, to), only the days that had any. */
export async function countSignupsPerDay(db: DbOrTx, from: Date, to: Date) {
  const day = sql<string>`to_char(${accounts.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  return db
    .select({ date: day, count: count() })
    .from(accounts)
    .where(and(gte(accounts.createdAt, from), lt(accounts.createdAt, to)))
    .groupBy(day);
}
