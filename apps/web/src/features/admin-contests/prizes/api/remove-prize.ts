import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contestApiPath } from '@/features/admin-contests/api/contest-keys';
import { api } from '@/lib/api-client';
import { refreshPrizes } from './prize-keys';

/** POST /contest/{slug}/prizes/{prizeID} (spec §7: removal is a POST). */
async function removePrize(slug: string, prizeId: number): Promise<void> {
  await api.post(`${contestApiPath(slug)}/prizes/${prizeId}`);
}

export function useRemovePrize(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (prizeId: number) => removePrize(slug, prizeId),
    onSuccess: () => refreshPrizes(queryClient, slug),
  });
}
