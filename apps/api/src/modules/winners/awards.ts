import { type PlayerAwards, splitPrizes } from '@cj/shared/rules/prizes';
import type { DbOrTx } from '../../db/client';
import type { WinningPlayer } from '../email/winners-notified-email';
import { listContestPrizes, listRankedPlayers } from './repository';

type ContestPrize = Awaited<ReturnType<typeof listContestPrizes>>[number];
type RankedEntry = Awaited<ReturnType<typeof listRankedPlayers>>[number];

/** A winning account: where to write, and each of its winning entries with its share of the prizes. */
export interface WinningAccount {
  email: string;
  firstName: string;
  entries: WinningPlayer[];
}

/** An entry named as (one of) the winner(s) of a prize. */
export interface PrizeWinner {
  playerID: number;
  name: string;
  email: string;
}

interface ContestAwards {
  awards: PlayerAwards<number, ContestPrize>[];
  entriesById: Map<number, RankedEntry>;
}

/** Who wins what in the contest as it is ranked now (ARCHITECTURE.md §4: ties share, splitPrizes). */
async function contestAwards(db: DbOrTx, contestId: number): Promise<ContestAwards> {
  const prizes = await listContestPrizes(db, contestId);
  const lastPlacement = Math.max(0, ...prizes.map((prize) => prize.placement));
  const entries = lastPlacement === 0 ? [] : await listRankedPlayers(db, contestId, lastPlacement);
  return {
    awards: splitPrizes(prizes, entries),
    entriesById: new Map(entries.map((entry) => [entry.id, entry])),
  };
}

/** The accounts Notify Winners writes to, each once with every winning entry of theirs, by account id. */
export async function winningAccounts(db: DbOrTx, contestId: number): Promise<Map<number, WinningAccount>> {
  const { awards, entriesById } = await contestAwards(db, contestId);
  const winners = new Map<number, WinningAccount>();
  for (const award of awards) {
    const entry = entriesById.get(award.entryId)!;
    const winner = winners.get(entry.accountId) ?? {
      email: entry.email,
      firstName: entry.firstName,
      entries: [],
    };
    winner.entries.push({
      entryName: entry.name,
      leaderboardBankrollCents: entry.leaderboardBankrollCents,
      ...award,
    });
    winners.set(entry.accountId, winner);
  }
  return winners;
}

/** The winner or winners (a tie) of each prize of the contest that anyone wins, by prize id. */
export async function prizeWinners(db: DbOrTx, contestId: number): Promise<Map<number, PrizeWinner[]>> {
  const { awards, entriesById } = await contestAwards(db, contestId);
  const winners = new Map<number, PrizeWinner[]>();
  for (const award of awards) {
    const entry = entriesById.get(award.entryId)!;
    for (const share of award.shares) {
      const named = winners.get(share.prize.id) ?? [];
      if (!named.some((winner) => winner.playerID === entry.id)) {
        named.push({ playerID: entry.id, name: entry.name, email: entry.email });
      }
      winners.set(share.prize.id, named);
    }
  }
  return winners;
}
