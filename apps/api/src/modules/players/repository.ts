import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts } from '../../db/schema/accounts';
import { contestPlayers } from '../../db/schema/contests';
import { raceClosedAt } from '../contests/status';
import { cardFacts, nowRunning, picksLeft, playerContest } from './card-columns';

/** The app's clock as SQL (a timestamptz parameter): the database's own clock never decides. */
const sqlTime = (now: Date): SQL => sql`${now.toISOString()}::timestamptz`;

/**
 * The entry's plays on races still open to plays at `now` (before their post time, neither closed nor finalized):
 * the ones only its owner and administrators see. A correlated subquery on `contest_players` (named in full, as in
 * contests/status.ts). `now` is SQL: a timestamptz parameter (sqlTime) or a prepared statement's placeholder.
 */
const openPlays = (now: SQL) =>
  sql<number>`(
  select count(*)
  from wagers w
  join races r on r.id = w.race_id
  where w.contest_player_id = "contest_players"."id" and not ${raceClosedAt('r', now)}
)`.mapWith(Number);

/**
 * An entry's columns as the player views read them, its hidden plays counted at `now` (SQL, see openPlays), and
 * its card's picks left and horse running (card-columns.ts: the select joins `withCard`).
 */
export const playerColumns = (now: SQL) => ({
  id: contestPlayers.id,
  contestId: contestPlayers.contestId,
  name: contestPlayers.name,
  rank: contestPlayers.rank,
  bankrollCents: contestPlayers.bankrollCents,
  leaderboardBankrollCents: contestPlayers.leaderboardBankrollCents,
  openPlays: openPlays(now),
  picksLeft: picksLeft(now),
  nowRunning,
  account: {
    id: accounts.id,
    firstName: accounts.firstName,
    lastName: accounts.lastName,
    email: accounts.email,
  },
});
export type PlayerRow = NonNullable<Awaited<ReturnType<typeof findPlayer>>>;

/** The lateral join playerColumns' card columns read: the contest's facts (`contest`: its id as SQL, if known). */
export const withCard = (now: SQL, contest: SQL = playerContest) => cardFacts(now, contest);

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
  const [row] = await db
    .select(playerColumns(sqlTime(now)))
    .from(contestPlayers)
    .innerJoin(accounts, eq(accounts.id, contestPlayers.accountId))
    .leftJoinLateral(withCard(sqlTime(now)), sql`true`)
    .where(eq(contestPlayers.id, entryId));
  return row ?? null;
}

export async function listPlayersByIds(
  db: DbOrTx,
  contestId: number,
  entryIds: readonly number[],
  now: Date,
) {
  if (entryIds.length === 0) return [];
  return db
    .select(playerColumns(sqlTime(now)))
    .from(contestPlayers)
    .innerJoin(accounts, eq(accounts.id, contestPlayers.accountId))
    .leftJoinLateral(withCard(sqlTime(now), sql`${contestId}::int`), sql`true`)
    .where(and(eq(contestPlayers.contestId, contestId), inArray(contestPlayers.id, [...entryIds])))
    .orderBy(...leaderboardOrder);
}

export async function listPlayersOfAccount(db: DbOrTx, contestId: number, accountId: number, now: Date) {
  return db
    .select(playerColumns(sqlTime(now)))
    .from(contestPlayers)
    .innerJoin(accounts, eq(accounts.id, contestPlayers.accountId))
    .leftJoinLateral(withCard(sqlTime(now), sql`${contestId}::int`), sql`true`)
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
