import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts } from '../../db/schema/accounts';
import { contestPlayers } from '../../db/schema/contests';
import { cardFacts, nowRunning, openPlays, picksLeft, playerContest, playerOpenPlays } from './card-columns';

/** The app's clock as SQL (a timestamptz parameter): the database's own clock never decides. */
const sqlTime = (now: Date): SQL => sql`${now.toISOString()}::timestamptz`;

/**
 * An entry's columns as the player views read them: its hidden plays (its plays on races still open at `now`, which
 * only its owner and administrators see), its card's picks left and horse running (card-columns.ts: the select
 * joins `cardFacts` and `playerOpenPlays`, which take `now`, as selectPlayers does).
 */
export const playerColumns = {
  id: contestPlayers.id,
  contestId: contestPlayers.contestId,
  name: contestPlayers.name,
  rank: contestPlayers.rank,
  bankrollCents: contestPlayers.bankrollCents,
  leaderboardBankrollCents: contestPlayers.leaderboardBankrollCents,
  openPlays,
  picksLeft,
  nowRunning,
  account: {
    id: accounts.id,
    firstName: accounts.firstName,
    lastName: accounts.lastName,
    email: accounts.email,
  },
};
export type PlayerRow = NonNullable<Awaited<ReturnType<typeof findPlayer>>>;

/**
 * The player views' select: entries with their accounts, and the lateral joins playerColumns' counted columns read,
 * the contest's facts (`contest`: its id as SQL, when known) then the entry's open plays.
 */
function selectPlayers(db: DbOrTx, now: Date, contest: SQL = playerContest) {
  return db
    .select(playerColumns)
    .from(contestPlayers)
    .innerJoin(accounts, eq(accounts.id, contestPlayers.accountId))
    .leftJoinLateral(cardFacts(sqlTime(now), contest), sql`true`)
    .leftJoinLateral(playerOpenPlays(sqlTime(now)), sql`true`);
}

/**
 * Leaderboard order. Ranks follow leaderboardBankroll (equal bankrolls share a rank), so "bankroll, then rank, then
 * id" is this order. It is exactly contest_players_leaderboard_idx, so a page never sorts the whole contest; that
 * index is `desc nulls last`, and a plain `desc` (nulls first) would not match it.
 */
export const leaderboardOrder = [
  sql`${contestPlayers.leaderboardBankrollCents} desc nulls last`,
  asc(contestPlayers.id),
];

export async function findPlayer(db: DbOrTx, entryId: number, now: Date) {
  const [row] = await selectPlayers(db, now).where(eq(contestPlayers.id, entryId));
  return row ?? null;
}

export async function listPlayersByIds(
  db: DbOrTx,
  contestId: number,
  entryIds: readonly number[],
  now: Date,
) {
  if (entryIds.length === 0) return [];
  return selectPlayers(db, now, sql`${contestId}::int`)
    .where(and(eq(contestPlayers.contestId, contestId), inArray(contestPlayers.id, [...entryIds])))
    .orderBy(...leaderboardOrder);
}

export async function listPlayersOfAccount(db: DbOrTx, contestId: number, accountId: number, now: Date) {
  return selectPlayers(db, now, sql`${contestId}::int`)
    .where(and(eq(contestPlayers.contestId, contestId), eq(contestPlayers.accountId, accountId)))
    .orderBy(...leaderboardOrder);
}

export async function countPlayers(db: DbOrTx, contestId: number) {
  const [row] = await db
    .select({ entries: count() })
    .from(contestPlayers)
    .where(eq(contestPlayers.contestId, contestId));
  return row?.entries ?? 0;
}
