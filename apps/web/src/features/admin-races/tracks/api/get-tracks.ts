import { TrackSchema } from '@cj/shared/races';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { raceDataKeys } from '@/api/races/race-data-keys';
import { api } from '@/lib/api-client';

/** GET /tracks: every track, by name. */
function getTracks(signal?: AbortSignal) {
  return api.get('/tracks', { schema: z.array(TrackSchema), signal });
}

const getTracksQueryOptions = () =>
  queryOptions({ queryKey: raceDataKeys.tracks, queryFn: ({ signal }) => getTracks(signal) });

export function useTracks() {
  return useQuery(getTracksQueryOptions());
}
