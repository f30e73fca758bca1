import { ContestFormat } from '../enums';

/**
 * What an entry's figure is called: 'Bankroll' in a WinBankroll contest (what is left to play), 'Score' in a Win
 * contest (its $2 winnings: a Win entry has no bankroll).
 */
export function scoreLabel(format: number): 'Bankroll' | 'Score' {
  return format === ContestFormat.WinBankroll ? 'Bankroll' : 'Score';
}
