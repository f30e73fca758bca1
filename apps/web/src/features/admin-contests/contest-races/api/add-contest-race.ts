import type { AddContestRace } from '@cj/shared/contest-admin';
import { ContestRaceSchema } from '@cj/shared/contests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contestKeys } from '@/features/admin-contests/api/contest-keys';
import { api } from '@/lib/api-client';

/** POST /contest/add-race (201): a race in the contest, with its maximum plays and minimum stake. */
function addContestRace(contestRace: AddContestRace) {
  return api.post('/contest/add-race', contestRace, { schema: ContestRaceSchema });
}

export function useAddContestRace(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addContestRace,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contestKeys.races(slug) }),
  });
}
