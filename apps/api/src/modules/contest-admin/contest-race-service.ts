import {
  type AddContestRaceSchema,
  CONTEST_RACE_MESSAGES,
  type UpdateContestRaceSchema,
} from '@cj/shared/contest-admin';
import type { ContestRace } from '@cj/shared/contests';
import { dollarsToCents } from '@cj/shared/rules/money';
import { isPastPost } from '@cj/shared/rules/race-state';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { inTransaction } from '../../db/retry';
import { conflict, notFound } from '../../lib/http-errors';
import { fitsIntegerId } from '../../lib/path-ids';
import type { Operator } from '../audit/subjects';
import { findContestRaceRows } from '../races/service';
import { toContestRace } from '../races/views';
import { auditContestRaceChange } from './audit';
import {
  concludeIfAllFinalized,
  countPlaysOfContestRace,
  deleteContestRace,
  insertContestRace,
  lockContest,
  lockRaceWithTrack,
  updateContestRaceLimits,
} from './contest-race-repository';

type AddContestRaceInput = z.output<typeof AddContestRaceSchema>;
type UpdateContestRaceInput = z.output<typeof UpdateContestRaceSchema>;

const M = CONTEST_RACE_MESSAGES;

/** An id sent in a body, as a database id; beyond PostgreSQL's integer range it names nothing. */
const databaseId = (id: number) => (fitsIntegerId(id) ? id : null);

/** The schema allows only dollars with at most two decimals. */
const cents = (dollars: number) => dollarsToCents(dollars) ?? 0;

async function contestRaceView(tx: DbOrTx, contestRaceId: number): Promise<ContestRace | null> {
  const row = await findContestRaceRows(tx, contestRaceId);
  return row && toContestRace(row.contestRace, row.contest.slug, row.race, row.track);
}

/**
 * POST /contest/add-race: the race joins the contest with the contest's limits on it. A finalized race cannot
 * join (its plays are settled), nor a race past its post time (it is off: nobody could play it), nor can any race
 * join a concluded contest (its results are being audited).
 */
export async function addContestRace(
  ctx: AppContext,
  operator: Operator,
  input: AddContestRaceInput,
): Promise<ContestRace> {
  const contestId = databaseId(input.contestID);
  const raceId = databaseId(input.raceID);
  return inTransaction(ctx, 'contest race add', async (tx) => {
    const raceRow = raceId === null ? null : await lockRaceWithTrack(tx, raceId);
    const contest = contestId === null ? null : await lockContest(tx, contestId);
    if (!contest) throw notFound(M.contestNotFound);
    if (!raceRow) throw notFound(M.raceNotFound);
    if (contest.concludedAt) throw conflict(M.contestConcluded);
    if (raceRow.race.finalized) throw conflict(M.finalizedRace);
    if (isPastPost(raceRow.race, ctx.now())) throw conflict(M.pastPostRace);
    const added = await insertContestRace(tx, {
      contestId: contest.id,
      raceId: raceRow.race.id,
      maxWagers: input.maxWagers,
      minWagerAmountCents: cents(input.minWagerAmount),
    });
    if (!added) throw conflict(M.raceAlreadyInContest);
    const view = toContestRace(added, contest.slug, raceRow.race, raceRow.track);
    await auditContestRaceChange(tx, operator, contest, {
      verb: 'added',
      race: view.race,
      before: null,
      after: view,
    });
    return view;
  });
}

/**
 * POST /contest/update-race: new limits; plays already placed stay as they are. A concluded contest's races no
 * longer change, their limits included (its results are being audited), as for adding or removing a race.
 */
export async function updateContestRace(
  ctx: AppContext,
  operator: Operator,
  input: UpdateContestRaceInput,
): Promise<ContestRace> {
  const contestRaceId = databaseId(input.contestRaceID);
  if (contestRaceId === null) throw notFound(M.contestRaceNotFound);
  return inTransaction(ctx, 'contest race update', async (tx) => {
    const current = await contestRaceView(tx, contestRaceId);
    if (!current) throw notFound(M.contestRaceNotFound);
    const contest = await lockContest(tx, current.contestID);
    if (contest?.concludedAt) throw conflict(M.contestConcluded);
    const updated = await updateContestRaceLimits(tx, contestRaceId, {
      maxWagers: input.maxWagers,
      minWagerAmountCents: cents(input.minWagerAmount),
    });
    if (!updated || !contest) throw notFound(M.contestRaceNotFound);
    const view = (await contestRaceView(tx, contestRaceId))!;
    await auditContestRaceChange(tx, operator, contest, {
      verb: 'changed',
      race: view.race,
      before: current,
      after: view,
    });
    return view;
  });
}

/**
 * DELETE /contest-race/{id}: takes a race out of a contest while no play was made on it there (removing it
 * would delete those plays) and the contest has not concluded. The contest is locked first, so a play in flight
 * either lands before the count (409) or waits and then finds the race gone.
 */
export async function removeContestRace(
  ctx: AppContext,
  operator: Operator,
  contestRaceId: number | null,
): Promise<ContestRace> {
  if (contestRaceId === null) throw notFound(M.contestRaceMissing);
  return inTransaction(ctx, 'contest race removal', async (tx) => {
    const removed = await contestRaceView(tx, contestRaceId);
    if (!removed) throw notFound(M.contestRaceMissing);
    const contest = await lockContest(tx, removed.contestID);
    if (contest?.concludedAt) throw conflict(M.contestConcluded);
    if ((await countPlaysOfContestRace(tx, contestRaceId)) > 0) throw conflict(M.raceHasPlays);
    await deleteContestRace(tx, contestRaceId);
    if (contest) {
      await auditContestRaceChange(tx, operator, contest, {
        verb: 'removed',
        race: removed.race,
        before: removed,
        after: null,
      });
    }
    await concludeIfAllFinalized(tx, removed.contestID);
    return removed;
  });
}
