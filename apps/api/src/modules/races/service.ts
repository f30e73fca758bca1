import type { ContestRace, ContestRaceDetail } from '@cj/shared/contests';
import { PLAYER_MESSAGES } from '@cj/shared/players';
import { RACE_MESSAGES, type Race, type Runner, type UpdateRace } from '@cj/shared/races';
import { dollarsToCents } from '@cj/shared/rules/money';
import { WAGER_MESSAGES } from '@cj/shared/wagers';
import type { AppContext, SessionAccount } from '../../app-context';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { findContest } from '../contests/lookup';
import { isVisibleContest } from '../players/enrollment';
import { listResultsOfRaces } from '../results/repository';
import { toRaceResult } from '../results/views';
import { parsePathId } from './path-ids';
import {
  findContestRace,
  findRaceForUpdate,
  findRaceWithTrack,
  findRunnerOfRace,
  listContestRaces,
  listRunnersOfRaces,
  updateRaceRow,
} from './repository';
import { type RaceRow, toContestRace, toRace, toRunner } from './views';

type Viewer = SessionAccount | null;

const maySee = (viewer: Viewer, contest: Parameters<typeof isVisibleContest>[0]) =>
  Boolean(viewer?.isAdministrator) || isVisibleContest(contest);

/** GET /contest/{id}/races: every race of a contest with its runners in program order and its results. */
export async function getContestRaces(
  ctx: AppContext,
  viewer: Viewer,
  contestIdOrSlug: string,
): Promise<ContestRaceDetail[]> {
  const contest = await findContest(ctx.db, contestIdOrSlug);
  if (!contest || !maySee(viewer, contest)) throw notFound(PLAYER_MESSAGES.contestNotFound);
  const rows = await listContestRaces(ctx.db, contest.id);
  const raceIds = rows.map((row) => row.race.id);
  const [runners, results] = await Promise.all([
    listRunnersOfRaces(ctx.db, raceIds),
    listResultsOfRaces(ctx.db, raceIds),
  ]);
  return rows.map((row) => ({
    ...toContestRace(row.contestRace, contest.slug, row.race, row.track),
    runners: runners.filter((runner) => runner.raceId === row.race.id).map(toRunner),
    results: results.filter((result) => result.raceId === row.race.id).map(toRaceResult),
  }));
}

export async function getContestRace(
  ctx: AppContext,
  viewer: Viewer,
  contestRaceIdText: string,
): Promise<ContestRace> {
  const contestRaceId = parsePathId(contestRaceIdText);
  const row = contestRaceId === null ? null : await findContestRace(ctx.db, contestRaceId);
  if (!row || !maySee(viewer, row.contest)) throw notFound(RACE_MESSAGES.raceNotFound);
  return toContestRace(row.contestRace, row.contest.slug, row.race, row.track);
}

export async function getRace(ctx: AppContext, raceIdText: string): Promise<Race> {
  const raceId = parsePathId(raceIdText);
  const row = raceId === null ? null : await findRaceWithTrack(ctx.db, raceId);
  if (!row) throw notFound(RACE_MESSAGES.raceNotFound);
  return toRace(row.race, row.track);
}

/** GET /race/{id}/runners: a list, so an unknown race answers []. */
export async function getRaceRunners(ctx: AppContext, raceIdText: string): Promise<Runner[]> {
  const raceId = parsePathId(raceIdText);
  if (raceId === null) return [];
  return (await listRunnersOfRaces(ctx.db, [raceId])).map(toRunner);
}

type RaceChanges = Parameters<typeof updateRaceRow>[2];

/**
 * PUT /race/{id} (administrators): close or reopen wagering, move the post time, set the minimum or the
 * post-time favorite. The race row is locked, so a play racing a close is placed before it or refused.
 * A finalized race never changes again.
 */
export async function updateRace(ctx: AppContext, raceIdText: string, input: UpdateRace): Promise<Race> {
  const raceId = parsePathId(raceIdText);
  if (raceId === null) throw notFound(RACE_MESSAGES.raceNotFound);
  return ctx.db.transaction(async (tx) => {
    const race = await findRaceForUpdate(tx, raceId);
    if (!race) throw notFound(RACE_MESSAGES.raceNotFound);
    if (race.finalized) throw conflict(RACE_MESSAGES.finalizedCannotChange);

    const changes: RaceChanges = {};
    if (input.postTime !== undefined) changes.postTime = new Date(input.postTime);
    if (input.isWageringClosed !== undefined) changes.isWageringClosed = input.isWageringClosed;
    if (input.minWagerAmount !== undefined) {
      const cents = dollarsToCents(input.minWagerAmount);
      if (cents === null) throw badRequest(WAGER_MESSAGES.amountNotANumber);
      changes.minWagerAmountCents = cents;
    }
    if (input.favoriteRunnerId !== undefined) {
      changes.favoriteRunnerId = await checkedFavorite(tx, race, input.favoriteRunnerId);
    }
    if (Object.keys(changes).length > 0) await updateRaceRow(tx, raceId, changes);
    const updated = await findRaceWithTrack(tx, raceId);
    return toRace(updated!.race, updated!.track);
  });
}

/** The post-time favorite must be a starter of this race; null clears the mark. */
export async function checkedFavorite(
  tx: Parameters<typeof findRunnerOfRace>[0],
  race: RaceRow,
  favoriteRunnerId: number | null,
): Promise<number | null> {
  if (favoriteRunnerId === null) return null;
  const runner = await findRunnerOfRace(tx, race.id, favoriteRunnerId);
  if (!runner || runner.scratched) throw badRequest(RACE_MESSAGES.favoriteMustStart);
  return runner.id;
}
