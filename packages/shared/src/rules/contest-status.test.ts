import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTEST_MESSAGES } from '../contests';
import {
  AUDIT_PERIOD_MS,
  CONTEST_STATUS_LABELS,
  type ContestStatus,
  type ContestStatusFacts,
  contestStanding,
  contestStatus,
  formatUtcMoment,
  isEnrollmentAccepted,
  officialTime,
} from './contest-status';
import { isRaceClosed } from './race-state';

const HOUR = 3_600_000;

/**
 * The reference: the contest's life as a timeline of races. Each race has a post time, may be closed, and may
 * have been finalized at some moment. The first race is the one with the earliest post time; the contest
 * concludes when its last race is finalized, and is official a full day after that.
 */
interface RaceFacts {
  postTime: number;
  isWageringClosed: boolean;
  finalizedAt: number | null;
}

function referenceStatus(isCancelled: boolean, races: readonly RaceFacts[], now: number): ContestStatus {
  if (isCancelled) return 'cancelled';
  const allFinalized = races.length > 0 && races.every((race) => race.finalizedAt !== null);
  if (allFinalized) {
    const lastFinalized = Math.max(...races.map((race) => race.finalizedAt ?? 0));
    const hoursSince = (now - lastFinalized) / HOUR;
    return hoursSince < 24 ? 'unofficial' : 'official';
  }
  const earliest = Math.min(...races.map((race) => race.postTime));
  const first = races.find((race) => race.postTime === earliest);
  const firstClosed =
    first !== undefined && (first.isWageringClosed || first.finalizedAt !== null || first.postTime <= now);
  return firstClosed ? 'live' : 'upcoming';
}

/** The facts the API derives from the same races (first race by post time, conclusion when all are finalized). */
function factsOf(isCancelled: boolean, races: readonly RaceFacts[], now: number): ContestStatusFacts {
  const ordered = [...races].sort((a, b) => a.postTime - b.postTime);
  const first = ordered[0];
  const allFinalized = races.length > 0 && races.every((race) => race.finalizedAt !== null);
  return {
    isCancelled,
    firstRaceClosed:
      first !== undefined &&
      isRaceClosed(
        { ...first, postTime: new Date(first.postTime), finalized: first.finalizedAt !== null },
        now,
      ),
    concludedAt: allFinalized ? new Date(Math.max(...races.map((race) => race.finalizedAt ?? 0))) : null,
  };
}

const moment = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2040, 0, 1) });
const race = fc.record({
  postTime: moment,
  isWageringClosed: fc.boolean(),
  finalizedAt: fc.option(moment, { nil: null }),
});
// A finalized race is always closed (the database's check says so).
const consistentRace = race.map((r) => (r.finalizedAt === null ? r : { ...r, isWageringClosed: true }));

describe('contestStatus', () => {
  it('agrees with the timeline reference for any races, cancellation and moment', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.array(consistentRace, { maxLength: 6 }),
        moment,
        (cancelled, races, now) => {
          expect(contestStatus(factsOf(cancelled, races, now), new Date(now))).toBe(
            referenceStatus(cancelled, races, now),
          );
        },
      ),
    );
  });

  it('is Upcoming before the first race closes, Live after, even once a later race is closed', () => {
    const now = new Date('2024-03-05T18:00:00Z');
    const facts = { isCancelled: false, concludedAt: null };
    expect(contestStatus({ ...facts, firstRaceClosed: false }, now)).toBe('upcoming');
    expect(contestStatus({ ...facts, firstRaceClosed: true }, now)).toBe('live');
  });

  it('is Unofficial for exactly 24 hours after the last race is finalized, then Official', () => {
    fc.assert(
      fc.property(moment, fc.integer({ min: 0, max: 10 * AUDIT_PERIOD_MS }), (concluded, elapsed) => {
        const facts = { isCancelled: false, firstRaceClosed: true, concludedAt: new Date(concluded) };
        const standing = contestStanding(facts, new Date(concluded + elapsed));
        expect(standing.officialAt?.getTime()).toBe(concluded + 24 * HOUR);
        expect(standing.status).toBe(elapsed < 24 * HOUR ? 'unofficial' : 'official');
      }),
    );
  });

  it('says Cancelled whatever else is true, and keeps the official time of a concluded contest', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.option(moment, { nil: null }), moment, (closed, concluded, now) => {
        const concludedAt = concluded === null ? null : new Date(concluded);
        const standing = contestStanding(
          { isCancelled: true, firstRaceClosed: closed, concludedAt },
          new Date(now),
        );
        expect(standing.status).toBe('cancelled');
        expect(standing.officialAt).toEqual(officialTime(concludedAt));
      }),
    );
  });

  it('never goes back: as time passes a contest only moves forward through the statuses', () => {
    const order: ContestStatus[] = ['upcoming', 'live', 'unofficial', 'official'];
    fc.assert(
      fc.property(fc.array(consistentRace, { minLength: 1, maxLength: 5 }), moment, moment, (races, a, b) => {
        const [earlier, later] = a <= b ? [a, b] : [b, a];
        const before = order.indexOf(contestStatus(factsOf(false, races, earlier), new Date(earlier)));
        const after = order.indexOf(contestStatus(factsOf(false, races, later), new Date(later)));
        expect(after).toBeGreaterThanOrEqual(before);
      }),
    );
  });

  it('reads ISO text as well as dates', () => {
    const now = new Date('2024-03-06T20:00:00Z');
    const facts = { isCancelled: false, firstRaceClosed: true };
    expect(contestStatus({ ...facts, concludedAt: '2024-03-05T20:00:00.000Z' }, now)).toBe('official');
    expect(contestStatus({ ...facts, concludedAt: '2024-03-05T20:00:00.001Z' }, now)).toBe('unofficial');
  });

  it('labels each status for people', () => {
    expect(Object.values(CONTEST_STATUS_LABELS)).toEqual([
      'Upcoming',
      'Live',
      'Unofficial',
      'Official',
      'Cancelled',
    ]);
  });
});

describe('isEnrollmentAccepted', () => {
  const statuses = fc.constantFrom<ContestStatus>('upcoming', 'live', 'unofficial', 'official', 'cancelled');

  it('accepts only while the flag is on and the contest is Upcoming', () => {
    fc.assert(
      fc.property(fc.boolean(), statuses, (isEnrollmentOpen, status) => {
        const reference =
          isEnrollmentOpen && !['live', 'unofficial', 'official', 'cancelled'].includes(status);
        expect(isEnrollmentAccepted({ isEnrollmentOpen, status })).toBe(reference);
      }),
    );
  });

  it('closes once the first race has closed, whatever the flag says', () => {
    const live = contestStatus(
      { isCancelled: false, firstRaceClosed: true, concludedAt: null },
      new Date('2024-03-05T18:00:00Z'),
    );
    expect(isEnrollmentAccepted({ isEnrollmentOpen: true, status: live })).toBe(false);
  });
});

describe('formatUtcMoment', () => {
  const reference = (date: Date) => {
    const time = new Intl.DateTimeFormat('en-US', {
      timeZone: 'UTC',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    }).format(date);
    const day = new Intl.DateTimeFormat('en-US', {
      timeZone: 'UTC',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    }).format(date);
    return `${time.replace(/\s/gu, ' ')} UTC on ${day}`;
  };

  it('writes the time and date in UTC as Intl does in en-US', () => {
    fc.assert(
      fc.property(moment, (time) => {
        expect(formatUtcMoment(new Date(time))).toBe(reference(new Date(time)));
      }),
    );
  });

  it('writes noon and midnight as 12, and makes the unofficial message', () => {
    expect(formatUtcMoment('2024-03-06T00:05:00Z')).toBe('12:05 AM UTC on March 6, 2024');
    expect(formatUtcMoment('2024-03-06T12:00:00Z')).toBe('12:00 PM UTC on March 6, 2024');
    expect(CONTEST_MESSAGES.resultsUnofficialUntil('2024-03-06T20:30:00Z')).toBe(
      'Results are unofficial until 8:30 PM UTC on March 6, 2024.',
    );
  });
});
