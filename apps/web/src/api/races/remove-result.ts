import { useMutation, useQueryClient } from '@tanstack/react-query';
import { raceDataKeys } from '@/api/races/race-data-keys';
import { api } from '@/lib/api-client';

/** DELETE /race/{id}/results/{resultId}: a wrong result, before the race is finalized. */
async function removeResult(raceId: number, resultId: number): Promise<void> {
  await api.delete(`/race/${raceId}/results/${resultId}`);
}

export function useRemoveResult(raceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (resultId: number) => removeResult(raceId, resultId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: raceDataKeys.results(raceId) }),
  });
}
