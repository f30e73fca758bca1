import { RACE_MESSAGES, type Race } from '@cj/shared/races';
import { postTimeFavorite } from '@cj/shared/rules/favorite';
import { isRaceOpen } from '@cj/shared/rules/race-state';
import type { AppContext } from '../../app-context';
import { inTransaction } from '../../db/retry';
import { conflict, notFound } from '../../lib/http-errors';
import { auditRaceFinalized } from '../audit/operator-action';
import { type Operator, raceSubject } from '../audit/subjects';
import { publishLeaderboardChanged } from '../contest-events/publish';
import { queueRaceFinalizedAlerts } from '../push/alerts';
import { findRaceAndTrack, lockRace } from '../races/service';
import { toRace } from '../races/views';
import { requestRatings } from '../ratings/service';
import {
  allowLargeSorts,
  concludeFinishedContests,
  countWinResults,
  listFavoriteCandidates,
  lockContestsOfRace,
  markRaceFinalized,
  scoreRace,
} from './finalize-repository';

/**
 * POST /race/{id}/finalize: scores the race, irreversibly, in one transaction whose statement count does not
 * depend on how many entries or plays there are. The race is locked, then the contests holding it (plays and
 * removals share-lock them), so no play or removal in those contests interleaves with scoring and every statement
 * below reads settled bankrolls; races before contests, as every statement takes them (db/lock-order.ts). A
 * deadlock or serialization failure no order prevents runs the transaction again (db/retry.ts).
 */
export async function finalizeRace(
  ctx: AppContext,
  operator: Operator,
  raceId: number | null,
): Promise<Race> {
  if (raceId === null) throw notFound(RACE_MESSAGES.raceNotFound);
  const now = ctx.now();
  let contestIds: number[] = [];
  let queuedAlerts = 0;
  let concluded = false;
  const timer = ctx.metrics.finalizeDuration.startTimer();
  const finalizedRace = await inTransaction(ctx, 'finalize', async (tx) => {
    // The race, then its contests (db/lock-order.ts).
    const race = await lockRace(tx, raceId);
    if (!race) throw notFound(RACE_MESSAGES.raceNotFound);
    contestIds = await lockContestsOfRace(tx, raceId);
    if (race.finalized) throw conflict(RACE_MESSAGES.alreadyFinalized);
    if (isRaceOpen(race, now)) throw conflict(RACE_MESSAGES.finalizeNeedsClosedWagering);
    if ((await countWinResults(tx, raceId)) === 0) throw conflict(RACE_MESSAGES.resultsRequiredToFinalize);

    await allowLargeSorts(tx);
    const favoriteRunnerId = postTimeFavorite(
      await listFavoriteCandidates(tx, raceId),
      race.favoriteRunnerId,
    );
    await scoreRace(tx, raceId, favoriteRunnerId, now);
    await markRaceFinalized(tx, raceId, now);
    // Players who turned the result alert on hear their result and new rank (one statement; none with push off).
    queuedAlerts = await queueRaceFinalizedAlerts(tx, ctx, raceId);
    // A contest concluding rates its entries: every account's rating is computed again, after the commit, by the
    // ratings job (decision 031), so the refresh adds nothing to the finalize's transaction or its locks.
    concluded = (await concludeFinishedContests(tx, raceId, now)) > 0;
    if (concluded) await requestRatings(tx, now);
    const finalized = await findRaceAndTrack(tx, raceId);
    await auditRaceFinalized(tx, {
      operator,
      raceId,
      subject: raceSubject(finalized!.race, finalized!.track),
      contests: contestIds.length,
    });
    return toRace(finalized!.race, finalized!.track);
  });
  timer();
  // Once committed, so a page that refreshes on the event reads the new standings.
  await publishLeaderboardChanged(ctx, contestIds);
  if (queuedAlerts > 0) await ctx.pushOutbox.notify();
  if (concluded) await ctx.ratingsRefresh.notify();
  return finalizedRace;
}
