import { PAGE_SIZE } from '@cj/shared/constants';
import { Property } from '@cj/shared/enums';
import { PLAYER_MESSAGES } from '@cj/shared/players';
import type { AppContext, SessionAccount } from '../../app-context';
import { notFound } from '../../lib/http-errors';
import { addDays } from '../../lib/time';
import { findContestForViewer } from './lookup';
import {
  listEnteredContests,
  listOpenPublicContests,
  listPrizes,
  listRecentResults,
  listSponsors,
} from './repository';
import { toRecentResult } from './result-views';
import { withProgress } from './status';
import { toContest, toMyContestSummary, toPrize, toPublicContestSummary, toSponsor } from './views';

/** More than the home page ever shows; keeps a public list bounded whatever the admins create. */
const PUBLIC_LIST_LIMIT = 100;

const brands: readonly number[] = [Property.Thoroughbred, Property.Harness];

/**
 * "Upcoming" on the home page: published, public, not cancelled, not concluded, and starting after one day ago.
 * The day of grace keeps a contest that is being run today on the list (its races go off after its start time);
 * a contest whose races were never finalized drops off the next day instead of lingering for ever.
 */
export async function upcomingPublicContests(
  ctx: AppContext,
  query: { property?: number; featuredOnly: boolean },
) {
  const now = ctx.now();
  const rows = await listOpenPublicContests(ctx.db, {
    now,
    startingAfter: addDays(now, -1),
    property: query.property !== undefined && brands.includes(query.property) ? query.property : undefined,
    featuredOnly: query.featuredOnly,
    limit: PUBLIC_LIST_LIMIT,
  });
  return rows.map((row) => toPublicContestSummary(row, now));
}

/** The home page's recent results: the brand's finished contests, newest first, a page at `offset`. */
export async function recentResults(ctx: AppContext, query: { property?: number; offset: number }) {
  const rows = await listRecentResults(ctx.db, {
    property: query.property !== undefined && brands.includes(query.property) ? query.property : undefined,
    offset: query.offset,
    limit: PAGE_SIZE.results,
  });
  return rows.map(toRecentResult);
}

/** My Contests: upcoming (still to conclude) or past (concluded, or cancelled once its start passed). */
export async function enteredContests(ctx: AppContext, account: SessionAccount, past: boolean) {
  const now = ctx.now();
  const rows = await listEnteredContests(ctx.db, { accountId: account.id, viewer: account, now, past });
  return rows.map((row) => toMyContestSummary(row, now));
}

async function visibleContest(ctx: AppContext, idOrSlug: string, viewer: SessionAccount | null) {
  const contest = await findContestForViewer(ctx.db, idOrSlug, viewer);
  if (!contest) throw notFound(PLAYER_MESSAGES.contestNotFound);
  return contest;
}

export async function getContest(ctx: AppContext, idOrSlug: string, viewer: SessionAccount | null) {
  const contest = await visibleContest(ctx, idOrSlug, viewer);
  const now = ctx.now();
  return toContest(await withProgress(ctx.db, contest, now), now);
}

export async function getPrizes(ctx: AppContext, idOrSlug: string, viewer: SessionAccount | null) {
  const contest = await visibleContest(ctx, idOrSlug, viewer);
  return (await listPrizes(ctx.db, contest.id)).map(toPrize);
}

export async function getSponsors(ctx: AppContext, idOrSlug: string, viewer: SessionAccount | null) {
  const contest = await visibleContest(ctx, idOrSlug, viewer);
  return (await listSponsors(ctx.db, contest.id)).map(toSponsor);
}
