import { RunnerSchema } from '@cj/shared/races';
import type { CreateRunner } from '@cj/shared/runners';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { raceDataKeys } from '../../api/race-data-keys';

/** POST /runners (201). */
export function createRunner(runner: CreateRunner) {
  return api.post('/runners', runner, { schema: RunnerSchema });
}

export function useCreateRunner(raceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRunner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: raceDataKeys.runners(raceId) }),
  });
}
