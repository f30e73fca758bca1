import { PrizeSchema } from '@cj/shared/contests';
import type { UpdatePrize } from '@cj/shared/prizes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contestApiPath } from '@/features/admin-contests/api/contest-keys';
import { api } from '@/lib/api-client';
import { refreshPrizes } from './prize-keys';

/** PUT /contest/{id or slug}/prizes/{prizeID}: the prize form on update, paid included. */
export function updatePrize(contest: string | number, prize: UpdatePrize) {
  return api.put(`${contestApiPath(String(contest))}/prizes/${prize.prizeID}`, prize, {
    schema: PrizeSchema,
  });
}

export function useUpdatePrize(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (prize: UpdatePrize) => updatePrize(slug, prize),
    onSuccess: () => refreshPrizes(queryClient, slug),
  });
}
