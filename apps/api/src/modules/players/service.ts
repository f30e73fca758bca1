import { PLAYER_MESSAGES } from '@cj/shared/players';
import type { AppContext, SessionAccount } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { conflict, notFound } from '../../lib/http-errors';
import type { IdempotentRequest } from '../../lib/idempotency-request';
import { contestRef, findContestForViewer } from '../contests/lookup';
import { answerOnce } from '../idempotency/service';
import { type EnrollmentRefusal, enroll } from './enrollment';
import { listLeaderboardPage } from './leaderboard-page';
import { countPlayers, findPlayer, listPlayersByIds, listPlayersOfAccount } from './repository';
import { toPlayer } from './views';

const refusals: Record<EnrollmentRefusal, () => Error> = {
  contestNotFound: () => notFound(PLAYER_MESSAGES.contestNotFound),
  contestCancelled: () => conflict(PLAYER_MESSAGES.contestCancelled),
  enrollmentClosed: () => conflict(PLAYER_MESSAGES.enrollmentClosed),
  entryLimitReached: () => conflict(PLAYER_MESSAGES.entryLimitReached),
};

/**
 * Creates the account's next entry in the contest, or answers why it may not. With an Idempotency-Key, a retry
 * answers the first enrollment's answer and creates no second entry (decision 056).
 */
export async function enrollInContest(
  ctx: AppContext,
  account: SessionAccount,
  idOrSlug: string,
  idempotency: IdempotentRequest | null = null,
) {
  try {
    const answer = await answerOnce(ctx, account, idempotency, 'enrollment', 201, async (tx) => {
      const outcome = await enroll(tx, ctx, account, idOrSlug);
      if (!outcome.enrolled) throw refusals[outcome.reason]();
      const entry = await findPlayer(tx, outcome.entryId, ctx.now());
      return toPlayer(entry!, account);
    });
    if (!answer.replayed) await ctx.outbox.notify();
    return answer;
  } catch (error) {
    // Two enrollments that both counted the same entries collide on (contest, account, entry number).
    if (isUniqueViolation(error)) throw conflict(PLAYER_MESSAGES.entryLimitReached);
    throw error;
  }
}

/**
 * The player lists answer an empty list for a contest the caller cannot see (spec §8), so a leaderboard panel
 * never fails on its own.
 */
async function visibleContestId(ctx: AppContext, idOrSlug: string, viewer: SessionAccount | null) {
  return (await findContestForViewer(ctx.db, idOrSlug, viewer))?.id ?? null;
}

/** A page of PAGE_SIZE.players entries; an unknown or hidden contest gives an empty page, as the lists above. */
export async function leaderboardPage(
  ctx: AppContext,
  idOrSlug: string,
  viewer: SessionAccount | null,
  offset: number,
) {
  const rows = await listLeaderboardPage(ctx.db, contestRef(idOrSlug), viewer, offset, ctx.now());
  return rows.map((row) => toPlayer(row, viewer));
}

export async function pinnedPlayers(
  ctx: AppContext,
  idOrSlug: string,
  viewer: SessionAccount | null,
  entryIds: readonly number[],
) {
  if (entryIds.length === 0) return [];
  const contestId = await visibleContestId(ctx, idOrSlug, viewer);
  if (contestId === null) return [];
  const rows = await listPlayersByIds(ctx.db, contestId, entryIds, ctx.now());
  return rows.map((row) => toPlayer(row, viewer));
}

export async function ownPlayers(ctx: AppContext, idOrSlug: string, account: SessionAccount) {
  const contestId = await visibleContestId(ctx, idOrSlug, account);
  if (contestId === null) return [];
  const rows = await listPlayersOfAccount(ctx.db, contestId, account.id, ctx.now());
  return rows.map((row) => toPlayer(row, account));
}

export async function entryCount(ctx: AppContext, idOrSlug: string, viewer: SessionAccount | null) {
  const contestId = await visibleContestId(ctx, idOrSlug, viewer);
  if (contestId === null) throw notFound(PLAYER_MESSAGES.contestNotFound);
  return { count: await countPlayers(ctx.db, contestId) };
}

/** One entry by id, with its account, or null: for the administrators' player pages. */
export async function findPlayerById(db: DbOrTx, entryId: number, now: Date) {
  return findPlayer(db, entryId, now);
}

/** The entries of the contest among `entryIds`. */
export async function listPlayersOfContestByIds(
  db: DbOrTx,
  contestId: number,
  entryIds: readonly number[],
  now: Date,
) {
  return listPlayersByIds(db, contestId, entryIds, now);
}
