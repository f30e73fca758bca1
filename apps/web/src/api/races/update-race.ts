import { RaceSchema, type UpdateRace } from '@cj/shared/races';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { raceDataKeys } from '@/api/races/race-data-keys';
import { api } from '@/lib/api-client';

/** PUT /race/{id}: post time, wagering closed, post-time favorite. */
export function updateRace(raceId: number, changes: UpdateRace) {
  return api.put(`/race/${raceId}`, changes, { schema: RaceSchema });
}

export function useUpdateRace(raceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateRace) => updateRace(raceId, changes),
    onSuccess: (race) => {
      queryClient.setQueryData(raceDataKeys.race(raceId), race);
      return queryClient.invalidateQueries({ queryKey: raceDataKeys.raceCards });
    },
  });
}
