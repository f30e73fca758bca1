import { RunnerSchema } from '@cj/shared/races';
import type { CreateRunner } from '@cj/shared/runners';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { raceDataKeys } from '@/api/races/race-data-keys';
import { api } from '@/lib/api-client';

/** POST /runners (201). */
function createRunner(runner: CreateRunner) {
  return api.post('/runners', runner, { schema: RunnerSchema });
}

export function useCreateRunner(raceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRunner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: raceDataKeys.runners(raceId) }),
  });
}
