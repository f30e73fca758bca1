import { ContestFormat } from '@cj/shared/enums';
import type { Player } from '@cj/shared/players';
import { scoreLabel } from '@cj/shared/rules/score-label';

export interface PlayerScore {
  /** 'Bankroll' (WinBankroll: what is left to play) or 'Score' (Win: the $2 winnings; a Win entry has no bankroll). */
  label: string;
  /** Dollars. */
  amount: number;
  /**
   * Why the leaderboard shows another figure, when it does: a WinBankroll leaderboard counts the stakes of open
   * plays back ('bankroll plus open plays'); null when both agree.
   */
  leaderboardNote: string | null;
}

/**
 * The figure the page header shows for an entry, so that it agrees with the leaderboard or says why not. A Win
 * contest scores winnings: its header shows the leaderboard figure, labelled 'Score', never 'Bankroll'.
 */
export function playerScore(
  format: number,
  entry: Pick<Player, 'bankroll' | 'leaderboardBankroll'>,
): PlayerScore {
  if (format !== ContestFormat.WinBankroll) {
    return { label: scoreLabel(format), amount: entry.leaderboardBankroll, leaderboardNote: null };
  }
  return {
    label: scoreLabel(format),
    amount: entry.bankroll,
    leaderboardNote: entry.leaderboardBankroll === entry.bankroll ? null : 'bankroll plus open plays',
  };
}

/** '2 plays, hidden until the race closes': what others see of an entry's plays on open races. */
export function hiddenPlaysText(count: number): string {
  return `${count} ${count === 1 ? 'play' : 'plays'}, hidden until the race closes`;
}
