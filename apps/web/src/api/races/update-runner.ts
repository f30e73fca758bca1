import { RunnerSchema } from '@cj/shared/races';
import type { UpdateRunner } from '@cj/shared/runners';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { raceDataKeys } from '@/api/races/race-data-keys';
import { api } from '@/lib/api-client';

/** PUT /runners/{id}. */
function updateRunner(runnerId: number, runner: UpdateRunner) {
  return api.put(`/runners/${runnerId}`, { ...runner, runnerID: runnerId }, { schema: RunnerSchema });
}

export function useUpdateRunner(raceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ runnerId, runner }: { runnerId: number; runner: UpdateRunner }) =>
      updateRunner(runnerId, runner),
    // A scratch may clear the post-time favorite, so the race is read again too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: raceDataKeys.race(raceId) }),
  });
}
