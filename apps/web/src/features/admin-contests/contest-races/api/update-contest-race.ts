import type { UpdateContestRace } from '@cj/shared/contest-admin';
import { ContestRaceSchema } from '@cj/shared/contests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contestKeys } from '@/features/admin-contests/api/contest-keys';
import { api } from '@/lib/api-client';

/** POST /contest/update-race: the contest race's maximum plays and minimum stake. */
function updateContestRace(contestRace: UpdateContestRace) {
  return api.post('/contest/update-race', contestRace, { schema: ContestRaceSchema });
}

export function useUpdateContestRace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContestRace,
    onSuccess: (contestRace) => {
      queryClient.setQueryData(contestKeys.contestRace(contestRace.id), contestRace);
      return queryClient.invalidateQueries({ queryKey: contestKeys.races(contestRace.contestSlug) });
    },
  });
}
