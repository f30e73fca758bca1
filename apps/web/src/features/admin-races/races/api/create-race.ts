import type { CreateRace } from '@cj/shared/race-cards';
import { RaceSchema } from '@cj/shared/races';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { raceDataKeys } from '@/api/races/race-data-keys';
import { api } from '@/lib/api-client';

/** POST /races (201): the new race, whose id leads to its page. */
function createRace(race: CreateRace) {
  return api.post('/races', race, { schema: RaceSchema });
}

export function useCreateRace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRace,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: raceDataKeys.raceCards }),
  });
}
