import { z } from 'zod';
import { IsoDateTime } from './common';
import { CONTEST_EVENT_TYPES } from './contest-event-types';
import type { ContestEvent } from './contest-events';
import { RACE_MESSAGES, TrackSchema } from './races';
import { CONTEST_STATUSES } from './rules/contest-status';
import { type RaceWageringFlags, raceState } from './rules/race-state';
import { localDate } from './rules/wall-clock';

/**
 * The race-day board (GET /admin/race-day): every race of one date that a contest holds, across tracks, with what
 * an operator does on the day — close, delay post, enter the whole result, finalize (decision 050).
 */

/** A race closed this long with no result stands out on the board. */
const RACE_DAY_ATTENTION_MINUTES = 20;

/**
 * "Today at the tracks" when no date is asked for: the calendar day in this timezone. The tracks a contest holds
 * race in North America, where the Eastern day is the racing day in every track's afternoon (decision 050).
 */
const RACE_DAY_TIMEZONE = 'America/New_York';

/**
 * How often the board asks again whatever its live stream says: a fallback for an event lost or a stream down (it
 * refetches on every action, on every event and when the stream reconnects too).
 */
export const RACE_DAY_REFRESH_MS = 60_000;

/**
 * What GET /admin/race-day/events streams (Server-Sent Events, administrators): the race events of every contest, as
 * the contest streams send them (named by `type`, with the `contestId` and, but for a finalize, the `raceId`), never
 * chat. A race held by several contests is announced once per contest.
 */
export const RACE_DAY_EVENT_TYPES = [
  CONTEST_EVENT_TYPES.raceChanged,
  CONTEST_EVENT_TYPES.runnersChanged,
  CONTEST_EVENT_TYPES.leaderboardChanged,
] as const;
export type RaceDayEvent = Extract<ContestEvent, { type: (typeof RACE_DAY_EVENT_TYPES)[number] }>;
export const isRaceDayEvent = (event: ContestEvent): event is RaceDayEvent =>
  (RACE_DAY_EVENT_TYPES as readonly string[]).includes(event.type);

export const RACE_DAY_MESSAGES = {
  badDate: 'Give the race date as YYYY-MM-DD.',
  finishersRequired: 'Enter the finish order: at least the winner.',
  winnerRequired: 'At least one runner must finish first.',
  winnerPayoffRequired: 'Every winner needs its $2 win payoff, more than $0.',
  payoffOnlyForWinners: 'Only a winner (1st) has a win payoff.',
  positionsInOrder:
    'Finish positions run 1st, 2nd, 3rd in order; after a dead heat for first, the next finisher is 3rd.',
  runnerRequired: 'Choose a runner for every finishing position.',
  duplicateRunner: RACE_MESSAGES.duplicateRunner,
  runnerNotInRace: RACE_MESSAGES.runnerNotInRace,
  scratchedRunnerCannotFinish: RACE_MESSAGES.scratchedRunnerCannotWin,
  resultsNeedClosedRace:
    'Results can be entered only once the race is closed (at its post time, or closed early).',
  finalizedCannotChange: RACE_MESSAGES.finalizedCannotChange,
} as const;

/** The warning every Finalize confirmation shows (spec §9): it cannot be undone. */
export const FINALIZE_WARNING =
  'Finalizing scores this race in every contest that holds it and cannot be undone. Make sure all results are entered first.';

/** A calendar date that exists, 'YYYY-MM-DD'. */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const RaceDayQuerySchema = z.object({
  date: z
    .string({ error: RACE_DAY_MESSAGES.badDate })
    .refine(isCalendarDate, RACE_DAY_MESSAGES.badDate)
    .optional(),
});

/** The calendar day of `now` in `timeZone`, 'YYYY-MM-DD'. */
export function calendarDayIn(now: Date | number, timeZone: string = RACE_DAY_TIMEZONE): string {
  return localDate(new Date(now), timeZone);
}

const RACE_DAY_STATES = ['open', 'closed', 'result-entered', 'finalized', 'official'] as const;
export type RaceDayState = (typeof RACE_DAY_STATES)[number];

export const RACE_DAY_STATE_LABELS: Record<RaceDayState, string> = {
  open: 'Open',
  closed: 'Closed',
  'result-entered': 'Result entered',
  finalized: 'Finalized',
  official: 'Official',
};

/**
 * Where a race stands on race day: the shared race state (open until post time), then 'result-entered' once a
 * closed race has a result, and 'official' once it is finalized and every contest holding it (cancelled ones aside)
 * is official.
 */
export function raceDayState(
  race: RaceWageringFlags,
  facts: { hasResult: boolean; allContestsOfficial: boolean },
  now: Date | number,
): RaceDayState {
  const state = raceState(race, now);
  if (state === 'finalized') return facts.allContestsOfficial ? 'official' : 'finalized';
  if (state === 'closed' && facts.hasResult) return 'result-entered';
  return state;
}

const timeOf = (value: Date | string) => (typeof value === 'string' ? Date.parse(value) : value.getTime());

/**
 * When a closed race closed: the operator's early close when it was recorded before the post time, else the post
 * time once it has passed; null while open (or closed early at a time not recorded, before its post time).
 */
export function raceClosedAt(
  race: RaceWageringFlags & { wageringClosedAt: Date | string | null },
  now: Date | number,
): Date | null {
  if (raceState(race, now) === 'open') return null;
  const post = timeOf(race.postTime);
  const early = race.wageringClosedAt === null ? null : timeOf(race.wageringClosedAt);
  if (early !== null && early < post) return new Date(early);
  const nowMs = typeof now === 'number' ? now : now.getTime();
  return post <= nowMs ? new Date(post) : null;
}

/**
 * Why a race needs the operator, or null: closed at least RACE_DAY_ATTENTION_MINUTES with no result. Past post it
 * reads 'Past post N min with no result'; closed early by the operator, 'Closed N min with no result'.
 */
export function raceAttention(
  race: { state: RaceDayState; postTime: string | Date; closedAt: string | Date | null },
  now: Date | number,
): string | null {
  if (race.state !== 'closed' || race.closedAt === null) return null;
  const nowMs = typeof now === 'number' ? now : now.getTime();
  const minutes = Math.floor((nowMs - timeOf(race.closedAt)) / 60_000);
  if (minutes < RACE_DAY_ATTENTION_MINUTES) return null;
  const closedEarly = timeOf(race.closedAt) < timeOf(race.postTime);
  return `${closedEarly ? 'Closed' : 'Past post'} ${minutes} min with no result`;
}

const RaceDayRunnerSchema = z.object({
  id: z.number().int(),
  programNumber: z.string(),
  name: z.string(),
  morningLine: z.string(),
  scratched: z.boolean(),
});

/** One finisher of a race's result: position 1 is a winner (several: a dead heat), each with its $2 win payoff. */
const FinisherSchema = z.object({
  runnerId: z.number().int(),
  programNumber: z.string(),
  name: z.string(),
  position: z.number().int(),
  /** The $2 win payoff in dollars for a winner; null for the other finishers. */
  payoff: z.number().nullable(),
});
export type Finisher = z.infer<typeof FinisherSchema>;

/** PUT /race/{id}/results answers the race's whole result as it now stands. */
export const RaceWholeResultSchema = z.object({
  raceId: z.number().int(),
  finishers: z.array(FinisherSchema),
});
export type RaceWholeResult = z.infer<typeof RaceWholeResultSchema>;

const RaceDayContestSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  status: z.enum(CONTEST_STATUSES),
  /** Plays on this race in this contest. */
  openPlays: z.number().int(),
});
export type RaceDayContest = z.infer<typeof RaceDayContestSchema>;

const RaceDayRaceSchema = z.object({
  id: z.number().int(),
  track: TrackSchema,
  raceNumber: z.number().int(),
  postTime: IsoDateTime,
  state: z.enum(RACE_DAY_STATES),
  /** When it closed (its post time, or the operator's earlier close); null while open. */
  closedAt: IsoDateTime.nullable(),
  needsAttention: z.boolean(),
  /** Why it needs attention, e.g. 'Past post 25 min with no result'; null when it does not. */
  attentionReason: z.string().nullable(),
  runners: z.array(RaceDayRunnerSchema),
  /** Its current result (empty before one is entered): winners first, then the finish order. */
  finishers: z.array(FinisherSchema),
  contests: z.array(RaceDayContestSchema),
});
export type RaceDayRace = z.infer<typeof RaceDayRaceSchema>;

export const RaceDaySchema = z.object({
  /** The date shown, 'YYYY-MM-DD' (the one asked for, or today at the tracks). */
  date: z.string(),
  /** The server's clock when it answered, so countdowns agree with the server. */
  now: IsoDateTime,
  races: z.array(RaceDayRaceSchema),
});
export type RaceDay = z.infer<typeof RaceDaySchema>;

/** One finisher as entered: position 1 for a winner, with its $2 win payoff in dollars. */
const FinisherInputSchema = z.strictObject({
  runnerId: z
    .number({ error: RACE_DAY_MESSAGES.runnerRequired })
    .int()
    .positive(RACE_DAY_MESSAGES.runnerRequired),
  position: z
    .number({ error: RACE_DAY_MESSAGES.positionsInOrder })
    .int(RACE_DAY_MESSAGES.positionsInOrder)
    .min(1, RACE_DAY_MESSAGES.positionsInOrder)
    .max(40, RACE_DAY_MESSAGES.positionsInOrder),
  payoff: z
    .number({ error: RACE_DAY_MESSAGES.winnerPayoffRequired })
    .max(100_000, RACE_DAY_MESSAGES.winnerPayoffRequired)
    .nullable()
    .optional(),
});
export type FinisherInput = z.infer<typeof FinisherInputSchema>;

/** The finishers ordered by position (winners first), keeping the given order among equals. */
export const byPosition = <T extends { position: number }>(finishers: readonly T[]): T[] =>
  finishers
    .map((finisher, index) => ({ finisher, index }))
    .sort((a, b) => a.finisher.position - b.finisher.position || a.index - b.index)
    .map(({ finisher }) => finisher);

/**
 * The first rule a whole result breaks, or null: runners once each; at least one winner; positions 1 (one or more,
 * a dead heat), then the next finisher after k winners is k+1, and on without gaps or ties; a payoff above $0 on
 * every winner and on no one else.
 */
export function wholeResultProblem(finishers: readonly FinisherInput[]): string | null {
  if (finishers.length === 0) return RACE_DAY_MESSAGES.finishersRequired;
  if (new Set(finishers.map((f) => f.runnerId)).size !== finishers.length)
    return RACE_DAY_MESSAGES.duplicateRunner;
  const ordered = byPosition(finishers);
  const winners = ordered.filter((f) => f.position === 1).length;
  if (winners === 0) return RACE_DAY_MESSAGES.winnerRequired;
  if (ordered.some((f, index) => f.position !== (index < winners ? 1 : index + 1))) {
    return RACE_DAY_MESSAGES.positionsInOrder;
  }
  for (const finisher of ordered) {
    const hasPayoff = finisher.payoff !== undefined && finisher.payoff !== null;
    if (finisher.position === 1 && (!hasPayoff || (finisher.payoff ?? 0) <= 0)) {
      return RACE_DAY_MESSAGES.winnerPayoffRequired;
    }
    if (finisher.position !== 1 && hasPayoff) return RACE_DAY_MESSAGES.payoffOnlyForWinners;
  }
  return null;
}

/** PUT /race/{id}/results: the whole result, replacing whatever the race had. */
export const SetWholeResultSchema = z
  .strictObject({
    finishers: z
      .array(FinisherInputSchema, { error: RACE_DAY_MESSAGES.finishersRequired })
      .max(40, RACE_DAY_MESSAGES.positionsInOrder),
  })
  .superRefine((value, context) => {
    const problem = wholeResultProblem(value.finishers);
    if (problem !== null) context.addIssue({ code: 'custom', message: problem, path: ['finishers'] });
  });
export type SetWholeResult = z.infer<typeof SetWholeResultSchema>;

/** A stored result as finishersOf reads it: its payoff and runners in finish order. */
export interface StoredResult {
  payoff: number;
  runners: readonly { id: number; programNumber: string; name: string }[];
}

/**
 * The whole result of a race from its stored Win results (one per winner, each its winner first): the winners
 * (the first runner of each result) at position 1 with their payoffs, then the other runners of the first result
 * in their order, at positions after the winners (two winners: the next is 3rd).
 */
export function finishersOf(results: readonly StoredResult[]): Finisher[] {
  const winners: Finisher[] = [];
  for (const result of results) {
    const first = result.runners[0];
    if (!first || winners.some((w) => w.runnerId === first.id)) continue;
    winners.push({
      runnerId: first.id,
      programNumber: first.programNumber,
      name: first.name,
      position: 1,
      payoff: result.payoff,
    });
  }
  const winnerIds = new Set(winners.map((w) => w.runnerId));
  const others = (results[0]?.runners ?? [])
    .filter((runner) => !winnerIds.has(runner.id))
    .map((runner, index) => ({
      runnerId: runner.id,
      programNumber: runner.programNumber,
      name: runner.name,
      position: winners.length + index + 1,
      payoff: null,
    }));
  return [...winners, ...others];
}
