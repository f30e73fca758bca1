import type { Standing } from '@cj/shared/standing';
import { describe, expect, it } from 'vitest';
import { SERVER_TIME } from '../testing/contest-api';
import { makeRace } from '../testing/fixtures';
import { isStandingInTheMoney, standingSentence } from './standing-sentence';

const behind: Standing = {
  playerId: 70,
  rank: 12,
  entries: 40,
  leaderboardBankroll: 3,
  prizeLine: { place: 3, leaderboardBankroll: 16 },
  toPrizeLine: 13,
  toLeader: 47,
  nextRace: { contestRaceId: 505, neededWinPayoff: 14.6, neededOdds: '6-1' },
};
/** Before the races' post times. */
const NOW = Date.parse(SERVER_TIME);
const open = makeRace({ id: 505 }, { raceNumber: 5 });
const closed = makeRace({ id: 504 }, { raceNumber: 4, isWageringClosed: true });

describe('the standing sentence', () => {
  it('says what winner is needed, naming the race', () => {
    expect(standingSentence(behind, [closed, open], NOW)).toBe(
      'You need a winner paying $14.60 (6-1) or better in Race 5 to reach the prize line.',
    );
    expect(standingSentence(behind, [], NOW)).toBe(
      'You need a winner paying $14.60 (6-1) or better in the next race to reach the prize line.',
    );
  });

  it('says when in the money, when no single winner can reach the line, and when no race is open', () => {
    expect(standingSentence({ ...behind, rank: 2, toPrizeLine: 0, nextRace: null }, [open], NOW)).toBe(
      'You are in the money: 2nd of 40, the prizes go to 3rd place.',
    );
    expect(standingSentence({ ...behind, nextRace: null }, [closed, open], NOW)).toBe(
      'No single winner can lift you to the prize line: you are 12th of 40, $13.00 behind the prize line (3rd place).',
    );
    expect(standingSentence({ ...behind, nextRace: null }, [closed], NOW)).toBe(
      'No race is open to plays: you are 12th of 40, $13.00 behind the prize line (3rd place).',
    );
  });

  it('after the last race, gives the final standing', () => {
    const final = makeRace({ id: 506 }, { raceNumber: 6, isWageringClosed: true, finalized: true });
    const done = { ...behind, nextRace: null };
    expect(standingSentence(done, [final], NOW)).toBe(
      'Final standing: 12th of 40 entries, $13.00 short of the prize line (3rd place).',
    );
    expect(standingSentence({ ...done, rank: 2, toPrizeLine: 0 }, [final], NOW)).toBe(
      'Final standing: 2nd of 40 entries, in the money (the prizes go to 3rd place).',
    );
    expect(standingSentence({ ...done, prizeLine: null, toPrizeLine: 0 }, [final], NOW)).toBe(
      'Final standing: 12th of 40 entries.',
    );
    expect(
      standingSentence({ ...done, rank: 1, prizeLine: null, toPrizeLine: 0, toLeader: 0 }, [final], NOW),
    ).toBe('Final standing: 1st of 40 entries, the winner.');
  });

  it('without prizes, measures against the leader', () => {
    expect(
      standingSentence({ ...behind, prizeLine: null, toPrizeLine: 0, nextRace: null }, [open], NOW),
    ).toBe('You are 12th of 40, $47.00 behind the leader.');
    expect(
      standingSentence(
        { ...behind, rank: 1, prizeLine: null, toPrizeLine: 0, toLeader: 0, nextRace: null },
        [],
        NOW,
      ),
    ).toBe('You are 1st of 40, leading the contest.');
  });

  it('before the first result, says every entry starts level instead of "in the money" or "leading"', () => {
    const level = { ...behind, rank: 1, entries: 2, toPrizeLine: 0, toLeader: 0, nextRace: null };
    expect(standingSentence({ ...level, prizeLine: { place: 1, leaderboardBankroll: 0 } }, [open], NOW)).toBe(
      'No race has been scored yet: all 2 entries start level, and the prizes go to 1st place.',
    );
    expect(standingSentence({ ...level, prizeLine: null }, [open, closed], NOW)).toBe(
      'No race has been scored yet: all 2 entries start level.',
    );
    expect(standingSentence({ ...level, entries: 1, prizeLine: null }, [open], NOW)).toBe(
      'No race has been scored yet: yours is the only entry so far.',
    );
    const scored = makeRace({ id: 503 }, { raceNumber: 3, isWageringClosed: true, finalized: true });
    expect(standingSentence({ ...level, prizeLine: null }, [scored, open], NOW)).toBe(
      'You are 1st of 2, leading the contest.',
    );
  });
});

describe('whether the standing shows as in the money (its green and check mark)', () => {
  it('only when the sentence says so: never before the first result, though every entry is then on the line', () => {
    const level = { ...behind, rank: 1, entries: 2, toPrizeLine: 0, toLeader: 0, nextRace: null };
    expect(isStandingInTheMoney({ ...level, prizeLine: { place: 1, leaderboardBankroll: 0 } }, [open])).toBe(
      false,
    );
    const scored = makeRace({ id: 503 }, { raceNumber: 3, isWageringClosed: true, finalized: true });
    expect(
      isStandingInTheMoney({ ...level, prizeLine: { place: 1, leaderboardBankroll: 0 } }, [scored, open]),
    ).toBe(true);
    expect(isStandingInTheMoney({ ...behind, rank: 2, toPrizeLine: 0, nextRace: null }, [open])).toBe(true);
    expect(isStandingInTheMoney(behind, [closed, open])).toBe(false);
    expect(isStandingInTheMoney({ ...behind, prizeLine: null, toPrizeLine: 0 }, [open])).toBe(false);
  });
});
