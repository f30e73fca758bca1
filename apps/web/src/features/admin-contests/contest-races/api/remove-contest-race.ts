import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contestKeys } from '@/features/admin-contests/api/contest-keys';
import { api } from '@/lib/api-client';

/** DELETE /contest-race/{id}: takes a race out of the contest while it has no plays there. */
async function removeContestRace(contestRaceId: number): Promise<void> {
  await api.delete(`/contest-race/${contestRaceId}`);
}

export function useRemoveContestRace(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeContestRace,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contestKeys.races(slug) }),
  });
}
