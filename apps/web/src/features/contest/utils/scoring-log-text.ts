import { formatMoney } from '@cj/shared/rules/money';
import { runnerText } from '@cj/shared/rules/scratched-play';
import type { ScoringLog } from '@cj/shared/scoring-log';

type Scratch = ScoringLog['scratches'][number];

const playsText = (plays: number) => (plays === 1 ? '1 play' : `${plays} plays`);

/**
 * What became of a scratched runner's plays: 'No plays on it.', '2 plays scored as #5 Name (alternate)', '1 play
 * scored as #1 Name (post-time favorite)', or, when no favorite could be found, '1 play: no post-time favorite to
 * score it as'.
 */
export function scratchOutcome({ scoredAs, reason, plays }: Scratch): string {
  if (plays === 0 || reason === null) return 'No plays on it.';
  if (scoredAs === null)
    return `${playsText(plays)}: no post-time favorite to score ${plays === 1 ? 'it' : 'them'} as.`;
  const why = reason === 'alternate' ? 'alternate' : 'post-time favorite';
  return `${playsText(plays)} scored as ${runnerText(scoredAs)} (${why}).`;
}

/**
 * The contest's payout cap as it bore on the race: 'Win payout cap $42.00: applied' when a winner's payoff was
 * lowered to it, '… not reached' otherwise; null for a contest without a cap.
 */
export function payoutCapText(log: Pick<ScoringLog, 'payoutCap' | 'results'>): string | null {
  if (log.payoutCap === null) return null;
  const applied = log.results.some((result) => result.scoredPayoff < result.payoff);
  return `Win payout cap ${formatMoney(Math.round(log.payoutCap * 100))}: ${applied ? 'applied' : 'not reached'}.`;
}
