import { describe, expect, it } from 'vitest';
import { type ScratchFacts, scratchedPlayNote, scratchSubstitute } from './scratched-play';

const five = { programNumber: '5', name: 'Lucky Five' };
const two = { programNumber: '2', name: 'Second Best' };

const play = (facts: Partial<ScratchFacts>): ScratchFacts => ({
  runner: { scratched: false },
  alternateRunner: null,
  substituteRunner: null,
  substituteReason: null,
  ...facts,
});

describe('scratchedPlayNote', () => {
  it('says nothing of a play whose runner runs, even one naming an alternate', () => {
    expect(scratchedPlayNote(play({ alternateRunner: { ...five, scratched: false } }))).toBeNull();
    expect(scratchSubstitute(play({}))).toBeNull();
  });

  it('names the alternate a scratched pick will be scored as while it still runs', () => {
    const scratched = play({ runner: { scratched: true }, alternateRunner: { ...five, scratched: false } });
    expect(scratchedPlayNote(scratched)).toBe('Scratched — will be scored as #5 Lucky Five (your alternate)');
    expect(scratchSubstitute(scratched)).toEqual({
      reason: 'alternate',
      runner: { ...five, scratched: false },
    });
  });

  it('falls back to the post-time favorite without an alternate, or when the alternate is scratched too', () => {
    const favorite = 'Scratched — will be scored as the post-time favorite';
    expect(scratchedPlayNote(play({ runner: { scratched: true } }))).toBe(favorite);
    expect(
      scratchedPlayNote(play({ runner: { scratched: true }, alternateRunner: { ...five, scratched: true } })),
    ).toBe(favorite);
  });

  it('after finalize, says what the play was scored as and why', () => {
    expect(
      scratchedPlayNote(
        play({ runner: { scratched: true }, substituteRunner: five, substituteReason: 'alternate' }),
      ),
    ).toBe('Scratched — scored as #5 Lucky Five (alternate)');
    expect(
      scratchedPlayNote(
        play({ runner: { scratched: true }, substituteRunner: two, substituteReason: 'favorite' }),
      ),
    ).toBe('Scratched — scored as #2 Second Best (post-time favorite)');
  });
});
