import type { UpdatePlayer } from '@cj/shared/player-admin';
import { PlayerSchema } from '@cj/shared/players';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contestApiPath, contestKeys } from '@/features/admin-contests/api/contest-keys';
import { api } from '@/lib/api-client';

/** PUT /contest/{slug}/players/{id}: name, bankroll, leaderboard bankroll; the contest is ranked again. */
function updatePlayer(slug: string, playerId: number, player: UpdatePlayer) {
  return api.put(`${contestApiPath(slug)}/players/${playerId}`, player, { schema: PlayerSchema });
}

export function useUpdatePlayer(slug: string, playerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (player: UpdatePlayer) => updatePlayer(slug, playerId, player),
    onSuccess: (player) => {
      queryClient.setQueryData(contestKeys.player(slug, playerId), player);
      // Ranks of every entry may move.
      return queryClient.invalidateQueries({ queryKey: contestKeys.players(slug) });
    },
  });
}
