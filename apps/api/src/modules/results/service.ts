import { type AddRaceResult, RACE_MESSAGES, type RaceResult } from '@cj/shared/races';
import { dollarsToCents } from '@cj/shared/rules/money';
import { isRaceOpen } from '@cj/shared/rules/race-state';
import type { AppContext } from '../../app-context';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import {
  changeRace,
  checkedFavorite,
  findRaceResult,
  listResultsOfRaceIds,
  lockRace,
} from '../races/service';
import { toRaceResult } from '../races/views';
import { deleteResult, insertResult, listRunnersByIds } from './repository';

/**
 * POST /race/{id}/result (administrators): one Win result with its $2 payoff and runners in finish order (the
 * first finisher is the winner). Several Win results make a dead heat. Only once wagering is closed and before
 * the race is finalized (at its post time, or once an operator closed it); the runners must be starters of this race.
 */
export async function addRaceResult(
  ctx: AppContext,
  raceId: number | null,
  input: AddRaceResult,
): Promise<RaceResult> {
  if (raceId === null) throw notFound(RACE_MESSAGES.raceNotFound);
  const payoffCents = dollarsToCents(input.payoff);
  if (payoffCents === null || payoffCents <= 0) throw badRequest(RACE_MESSAGES.payoffRequired);
  if (new Set(input.runners).size !== input.runners.length) throw badRequest(RACE_MESSAGES.duplicateRunner);

  return ctx.db.transaction(async (tx) => {
    const race = await lockRace(tx, raceId);
    if (!race) throw notFound(RACE_MESSAGES.raceNotFound);
    if (race.finalized) throw conflict(RACE_MESSAGES.finalizedCannotChange);
    if (isRaceOpen(race, ctx.now())) throw conflict(RACE_MESSAGES.resultsNeedClosedWagering);

    const found = new Map((await listRunnersByIds(tx, input.runners)).map((runner) => [runner.id, runner]));
    const runners = input.runners.map((id) => found.get(id));
    if (runners.some((runner) => runner === undefined || runner.raceId !== raceId)) {
      throw badRequest(RACE_MESSAGES.runnerNotInRace);
    }
    if (runners.some((runner) => runner?.scratched)) throw badRequest(RACE_MESSAGES.scratchedRunnerCannotWin);
    if (input.favoriteRunnerId !== undefined) {
      const favoriteRunnerId = await checkedFavorite(tx, race, input.favoriteRunnerId);
      await changeRace(tx, raceId, { favoriteRunnerId });
    }

    const id = await insertResult(tx, { raceId, payoffCents, runnerIds: input.runners });
    return toRaceResult({
      id,
      raceId,
      pool: 1,
      payoffCents,
      runners: runners.map((runner) => ({
        id: runner!.id,
        programNumber: runner!.programNumber ?? '',
        name: runner!.name,
      })),
    });
  });
}

/**
 * DELETE /race/{id}/results/{resultId} (administrators): corrects a wrong result before the race is finalized;
 * the result goes with its finishers. The post-time favorite stays on the race.
 */
export async function removeRaceResult(
  ctx: AppContext,
  raceId: number | null,
  resultId: number | null,
): Promise<RaceResult> {
  if (raceId === null) throw notFound(RACE_MESSAGES.raceNotFound);
  if (resultId === null) throw notFound(RACE_MESSAGES.resultNotFound);

  return ctx.db.transaction(async (tx) => {
    // The race lock orders this removal against a finalize, which reads the results under the same lock.
    const race = await lockRace(tx, raceId);
    if (!race) throw notFound(RACE_MESSAGES.raceNotFound);
    const result = await findRaceResult(tx, raceId, resultId);
    if (!result) throw notFound(RACE_MESSAGES.resultNotFound);
    if (race.finalized) throw conflict(RACE_MESSAGES.finalizedCannotChange);
    await deleteResult(tx, resultId);
    return toRaceResult(result);
  });
}

/** GET /race/{id}/results: a list, so an unknown race answers []. */
export async function getRaceResults(ctx: AppContext, raceId: number | null): Promise<RaceResult[]> {
  if (raceId === null) return [];
  return (await listResultsOfRaceIds(ctx.db, [raceId])).map(toRaceResult);
}
