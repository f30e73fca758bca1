import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contestKeys } from '@/features/admin-contests/api/contest-keys';
import { api } from '@/lib/api-client';

/** DELETE /wagers/{id}: an administrator removes any play while its race is open; a stake goes back. */
export async function removePlay(playId: number): Promise<void> {
  await api.delete(`/wagers/${playId}`);
}

/** Every list of plays and every entry's bankroll may change: the admin lists and every contest's data are read again. */
export function useRemovePlay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePlay,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contestKeys.admin }),
        queryClient.invalidateQueries({ queryKey: contestKeys.everyContest }),
      ]),
  });
}
