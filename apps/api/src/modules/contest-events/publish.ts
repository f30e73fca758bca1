import { CONTEST_EVENT_TYPES } from '@cj/shared/contest-events';
import type { AppContext } from '../../app-context';
import { listContestIdsOfRace } from './repository';

/** Tells every open page of these contests that standings changed (after a finalize has committed). */
export async function publishLeaderboardChanged(ctx: AppContext, contestIds: readonly number[]) {
  await Promise.all(
    contestIds.map((contestId) =>
      ctx.events.publish({ type: CONTEST_EVENT_TYPES.leaderboardChanged, contestId }),
    ),
  );
}

/**
 * Tells every open page of the contests holding the race that it changed (after the change committed): its runners
 * (a scratch, an edit), or the race itself (wagering closed or reopened, post time or minimum moved).
 */
export async function publishRaceEvent(
  ctx: AppContext,
  raceId: number,
  type: typeof CONTEST_EVENT_TYPES.runnersChanged | typeof CONTEST_EVENT_TYPES.raceChanged,
) {
  const contestIds = await listContestIdsOfRace(ctx.db, raceId);
  await Promise.all(contestIds.map((contestId) => ctx.events.publish({ type, contestId, raceId })));
}
