import { formatMoney } from './money';
import { runnerText, type ScratchFacts, scratchSubstitute } from './scratched-play';

export interface OutcomeFacts extends ScratchFacts {
  /** Dollars the play returned once its race was finalized (0 for a loser); null before. */
  payoff: number | null;
}

/**
 * How a play came out, in a few words for its race's row: 'won +$124.00' or 'lost', once its race is finalized;
 * a scratched pick says first whom it was scored as: 'scored as #5 Name (alternate), won +$124.00'. Null while the
 * race is still to be scored.
 */
export function playOutcomeText(play: OutcomeFacts): string | null {
  if (play.payoff === null) return null;
  const result = play.payoff > 0 ? `won +${formatMoney(Math.round(play.payoff * 100))}` : 'lost';
  const substitute = scratchSubstitute(play);
  if (!substitute?.runner) return result;
  const why = substitute.reason === 'alternate' ? 'alternate' : 'post-time favorite';
  return `scored as ${runnerText(substitute.runner)} (${why}), ${result}`;
}
