import { ContestFormat } from '@cj/shared/enums';
import { describe, expect, it } from 'vitest';
import { type PlayerCardFacts, playerCard } from './player-card';

const brand = { name: 'Contest Jockey', initials: 'CJ', host: 'cj.test' };

const facts = (overrides: Partial<PlayerCardFacts> = {}): PlayerCardFacts => ({
  contest: {
    name: 'Derby Day',
    startTime: new Date('2030-05-04T23:30:00Z'),
    format: ContestFormat.WinBankroll,
  },
  races: 9,
  finalizedRaces: 4,
  entry: { firstName: 'Ada', lastName: 'Lovelace', entryNumber: 1, leaderboardBankrollCents: 123_456 },
  higherEntries: 0,
  levelEntries: 0,
  entries: 1_204,
  ...overrides,
});

describe('playerCard', () => {
  it('names the player by first name and initial, and the entry after the first by its number', () => {
    expect(playerCard(facts(), brand)).toEqual({
      brand,
      contestName: 'Derby Day',
      contestDate: 'May 4, 2030',
      playerName: 'Ada L.',
      place: '1st',
      placeOf: 'of 1,204 entries',
      figureLabel: 'Bankroll',
      figure: '$1,234.56',
      asOf: 'After 4 of 9 races',
    });
    const second = facts({ entry: { ...facts().entry, entryNumber: 2 } });
    expect(playerCard(second, brand).playerName).toBe('Ada L. (2)');
  });

  it('says how far the figures go: before any result, after some races, after all of them', () => {
    const asOf = (finalizedRaces: number, races: number) =>
      playerCard(facts({ finalizedRaces, races }), brand).asOf;
    expect(asOf(0, 9)).toBe('Before the first result');
    expect(asOf(1, 9)).toBe('After 1 of 9 races');
    expect(asOf(9, 9)).toBe('After all 9 races');
    expect(asOf(1, 1)).toBe('After its one race');
  });

  it('counts one entry in the singular and marks a place shared with others', () => {
    expect(playerCard(facts({ entries: 1 }), brand).placeOf).toBe('of 1 entry');
    expect(playerCard(facts({ higherEntries: 2, levelEntries: 1, entries: 5 }), brand)).toMatchObject({
      place: '3rd',
      placeOf: 'of 5 entries, tied',
    });
  });
});
