import { RaceWholeResultSchema, type SetWholeResult } from '@cj/shared/race-day';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { raceDataKeys } from '@/api/races/race-data-keys';
import { api } from '@/lib/api-client';

/** PUT /race/{id}/results: the whole result (finish order, a payoff per winner), replacing what the race had. */
function setRaceResult(raceId: number, result: SetWholeResult) {
  return api.put(`/race/${raceId}/results`, result, { schema: RaceWholeResultSchema });
}

export function useSetRaceResult(raceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (result: SetWholeResult) => setRaceResult(raceId, result),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: raceDataKeys.all }),
  });
}
