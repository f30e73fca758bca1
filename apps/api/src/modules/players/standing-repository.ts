import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contestPlayers, contestRaces, contests, wagers } from '../../db/schema/contests';
import { races } from '../../db/schema/races';
import { contestVisibleTo } from '../contests/lookup';
import type { ContestViewer } from '../contests/visibility';

/** Entries of the same contest with a higher leaderboard bankroll (contest_players_leaderboard_idx). */
const higherEntries = sql<number>`(
  select count(*) from contest_players o
  where o.contest_id = "contest_players"."contest_id"
    and o.leaderboard_bankroll_cents > "contest_players"."leaderboard_bankroll_cents"
)`.mapWith(Number);

const entryCount = sql<number>`(
  select count(*) from contest_players o where o.contest_id = "contest_players"."contest_id"
)`.mapWith(Number);

const leaderCents = sql<number>`(
  select coalesce(max(o.leaderboard_bankroll_cents), 0) from contest_players o
  where o.contest_id = "contest_players"."contest_id"
)`.mapWith(Number);

const lastPrizedPlace = sql<number | null>`(
  select max(p.placement) from prizes p where p.contest_id = "contest_players"."contest_id" and p.placement >= 1
)`;

/** The leaderboard bankroll at the last prized place now (the N-th highest); null when fewer entries or no prizes. */
const prizeLineCents = sql<number | null>`(
  select o.leaderboard_bankroll_cents from contest_players o
  where o.contest_id = "contest_players"."contest_id"
  order by o.leaderboard_bankroll_cents desc, o.id
  offset greatest(${lastPrizedPlace} - 1, 0) limit 1
)`;

/**
 * The caller's entry with the board around it, in one statement: the contest (if the caller may see it), the
 * entry (the one asked for, else the best-ranked of the caller's entries, the first enrolled among equals), its
 * live rank, how many entries there are, the leader's figure and the prize line.
 */
export async function findStandingPlayer(
  db: DbOrTx,
  idOrSlug: string,
  viewer: ContestViewer,
  accountId: number,
  entryId: number | undefined,
) {
  const [row] = await db
    .select({
      contest: {
        id: contests.id,
        format: contests.format,
        picksLockAt: contests.picksLockAt,
        winPayoutCapCents: contests.winPayoutCapCents,
      },
      entryId: contestPlayers.id,
      bankrollCents: contestPlayers.bankrollCents,
      leaderboardBankrollCents: contestPlayers.leaderboardBankrollCents,
      higherEntries,
      entries: entryCount,
      leaderCents,
      lastPrizedPlace: sql`${lastPrizedPlace}`.mapWith((value) => (value === null ? null : Number(value))),
      prizeLineCents: sql`${prizeLineCents}`.mapWith((value) => (value === null ? null : Number(value))),
    })
    .from(contestPlayers)
    .innerJoin(contests, eq(contests.id, contestPlayers.contestId))
    .where(
      and(
        contestVisibleTo(idOrSlug, viewer),
        eq(contestPlayers.accountId, accountId),
        entryId === undefined ? undefined : eq(contestPlayers.id, entryId),
      ),
    )
    .orderBy(sql`${contestPlayers.leaderboardBankrollCents} desc`, asc(contestPlayers.id))
    .limit(1);
  return row ?? null;
}

/** Every race of the contest with its wagering flags, rules and how many plays the entry has on it. */
export async function listStandingRaces(db: DbOrTx, contestId: number, entryId: number) {
  return db
    .select({
      contestRaceId: contestRaces.id,
      maxWagers: contestRaces.maxWagers,
      minWagerAmountCents: contestRaces.minWagerAmountCents,
      race: {
        raceNumber: races.raceNumber,
        postTime: races.postTime,
        isWageringClosed: races.isWageringClosed,
        finalized: races.finalized,
      },
      entryPlays: sql<number>`(
        select count(*) from ${wagers}
        where ${wagers.contestRaceId} = ${contestRaces.id} and ${wagers.contestPlayerId} = ${entryId}
      )`.mapWith(Number),
    })
    .from(contestRaces)
    .innerJoin(races, eq(races.id, contestRaces.raceId))
    .where(eq(contestRaces.contestId, contestId))
    .orderBy(asc(contestRaces.id));
}
