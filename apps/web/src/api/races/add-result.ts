import { type AddRaceResult, RaceResultSchema } from '@cj/shared/races';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { raceDataKeys } from '@/api/races/race-data-keys';
import { api } from '@/lib/api-client';

/** POST /race/{id}/result (201): a Win result; a second one makes a dead heat. */
function addResult(raceId: number, result: AddRaceResult) {
  return api.post(`/race/${raceId}/result`, result, { schema: RaceResultSchema });
}

export function useAddResult(raceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (result: AddRaceResult) => addResult(raceId, result),
    // The post-time favorite given with a result is stored on the race.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: raceDataKeys.race(raceId) }),
  });
}
