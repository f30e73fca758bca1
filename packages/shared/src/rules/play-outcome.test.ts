import { describe, expect, it } from 'vitest';
import { playOutcomeText } from './play-outcome';

const play = {
  runner: { scratched: false },
  alternateRunner: null,
  substituteRunner: null,
  substituteReason: null,
  payoff: null,
};

describe('playOutcomeText', () => {
  it('says nothing before the race is scored', () => {
    expect(playOutcomeText(play)).toBeNull();
  });

  it('says won with what the play returned, or lost', () => {
    expect(playOutcomeText({ ...play, payoff: 124 })).toBe('won +$124.00');
    expect(playOutcomeText({ ...play, payoff: 1234.5 })).toBe('won +$1,234.50');
    expect(playOutcomeText({ ...play, payoff: 0 })).toBe('lost');
  });

  it('names whom a scratched pick was scored as, and why', () => {
    const scratched = { ...play, runner: { scratched: true } };
    expect(
      playOutcomeText({
        ...scratched,
        substituteRunner: { programNumber: '5', name: 'Alt Star' },
        substituteReason: 'alternate',
        payoff: 124,
      }),
    ).toBe('scored as #5 Alt Star (alternate), won +$124.00');
    expect(
      playOutcomeText({
        ...scratched,
        substituteRunner: { programNumber: '2', name: 'Chalk' },
        substituteReason: 'favorite',
        payoff: 0,
      }),
    ).toBe('scored as #2 Chalk (post-time favorite), lost');
  });
});
