import { PLAYER_MESSAGES } from '@cj/shared/players';
import type { PlayerRecord, RatingRow } from '@cj/shared/ratings';
import { centsToDollars } from '@cj/shared/rules/money';
import { playerName } from '@cj/shared/rules/player-name';
import { rating as ratingOf } from '@cj/shared/rules/rating';
import type { AppContext } from '../../app-context';
import type { Db, DbOrTx } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { standingOf } from '../contests/status';
import { findRecordAccount, listRatedFinishes, listRatings, listRecordContests } from './record-repository';
import { refreshRequestedRatings, requestRatingsRefresh } from './repository';

/**
 * Asks, in the caller's transaction, for every account's stored rating to be rewritten (decision 031): when a
 * finalize concludes a contest, and when a concluded contest starts or stops counting or loses an entry. Once the
 * transaction commits the caller calls `ctx.ratingsRefresh.notify()`; the refresh runs after the commit, outside the
 * caller's transaction.
 */
export async function requestRatings(db: DbOrTx, now: Date) {
  await requestRatingsRefresh(db, now);
}

/**
 * Runs `work` in a transaction of its own and, once it committed, wakes the ratings job for the refresh it may have
 * asked for (requestRatings); the job answers at once when none was asked for.
 */
export async function inTransactionThenRate<T>(
  ctx: AppContext,
  work: (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => Promise<T>,
): Promise<T> {
  const result = await ctx.db.transaction(work);
  await ctx.ratingsRefresh.notify();
  return result;
}

/** The ratings job's run (app.ts): the refreshes asked for, once across instances. */
export async function refreshRatingsIfRequested(db: Db) {
  return refreshRequestedRatings(db);
}

/**
 * GET /players/{playerId}/record: the account behind the entry (of a published, public, non-cancelled contest),
 * named by the leaderboard's rule, its stored rating (the rule's 500 with no rated entry) and a page of its
 * entries, newest contest first. A locked account's record shows too: its results stand.
 */
export async function getPlayerRecord(
  ctx: AppContext,
  playerId: number | null,
  offset: number,
): Promise<PlayerRecord> {
  const account = playerId === null ? null : await findRecordAccount(ctx.db, playerId);
  if (!account) throw notFound(PLAYER_MESSAGES.playerNotFound);
  const now = ctx.now();
  const [rows, finishes] = await Promise.all([
    listRecordContests(ctx.db, account.accountId, offset, now),
    listRatedFinishes(ctx.db, account.accountId),
  ]);
  return {
    name: playerName(account),
    rating: account.rating ?? ratingOf([]),
    ratedEntries: account.ratedEntries ?? 0,
    finishes: finishes.reverse().map((finish) => ({ ...finish, startTime: finish.startTime.toISOString() })),
    contests: rows.map((row) => ({
      contestId: row.contestId,
      slug: row.slug,
      name: row.name,
      startTime: row.startTime.toISOString(),
      rank: row.rank,
      entries: row.entries,
      leaderboardBankroll: centsToDollars(row.leaderboardBankrollCents),
      status: standingOf(row, now).status,
    })),
  };
}

/** GET /ratings: accounts with enough rated entries, best first. */
export async function getRatings(ctx: AppContext, offset: number): Promise<RatingRow[]> {
  const rows = await listRatings(ctx.db, offset);
  return rows.map((row) => ({
    position: row.position,
    playerId: row.playerId,
    name: playerName(row),
    rating: row.rating,
    ratedEntries: row.ratedEntries,
  }));
}
