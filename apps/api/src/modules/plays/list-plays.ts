import { PAGE_SIZE } from '@cj/shared/constants';
import type { Play } from '@cj/shared/plays';
import { arePlaysShown, type PicksLockAt } from '@cj/shared/rules/picks-lock';
import type { RaceWageringFlags } from '@cj/shared/rules/race-state';
import type { AppContext, SessionAccount } from '../../app-context';
import { findContestForViewer } from '../contests/lookup';
import { withProgress } from '../contests/status';
import { isContestVisibleTo } from '../contests/visibility';
import { findContestRaceState, findPlayer, listPlays, type PlayFilter } from './repository';
import { toPlay } from './views';

/**
 * Who sees which plays: nobody sees another player's plays while they may still be made (no copying, no
 * hedging): on a race still open, and in Pick & Pray on any race until the contest's first race closes; after
 * that everyone does (rules/picks-lock.ts arePlaysShown). Administrators see everything. Lists never fail: an unknown or
 * hidden contest race answers [].
 */

type Viewer = SessionAccount | null;

const playsShown = (
  contest: { picksLockAt: PicksLockAt },
  race: RaceWageringFlags,
  firstRaceClosed: boolean,
  now: Date,
) => arePlaysShown({ picksLockAt: contest.picksLockAt, race, firstRaceClosed, now });

/** The filter for plays on one contest race as `viewer` may see them; null when nothing is visible. */
async function contestRaceFilter(
  ctx: AppContext,
  viewer: Viewer,
  contestRaceId: number | null,
): Promise<PlayFilter | null> {
  const now = ctx.now();
  const state = contestRaceId === null ? null : await findContestRaceState(ctx.db, contestRaceId, now);
  if (!state) return null;
  if (!isContestVisibleTo(state.contest, viewer)) return null;
  if (viewer?.isAdministrator) return { contestRaceId: state.contestRace.id };
  if (playsShown(state.contest, state.race, state.firstRaceClosed, now))
    return { contestRaceId: state.contestRace.id };
  return viewer ? { contestRaceId: state.contestRace.id, accountId: viewer.id } : null;
}

/** GET /race/{id}/wagers?offset: a page of the plays on a contest race. */
export async function listContestRacePlays(
  ctx: AppContext,
  viewer: Viewer,
  contestRaceId: number | null,
  offset: number,
): Promise<Play[]> {
  const filter = await contestRaceFilter(ctx, viewer, contestRaceId);
  if (!filter) return [];
  return (await listPlays(ctx.db, filter, { limit: PAGE_SIZE.wagers, offset })).map(toPlay);
}

/** GET /race/{id}/wagers/me: the caller's own plays on a contest race, every entry of theirs. */
export async function listOwnContestRacePlays(
  ctx: AppContext,
  viewer: SessionAccount,
  contestRaceId: number | null,
): Promise<Play[]> {
  if (contestRaceId === null) return [];
  return (await listPlays(ctx.db, { contestRaceId, accountId: viewer.id })).map(toPlay);
}

/** GET /race/{id}/wagers/pinned?players=: the plays of the pinned entries on a contest race. */
export async function listPinnedContestRacePlays(
  ctx: AppContext,
  viewer: Viewer,
  contestRaceId: number | null,
  entryIds: readonly number[],
): Promise<Play[]> {
  if (entryIds.length === 0) return [];
  const filter = await contestRaceFilter(ctx, viewer, contestRaceId);
  if (!filter) return [];
  return (await listPlays(ctx.db, { ...filter, entryIds })).map(toPlay);
}

/**
 * GET /wagers/{contest}/{player}: one entry's plays in a contest, by race (the leaderboard's expansion). Plays on
 * races still open are shown only to the entry's owner and to administrators.
 */
export async function listPlayerPlays(
  ctx: AppContext,
  viewer: Viewer,
  contestIdOrSlug: string,
  entryId: number | null,
): Promise<Play[]> {
  if (entryId === null) return [];
  const contest = await findContestForViewer(ctx.db, contestIdOrSlug, viewer);
  if (!contest) return [];
  const entry = await findPlayer(ctx.db, entryId, contest.id);
  if (!entry) return [];
  const seesOpenPlays = Boolean(viewer?.isAdministrator) || viewer?.id === entry.accountId;
  const now = ctx.now();
  // Pick & Pray: once the first race has closed every play of the contest is locked, so all are shown.
  const allLocked =
    contest.picksLockAt === 'first-race' && (await withProgress(ctx.db, contest, now)).firstRaceClosed;
  const rows = await listPlays(ctx.db, {
    contestId: contest.id,
    entryIds: [entry.id],
    closedRacesAt: !seesOpenPlays && !allLocked ? now : undefined,
  });
  return rows.map(toPlay);
}
