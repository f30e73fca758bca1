import { AUDIT_PERIOD_HOURS } from '../constants';

/**
 * Where a contest stands (ARCHITECTURE.md §4), one rule for the lists, the dashboard's counts and the contest page:
 * - Upcoming: wagering has not closed on its first race (the earliest post time) — players may still enroll;
 * - Live: its first race has closed, not every race is finalized yet;
 * - Unofficial: its last race was finalized less than AUDIT_PERIOD_HOURS ago (the audit period);
 * - Official: the audit period is over — winners may be notified and prizes awarded;
 * - Cancelled: whatever else is true of it.
 */
export const CONTEST_STATUSES = ['upcoming', 'live', 'unofficial', 'official', 'cancelled'] as const;
export type ContestStatus = (typeof CONTEST_STATUSES)[number];

export const CONTEST_STATUS_LABELS: Record<ContestStatus, string> = {
  upcoming: 'Upcoming',
  live: 'Live',
  unofficial: 'Unofficial',
  official: 'Official',
  cancelled: 'Cancelled',
};

export const AUDIT_PERIOD_MS = AUDIT_PERIOD_HOURS * 3_600_000;

export interface ContestStatusFacts {
  isCancelled: boolean;
  /** Wagering has closed on the contest's first race (closed by an operator, or finalized). */
  firstRaceClosed: boolean;
  /** When its last race was finalized, once every race is; null before (ISO text or a Date). */
  concludedAt: Date | string | null;
}

export interface ContestStanding {
  status: ContestStatus;
  /** When the results are (or were) official: the end of the audit period; null until the contest concludes. */
  officialAt: Date | null;
}

const toDate = (value: Date | string) => (typeof value === 'string' ? new Date(value) : value);

/** The end of the audit period that starts when the contest concludes; null before it concludes. */
export function officialTime(concludedAt: Date | string | null): Date | null {
  return concludedAt === null ? null : new Date(toDate(concludedAt).getTime() + AUDIT_PERIOD_MS);
}

/** The contest's status at `now`, and when its results are (or become) official. */
export function contestStanding(facts: ContestStatusFacts, now: Date): ContestStanding {
  const officialAt = officialTime(facts.concludedAt);
  if (facts.isCancelled) return { status: 'cancelled', officialAt };
  if (officialAt !== null) {
    return { status: now.getTime() >= officialAt.getTime() ? 'official' : 'unofficial', officialAt };
  }
  return { status: facts.firstRaceClosed ? 'live' : 'upcoming', officialAt };
}

export const contestStatus = (facts: ContestStatusFacts, now: Date): ContestStatus =>
  contestStanding(facts, now).status;

/**
 * Players may enroll while the contest's flag says so and it is still Upcoming: enrollment closes by itself once
 * wagering has closed on the first race, whatever `isEnrollmentOpen` says (the flag may close it earlier).
 */
export const isEnrollmentAccepted = (contest: { isEnrollmentOpen: boolean; status: ContestStatus }) =>
  contest.isEnrollmentOpen && contest.status === 'upcoming';

/** Once the first race has closed: an administrator adding a player then is correcting a mistake. */
export const hasStarted = (status: ContestStatus) => status !== 'upcoming';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * A moment as the API's messages and the web show contest times: UTC (as contest dates, spec §9), in the spec's
 * closing format 'h:mm A on MMMM D, YYYY', e.g. '8:05 PM UTC on March 6, 2024'.
 */
export function formatUtcMoment(moment: Date | string): string {
  const date = toDate(moment);
  const hours = date.getUTCHours();
  const minutes = String(date.getUTCMinutes()).padStart(2, '0');
  const clock = `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
  return `${clock} UTC on ${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
