import { CONTEST_EVENT_TYPES } from '@cj/shared/contest-events';
import { AuditEventType } from '@cj/shared/enums';
import { RACE_MESSAGES, type Runner } from '@cj/shared/races';
import { type CreateRunner, RUNNER_MESSAGES, type UpdateRunner } from '@cj/shared/runners';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { auditOperatorAction } from '../audit/operator-action';
import { type Operator, raceSubject, runnerName, yesNo } from '../audit/subjects';
import { publishRaceEvent } from '../contest-events/publish';
import { notifyScratchNotices, queueScratchNotices } from '../plays/scratch-notices';
import { findRaceAndTrack, lockRace } from '../races/service';
import { type RunnerRow, toRunner } from '../races/views';
import {
  deleteRunnerRow,
  findProgramNumberHolder,
  findRunner,
  insertRunner,
  runnerHasPlays,
  runnerIsInResults,
  updateRunnerRow,
} from './repository';

/** Blank program numbers travel as '' and are stored as null. */
const storedProgramNumber = (programNumber: string) => (programNumber === '' ? null : programNumber);

/**
 * The race of a runner change, locked: a play placed at the same moment waits for this change (or comes
 * first), and a finalized race's runners never change.
 */
async function lockChangeableRace(tx: DbOrTx, raceId: number) {
  const race = await lockRace(tx, raceId);
  if (!race) throw notFound(RACE_MESSAGES.raceNotFound);
  if (race.finalized) throw conflict(RACE_MESSAGES.finalizedCannotChange);
  return race;
}

async function checkProgramNumberFree(tx: DbOrTx, raceId: number, programNumber: string, runnerId?: number) {
  if (programNumber === '') return;
  if (await findProgramNumberHolder(tx, raceId, programNumber, runnerId)) {
    throw conflict(RUNNER_MESSAGES.programNumberTaken(programNumber));
  }
}

/** A concurrent change may take the program number between the check and the write: same answer. */
async function withProgramNumberGuard<T>(programNumber: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(RUNNER_MESSAGES.programNumberTaken(programNumber));
    throw error;
  }
}

/**
 * Once a runner change has committed: every open page of the contests holding the race reads its runners and
 * plays again (a scratch shows at once), and the scratch e-mails it queued go.
 */
export async function announceRunnerChange(ctx: AppContext, raceId: number, queuedNotices = 0) {
  await publishRaceEvent(ctx, raceId, CONTEST_EVENT_TYPES.runnersChanged);
  await notifyScratchNotices(ctx, queuedNotices);
}

/** 'runner #4 Lark in Aqueduct Race 3 (November 28, 2026)'. */
async function runnerSubject(tx: DbOrTx, runner: Pick<RunnerRow, 'raceId' | 'programNumber' | 'name'>) {
  const found = await findRaceAndTrack(tx, runner.raceId);
  return `runner ${runnerName(runner)} in ${found ? raceSubject(found.race, found.track) : `race ${runner.raceId}`}`;
}

/** A runner change in the audit log (type 11), written in the change's transaction. */
async function auditRunnerChange(
  tx: DbOrTx,
  operator: Operator,
  action: string,
  runner: RunnerRow,
  before?: RunnerRow,
) {
  await auditOperatorAction(tx, {
    eventType: AuditEventType.RunnerChanged,
    operator,
    action,
    subject: await runnerSubject(tx, before ?? runner),
    changes: before
      ? [
          { field: 'program number', before: before.programNumber, after: runner.programNumber },
          { field: 'name', before: before.name, after: runner.name },
          { field: 'morning line', before: before.morningLine, after: runner.morningLine },
          { field: 'scratched', before: yesNo(before.scratched), after: yesNo(runner.scratched) },
          { field: 'MTO', before: yesNo(before.mto), after: yesNo(runner.mto) },
          { field: 'AE', before: yesNo(before.ae), after: yesNo(runner.ae) },
        ]
      : undefined,
  });
}

/** What an edit did, in the operator's words: a scratch or its undoing says so. */
function runnerEditAction(before: RunnerRow, after: RunnerRow) {
  if (!before.scratched && after.scratched) return 'scratched';
  if (before.scratched && !after.scratched) return 'unscratched';
  return 'changed';
}

/** POST /runners (administrators). */
export async function createRunner(
  ctx: AppContext,
  operator: Operator,
  input: CreateRunner,
): Promise<Runner> {
  const runner = await withProgramNumberGuard(input.programNumber, () =>
    ctx.db.transaction(async (tx) => {
      await lockChangeableRace(tx, input.raceID);
      await checkProgramNumberFree(tx, input.raceID, input.programNumber);
      const row = await insertRunner(tx, {
        raceId: input.raceID,
        programNumber: storedProgramNumber(input.programNumber),
        name: input.name,
        morningLine: input.morningLine,
        scratched: input.scratched,
        mto: input.mto,
        ae: input.ae,
      });
      await auditRunnerChange(tx, operator, 'added', row);
      return toRunner(row);
    }),
  );
  await announceRunnerChange(ctx, input.raceID);
  return runner;
}

async function lockRunnerAndRace(tx: DbOrTx, runnerId: number) {
  const found = await findRunner(tx, runnerId);
  if (!found) throw notFound(RUNNER_MESSAGES.runnerNotFound);
  const race = await lockChangeableRace(tx, found.raceId);
  // Read again under the race lock: it may have been removed meanwhile.
  const runner = await findRunner(tx, runnerId);
  if (!runner) throw notFound(RUNNER_MESSAGES.runnerNotFound);
  return { runner, race };
}

/**
 * PUT /runners/{id} (administrators): scratches stay editable after an import, while the race is not
 * finalized. A runner in the results cannot be scratched (results hold starters only). Scratching a runner
 * queues, in the same transaction, an e-mail to each player with a play on it (once per play).
 */
export async function updateRunner(
  ctx: AppContext,
  operator: Operator,
  runnerId: number | null,
  input: UpdateRunner,
): Promise<Runner> {
  if (runnerId === null) throw notFound(RUNNER_MESSAGES.runnerNotFound);
  if (input.runnerID !== undefined && input.runnerID !== runnerId) {
    throw badRequest(RUNNER_MESSAGES.runnerIdMismatch);
  }
  const changed = await withProgramNumberGuard(input.programNumber, () =>
    ctx.db.transaction(async (tx) => {
      const { runner } = await lockRunnerAndRace(tx, runnerId);
      await checkProgramNumberFree(tx, runner.raceId, input.programNumber, runnerId);
      if (input.scratched && !runner.scratched && (await runnerIsInResults(tx, runnerId))) {
        throw conflict(RACE_MESSAGES.scratchedRunnerCannotWin);
      }
      const row = await updateRunnerRow(tx, runnerId, {
        programNumber: storedProgramNumber(input.programNumber),
        name: input.name,
        morningLine: input.morningLine,
        scratched: input.scratched,
        ...(input.mto === undefined ? {} : { mto: input.mto }),
        ...(input.ae === undefined ? {} : { ae: input.ae }),
      });
      await auditRunnerChange(tx, operator, runnerEditAction(runner, row), row, runner);
      const queuedNotices =
        input.scratched && !runner.scratched
          ? await queueScratchNotices(tx, ctx, { runnerIds: [runnerId] })
          : 0;
      return { runner: toRunner(row), raceId: row.raceId, queuedNotices };
    }),
  );
  await announceRunnerChange(ctx, changed.raceId, changed.queuedNotices);
  return changed.runner;
}

/** DELETE /runners/{id} (administrators): only a runner nobody played and no result names. */
export async function deleteRunner(
  ctx: AppContext,
  operator: Operator,
  runnerId: number | null,
): Promise<Runner> {
  if (runnerId === null) throw notFound(RUNNER_MESSAGES.runnerNotFound);
  const removed = await ctx.db.transaction(async (tx) => {
    const { runner } = await lockRunnerAndRace(tx, runnerId);
    if (await runnerHasPlays(tx, runnerId)) throw conflict(RUNNER_MESSAGES.runnerHasPlays);
    if (await runnerIsInResults(tx, runnerId)) throw conflict(RUNNER_MESSAGES.runnerInResults);
    await auditRunnerChange(tx, operator, 'removed', runner);
    await deleteRunnerRow(tx, runnerId);
    return runner;
  });
  await announceRunnerChange(ctx, removed.raceId);
  return toRunner(removed);
}
