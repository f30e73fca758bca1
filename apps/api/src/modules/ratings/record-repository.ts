import { PAGE_SIZE, RECORD_CHART_FINISHES } from '@cj/shared/constants';
import { RATED_CONTEST_MIN_PLAYERS, RATING_LIST_MIN_FINISHES } from '@cj/shared/rules/rating';
import { and, asc, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts } from '../../db/schema/accounts';
import { contestPlayers, contests } from '../../db/schema/contests';
import { playerRatings } from '../../db/schema/scoring';
import { firstRaceClosed } from '../contests/status';
import { concludedCountedContest, countedContest } from './counted-contests';

/** The account behind an entry of a contest a record may show, with its name and stored rating, or null. */
export async function findRecordAccount(db: DbOrTx, playerId: number) {
  const [row] = await db
    .select({
      accountId: contestPlayers.accountId,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      rating: playerRatings.rating,
      ratedEntries: playerRatings.ratedEntries,
    })
    .from(contestPlayers)
    .innerJoin(contests, eq(contests.id, contestPlayers.contestId))
    .innerJoin(accounts, eq(accounts.id, contestPlayers.accountId))
    .leftJoin(playerRatings, eq(playerRatings.accountId, contestPlayers.accountId))
    .where(and(eq(contestPlayers.id, playerId), countedContest));
  return row ?? null;
}

/** A page of the account's entries in counted contests, newest contest first. */
export async function listRecordContests(db: DbOrTx, accountId: number, offset: number, now: Date) {
  return db
    .select({
      contestId: contests.id,
      slug: contests.slug,
      name: contests.name,
      startTime: contests.startTime,
      rank: contestPlayers.rank,
      entries: entriesOfContest,
      leaderboardBankrollCents: contestPlayers.leaderboardBankrollCents,
      isCancelled: contests.isCancelled,
      concludedAt: contests.concludedAt,
      firstRaceClosed: firstRaceClosed(now),
    })
    .from(contestPlayers)
    .innerJoin(contests, eq(contests.id, contestPlayers.contestId))
    .where(and(eq(contestPlayers.accountId, accountId), countedContest))
    .orderBy(desc(contests.startTime), desc(contests.id), asc(contestPlayers.entryNumber))
    .limit(PAGE_SIZE.record)
    .offset(offset);
}

/** The entries of a contest, as its record and the rating count them. */
const entriesOfContest =
  sql<number>`(select count(*) from contest_players x where x.contest_id = "contests"."id")`.mapWith(Number);

/**
 * The account's newest rated finishes for its record's chart (RECORD_CHART_FINISHES at most), newest first: its
 * ranked entries in concluded counted contests of at least 2 entries, as the rating counts them (repository.ts).
 */
export async function listRatedFinishes(db: DbOrTx, accountId: number) {
  const finishes = db
    .select({
      contestId: contests.id,
      name: contests.name,
      startTime: contests.startTime,
      rank: contestPlayers.rank,
      entries: sql<number>`${entriesOfContest}`.as('entries'),
      entryNumber: contestPlayers.entryNumber,
    })
    .from(contestPlayers)
    .innerJoin(contests, eq(contests.id, contestPlayers.contestId))
    .where(
      and(eq(contestPlayers.accountId, accountId), concludedCountedContest, isNotNull(contestPlayers.rank)),
    )
    .as('finishes');
  return db
    .select({
      contestId: finishes.contestId,
      name: finishes.name,
      startTime: finishes.startTime,
      rank: sql<number>`${finishes.rank}`.mapWith(Number),
      entries: sql<number>`${finishes.entries}`.mapWith(Number),
    })
    .from(finishes)
    .where(gte(finishes.entries, RATED_CONTEST_MIN_PLAYERS))
    .orderBy(desc(finishes.startTime), desc(finishes.contestId), asc(finishes.entryNumber))
    .limit(RECORD_CHART_FINISHES);
}

/**
 * A page of the ratings list: accounts with at least RATING_LIST_MIN_FINISHES rated entries, best first, each with
 * its position among all of them (the window runs over the whole list before the page is cut) and its newest entry
 * in a counted contest (the link to its record).
 */
export async function listRatings(db: DbOrTx, offset: number) {
  return db
    .select({
      position: sql<number>`rank() over (order by ${playerRatings.rating} desc)`.mapWith(Number),
      playerId: sql<number>`(
        select cp.id from contest_players cp
        join contests on contests.id = cp.contest_id
        where cp.account_id = "player_ratings"."account_id" and ${concludedCountedContest}
        order by contests.start_time desc, contests.id desc, cp.entry_number
        limit 1
      )`.mapWith(Number),
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      rating: playerRatings.rating,
      ratedEntries: playerRatings.ratedEntries,
    })
    .from(playerRatings)
    .innerJoin(accounts, eq(accounts.id, playerRatings.accountId))
    .where(gte(playerRatings.ratedEntries, RATING_LIST_MIN_FINISHES))
    .orderBy(desc(playerRatings.rating), desc(playerRatings.ratedEntries), asc(playerRatings.accountId))
    .limit(PAGE_SIZE.ratings)
    .offset(offset);
}
