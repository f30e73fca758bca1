import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { contestKeys } from '../../api/contest-keys';

/** DELETE /wagers/{id}: an administrator removes any play while its race is open; a stake goes back. */
export async function removePlay(playId: number): Promise<void> {
  await api.delete(`/wagers/${playId}`);
}

/** Every list of plays and every entry's bankroll may change: all contests' admin data is read again. */
export function useRemovePlay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePlay,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contestKeys.all }),
  });
}
