import { and, eq, type SQL } from 'drizzle-orm';
import { contests } from '../../db/schema/contests';

/** Who looks at contests: a signed-in account, or null for a visitor. */
export type ContestViewer = { isAdministrator: boolean } | null;

/** Administrators see every contest, drafts and private ones included. */
export const seesHiddenContests = (viewer: ContestViewer) => Boolean(viewer?.isAdministrator);

/**
 * The one rule of which contests a viewer sees, as a condition on `contests`: published and public ones, or
 * every contest for an administrator (undefined: no condition).
 */
export function visibleContests(viewer: ContestViewer): SQL | undefined {
  if (seesHiddenContests(viewer)) return undefined;
  return and(eq(contests.isPublished, true), eq(contests.isPublic, true));
}

/**
 * The same rule on a contest row already read with what the caller locked or joined (a play reads its contest
 * with the race in one statement): kept beside the SQL form so the two cannot drift apart.
 */
export function isContestVisibleTo(
  contest: { isPublished: boolean; isPublic: boolean },
  viewer: ContestViewer,
) {
  return seesHiddenContests(viewer) || (contest.isPublished && contest.isPublic);
}
