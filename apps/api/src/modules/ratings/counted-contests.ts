import { COUNTED_CONTEST, type CountedContestFlag } from '@cj/shared/rules/rating';
import { and, isNotNull, type SQL, sql } from 'drizzle-orm';
import { contests } from '../../db/schema/contests';

/**
 * SQL of the shared rule (rules/rating.ts COUNTED_CONTEST, isCountedContest) on the table `contests`, named in
 * full: `"contests"."is_published" and "contests"."is_public" and not "contests"."is_cancelled"`. Built from the
 * rule's flags, so the two cannot disagree.
 */
export const countedContest: SQL = and(
  ...(Object.keys(COUNTED_CONTEST) as CountedContestFlag[]).map((flag) =>
    COUNTED_CONTEST[flag] ? sql`${contests[flag]}` : sql`not ${contests[flag]}`,
  ),
)!;

/** A counted contest that has concluded: the contests whose ranked players are rated (with enough players). */
export const concludedCountedContest: SQL = and(countedContest, isNotNull(contests.concludedAt))!;
