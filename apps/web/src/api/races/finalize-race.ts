import { RaceSchema } from '@cj/shared/races';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { raceDataKeys } from '@/api/races/race-data-keys';
import { api } from '@/lib/api-client';

const UNCHANGED_QUERIES = new Set(['site', 'account']);

/** POST /race/{id}/finalize: scores the race in every contest holding it. Irreversible. */
function finalizeRace(raceId: number) {
  return api.post(`/race/${raceId}/finalize`, undefined, { schema: RaceSchema });
}

export function useFinalizeRace(raceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => finalizeRace(raceId),
    onSuccess: (race) => {
      queryClient.setQueryData(raceDataKeys.race(raceId), race);
      // Leaderboards and contest pages cached in this tab changed too; the brand and the account did not.
      return queryClient.invalidateQueries({
        predicate: (query) => !UNCHANGED_QUERIES.has(String(query.queryKey[0])),
      });
    },
  });
}
