import { PrizeType } from '../enums';

/**
 * Prize splitting (ARCHITECTURE.md §4, spec §1 rules): prizes attach to placements 1..N. Entries tied at a
 * rank occupy as many placements as there are of them (two tied for first occupy 1st and 2nd; three tied for
 * second occupy 2nd, 3rd and 4th) and share evenly every prize of those placements.
 *
 * - Cash (PrizeType.Cash): the group's cash prizes are pooled and split rounded down to the cent; the remainder
 *   cents go one each to the earliest-enrolled entries of the group, so shares differ by at most one cent and
 *   an earlier entry never gets less than a later one.
 * - Non-cash (buy-in, merchandise), decided here: every tied entry is listed as a co-winner of each such prize
 *   (coWinners says how many share it), and the value is split exactly like cash, pooled per prize type (buy-in
 *   values with buy-in values, merchandise with merchandise) so a non-cash value never moves a cash cent. The
 *   shares record each co-winner's part of the value; who receives the seat or the item itself is for the
 *   administrators to settle with the co-winners.
 * - Per prize, shares are dealt from the pool one cent at a time in enrollment order, so the shares of every
 *   prize add up to its value and each entry's total per type is its pooled share.
 * - A placement without a prize gives nothing; entries occupying no prized placement get nothing; a prize whose
 *   placement is not a positive integer (or lies beyond the last entry) is awarded to no one.
 *
 * Placements come from the ORDER of the ranks, not their values: the best rank group occupies placements
 * 1..k, the next group the following ones, and so on. With competition ranks (rankEntries) that is the same
 * as placements rank..rank+k−1; with stale or dense ranks (1, 1, 2) it still gives every entry one placement.
 */

export interface PrizeInput {
  placement: number;
  type: PrizeType;
  valueCents: number;
  label: string;
}

export interface PrizePlayer {
  id: unknown;
  rank: number;
  /** Any number that increases with enrollment: the entry's serial id or enrolledAt.getTime(). */
  enrollmentOrder: number;
}

interface PrizeShare<Prize> {
  prize: Prize;
  /** This entry's part of the prize's value, in cents (the whole value when not tied). */
  valueCents: number;
}

export interface PlayerAwards<Id, Prize> {
  entryId: Id;
  rank: number;
  /** The placements the entry's tie group occupies together, e.g. [1, 2] for two tied for first. */
  placements: number[];
  /** How many entries share these prizes (1 when not tied). */
  coWinners: number;
  /** One share per prize of those placements, by placement then the order given. */
  shares: PrizeShare<Prize>[];
  /** The entry's cash: the sum of its shares of cash prizes. */
  cashCents: number;
}

/** How many of the cents 0..n−1, dealt round-robin to `count` entries, entry `index` gets. */
function dealtCents(n: number, index: number, count: number): number {
  return Math.floor((n - index + count - 1) / count);
}

interface TieGroup<Entry> {
  rank: number;
  /** The placements the group occupies, in order. */
  placements: number[];
  /** The group's entries by enrollment (then the order given). */
  members: Entry[];
}

/** Entries grouped by rank, best rank first, each group taking the next placements. */
function tieGroups<Entry extends PrizePlayer>(rankedEntries: readonly Entry[]): TieGroup<Entry>[] {
  const ordered = rankedEntries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.rank - b.entry.rank || a.index - b.index);
  const groups: TieGroup<Entry>[] = [];
  for (let start = 0; start < ordered.length; ) {
    const rank = ordered[start]!.entry.rank;
    let end = start;
    while (end < ordered.length && ordered[end]!.entry.rank === rank) end++;
    const members = ordered
      .slice(start, end)
      .sort((a, b) => a.entry.enrollmentOrder - b.entry.enrollmentOrder || a.index - b.index)
      .map(({ entry }) => entry);
    const placements = Array.from({ length: end - start }, (_, offset) => start + 1 + offset);
    groups.push({ rank, placements, members });
    start = end;
  }
  return groups;
}

/**
 * Each of `count` co-winners' shares of `prizes`: per prize type, the values are laid end to end and dealt one
 * cent at a time to the co-winners in turn, the first co-winner first.
 */
function dealShares<Prize extends PrizeInput>(
  prizes: readonly Prize[],
  count: number,
): PrizeShare<Prize>[][] {
  const shares = Array.from({ length: count }, (): PrizeShare<Prize>[] => []);
  const dealtSoFar = new Map<PrizeType, number>();
  for (const prize of prizes) {
    const before = dealtSoFar.get(prize.type) ?? 0;
    const after = before + prize.valueCents;
    dealtSoFar.set(prize.type, after);
    shares.forEach((memberShares, index) => {
      memberShares.push({
        prize,
        valueCents: dealtCents(after, index, count) - dealtCents(before, index, count),
      });
    });
  }
  return shares;
}

/**
 * The awards of every entry that wins something, ordered by rank, then by enrollment within a tie. The entries
 * need their rank (rankEntries) and enrollment order; the prizes keep all their fields (ids included) in the
 * shares. Throws a RangeError for a prize value that is not a non-negative integer of cents.
 */
export function splitPrizes<Prize extends PrizeInput, Entry extends PrizePlayer>(
  prizes: readonly Prize[],
  rankedEntries: readonly Entry[],
): PlayerAwards<Entry['id'], Prize>[] {
  for (const prize of prizes) {
    if (!Number.isSafeInteger(prize.valueCents) || prize.valueCents < 0) {
      throw new RangeError(`prize valueCents must be a non-negative integer, got ${prize.valueCents}`);
    }
  }
  const prizesByPlacement = prizes
    .filter((prize) => Number.isInteger(prize.placement) && prize.placement >= 1)
    .sort((a, b) => a.placement - b.placement);

  return tieGroups(rankedEntries).flatMap(({ rank, placements, members }) => {
    const groupPrizes = prizesByPlacement.filter((prize) => placements.includes(prize.placement));
    if (groupPrizes.length === 0) return [];
    const shares = dealShares(groupPrizes, members.length);
    return members.map((entry, index) => {
      const entryShares = shares[index]!;
      const cashCents = entryShares
        .filter((share) => share.prize.type === PrizeType.Cash)
        .reduce((sum, share) => sum + share.valueCents, 0);
      return {
        entryId: entry.id,
        rank,
        placements: [...placements],
        coWinners: members.length,
        shares: entryShares,
        cashCents,
      };
    });
  });
}
