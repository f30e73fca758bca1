import type { Track } from '@cj/shared/races';
import { type CreateTrack, TRACK_MESSAGES } from '@cj/shared/tracks';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { badRequest, conflict } from '../../lib/http-errors';
import { findTrackByCode, findTrackById, insertTrack, listTracksByName } from './repository';
import { canonicalTimezone } from './timezones';
import { toTrack } from './views';

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

/** The track of an id, or null: for the modules that put races on a track. */
export async function findTrack(db: DbOrTx, trackId: number) {
  return findTrackById(db, trackId);
}

/** The track of a code ('CD'), or null: for the race-card import, which names tracks by code. */
export async function findTrackOfCode(db: DbOrTx, code: string) {
  return findTrackByCode(db, code);
}
