import { PrizeSchema } from '@cj/shared/contests';
import type { CreatePrize } from '@cj/shared/prizes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contestApiPath } from '@/features/admin-contests/api/contest-keys';
import { api } from '@/lib/api-client';
import { refreshPrizes } from './prize-keys';

/** POST /contest/{slug}/prizes (201): label, placement, type, value. */
function createPrize(slug: string, prize: CreatePrize) {
  return api.post(`${contestApiPath(slug)}/prizes`, prize, { schema: PrizeSchema });
}

export function useCreatePrize(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (prize: CreatePrize) => createPrize(slug, prize),
    onSuccess: () => refreshPrizes(queryClient, slug),
  });
}
