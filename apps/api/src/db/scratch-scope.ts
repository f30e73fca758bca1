import { type SQL, sql } from 'drizzle-orm';

/** Runners, or every runner of some races (a card import may scratch any of them). */
export interface ScratchScope {
  runnerIds?: readonly number[];
  raceIds?: readonly number[];
}

/** A Postgres array literal of whole numbers, for `= any(...::integer[])`. */
export const idArray = (ids: readonly number[] | undefined) =>
  `{${(ids ?? []).map((id) => Math.trunc(id)).join(',')}}`;

/**
 * `w.race_id = any(<the races of the scope>)`: the races of the scope's runners and the scope's races, for the
 * statements that look for the plays a scratch touches (`w` is `wagers`). A play's pick and alternate are runners
 * of its race (the play checks both), so this condition leaves out no play the scope's own condition would take;
 * it lets those statements read the plays of a few races through `wagers_race_idx` instead of the whole table
 * (`runner_id` and `alternate_runner_id` have no index, so an OR over them read every play ever placed; decision
 * 044).
 */
export const playsOnScopeRaces = (scope: ScratchScope): SQL => sql`w.race_id = any(
  array(select race_id from runners where id = any(${idArray(scope.runnerIds)}::integer[]))
    || ${idArray(scope.raceIds)}::integer[])`;
