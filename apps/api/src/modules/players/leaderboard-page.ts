import { PAGE_SIZE } from '@cj/shared/constants';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema/accounts';
import { contestPlayers, contests } from '../../db/schema/contests';
import type { ContestRef } from '../contests/lookup';
import { type ContestViewer, seesHiddenContests, visibleContests } from '../contests/visibility';
import { cardFacts, playerOpenPlays } from './card-columns';
import { leaderboardOrder, playerColumns } from './repository';

/** Greater than any bankroll: the bound of a page when the contest is not ranked yet. */
const NO_BOUND = sql`9223372036854775807::bigint`;

/**
 * A page of a contest's leaderboard: the call every open contest page repeats, so it is one prepared statement
 * (no SQL building per call, and a plan PostgreSQL can reuse). The contest is looked up inside it (none, or hidden
 * from the caller: an empty page). Only the rows shown are read with their accounts. The page size is written into
 * the SQL so the reusable plan knows it is small.
 *
 * Deep pages seek instead of skipping. Ranks are competition ranks of the leaderboard bankroll, so the
 * player ranked r is the first of its bankroll at position r of the leaderboard order. The anchor is the last
 * ranked player at or above the page's first position (contest_players_rank_idx), the page starts at its bankroll
 * in contest_players_leaderboard_idx and skips only the players tied with it who come before the page. A contest
 * not ranked yet (no race finalized) has no anchor and is read from the top, as before.
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
  const now = sql`${sql.placeholder('now')}::timestamptz`;
  const firstPosition = sql`${sql.placeholder('offset')}::int + 1`;
  const anchor = db.$with('anchor').as(
    db
      .select({ rank: contestPlayers.rank, bankroll: contestPlayers.leaderboardBankrollCents })
      .from(contestPlayers)
      .where(
        and(
          sql`${contestPlayers.contestId} = (${contestId})`,
          sql`${contestPlayers.rank} <= ${firstPosition}`,
        ),
      )
      .orderBy(desc(contestPlayers.rank))
      .limit(1),
  );
  // Drizzle's offset() takes a number or a placeholder; an expression is written into the SQL the same way.
  const tiedBeforePage = sql`${firstPosition} - coalesce((select ${anchor.rank} from ${anchor}), 1)`;
  const page = db
    .select({ id: contestPlayers.id })
    .from(contestPlayers)
    .where(
      and(
        sql`${contestPlayers.contestId} = (${contestId})`,
        sql`${contestPlayers.leaderboardBankrollCents} <= coalesce((select ${anchor.bankroll} from ${anchor}), ${NO_BOUND})`,
      ),
    )
    .orderBy(...leaderboardOrder)
    .limit(PAGE_SIZE.players)
    .offset(tiedBeforePage as unknown as ReturnType<typeof sql.placeholder>)
    .as('page');
  return db
    .with(anchor)
    .select(playerColumns)
    .from(page)
    .innerJoin(contestPlayers, eq(contestPlayers.id, page.id))
    .innerJoin(accounts, eq(accounts.id, contestPlayers.accountId))
    .leftJoinLateral(cardFacts(now, sql`(${contestId})`), sql`true`)
    .leftJoinLateral(playerOpenPlays(now), sql`true`)
    .orderBy(...leaderboardOrder)
    .prepare(`leaderboard_page_by_${by}${seesHiddenContests(viewer) ? '_including_hidden' : ''}`);
}

type PreparedPage = ReturnType<typeof preparePage>;
const prepared = new WeakMap<Db, Map<string, PreparedPage>>();

export async function listLeaderboardPage(
  db: Db,
  ref: ContestRef,
  viewer: ContestViewer,
  offset: number,
  now: Date,
) {
  const variants = prepared.get(db) ?? new Map<string, PreparedPage>();
  prepared.set(db, variants);
  // The visibility condition is all that differs between viewers: one statement for each kind.
  const variant = `${ref.by}:${seesHiddenContests(viewer)}`;
  let statement = variants.get(variant);
  if (!statement) {
    statement = preparePage(db, ref.by, viewer);
    variants.set(variant, statement);
  }
  return statement.execute({ contest: ref.by === 'id' ? ref.id : ref.slug, offset, now: now.toISOString() });
}
