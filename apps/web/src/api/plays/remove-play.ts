import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contestKeys } from '@/api/contests/contest-keys';
import { api } from '@/lib/api-client';

/** DELETE /wagers/{id} (200): removes a play while its race is open; the stake goes back to the bankroll. */
async function removePlay(playId: number): Promise<void> {
  await api.delete(`/wagers/${playId}`);
}

/**
 * Removes a play (the player's own, or any as an administrator), then reloads the contest's plays and players.
 * `onRemoved` runs first, while the button that removed it is still on the page.
 */
export function useRemovePlay(slug: string, onRemoved?: (playId: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePlay,
    onSuccess: (_, playId) => {
      onRemoved?.(playId);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: contestKeys.plays(slug) }),
        queryClient.invalidateQueries({ queryKey: contestKeys.players(slug) }),
      ]);
    },
  });
}
