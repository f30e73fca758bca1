import type { MyContestSummary } from '@cj/shared/contests';
import { formatMoney } from '@cj/shared/rules/money';
import { ordinal } from '@cj/shared/rules/ordinal';
import { pickProgressText } from '@cj/shared/rules/pick-progress';
import { formatZonedTime } from '@/lib/zoned-time';

/**
 * Where the player stands in a contest of My Contests and what comes next, while a race is open: '3rd place ·
 * $1,234.00 on the leaderboard · 7 of 9 races picked · Next to pick: Race 8, closes 1:05 PM ET · 10:05 AM your
 * time' (or, every open race picked, '… · 9 of 9 races picked · Race 8 posts …'). The best entry speaks for a player with several
 * ('best of 2 entries'); an entry not ranked yet says 'Not ranked yet'.
 */
export function myContestDetails({ standing, nextRace, picks }: MyContestSummary): string {
  const rank = standing.rank === null ? 'Not ranked yet' : `${ordinal(standing.rank)} place`;
  const entries = standing.entries > 1 ? ` (best of ${standing.entries} entries)` : '';
  const bankroll = `${formatMoney(Math.round(standing.leaderboardBankroll * 100))} on the leaderboard`;
  if (!nextRace) return `${rank}${entries} · ${bankroll}`;
  const unpicked = picks.nextUnpicked;
  const next = unpicked
    ? ` · ${pickProgressText(picks)} · Next to pick: Race ${unpicked.raceNumber}, closes ${formatZonedTime(unpicked.closesAt, unpicked.timezone)}`
    : ` · ${pickProgressText(picks)} · Race ${nextRace.raceNumber} posts ${formatZonedTime(nextRace.postTime, nextRace.timezone)}`;
  return `${rank}${entries} · ${bankroll}${next}`;
}
