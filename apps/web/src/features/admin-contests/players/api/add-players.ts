import { PlayerSchema } from '@cj/shared/players';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { contestApiPath, contestKeys } from '@/features/admin-contests/api/contest-keys';
import { api } from '@/lib/api-client';

/** POST /contest/{slug}/players (201): an entry for each account that has none; answers the new entries. */
function addPlayers(slug: string, accounts: number[]) {
  return api.post(`${contestApiPath(slug)}/players`, { accounts }, { schema: z.array(PlayerSchema) });
}

export function useAddPlayers(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accounts: number[]) => addPlayers(slug, accounts),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contestKeys.players(slug) }),
  });
}
