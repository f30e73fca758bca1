import { CONTEST_EVENT_TYPES } from '@cj/shared/contest-events';
import type { AppContext } from '../../app-context';
import { publishRaceEvent } from '../contest-events/publish';
import { findNextUnannouncedPostTime, markRacesPastPostAnnounced } from './post-time-closer-repository';

/** The longest the closer sleeps: a post time moved earlier on another instance is caught within this. */
export const POST_TIME_CLOSER_MAX_WAIT_MS = 30_000;

export interface PostTimeCloserPass {
  /** The races whose close this pass announced. */
  announced: number[];
  /** The next post time still to announce, or null. */
  nextPostTime: Date | null;
}

/**
 * One pass of the post-time closer (decision 049). A race closes to plays at its post time by the rule alone
 * (rules/race-state.ts); this tells the open contest pages, so they show it Closed without a reload: the races
 * whose post time has come are marked announced (once across instances, under a lock), then each is published to
 * the pages of the contests holding it (through the event bus, to every instance). Answers what it announced and
 * when the next post time is.
 */
export async function announceRacesPastPost(ctx: AppContext): Promise<PostTimeCloserPass> {
  const announced = await markRacesPastPostAnnounced(ctx.db, ctx.now());
  for (const raceId of announced) await publishRaceEvent(ctx, raceId, CONTEST_EVENT_TYPES.raceChanged);
  return { announced, nextPostTime: await findNextUnannouncedPostTime(ctx.db) };
}

/** How long until the next pass is due: at the next post time (the job caps the wait). */
export const untilNextPostTime = (pass: PostTimeCloserPass, now: Date) =>
  pass.nextPostTime === null ? POST_TIME_CLOSER_MAX_WAIT_MS : pass.nextPostTime.getTime() - now.getTime();
