import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contestKeys } from '@/api/contests/contest-keys';
import { track } from '@/lib/analytics';
import { api } from '@/lib/api-client';

/** DELETE /wagers/{id} (200): removes a play while its race is open; the stake goes back to the bankroll. */
export async function removePlay(wagerId: number): Promise<void> {
  await api.delete(`/wagers/${wagerId}`);
}

export function useRemovePlay(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePlay,
    onSuccess: (_, wagerId) => {
      track('play_removed', { contest: slug, wager: wagerId });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: contestKeys.wagers(slug) }),
        queryClient.invalidateQueries({ queryKey: contestKeys.players(slug) }),
      ]);
    },
  });
}
