import { CONTEST_EVENT_TYPES } from '@cj/shared/contest-events';
import { AuditEventType } from '@cj/shared/enums';
import {
  byPosition,
  type Finisher,
  finishersOf,
  RACE_DAY_MESSAGES,
  type RaceWholeResult,
  type SetWholeResult,
} from '@cj/shared/race-day';
import { RACE_MESSAGES } from '@cj/shared/races';
import { centsToDollars, dollarsToCents, formatMoney } from '@cj/shared/rules/money';
import { ordinal } from '@cj/shared/rules/ordinal';
import { raceState } from '@cj/shared/rules/race-state';
import { formatContestDate } from '@cj/shared/rules/zoned-time';
import type { AppContext, SessionAccount } from '../../app-context';
import { inTransaction } from '../../db/retry';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { auditOperatorAction } from '../audit/operator-action';
import { publishRaceEvent } from '../contest-events/publish';
import { findRaceAndTrack, listResultsOfRaceIds, lockRace } from '../races/service';
import { deleteResultsOfRace, insertResults, listRunnersByIds } from './repository';

/** 'the race's whole result' as the audit log shows it: '1st #3 Runner 3 $6.80, 1st #1 Runner 1 $5.00, 3rd #2 …'. */
function describeFinishers(finishers: readonly Finisher[]): string {
  return finishers
    .map((f) => {
      const payoff = f.payoff === null ? '' : ` ${formatMoney(Math.round(f.payoff * 100))}`;
      return `${ordinal(f.position)} #${f.programNumber || '?'} ${f.name}${payoff}`;
    })
    .join(', ');
}

/**
 * PUT /race/{id}/results (administrators): the race's whole result at once — the finish order, one $2 win payoff
 * per winner (several winners: a dead heat) — replacing whatever results it had, in one transaction. Only on a
 * closed race (by its post time or early) not yet finalized; the runners must be starters of this race. Stored as
 * finalize reads results: one Win result per winner, that winner first, then the other winners, then the rest of
 * the finish order. Audited (result changed) with the result before and after; the contest pages hear of it.
 */
export async function setWholeResult(
  ctx: AppContext,
  operator: SessionAccount,
  raceId: number | null,
  input: SetWholeResult,
): Promise<RaceWholeResult> {
  if (raceId === null) throw notFound(RACE_MESSAGES.raceNotFound);
  const ordered = byPosition(input.finishers);
  const winners = ordered.filter((f) => f.position === 1);
  const others = ordered.filter((f) => f.position !== 1);
  const payoffs = winners.map((winner) => dollarsToCents(winner.payoff ?? 0));
  if (payoffs.some((cents) => cents === null || cents <= 0))
    throw badRequest(RACE_DAY_MESSAGES.winnerPayoffRequired);

  const result = await inTransaction(ctx, 'whole result', async (tx) => {
    const race = await lockRace(tx, raceId);
    if (!race) throw notFound(RACE_MESSAGES.raceNotFound);
    if (race.finalized) throw conflict(RACE_DAY_MESSAGES.finalizedCannotChange);
    if (raceState(race, ctx.now()) === 'open') throw conflict(RACE_DAY_MESSAGES.resultsNeedClosedRace);

    const found = new Map(
      (
        await listRunnersByIds(
          tx,
          ordered.map((f) => f.runnerId),
        )
      ).map((runner) => [runner.id, runner]),
    );
    const runners = ordered.map((f) => found.get(f.runnerId));
    if (runners.some((runner) => runner === undefined || runner.raceId !== raceId)) {
      throw badRequest(RACE_DAY_MESSAGES.runnerNotInRace);
    }
    if (runners.some((runner) => runner?.scratched))
      throw badRequest(RACE_DAY_MESSAGES.scratchedRunnerCannotFinish);

    const [stored, raceAndTrack] = await Promise.all([
      listResultsOfRaceIds(tx, [raceId]),
      findRaceAndTrack(tx, raceId),
    ]);
    const before = finishersOf(
      stored.map((r) => ({ payoff: centsToDollars(r.payoffCents), runners: r.runners })),
    );

    const rest = others.map((f) => f.runnerId);
    await deleteResultsOfRace(tx, raceId);
    await insertResults(
      tx,
      raceId,
      winners.map((winner, i) => ({
        payoffCents: payoffs[i]!,
        runnerIds: [winner.runnerId, ...winners.filter((w) => w !== winner).map((w) => w.runnerId), ...rest],
      })),
    );

    const after: Finisher[] = ordered.map((f, i) => ({
      runnerId: f.runnerId,
      programNumber: runners[i]!.programNumber ?? '',
      name: runners[i]!.name,
      position: f.position,
      payoff: f.position === 1 ? centsToDollars(payoffs[winners.indexOf(f)]!) : null,
    }));
    const track = raceAndTrack!.track;
    await auditOperatorAction(tx, {
      eventType: AuditEventType.ResultChanged,
      operator,
      action: before.length === 0 ? 'entered the result of' : 'changed the result of',
      subject: `${track.name} Race ${race.raceNumber} (${formatContestDate(`${race.raceDate}T12:00:00Z`)})`,
      changes: [{ field: 'result', before: describeFinishers(before), after: describeFinishers(after) }],
    });
    return { raceId, finishers: after };
  });
  await publishRaceEvent(ctx, raceId, CONTEST_EVENT_TYPES.raceChanged);
  return result;
}
