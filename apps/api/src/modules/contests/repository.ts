import { PrizeType } from '@cj/shared/enums';
import { and, asc, desc, eq, exists, gt, isNotNull, isNull, lte, not, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contestPlayers, contests, prizes, sponsors } from '../../db/schema/contests';
import { myContestColumns } from './my-contest-columns';
import { firstRaceClosed, firstRaceTimezone, firstRaceTrackName } from './status';
import { type ContestViewer, visibleContests } from './visibility';

/** A contest of a list, with whether its first race is closed at `now` (its status reads it). */
const summaryColumns = (now: Date) => ({
  id: contests.id,
  name: contests.name,
  slug: contests.slug,
  startTime: contests.startTime,
  property: contests.property,
  format: contests.format,
  isFeatured: contests.isFeatured,
  featuredDescription: contests.featuredDescription,
  isCancelled: contests.isCancelled,
  concludedAt: contests.concludedAt,
  firstRaceClosed: firstRaceClosed(now),
  timezone: firstRaceTimezone,
});

/** What a public list adds: how many entries, and the contest's prizes (cash in cents). */
const publicListColumns = {
  entries:
    sql<number>`(select count(*) from contest_players cp where cp.contest_id = "contests"."id")`.mapWith(
      Number,
    ),
  prizeCount: sql<number>`(select count(*) from prizes p where p.contest_id = "contests"."id")`.mapWith(
    Number,
  ),
  cashPrizeCents: sql<number>`(
    select coalesce(sum(p.value_cents), 0) from prizes p where p.contest_id = "contests"."id" and p.type = ${PrizeType.Cash}
  )`.mapWith(Number),
};

/** The public lists show what a visitor sees. */
const visible = visibleContests(null);

export interface PublicListFilter {
  now: Date;
  startingAfter: Date;
  property?: number;
  featuredOnly: boolean;
  limit: number;
}

/** Published public contests still to be played, soonest first. */
export async function listOpenPublicContests(db: DbOrTx, filter: PublicListFilter) {
  const conditions: (SQL | undefined)[] = [
    visible,
    eq(contests.isCancelled, false),
    isNull(contests.concludedAt),
    gt(contests.startTime, filter.startingAfter),
  ];
  if (filter.property !== undefined) conditions.push(eq(contests.property, filter.property));
  if (filter.featuredOnly) conditions.push(eq(contests.isFeatured, true));
  return db
    .select({ ...summaryColumns(filter.now), ...publicListColumns })
    .from(contests)
    .where(and(...conditions))
    .orderBy(asc(contests.startTime), asc(contests.id))
    .limit(filter.limit);
}

export interface EnteredContestsFilter {
  accountId: number;
  /** Administrators also see their entries in contests hidden from the public. */
  viewer: ContestViewer;
  /** Cancelled contests that started before this count as past. */
  now: Date;
  past: boolean;
}

/** Contests where the account holds an entry: past ones (concluded, or cancelled and started) or the others. */
export async function listEnteredContests(db: DbOrTx, filter: EnteredContestsFilter) {
  const entered = exists(
    db
      .select({ one: sql`1` })
      .from(contestPlayers)
      .where(and(eq(contestPlayers.contestId, contests.id), eq(contestPlayers.accountId, filter.accountId))),
  );
  const isPast = or(
    isNotNull(contests.concludedAt),
    and(eq(contests.isCancelled, true), lte(contests.startTime, filter.now)),
  )!;
  return db
    .select({ ...summaryColumns(filter.now), ...myContestColumns(filter.accountId, filter.now) })
    .from(contests)
    .where(and(entered, visibleContests(filter.viewer), filter.past ? isPast : not(isPast)))
    .orderBy(
      ...(filter.past
        ? [desc(sql`coalesce(${contests.concludedAt}, ${contests.startTime})`), desc(contests.id)]
        : [asc(contests.startTime), asc(contests.id)]),
    );
}

export async function listPrizes(db: DbOrTx, contestId: number) {
  return db
    .select()
    .from(prizes)
    .where(eq(prizes.contestId, contestId))
    .orderBy(asc(prizes.placement), asc(prizes.id));
}

export async function listSponsors(db: DbOrTx, contestId: number) {
  return db
    .select()
    .from(sponsors)
    .where(eq(sponsors.contestId, contestId))
    .orderBy(asc(sponsors.layoutOrder), asc(sponsors.id));
}

/**
 * Finished contests for the home page's recent results: published, public, concluded and not cancelled, the
 * newest first; with the first race's track and timezone, the entries, and the winner (the leaderboard's first,
 * in its order; leaderboard bankroll in cents).
 */
export async function listRecentResults(
  db: DbOrTx,
  filter: { property?: number; offset: number; limit: number },
) {
  const conditions: (SQL | undefined)[] = [
    visible,
    eq(contests.isCancelled, false),
    isNotNull(contests.concludedAt),
  ];
  if (filter.property !== undefined) conditions.push(eq(contests.property, filter.property));
  return db
    .select({
      id: contests.id,
      name: contests.name,
      slug: contests.slug,
      startTime: contests.startTime,
      concludedAt: contests.concludedAt,
      format: contests.format,
      timezone: firstRaceTimezone,
      track: firstRaceTrackName,
      entries: publicListColumns.entries,
      winner: sql<{ name: string; leaderboardBankrollCents: number } | null>`(
        select json_build_object('name', cp.name, 'leaderboardBankrollCents', cp.leaderboard_bankroll_cents)
        from contest_players cp
        where cp.contest_id = "contests"."id"
        order by cp.leaderboard_bankroll_cents desc nulls last, cp.id
        limit 1
      )`,
    })
    .from(contests)
    .where(and(...conditions))
    .orderBy(desc(contests.concludedAt), desc(contests.id))
    .limit(filter.limit)
    .offset(filter.offset);
}
