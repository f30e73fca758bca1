import type { MyContestSummary } from '@cj/shared/contests';
import { formatMoney } from '@cj/shared/rules/money';
import { ordinal } from '@cj/shared/rules/ordinal';
import { formatZonedTime } from '@/lib/zoned-time';

/**
 * Where the player stands in a contest of My Contests and what comes next: '3rd place · $1,234.00 on the
 * leaderboard · Race 2 posts 1:05 PM ET · 10:05 AM your time'. The best entry speaks for a player with several
 * ('best of 2 entries'); an entry not ranked yet says 'Not ranked yet'.
 */
export function myContestDetails({ standing, nextRace }: MyContestSummary): string {
  const rank = standing.rank === null ? 'Not ranked yet' : `${ordinal(standing.rank)} place`;
  const entries = standing.entries > 1 ? ` (best of ${standing.entries} entries)` : '';
  const bankroll = `${formatMoney(Math.round(standing.leaderboardBankroll * 100))} on the leaderboard`;
  const next = nextRace
    ? ` · Race ${nextRace.raceNumber} posts ${formatZonedTime(nextRace.postTime, nextRace.timezone)}`
    : '';
  return `${rank}${entries} · ${bankroll}${next}`;
}
