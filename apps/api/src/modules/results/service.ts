import { AuditEventType } from '@cj/shared/enums';
import { type AddRaceResult, RACE_MESSAGES, type RaceResult } from '@cj/shared/races';
import { dollarsToCents, formatMoney } from '@cj/shared/rules/money';
import { isRaceOpen } from '@cj/shared/rules/race-state';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { inTransaction } from '../../db/retry';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { auditOperatorAction } from '../audit/operator-action';
import { type Operator, raceSubject, runnerName } from '../audit/subjects';
import {
  changeRace,
  checkedFavorite,
  findRaceAndTrack,
  findRaceResult,
  listResultsOfRaceIds,
  lockRace,
} from '../races/service';
import { toRaceResult } from '../races/views';
import { deleteResult, insertResult, listRunnersByIds } from './repository';

/** A result as the log shows it: 'win #4 Lark, then #2 Mist, $2 payoff $8.40'. */
function resultText(result: RaceResult) {
  const [winner, ...others] = result.runners.map((runner) =>
    runnerName({ programNumber: runner.programNumber, name: runner.name }),
  );
  const then = others.length > 0 ? `, then ${others.join(', ')}` : '';
  return `win ${winner ?? '(none)'}${then}, $2 payoff ${formatMoney(Math.round(result.payoff * 100))}`;
}

/** A result entered, changed or removed, in the audit log (type 12), in the change's transaction. */
async function auditResultChange(
  tx: DbOrTx,
  operator: Operator,
  raceId: number,
  change: { before: RaceResult | null; after: RaceResult | null },
) {
  const found = await findRaceAndTrack(tx, raceId);
  await auditOperatorAction(tx, {
    eventType: AuditEventType.ResultChanged,
    operator,
    action: !change.before
      ? 'entered a result for'
      : change.after
        ? 'changed a result of'
        : 'removed a result of',
    subject: found ? raceSubject(found.race, found.track) : `race ${raceId}`,
    changes: [
      {
        field: 'result',
        before: change.before && resultText(change.before),
        after: change.after && resultText(change.after),
      },
    ],
  });
}

/**
 * POST /race/{id}/result (administrators): one Win result with its $2 payoff and runners in finish order (the
 * first finisher is the winner). Several Win results make a dead heat. Only once wagering is closed and before
 * the race is finalized (at its post time, or once an operator closed it); the runners must be starters of this race.
 */
export async function addRaceResult(
  ctx: AppContext,
  operator: Operator,
  raceId: number | null,
  input: AddRaceResult,
): Promise<RaceResult> {
  if (raceId === null) throw notFound(RACE_MESSAGES.raceNotFound);
  const payoffCents = dollarsToCents(input.payoff);
  if (payoffCents === null || payoffCents <= 0) throw badRequest(RACE_MESSAGES.payoffRequired);
  if (new Set(input.runners).size !== input.runners.length) throw badRequest(RACE_MESSAGES.duplicateRunner);

  return inTransaction(ctx, 'result add', async (tx) => {
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
    const entered = toRaceResult({
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
    await auditResultChange(tx, operator, raceId, { before: null, after: entered });
    return entered;
  });
}

/**
 * DELETE /race/{id}/results/{resultId} (administrators): corrects a wrong result before the race is finalized;
 * the result goes with its finishers. The post-time favorite stays on the race.
 */
export async function removeRaceResult(
  ctx: AppContext,
  operator: Operator,
  raceId: number | null,
  resultId: number | null,
): Promise<RaceResult> {
  if (raceId === null) throw notFound(RACE_MESSAGES.raceNotFound);
  if (resultId === null) throw notFound(RACE_MESSAGES.resultNotFound);

  return inTransaction(ctx, 'result removal', async (tx) => {
    // The race lock orders this removal against a finalize, which reads the results under the same lock.
    const race = await lockRace(tx, raceId);
    if (!race) throw notFound(RACE_MESSAGES.raceNotFound);
    const result = await findRaceResult(tx, raceId, resultId);
    if (!result) throw notFound(RACE_MESSAGES.resultNotFound);
    if (race.finalized) throw conflict(RACE_MESSAGES.finalizedCannotChange);
    await deleteResult(tx, resultId);
    const removed = toRaceResult(result);
    await auditResultChange(tx, operator, raceId, { before: removed, after: null });
    return removed;
  });
}

/** GET /race/{id}/results: a list, so an unknown race answers []. */
export async function getRaceResults(ctx: AppContext, raceId: number | null): Promise<RaceResult[]> {
  if (raceId === null) return [];
  return (await listResultsOfRaceIds(ctx.db, [raceId])).map(toRaceResult);
}
