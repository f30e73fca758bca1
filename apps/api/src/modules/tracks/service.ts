import type { Track } from '@cj/shared/races';
import { type CreateTrack, TRACK_MESSAGES } from '@cj/shared/tracks';
import type { AppContext } from '../../app-context';
import { badRequest, conflict } from '../../lib/http-errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import { toTrack } from '../races/views';
import { findTrackByCode, insertTrack, listTracksByName } from './repository';
import { canonicalTimezone } from './timezones';

export async function listTracks(ctx: AppContext): Promise<Track[]> {
  return (await listTracksByName(ctx.db)).map(toTrack);
}

/** POST /tracks (administrators): the code is unique; the timezone must be an IANA name. */
export async function createTrack(ctx: AppContext, input: CreateTrack): Promise<Track> {
  const timezone = canonicalTimezone(input.timezone);
  if (timezone === null) throw badRequest(TRACK_MESSAGES.timezoneInvalid);
  if (await findTrackByCode(ctx.db, input.code)) throw conflict(TRACK_MESSAGES.codeTaken);
  try {
    return toTrack(await insertTrack(ctx.db, { code: input.code, name: input.name, timezone }));
  } catch (error) {
    // Two admins adding the same code at once: the second insert meets the unique index.
    if (isUniqueViolation(error)) throw conflict(TRACK_MESSAGES.codeTaken);
    throw error;
  }
}
