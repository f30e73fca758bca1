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

/** Tells every open page of the contests holding the race that its runners changed (after the change committed). */
export async function publishRunnersChanged(ctx: AppContext, raceId: number) {
  const contestIds = await listContestIdsOfRace(ctx.db, raceId);
  await Promise.all(
    contestIds.map((contestId) =>
      ctx.events.publish({ type: CONTEST_EVENT_TYPES.runnersChanged, contestId, raceId }),
    ),
  );
}

/**
 * Tells every open page of the contests holding the race that the race changed: wagering closed or reopened, post
 * time or minimum moved (after the change committed).
 */
export async function publishRaceChanged(ctx: AppContext, raceId: number) {
  const contestIds = await listContestIdsOfRace(ctx.db, raceId);
  await Promise.all(
    contestIds.map((contestId) =>
      ctx.events.publish({ type: CONTEST_EVENT_TYPES.raceChanged, contestId, raceId }),
    ),
  );
}
