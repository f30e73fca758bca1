import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts } from '../../db/schema/accounts';
import { contestPlayers, contests } from '../../db/schema/contests';
import { contestVisibleTo } from '../contests/lookup';
import { firstRaceClosed } from '../contests/status';

/** Entries of the contest, and those above the entry on the leaderboard or level with it (its rank and a tie). */
const entries = sql<number>`(
  select count(*) from contest_players o where o.contest_id = "contests"."id"
)`.mapWith(Number);

const higherEntries = sql<number>`(
  select count(*) from contest_players o
  where o.contest_id = "contests"."id"
    and o.leaderboard_bankroll_cents > "contest_players"."leaderboard_bankroll_cents"
)`.mapWith(Number);

const levelEntries = sql<number>`(
  select count(*) from contest_players o
  where o.contest_id = "contests"."id"
    and o.leaderboard_bankroll_cents = "contest_players"."leaderboard_bankroll_cents"
    and o.id <> "contest_players"."id"
)`.mapWith(Number);

const races = sql<number>`(
  select count(*) from contest_races cr where cr.contest_id = "contests"."id"
)`.mapWith(Number);

const finalizedRaces = sql<number>`(
  select count(*) from contest_races cr join races r on r.id = cr.race_id
  where cr.contest_id = "contests"."id" and r.finalized
)`.mapWith(Number);

/**
 * What an entry's share card shows, in one statement: the contest `{id}` names if a visitor may see it, whether it
 * has started, its races and how many are finalized; the entry and its account's names (both null when the contest
 * has no entry of that id), its place on the leaderboard and how many entries there are. Null for no such contest.
 */
export async function findShareCardFacts(db: DbOrTx, idOrSlug: string, entryId: number, now: Date) {
  const [row] = await db
    .select({
      contest: {
        name: contests.name,
        startTime: contests.startTime,
        format: contests.format,
        isCancelled: contests.isCancelled,
        concludedAt: contests.concludedAt,
      },
      firstRaceClosed: firstRaceClosed(now),
      races,
      finalizedRaces,
      entry: {
        entryNumber: contestPlayers.entryNumber,
        leaderboardBankrollCents: contestPlayers.leaderboardBankrollCents,
      },
      account: { firstName: accounts.firstName, lastName: accounts.lastName },
      higherEntries,
      levelEntries,
      entries,
    })
    .from(contests)
    .leftJoin(contestPlayers, and(eq(contestPlayers.contestId, contests.id), eq(contestPlayers.id, entryId)))
    .leftJoin(accounts, eq(accounts.id, contestPlayers.accountId))
    .where(contestVisibleTo(idOrSlug, null));
  return row ?? null;
}

export type ShareCardFacts = NonNullable<Awaited<ReturnType<typeof findShareCardFacts>>>;
