import type { UpdateRace } from '@cj/shared/races';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { raceDataKeys } from '@/api/races/race-data-keys';
import { updateRace } from '@/api/races/update-race';

/** PUT /race/{id} from the board: close now, or a later post time; the board and the race data are read again. */
export function useBoardRaceUpdate(raceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateRace) => updateRace(raceId, changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: raceDataKeys.all }),
  });
}
