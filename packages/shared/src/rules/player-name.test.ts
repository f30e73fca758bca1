import { describe, expect, it } from 'vitest';
import { contestPlayerName, playerName } from './player-name';

describe('playerName', () => {
  it('is the first name and the initial of the last name', () => {
    expect(playerName({ firstName: 'Ada', lastName: 'lovelace' })).toBe('Ada L.');
    expect(playerName({ firstName: ' Bea ', lastName: ' Bettor ' })).toBe('Bea B.');
  });

  it('is the first name alone without a last name', () => {
    expect(playerName({ firstName: 'Cher', lastName: '' })).toBe('Cher');
  });
});

describe('entryName', () => {
  it('numbers entries after the first', () => {
    expect(contestPlayerName({ firstName: 'Ada', lastName: 'Lovelace' }, 1)).toBe('Ada L.');
    expect(contestPlayerName({ firstName: 'Ada', lastName: 'Lovelace' }, 3)).toBe('Ada L. (3)');
  });
});
