import type { Track } from '@cj/shared/races';
import type { tracks } from '../../db/schema/races';

export type TrackRow = typeof tracks.$inferSelect;

export function toTrack(row: TrackRow): Track {
  return { id: row.id, code: row.code, name: row.name, timezone: row.timezone };
}
