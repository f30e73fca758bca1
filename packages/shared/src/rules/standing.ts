import { ContestFormat } from '../enums';
import { cappedPayoffCents } from './payout-cap';
import { arePicksOpen, firstRaceOf, type OrderedRace, type PicksLockAt } from './picks-lock';
import { isRaceClosed, type RaceWageringFlags } from './race-state';
import { PAYOUT_BASIS_CENTS } from './scoring';
import { minimumStakeCents, WIN_STAKE_CENTS } from './stakes';

/**
 * Where an entry stands and what it needs: the prize line (the leaderboard bankroll of the last prized
 * place now), how far the entry is behind it and behind the leader, and the smallest $2 win payoff that would lift
 * it to the prize line if it wins the next race still open to it, playing the most it may. All amounts in cents.
 */

/** The smallest $2 win payoff a winner pays ($2.10, 1-20): the search for a needed payoff starts there. */
export const MIN_WIN_PAYOFF_CENTS = 210;
/** Needed payoffs are rounded up to the next $0.10, as $2 payoffs are quoted. */
const PAYOFF_STEP_CENTS = 10;

interface PrizeLine {
  /** The last prized placement. */
  place: number;
  /** The leaderboard bankroll at that placement now; 0 when fewer entries than prized places. */
  leaderboardBankrollCents: number;
}

export interface Board {
  /** The highest leaderboard bankroll (0 for a contest without entries). */
  leaderCents: number;
  prizeLine: PrizeLine | null;
}

/** The last prized placement (placements that are not positive integers award nothing), or null. */
export function lastPrizedPlace(placements: readonly number[]): number | null {
  const valid = placements.filter((placement) => Number.isInteger(placement) && placement >= 1);
  return valid.length === 0 ? null : Math.max(...valid);
}

/**
 * The leader and the prize line of leaderboard bankrolls ordered highest first (ties share a rank, so the bankroll
 * at position N is the one the N-th placement holds). The API reads the same two figures in SQL.
 */
export function boardOf(rankedLeaderboardCents: readonly number[], placements: readonly number[]): Board {
  const place = lastPrizedPlace(placements);
  return {
    leaderCents: rankedLeaderboardCents[0] ?? 0,
    prizeLine:
      place === null ? null : { place, leaderboardBankrollCents: rankedLeaderboardCents[place - 1] ?? 0 },
  };
}

/** A contest race as the standing needs it. */
export interface StandingRace {
  contestRaceId: number;
  race: RaceWageringFlags & OrderedRace;
  /** The contest race's most plays per entry. */
  maxWagers: number;
  /** The contest race's minWagerAmount in cents (0: the $2 default). */
  minWagerAmountCents: number;
  /** How many plays this entry already has on it. */
  entryPlays: number;
}

export interface StandingInput {
  format: ContestFormat;
  board: Board;
  entry: { bankrollCents: number; leaderboardBankrollCents: number };
  /** Every race of the contest (closed and finalized ones too: they decide when Pick & Pray locks). */
  races: readonly StandingRace[];
  picksLockAt: PicksLockAt;
  winPayoutCapCents: number | null;
  /** The server's clock: races close at their post time. */
  now: Date | number;
}

interface NextRaceNeed {
  contestRaceId: number;
  raceNumber: number;
  neededWinPayoffCents: number;
  /** 'N-1', from payoff / 2 − 1 (formatOdds). */
  neededOdds: string;
}

export interface Standing {
  prizeLine: PrizeLine | null;
  toPrizeLineCents: number;
  toLeaderCents: number;
  /** The next race open to this entry, or null when none is (then no payoff is asked). */
  openRace: { contestRaceId: number; raceNumber: number } | null;
  /** Null when already at or above the line, when no single win can reach it, or when no race is open. */
  nextRace: NextRaceNeed | null;
}

const byPostTime = (a: StandingRace, b: StandingRace) =>
  new Date(a.race.postTime).getTime() - new Date(b.race.postTime).getTime() ||
  a.race.raceNumber - b.race.raceNumber;

/** The stake this entry would play on the race: Win the fixed $2; WinBankroll its whole bankroll, if allowed. */
function largestStakeCents(format: ContestFormat, bankrollCents: number, race: StandingRace): number | null {
  if (race.entryPlays >= race.maxWagers) return null;
  if (format === ContestFormat.Win) return WIN_STAKE_CENTS;
  if (format !== ContestFormat.WinBankroll) return null;
  return bankrollCents >= minimumStakeCents(race.minWagerAmountCents) ? bankrollCents : null;
}

/**
 * The next contest race still open to this entry, by post time then race number: its picks are open (the race,
 * and in Pick & Pray the first race) and the entry may still add a play there (under the race's most plays, and
 * in WinBankroll a bankroll of at least the race's minimum stake). Returned with the stake it would play.
 */
function nextOpenRace(
  input: Pick<StandingInput, 'format' | 'entry' | 'races' | 'picksLockAt' | 'now'>,
): { race: StandingRace; stakeCents: number } | null {
  const first = firstRaceOf(input.races);
  const { now } = input;
  const firstRaceClosed = first !== undefined && isRaceClosed(first.race, now);
  const open = input.races
    .filter((race) => arePicksOpen({ picksLockAt: input.picksLockAt, race: race.race, firstRaceClosed, now }))
    .sort(byPostTime);
  for (const race of open) {
    const stakeCents = largestStakeCents(input.format, input.entry.bankrollCents, race);
    if (stakeCents !== null) return { race, stakeCents };
  }
  return null;
}

/** 'N-1' for a $2 payoff: N = payoff / 2 − 1 rounded down ($14.60 → '6-1'); odds-on as the tote shows them. */
export function formatOdds(payoffCents: number): string {
  const profitCents = payoffCents - PAYOUT_BASIS_CENTS;
  if (profitCents >= PAYOUT_BASIS_CENTS) return `${Math.floor(profitCents / PAYOUT_BASIS_CENTS)}-1`;
  // Below even money: the largest tote fraction not above payoff / 2 − 1.
  const fractions: ReadonlyArray<readonly [number, number]> = [
    [4, 5],
    [3, 5],
    [1, 2],
    [2, 5],
    [1, 5],
    [1, 10],
  ];
  const fraction = fractions.find(([a, b]) => a * PAYOUT_BASIS_CENTS <= profitCents * b);
  return fraction ? `${fraction[0]}-${fraction[1]}` : '1-20';
}

const ceilDiv = (a: number, b: number) => Math.floor((a + b - 1) / b);

/**
 * The smallest $2 win payoff (a multiple of $0.10, at least $2.10) that lifts the leaderboard bankroll to the
 * line if the play of `stakeCents` wins, or null when none can (the cap keeps every payoff below it). The play
 * returns floor(min(payoff, cap) × stake / $2): Win adds it to the leaderboard bankroll; WinBankroll first
 * takes the stake from the bankroll, so the leaderboard keeps only the other open stakes.
 */
function neededPayoffCents(
  format: ContestFormat,
  entry: StandingInput['entry'],
  stakeCents: number,
  lineCents: number,
  capCents: number | null,
): number | null {
  const base =
    format === ContestFormat.Win
      ? entry.leaderboardBankrollCents
      : entry.leaderboardBankrollCents - stakeCents;
  const neededReturn = lineCents - base;
  if (neededReturn <= 0 || stakeCents <= 0) return null;
  // floor(p × stake / 200) ≥ r  ⇔  p × stake ≥ r × 200.
  const threshold = ceilDiv(neededReturn * PAYOUT_BASIS_CENTS, stakeCents);
  if (capCents !== null && cappedPayoffCents(threshold, capCents) < threshold) return null;
  const payoff = Math.max(threshold, MIN_WIN_PAYOFF_CENTS);
  return ceilDiv(payoff, PAYOFF_STEP_CENTS) * PAYOFF_STEP_CENTS;
}

export function standing(input: StandingInput): Standing {
  const { board, entry } = input;
  const behind = (cents: number) => Math.max(0, cents - entry.leaderboardBankrollCents);
  const toPrizeLineCents = board.prizeLine ? behind(board.prizeLine.leaderboardBankrollCents) : 0;
  const open = nextOpenRace(input);
  const openRace = open && { contestRaceId: open.race.contestRaceId, raceNumber: open.race.race.raceNumber };
  const result = {
    prizeLine: board.prizeLine,
    toPrizeLineCents,
    toLeaderCents: behind(board.leaderCents),
    openRace,
  };
  if (!board.prizeLine || toPrizeLineCents === 0 || !open) return { ...result, nextRace: null };
  const payoff = neededPayoffCents(
    input.format,
    entry,
    open.stakeCents,
    board.prizeLine.leaderboardBankrollCents,
    input.winPayoutCapCents,
  );
  if (payoff === null) return { ...result, nextRace: null };
  return {
    ...result,
    nextRace: { ...openRace!, neededWinPayoffCents: payoff, neededOdds: formatOdds(payoff) },
  };
}
