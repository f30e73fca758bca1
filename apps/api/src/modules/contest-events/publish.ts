import { CONTEST_EVENT_TYPES } from '@cj/shared/contest-events';
import type { AppContext } from '../../app-context';

/** Tells every open page of these contests that standings changed (after a finalize has committed). */
export async function publishLeaderboardChanged(ctx: AppContext, contestIds: readonly number[]) {
  await Promise.all(
    contestIds.map((contestId) =>
      ctx.events.publish({ type: CONTEST_EVENT_TYPES.leaderboardChanged, contestId }),
    ),
  );
}

/** Tells every open page of these contests that the runners of a race changed (after the change committed). */
export async function publishRunnersChanged(ctx: AppContext, contestIds: readonly number[], raceId: number) {
  await Promise.all(
    contestIds.map((contestId) =>
      ctx.events.publish({ type: CONTEST_EVENT_TYPES.runnersChanged, contestId, raceId }),
    ),
  );
}
