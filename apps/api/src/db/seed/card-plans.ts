import { RaceType } from '@cj/shared/enums';
import { addCalendarDays, localDate, zonedDateTime } from '@cj/shared/rules/wall-clock';
import { addMinutes } from '../../lib/time';
import type { TrackCode } from './tracks';

/** When a demo card runs, relative to the seed's clock. */
type CardTiming =
  /** Still to run: the first day from today + daysAhead whose first post is at least an hour away. */
  | { kind: 'upcoming'; daysAhead: number }
  /** Ran and was finalized days ago: its contest results are official. */
  | { kind: 'past'; daysAgo: number }
  /** Ran today or yesterday and was finalized less than 24 hours ago: its contest results are unofficial. */
  | { kind: 'recent' };

export interface CardPlan {
  key: string;
  trackCode: TrackCode;
  raceType: RaceType;
  timing: CardTiming;
  raceCount: number;
  /** Local post time of race 1 at the track. */
  firstPost: { hour: number; minute: number };
  minutesBetweenRaces: number;
  /** The race (on a finalized card) that ends in a dead heat for the win. */
  deadHeatRace?: number;
}

export const CARD_PLANS: readonly CardPlan[] = [
  {
    key: 'cd-upcoming',
    trackCode: 'CD',
    raceType: RaceType.Thoroughbred,
    timing: { kind: 'upcoming', daysAhead: 0 },
    raceCount: 8,
    firstPost: { hour: 13, minute: 0 },
    minutesBetweenRaces: 30,
  },
  {
    key: 'sa-upcoming',
    trackCode: 'SA',
    raceType: RaceType.Thoroughbred,
    timing: { kind: 'upcoming', daysAhead: 1 },
    raceCount: 9,
    firstPost: { hour: 12, minute: 30 },
    minutesBetweenRaces: 30,
  },
  {
    key: 'gp-past',
    trackCode: 'GP',
    raceType: RaceType.Thoroughbred,
    timing: { kind: 'past', daysAgo: 5 },
    raceCount: 8,
    firstPost: { hour: 12, minute: 20 },
    minutesBetweenRaces: 30,
    deadHeatRace: 5,
  },
  {
    key: 'sar-recent',
    trackCode: 'SAR',
    raceType: RaceType.Thoroughbred,
    timing: { kind: 'recent' },
    raceCount: 7,
    firstPost: { hour: 13, minute: 5 },
    minutesBetweenRaces: 30,
  },
  {
    key: 'm-upcoming',
    trackCode: 'M',
    raceType: RaceType.Harness,
    timing: { kind: 'upcoming', daysAhead: 0 },
    raceCount: 10,
    firstPost: { hour: 12, minute: 15 },
    minutesBetweenRaces: 25,
  },
  {
    key: 'wbsb-upcoming',
    trackCode: 'WBSB',
    raceType: RaceType.Harness,
    timing: { kind: 'upcoming', daysAhead: 1 },
    raceCount: 9,
    firstPost: { hour: 13, minute: 30 },
    minutesBetweenRaces: 25,
  },
  {
    key: 'nfld-past',
    trackCode: 'NFLD',
    raceType: RaceType.Harness,
    timing: { kind: 'past', daysAgo: 7 },
    raceCount: 9,
    firstPost: { hour: 12, minute: 30 },
    minutesBetweenRaces: 25,
  },
  {
    key: 'm-past',
    trackCode: 'M',
    raceType: RaceType.Harness,
    timing: { kind: 'past', daysAgo: 3 },
    raceCount: 6,
    firstPost: { hour: 12, minute: 15 },
    minutesBetweenRaces: 25,
  },
];

/** How long after its post time a demo race was finalized. */
const RESULTS_DELAY_MINUTES = 12;

export interface CardSchedule {
  /** The card's local date at the track, 'YYYY-MM-DD'. */
  raceDate: string;
  postTimes: Date[];
  /** Per race: when it was finalized, or null for a race still to run. */
  finalizedAt: (Date | null)[];
}

function postTimesOn(plan: CardPlan, raceDate: string, timezone: string): Date[] {
  return Array.from({ length: plan.raceCount }, (_, index) =>
    zonedDateTime(
      raceDate,
      plan.firstPost.hour,
      plan.firstPost.minute + index * plan.minutesBetweenRaces,
      timezone,
    ),
  );
}

/** The date, post times and finalize times of a planned card, placed relative to `now` in the track's timezone. */
export function scheduleCard(plan: CardPlan, timezone: string, now: Date): CardSchedule {
  const today = localDate(now, timezone);
  const timing = plan.timing;

  if (timing.kind === 'upcoming') {
    let raceDate = addCalendarDays(today, timing.daysAhead);
    let postTimes = postTimesOn(plan, raceDate, timezone);
    if ((postTimes[0]?.getTime() ?? 0) < addMinutes(now, 60).getTime()) {
      raceDate = addCalendarDays(raceDate, 1);
      postTimes = postTimesOn(plan, raceDate, timezone);
    }
    return { raceDate, postTimes, finalizedAt: postTimes.map(() => null) };
  }

  if (timing.kind === 'past') {
    const raceDate = addCalendarDays(today, -timing.daysAgo);
    const postTimes = postTimesOn(plan, raceDate, timezone);
    return {
      raceDate,
      postTimes,
      finalizedAt: postTimes.map((post) => addMinutes(post, RESULTS_DELAY_MINUTES)),
    };
  }

  // Recent: today's card if it has finished, else yesterday's. Results entered late if need be, so that the
  // last one is less than 24 hours old and the contest is still in its audit period.
  const todaysPosts = postTimesOn(plan, today, timezone);
  const lastPostToday = todaysPosts[todaysPosts.length - 1] ?? now;
  const raceDate = addMinutes(lastPostToday, 30) <= now ? today : addCalendarDays(today, -1);
  const postTimes = raceDate === today ? todaysPosts : postTimesOn(plan, raceDate, timezone);
  const earliestResults = new Date(Math.floor(addMinutes(now, -23 * 60).getTime() / 60_000) * 60_000);
  return {
    raceDate,
    postTimes,
    finalizedAt: postTimes.map((post) => {
      const finalizedAt = addMinutes(post, RESULTS_DELAY_MINUTES);
      return finalizedAt < earliestResults ? earliestResults : finalizedAt;
    }),
  };
}
