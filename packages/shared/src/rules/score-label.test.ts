import { describe, expect, it } from 'vitest';
import { ContestFormat } from '../enums';
import { scoreLabel } from './score-label';

describe('scoreLabel', () => {
  it('calls a WinBankroll figure the bankroll and any other the score', () => {
    expect(scoreLabel(ContestFormat.WinBankroll)).toBe('Bankroll');
    expect(scoreLabel(ContestFormat.Win)).toBe('Score');
    expect(scoreLabel(ContestFormat.None)).toBe('Score');
  });
});
