import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contestKeys } from '@/features/admin-contests/api/contest-keys';
import { api } from '@/lib/api-client';

/** DELETE /players/{id}: the player and its plays. */
async function removePlayer(playerId: number): Promise<void> {
  await api.delete(`/players/${playerId}`);
}

/** The contest's players, ranks and plays all change. */
export function useRemovePlayer(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePlayer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contestKeys.contest(slug) }),
  });
}
