/**
 * Leaderboard ranks (ARCHITECTURE.md §4): entries ranked by leaderboard bankroll, highest first; equal values
 * share a rank and the next rank skips ("competition" ranking: 1, 1, 3). An entry's rank is 1 + the number of
 * entries with a strictly higher leaderboard bankroll.
 */

export interface RankablePlayer {
  leaderboardBankrollCents: number;
}

/**
 * The entries with their rank, ordered by rank (highest leaderboard bankroll first); entries sharing a rank
 * keep their input order. The input is not changed; every other field of an entry is kept.
 */
export function rankPlayers<Entry extends RankablePlayer>(
  entries: readonly Entry[],
): Array<Entry & { rank: number }> {
  const ordered = entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => b.entry.leaderboardBankrollCents - a.entry.leaderboardBankrollCents || a.index - b.index);
  const ranked: Array<Entry & { rank: number }> = [];
  ordered.forEach(({ entry }, position) => {
    const previous = ranked[position - 1];
    const rank =
      previous && previous.leaderboardBankrollCents === entry.leaderboardBankrollCents
        ? previous.rank
        : position + 1;
    ranked.push({ ...entry, rank });
  });
  return ranked;
}
