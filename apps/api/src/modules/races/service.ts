import { CONTEST_EVENT_TYPES } from '@cj/shared/contest-events';
import type { ContestRace, ContestRaceDetail } from '@cj/shared/contests';
import { AuditEventType } from '@cj/shared/enums';
import { PLAYER_MESSAGES } from '@cj/shared/players';
import { PLAY_MESSAGES } from '@cj/shared/plays';
import { RACE_MESSAGES, type Race, type Runner, type UpdateRace } from '@cj/shared/races';
import { dollarsToCents, formatMoney } from '@cj/shared/rules/money';
import { isPastPost, isRaceOpen } from '@cj/shared/rules/race-state';
import { formatContestDate, formatZonedTime } from '@cj/shared/rules/zoned-time';
import type { AppContext, SessionAccount } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { inTransaction } from '../../db/retry';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { auditOperatorAction } from '../audit/operator-action';
import { publishRaceEvent } from '../contest-events/publish';
import { findContestForViewer } from '../contests/lookup';
import { isContestVisibleTo } from '../contests/visibility';
import { findResultOfRace, listResultsOfRaces } from './race-results-repository';
import {
  findContestRace,
  findRaceForUpdate,
  findRaceWithTrack,
  findRunnerOfRace,
  listContestRaces,
  listRunnersOfRaces,
  updateRaceRow,
} from './repository';
import { type RaceRow, toContestRace, toRace, toRaceResult, toRunner } from './views';

type Viewer = SessionAccount | null;

/** GET /contest/{id}/races: every race of a contest with its runners in program order and its results. */
export async function getContestRaces(
  ctx: AppContext,
  viewer: Viewer,
  contestIdOrSlug: string,
): Promise<ContestRaceDetail[]> {
  const contest = await findContestForViewer(ctx.db, contestIdOrSlug, viewer);
  if (!contest) throw notFound(PLAYER_MESSAGES.contestNotFound);
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
  contestRaceId: number | null,
): Promise<ContestRace> {
  const row = contestRaceId === null ? null : await findContestRace(ctx.db, contestRaceId);
  if (!row || !isContestVisibleTo(row.contest, viewer)) throw notFound(RACE_MESSAGES.raceNotFound);
  return toContestRace(row.contestRace, row.contest.slug, row.race, row.track);
}

export async function getRace(ctx: AppContext, raceId: number | null): Promise<Race> {
  const row = raceId === null ? null : await findRaceWithTrack(ctx.db, raceId);
  if (!row) throw notFound(RACE_MESSAGES.raceNotFound);
  return toRace(row.race, row.track);
}

/** GET /race/{id}/runners: a list, so an unknown race answers []. */
export async function getRaceRunners(ctx: AppContext, raceId: number | null): Promise<Runner[]> {
  if (raceId === null) return [];
  return (await listRunnersOfRaces(ctx.db, [raceId])).map(toRunner);
}

type RaceChanges = Parameters<typeof updateRaceRow>[2];

/** What the audit row says was done, by the most telling part of the change. */
function raceActionWord(before: RaceRow, after: RaceRow, reopened: boolean): string {
  if (reopened) return 'reopened';
  if (!before.isWageringClosed && after.isWageringClosed) return 'closed wagering on';
  if (before.isWageringClosed && !after.isWageringClosed) return 'reopened wagering on';
  if (before.postTime.getTime() !== after.postTime.getTime()) {
    return after.postTime > before.postTime ? 'delayed the post time of' : 'moved up the post time of';
  }
  return 'changed';
}

/**
 * Whether the change opens a race whose post time has passed: allowed only when confirmed (`reopen`) and with a
 * post time still to come. A race an operator closed before its post time reopens without confirmation.
 */
function checkReopen(
  race: RaceRow,
  after: Pick<RaceRow, 'isWageringClosed' | 'postTime'>,
  input: UpdateRace,
  now: Date,
) {
  if (!isPastPost(race, now)) return false;
  const opens = isRaceOpen({ ...after, finalized: false }, now);
  if (opens && input.reopen !== true) throw conflict(RACE_MESSAGES.reopenNeedsConfirmation);
  const triesToOpen = input.reopen === true || (race.isWageringClosed && input.isWageringClosed === false);
  if (triesToOpen && !after.isWageringClosed && isPastPost(after, now)) {
    throw conflict(RACE_MESSAGES.reopenNeedsLaterPostTime);
  }
  return opens;
}

/**
 * PUT /race/{id} (administrators): close wagering early, delay or move the post time, reopen, set the minimum or
 * the post-time favorite. A race closes by itself at its post time; making one past its post time open again (a
 * later post time, or wagering reopened) takes `reopen: true` and a post time still to come (decision 049). The
 * race row is locked, so a play racing a close is placed before it or refused. A finalized race never changes
 * again. Every change is audited (type 10) in the same transaction, its values before and after. Once committed,
 * the contest pages open on the race hear of it, so a close shows at once.
 */
export async function updateRace(
  ctx: AppContext,
  operator: SessionAccount,
  raceId: number | null,
  input: UpdateRace,
): Promise<Race> {
  if (raceId === null) throw notFound(RACE_MESSAGES.raceNotFound);
  let changed = false;
  const updated = await inTransaction(ctx, 'race update', async (tx) => {
    const race = await findRaceForUpdate(tx, raceId);
    if (!race) throw notFound(RACE_MESSAGES.raceNotFound);
    if (race.finalized) throw conflict(RACE_MESSAGES.finalizedCannotChange);
    const now = ctx.now();

    const changes: RaceChanges = {};
    if (input.postTime !== undefined) changes.postTime = new Date(input.postTime);
    if (input.isWageringClosed !== undefined) changes.isWageringClosed = input.isWageringClosed;
    if (input.minWagerAmount !== undefined) {
      const cents = dollarsToCents(input.minWagerAmount);
      if (cents === null) throw badRequest(PLAY_MESSAGES.amountNotANumber);
      changes.minWagerAmountCents = cents;
    }
    if (input.favoriteRunnerId !== undefined) {
      changes.favoriteRunnerId = await checkedFavorite(tx, race, input.favoriteRunnerId);
    }
    const after: RaceRow = { ...race, ...changes };
    const reopened = checkReopen(race, after, input, now);
    if (!race.isWageringClosed && after.isWageringClosed) changes.wageringClosedAt = now;
    if (race.isWageringClosed && !after.isWageringClosed) changes.wageringClosedAt = null;
    // This change's own event tells the open pages of a close; a race open again is announced again at its post.
    const wasOpen = isRaceOpen(race, now);
    const isOpen = isRaceOpen(after, now);
    if (isOpen && !isPastPost(after, now)) changes.closeAnnouncedAt = null;
    else if (wasOpen && !isOpen) changes.closeAnnouncedAt = now;

    changed = [
      race.postTime.getTime() !== after.postTime.getTime(),
      race.isWageringClosed !== after.isWageringClosed,
      race.minWagerAmountCents !== after.minWagerAmountCents,
      race.favoriteRunnerId !== after.favoriteRunnerId,
    ].some(Boolean);
    if (!changed) return toRace(race, (await findRaceWithTrack(tx, raceId))!.track);

    await updateRaceRow(tx, raceId, changes);
    const row = await findRaceWithTrack(tx, raceId);
    const { track } = row!;
    await auditOperatorAction(tx, {
      eventType: AuditEventType.RaceChanged,
      operator,
      action: raceActionWord(race, after, reopened),
      subject: `${track.name} Race ${race.raceNumber} (${formatContestDate(new Date(race.raceDate))})`,
      changes: [
        {
          field: 'post time',
          before: formatZonedTime(race.postTime, track.timezone),
          after: formatZonedTime(after.postTime, track.timezone),
        },
        { field: 'wagering closed', before: race.isWageringClosed, after: after.isWageringClosed },
        {
          field: 'minimum',
          before: formatMoney(race.minWagerAmountCents),
          after: formatMoney(after.minWagerAmountCents),
        },
        {
          field: 'post-time favorite',
          before: await runnerLabel(tx, race.id, race.favoriteRunnerId),
          after: await runnerLabel(tx, race.id, after.favoriteRunnerId),
        },
      ],
    });
    return toRace(row!.race, track);
  });
  if (changed) await publishRaceEvent(ctx, raceId, CONTEST_EVENT_TYPES.raceChanged);
  return updated;
}

/** '#4 Lark' for the audit log; null for none. */
async function runnerLabel(tx: DbOrTx, raceId: number, runnerId: number | null) {
  if (runnerId === null) return null;
  const runner = await findRunnerOfRace(tx, raceId, runnerId);
  return runner ? `#${runner.programNumber ?? ''} ${runner.name}` : `runner ${runnerId}`;
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

// What the modules that work on races (results, runners, contest races, race-card import) read and change of them.

/** The race row, locked until the transaction ends, or null. */
export async function lockRace(tx: DbOrTx, raceId: number) {
  return findRaceForUpdate(tx, raceId);
}

export async function changeRace(tx: DbOrTx, raceId: number, changes: RaceChanges) {
  return updateRaceRow(tx, raceId, changes);
}

export async function findRaceAndTrack(db: DbOrTx, raceId: number) {
  return findRaceWithTrack(db, raceId);
}

/** One race of a contest with its contest, race and track rows, or null. */
export async function findContestRaceRows(db: DbOrTx, contestRaceId: number) {
  return findContestRace(db, contestRaceId);
}

/** The runners of the races in program order. */
export async function listRunnersOfRaceIds(db: DbOrTx, raceIds: readonly number[]) {
  return listRunnersOfRaces(db, raceIds);
}

/** The results of the races in the order they were entered, each with its runners in finish order. */
export async function listResultsOfRaceIds(db: DbOrTx, raceIds: readonly number[]) {
  return listResultsOfRaces(db, raceIds);
}

/** One result of the race with its runners, or undefined for an unknown id or another race's result. */
export async function findRaceResult(db: DbOrTx, raceId: number, resultId: number) {
  return findResultOfRace(db, raceId, resultId);
}
