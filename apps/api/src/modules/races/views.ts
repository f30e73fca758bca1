import type { ContestRace } from '@cj/shared/contests';
import type { Race, RaceResult, Runner } from '@cj/shared/races';
import { centsToDollars } from '@cj/shared/rules/money';
import type { contestRaces } from '../../db/schema/contests';
import type { races, runners } from '../../db/schema/races';
import { type TrackRow, toTrack } from '../tracks/views';
import type { ResultWithRunners } from './race-results-repository';

export type RaceRow = typeof races.$inferSelect;
export type RunnerRow = typeof runners.$inferSelect;
export type ContestRaceRow = typeof contestRaces.$inferSelect;

export function toRace(race: RaceRow, track: TrackRow): Race {
  return {
    id: race.id,
    raceNumber: race.raceNumber,
    raceDate: race.raceDate,
    raceType: race.raceType,
    postTime: race.postTime.toISOString(),
    isWageringClosed: race.isWageringClosed,
    finalized: race.finalized,
    minWagerAmount: centsToDollars(race.minWagerAmountCents),
    favoriteRunnerId: race.favoriteRunnerId,
    track: toTrack(track),
  };
}

export function toRunner(row: RunnerRow): Runner {
  return {
    id: row.id,
    raceID: row.raceId,
    programNumber: row.programNumber ?? '',
    name: row.name,
    morningLine: row.morningLine,
    scratched: row.scratched,
    mto: row.mto,
    ae: row.ae,
  };
}

export function toContestRace(
  contestRace: ContestRaceRow,
  contestSlug: string,
  race: RaceRow,
  track: TrackRow,
): ContestRace {
  return {
    id: contestRace.id,
    contestID: contestRace.contestId,
    contestSlug,
    raceID: contestRace.raceId,
    maxWagers: contestRace.maxWagers,
    minWagerAmount: centsToDollars(contestRace.minWagerAmountCents),
    race: toRace(race, track),
  };
}

export function toRaceResult(result: ResultWithRunners): RaceResult {
  return {
    id: result.id,
    pool: result.pool,
    payoff: centsToDollars(result.payoffCents),
    runners: result.runners,
  };
}
