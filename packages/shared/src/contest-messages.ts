import { formatUtcMoment } from './rules/contest-status';
import { formatMoney } from './rules/money';
import type { PicksLockAt } from './rules/picks-lock';

// The contests' messages, in a module without zod: the contest page shows them on its first load, and importing
// anything from contests.ts runs its schemas (decision 021). contests.ts re-exports them.

export const CONTEST_MESSAGES = {
  /** Notify Winners and prize awards wait for the end of the audit period (409). */
  resultsUnofficialUntil: (officialAt: Date | string) =>
    `Results are unofficial until ${formatUtcMoment(officialAt)}.`,
  /** The contest page, in place of the Enroll button once enrollment has closed. */
  enrollmentClosedLabel: 'Enrollment closed',
  /**
   * The contest page: when its picks lock (rules/picks-lock.ts); the first race's post time written with its zone
   * (rules/zoned-time.ts: '1:05 PM ET on May 4, 2024 · 5:05 PM your time').
   */
  picksLock: (
    picksLockAt: PicksLockAt,
    firstRace: { raceNumber: number; postTimeText: string } | undefined,
  ) =>
    picksLockAt === 'first-race'
      ? firstRace
        ? `Pick & Pray: all picks lock when wagering closes on the first race (Race ${firstRace.raceNumber}, post time ${firstRace.postTimeText}).`
        : 'Pick & Pray: all picks lock when wagering closes on the first race.'
      : 'Picks lock race by race, when wagering closes on each race.',
  /** The contest's Information: the most a $2 win pays in it. */
  winPayoutCap: (capDollars: number | null) =>
    capDollars === null ? 'No payout cap' : `A $2 win pays at most ${formatMoney(capDollars * 100)}`,
  alternatesOn: 'Alternates: a scratched pick is scored as its alternate when the alternate runs.',
} as const;
