import {
  calendarDayIn,
  finishersOf,
  type RaceDay,
  type RaceDayContest,
  raceAttention,
  raceClosedAt,
  raceDayState,
} from '@cj/shared/race-day';
import { centsToDollars } from '@cj/shared/rules/money';
import type { AppContext } from '../../app-context';
import { standingOf } from '../contests/status';
import { listResultsOfRaceIds, listRunnersOfRaceIds } from '../races/service';
import { toTrack } from '../tracks/views';
import { listContestsOfRaces, listHeldRacesOfDate } from './repository';

/**
 * GET /admin/race-day (administrators): every race of the date (by default today at the tracks) that a contest
 * holds, across tracks, in post-time order, each with its state, when it closed, whether it needs the operator,
 * its runners, its current result and the contests holding it with their plays on it. Four statements, whatever
 * the number of races.
 */
export async function getRaceDay(ctx: AppContext, date: string | undefined): Promise<RaceDay> {
  const now = ctx.now();
  const day = date ?? calendarDayIn(now);
  const rows = await listHeldRacesOfDate(ctx.db, day);
  const raceIds = rows.map((row) => row.race.id);
  const [contestRows, runners, results] = await Promise.all([
    listContestsOfRaces(ctx.db, raceIds, ctx.now()),
    listRunnersOfRaceIds(ctx.db, raceIds),
    listResultsOfRaceIds(ctx.db, raceIds),
  ]);

  return {
    date: day,
    now: now.toISOString(),
    races: rows.map(({ race, track }) => {
      const contests: RaceDayContest[] = contestRows
        .filter((row) => row.raceId === race.id)
        .map((row) => ({
          id: row.id,
          slug: row.slug,
          name: row.name,
          status: standingOf(row, now).status,
          openPlays: Number(row.plays),
        }));
      const held = contests.filter((contest) => contest.status !== 'cancelled');
      const finishers = finishersOf(
        results
          .filter((result) => result.raceId === race.id)
          .map((result) => ({ payoff: centsToDollars(result.payoffCents), runners: result.runners })),
      );
      const state = raceDayState(
        race,
        {
          hasResult: finishers.length > 0,
          allContestsOfficial: held.length > 0 && held.every((contest) => contest.status === 'official'),
        },
        now,
      );
      const closedAt = raceClosedAt(race, now);
      const attentionReason = raceAttention({ state, postTime: race.postTime, closedAt }, now);
      return {
        id: race.id,
        track: toTrack(track),
        raceNumber: race.raceNumber,
        postTime: race.postTime.toISOString(),
        state,
        closedAt: closedAt?.toISOString() ?? null,
        needsAttention: attentionReason !== null,
        attentionReason,
        runners: runners
          .filter((runner) => runner.raceId === race.id)
          .map((runner) => ({
            id: runner.id,
            programNumber: runner.programNumber ?? '',
            name: runner.name,
            morningLine: runner.morningLine,
            scratched: runner.scratched,
          })),
        finishers,
        contests,
      };
    }),
  };
}
