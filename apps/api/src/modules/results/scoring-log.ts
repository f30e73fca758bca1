import { RACE_MESSAGES } from '@cj/shared/races';
import { centsToDollars } from '@cj/shared/rules/money';
import { compareProgramNumbers } from '@cj/shared/rules/program-number';
import { SCORING_LOG_MESSAGES, type ScoringLog } from '@cj/shared/scoring-log';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/http-errors';
import { type ContestViewer, isContestVisibleTo } from '../contests/visibility';
import { findContestRaceLog, listLoggedResults, listLoggedScratches } from './scoring-log-repository';

type LoggedRunner = { id: number; programNumber: string | null; name: string };

const toRunnerRef = (runner: LoggedRunner) => ({ ...runner, programNumber: runner.programNumber ?? '' });
const inProgramOrder = (a: { runner: LoggedRunner }, b: { runner: LoggedRunner }) =>
  compareProgramNumbers(a.runner.programNumber ?? '', b.runner.programNumber ?? '') ||
  a.runner.id - b.runner.id;

/**
 * GET /race/{id}/scoring ({id}: the contest race, as the plays' routes, decision 031): the scoring log its
 * race's finalize wrote for this contest, read as written. A contest the viewer may not see, or an unknown contest
 * race, is 'Race not found.'; a race not finalized yet is 'Race not scored yet.'.
 */
export async function getScoringLog(
  ctx: AppContext,
  viewer: ContestViewer,
  contestRaceId: number | null,
): Promise<ScoringLog> {
  const log = contestRaceId === null ? null : await findContestRaceLog(ctx.db, contestRaceId);
  if (!log || !isContestVisibleTo(log, viewer)) throw notFound(RACE_MESSAGES.raceNotFound);
  if (log.finalizedAt === null) throw notFound(SCORING_LOG_MESSAGES.notScored);
  const [results, scratches] = await Promise.all([
    listLoggedResults(ctx.db, log.contestRaceId),
    listLoggedScratches(ctx.db, log.contestRaceId),
  ]);
  return {
    contestRaceId: log.contestRaceId,
    raceId: log.raceId,
    finalizedAt: log.finalizedAt.toISOString(),
    payoutCap: log.payoutCapCents === null ? null : centsToDollars(log.payoutCapCents),
    results: results.sort(inProgramOrder).map((result) => ({
      runner: toRunnerRef(result.runner),
      payoff: centsToDollars(result.payoffCents),
      scoredPayoff: centsToDollars(result.scoredPayoffCents),
      deadHeat: result.deadHeat,
    })),
    scratches: scratches.sort(inProgramOrder).map((scratch) => ({
      runner: toRunnerRef(scratch.runner),
      scoredAs: scratch.scoredAs === null ? null : toRunnerRef(scratch.scoredAs),
      reason: scratch.reason,
      plays: scratch.plays,
    })),
  };
}
