import { useMutation, useQueryClient } from '@tanstack/react-query';
import { raceDataKeys } from '@/api/races/race-data-keys';
import { api } from '@/lib/api-client';

/** DELETE /runners/{id}: only a runner nobody played and not in the results. */
async function removeRunner(runnerId: number): Promise<void> {
  await api.delete(`/runners/${runnerId}`);
}

export function useRemoveRunner(raceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeRunner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: raceDataKeys.runners(raceId) }),
  });
}
