import { PAGE_SIZE } from '@cj/shared/constants';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema/accounts';
import { contestPlayers, contests } from '../../db/schema/contests';
import type { ContestRef } from '../contests/lookup';
import { type ContestViewer, seesHiddenContests, visibleContests } from '../contests/visibility';
import { entryColumns, leaderboardOrder } from './repository';

/**
 * A page of a contest's leaderboard: the call every open contest page repeats, so it is one prepared statement
 * (no SQL building per call, and a plan PostgreSQL can reuse). The contest is looked up inside it (none, or hidden
 * from the caller: an empty page). The page's ids come from contest_players_leaderboard_idx alone (an index-only
 * scan skips `offset` rows without touching the table); only the rows shown are read with their accounts. The
 * page size is written into the SQL so the reusable plan knows it is small.
 */
function preparePage(db: Db, by: ContestRef['by'], viewer: ContestViewer) {
  const contestId = db
    .select({ id: contests.id })
    .from(contests)
    .where(
      and(
        by === 'id'
          ? eq(contests.id, sql.placeholder('contest'))
          : eq(contests.slug, sql.placeholder('contest')),
        visibleContests(viewer),
      ),
    );
  const page = db
    .select({ id: contestPlayers.id })
    .from(contestPlayers)
    .where(sql`${contestPlayers.contestId} = (${contestId})`)
    .orderBy(...leaderboardOrder)
    .limit(PAGE_SIZE.players)
    .offset(sql.placeholder('offset'))
    .as('page');
  return db
    .select(entryColumns)
    .from(page)
    .innerJoin(contestPlayers, eq(contestPlayers.id, page.id))
    .innerJoin(accounts, eq(accounts.id, contestPlayers.accountId))
    .orderBy(...leaderboardOrder)
    .prepare(`leaderboard_page_by_${by}${seesHiddenContests(viewer) ? '_including_hidden' : ''}`);
}

type PreparedPage = ReturnType<typeof preparePage>;
const prepared = new WeakMap<Db, Map<string, PreparedPage>>();

export async function listLeaderboardPage(db: Db, ref: ContestRef, viewer: ContestViewer, offset: number) {
  const variants = prepared.get(db) ?? new Map<string, PreparedPage>();
  prepared.set(db, variants);
  // The visibility condition is all that differs between viewers: one statement for each kind.
  const variant = `${ref.by}:${seesHiddenContests(viewer)}`;
  let statement = variants.get(variant);
  if (!statement) {
    statement = preparePage(db, ref.by, viewer);
    variants.set(variant, statement);
  }
  return statement.execute({ contest: ref.by === 'id' ? ref.id : ref.slug, offset });
}
