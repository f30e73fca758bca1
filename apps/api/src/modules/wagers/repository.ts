import { and, asc, eq, gte, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { contestPlayers, contestRaces, contests, wagers } from '../../db/schema/contests';
import { races, runners } from '../../db/schema/races';

/**
 * The contest race of a play with its contest and race, both share-locked: closing or finalizing the race, and
 * finalizing any race of the contest, wait for this transaction, and this play sees them if they came first.
 * `runner` is the played runner when it belongs to this race.
 */
export async function lockPlayContext(tx: DbOrTx, contestRaceId: number, runnerId: number) {
  const [row] = await tx
    .select({
      contestRace: contestRaces,
      contest: contests,
      race: races,
      runner: runners,
    })
    .from(contestRaces)
    .innerJoin(contests, eq(contests.id, contestRaces.contestId))
    .innerJoin(races, eq(races.id, contestRaces.raceId))
    .leftJoin(runners, and(eq(runners.id, runnerId), eq(runners.raceId, races.id)))
    .where(eq(contestRaces.id, contestRaceId))
    .for('share', { of: [races, contests] });
  return row ?? null;
}

/** The contest race with its contest and race, read without locks (for the lists). */
export async function findContestRaceState(db: DbOrTx, contestRaceId: number) {
  const [row] = await db
    .select({ contestRace: contestRaces, contest: contests, race: races })
    .from(contestRaces)
    .innerJoin(contests, eq(contests.id, contestRaces.contestId))
    .innerJoin(races, eq(races.id, contestRaces.raceId))
    .where(eq(contestRaces.id, contestRaceId));
  return row ?? null;
}

export async function lockEntry(tx: DbOrTx, entryId: number, contestId: number) {
  const [row] = await tx
    .select()
    .from(contestPlayers)
    .where(and(eq(contestPlayers.id, entryId), eq(contestPlayers.contestId, contestId)))
    .for('update');
  return row ?? null;
}

export async function lockEntriesOfAccount(tx: DbOrTx, accountId: number, contestId: number) {
  return tx
    .select()
    .from(contestPlayers)
    .where(and(eq(contestPlayers.accountId, accountId), eq(contestPlayers.contestId, contestId)))
    .orderBy(asc(contestPlayers.entryNumber))
    .for('update');
}

export async function findEntry(db: DbOrTx, entryId: number, contestId: number) {
  const [row] = await db
    .select()
    .from(contestPlayers)
    .where(and(eq(contestPlayers.id, entryId), eq(contestPlayers.contestId, contestId)));
  return row ?? null;
}

export async function countPlays(tx: DbOrTx, entryId: number, contestRaceId: number) {
  const [row] = await tx
    .select({ plays: sql<number>`count(*)::integer` })
    .from(wagers)
    .where(and(eq(wagers.contestPlayerId, entryId), eq(wagers.contestRaceId, contestRaceId)));
  return row?.plays ?? 0;
}

/** Takes the stake from the bankroll only if the bankroll covers it; false when it does not. */
export async function spendBankroll(tx: DbOrTx, entryId: number, stakeCents: number) {
  const rows = await tx
    .update(contestPlayers)
    .set({ bankrollCents: sql`${contestPlayers.bankrollCents} - ${stakeCents}` })
    .where(and(eq(contestPlayers.id, entryId), gte(contestPlayers.bankrollCents, stakeCents)))
    .returning({ id: contestPlayers.id });
  return rows.length === 1;
}

export async function refundBankroll(tx: DbOrTx, entryId: number, amountCents: number) {
  await tx
    .update(contestPlayers)
    .set({ bankrollCents: sql`${contestPlayers.bankrollCents} + ${amountCents}` })
    .where(eq(contestPlayers.id, entryId));
}

export async function insertWager(tx: DbOrTx, values: typeof wagers.$inferInsert) {
  const [row] = await tx.insert(wagers).values(values).returning();
  return row!;
}

/** A play with what removing it needs; its race and contest share-locked as when placing one. */
export async function lockWagerForRemoval(tx: DbOrTx, wagerId: number) {
  const [row] = await tx
    .select({
      wager: wagers,
      entry: contestPlayers,
      contest: contests,
      race: races,
      runner: runners,
    })
    .from(wagers)
    .innerJoin(contestPlayers, eq(contestPlayers.id, wagers.contestPlayerId))
    .innerJoin(contestRaces, eq(contestRaces.id, wagers.contestRaceId))
    .innerJoin(contests, eq(contests.id, contestRaces.contestId))
    .innerJoin(races, eq(races.id, wagers.raceId))
    .innerJoin(runners, eq(runners.id, wagers.runnerId))
    .where(eq(wagers.id, wagerId))
    .for('share', { of: [races, contests] });
  return row ?? null;
}

export async function deleteWager(tx: DbOrTx, wagerId: number) {
  const rows = await tx.delete(wagers).where(eq(wagers.id, wagerId)).returning({ id: wagers.id });
  return rows.length === 1;
}

export interface WagerFilter {
  contestRaceId?: number;
  contestId?: number;
  entryIds?: readonly number[];
  /** Only plays of this account's entries. */
  accountId?: number;
  /** Only plays whose race's wagering is over. */
  closedRacesOnly?: boolean;
}

const substitutes = alias(runners, 'substitute_runners');

/** Plays with what the Wager view shows, by race (post time, race number), then as they were placed. */
export async function listWagers(db: DbOrTx, filter: WagerFilter, page?: { limit: number; offset: number }) {
  const conditions: (SQL | undefined)[] = [];
  if (filter.contestRaceId !== undefined) conditions.push(eq(wagers.contestRaceId, filter.contestRaceId));
  if (filter.contestId !== undefined) conditions.push(eq(contestRaces.contestId, filter.contestId));
  if (filter.entryIds !== undefined) conditions.push(inArray(wagers.contestPlayerId, [...filter.entryIds]));
  if (filter.accountId !== undefined) conditions.push(eq(contestPlayers.accountId, filter.accountId));
  if (filter.closedRacesOnly)
    conditions.push(or(eq(races.isWageringClosed, true), eq(races.finalized, true)));
  const query = db
    .select({
      wager: wagers,
      runner: { id: runners.id, programNumber: runners.programNumber, name: runners.name },
      substitute: { id: substitutes.id, programNumber: substitutes.programNumber, name: substitutes.name },
      raceNumber: races.raceNumber,
      entryName: contestPlayers.name,
    })
    .from(wagers)
    .innerJoin(contestRaces, eq(contestRaces.id, wagers.contestRaceId))
    .innerJoin(races, eq(races.id, wagers.raceId))
    .innerJoin(runners, eq(runners.id, wagers.runnerId))
    .innerJoin(contestPlayers, eq(contestPlayers.id, wagers.contestPlayerId))
    .leftJoin(substitutes, eq(substitutes.id, wagers.substituteRunnerId))
    .where(and(...conditions))
    .orderBy(asc(races.postTime), asc(races.raceNumber), asc(wagers.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export type WagerListRow = Awaited<ReturnType<typeof listWagers>>[number];
