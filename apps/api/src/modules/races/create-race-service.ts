import { CREATE_RACE_MESSAGES, type CreateRace } from '@cj/shared/race-cards';
import type { Race } from '@cj/shared/races';
import { localDate } from '@cj/shared/rules/wall-clock';
import { TRACK_MESSAGES } from '@cj/shared/tracks';
import type { AppContext } from '../../app-context';
import { isUniqueViolation } from '../../db/pg-errors';
import { conflict, notFound } from '../../lib/http-errors';
import { findTrack } from '../tracks/service';
import { findRaceOfCard, insertRace } from './create-race-repository';
import { toRace } from './views';

/**
 * POST /races (administrators): a race on the card of its track and date, the date being the post time's
 * calendar day at the track (a 9:30 pm Pacific race is on that Pacific day, whatever the UTC date).
 */
export async function createRace(ctx: AppContext, input: CreateRace): Promise<Race> {
  const track = await findTrack(ctx.db, input.trackID);
  if (!track) throw notFound(TRACK_MESSAGES.trackNotFound);
  const postTime = new Date(input.postTime);
  const raceDate = localDate(postTime, track.timezone);
  const taken = () => conflict(CREATE_RACE_MESSAGES.raceExists(input.raceNumber));
  if (await findRaceOfCard(ctx.db, track.id, raceDate, input.raceNumber)) throw taken();
  try {
    const race = await insertRace(ctx.db, {
      trackId: track.id,
      raceDate,
      raceNumber: input.raceNumber,
      postTime,
      raceType: input.raceType ?? 1,
    });
    return toRace(race, track);
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}
