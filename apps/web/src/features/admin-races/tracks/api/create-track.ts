import { TrackSchema } from '@cj/shared/races';
import type { CreateTrack } from '@cj/shared/tracks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { raceDataKeys } from '@/api/races/race-data-keys';
import { api } from '@/lib/api-client';

/** POST /tracks (201): code, name and an IANA timezone. */
function createTrack(track: CreateTrack) {
  return api.post('/tracks', track, { schema: TrackSchema });
}

export function useCreateTrack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTrack,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: raceDataKeys.tracks }),
  });
}
