import type { DbOrTx } from '../client';
import { tracks } from '../schema/races';

/** Real racecourses with their codes and IANA timezones. */
const DEMO_TRACKS = [
  { code: 'CD', name: 'Churchill Downs', timezone: 'America/Kentucky/Louisville' },
  { code: 'SA', name: 'Santa Anita Park', timezone: 'America/Los_Angeles' },
  { code: 'GP', name: 'Gulfstream Park', timezone: 'America/New_York' },
  { code: 'SAR', name: 'Saratoga', timezone: 'America/New_York' },
  { code: 'M', name: 'The Meadowlands', timezone: 'America/New_York' },
  { code: 'NFLD', name: 'Northfield Park', timezone: 'America/New_York' },
  { code: 'WBSB', name: 'Woodbine Mohawk Park', timezone: 'America/Toronto' },
] as const;

export type TrackCode = (typeof DEMO_TRACKS)[number]['code'];

export interface SeededTrack {
  id: number;
  code: TrackCode;
  name: string;
  timezone: string;
}

export async function insertTracks(tx: DbOrTx): Promise<Map<TrackCode, SeededTrack>> {
  const rows = await tx
    .insert(tracks)
    .values(DEMO_TRACKS.map((track) => ({ ...track })))
    .returning({ id: tracks.id, code: tracks.code, name: tracks.name, timezone: tracks.timezone });
  return new Map(rows.map((row) => [row.code as TrackCode, { ...row, code: row.code as TrackCode }]));
}
