import { describe, expect, it } from 'vitest';
import { guessableWords, isGuessablePassword } from './password-strength';

const SITE = ['Contest Jockey', 'Harness Jockey'];
const owner = { email: 'avery.mitchell@example.com', firstName: 'Avery', lastName: 'Mitchell' };

describe('password strength', () => {
  it('counts the site’s names and the owner’s words as easy words', () => {
    expect(guessableWords(owner, SITE)).toEqual(
      expect.arrayContaining([
        'contest jockey',
        'contestjockey',
        'harnessjockey',
        'jockey',
        'avery',
        'mitchell',
        'avery.mitchell@example.com',
        'avery.mitchell',
        'example',
      ]),
    );
  });

  it.each([
    'aaaaaaaaaaaa',
    'Summer2024',
    'Summer2024!',
    'password-123',
    'ContestJockey',
    'contestjockey1',
    'Harness Jockey',
    'AveryMitchell',
    'mitchell2024',
  ])('finds %s guessable', async (password) => {
    expect(await isGuessablePassword(password, owner, SITE)).toBe(true);
  });

  it.each(['correct horse battery', 'demo-player-pass', 'sunny-saratoga-1'])(
    'accepts %s',
    async (password) => {
      expect(await isGuessablePassword(password, owner, SITE)).toBe(false);
    },
  );
});
