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

/** A scope that names no runner and no race: a scratch of nothing, which touches no play. */
export const isEmptyScope = (scope: ScratchScope) => !scope.runnerIds?.length && !scope.raceIds?.length;

/** Plays (`w`) whose pick is in the scope: one of its runners, or any runner of its races. */
export function picksInScope(scope: ScratchScope): SQL {
  return sql`${playsOnScopeRaces(scope)}
    and (w.runner_id = any(${idArray(scope.runnerIds)}::integer[])
      or w.race_id = any(${idArray(scope.raceIds)}::integer[]))`;
}

/** Plays (`w`) whose alternate (`alt`, the alternate's runner row) is scratched and in the scope. */
export function scratchedAlternatesInScope(scope: ScratchScope): SQL {
  return sql`alt.scratched and ${playsOnScopeRaces(scope)}
    and (w.alternate_runner_id = any(${idArray(scope.runnerIds)}::integer[])
      or w.race_id = any(${idArray(scope.raceIds)}::integer[]))`;
}

/**
 * `from … where …` of the plays (`w`) on scratched runners of races not finalized that match `where`, with what
 * their notices say: the pick `ru`, race `r`, track `t`, contest race `cr`, contest `c`, player `cp` and the
 * alternate `alt` (null when the play names none), and the joins `recipients` adds (the account `a` and, for push,
 * its subscriptions).
 */
export function fromPlaysOnScratchedRunners(options: { recipients: SQL; where: SQL }): SQL {
  return sql`from wagers w
    join runners ru on ru.id = w.runner_id
    join races r on r.id = w.race_id
    join tracks t on t.id = r.track_id
    join contest_races cr on cr.id = w.contest_race_id
    join contests c on c.id = cr.contest_id
    join contest_players cp on cp.id = w.contest_player_id
    ${options.recipients}
    left join runners alt on alt.id = w.alternate_runner_id
    where ru.scratched and not r.finalized and ${options.where}`;
}
