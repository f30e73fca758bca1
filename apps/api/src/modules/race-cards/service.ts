import {
  type CardRace,
  isCalendarDate,
  RACE_CARD_MESSAGES,
  type RaceCardSummary,
} from '@cj/shared/race-cards';
import { isPastPost } from '@cj/shared/rules/race-state';
import { addCalendarDays } from '@cj/shared/rules/wall-clock';
import { TRACK_MESSAGES } from '@cj/shared/tracks';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/http-errors';
import { toRace } from '../races/views';
import { findTrack } from '../tracks/service';
import { listCardRaces, listCardSummaries } from './repository';

/** How far back the race-card list reaches when no date is asked for. */
const RECENT_CARD_DAYS = 30;

/** GET /race-cards?date: the cards of that date, or every card from 30 days ago (UTC) onward. */
export async function listRaceCards(ctx: AppContext, date: string | undefined): Promise<RaceCardSummary[]> {
  const today = ctx.now().toISOString().slice(0, 10);
  const rows = await listCardSummaries(
    ctx.db,
    date === undefined ? { from: addCalendarDays(today, -RECENT_CARD_DAYS) } : { date },
  );
  return rows.map((row) => ({
    date: row.date,
    track: { id: row.trackId, name: row.trackName },
    racesCount: row.racesCount,
  }));
}

/**
 * GET /race-cards/{trackId}/{raceDate}: the races of a card by number ([] for a track's empty date), each saying
 * whether it is past its post time on the app's clock.
 */
export async function getRaceCardRaces(
  ctx: AppContext,
  trackId: number | null,
  raceDate: string,
): Promise<CardRace[]> {
  if (trackId === null || !isCalendarDate(raceDate)) throw notFound(RACE_CARD_MESSAGES.raceCardNotFound);
  if (!(await findTrack(ctx.db, trackId))) throw notFound(TRACK_MESSAGES.trackNotFound);
  const now = ctx.now();
  return (await listCardRaces(ctx.db, trackId, raceDate)).map((row) => ({
    ...toRace(row.race, row.track),
    pastPost: isPastPost(row.race, now),
  }));
}
