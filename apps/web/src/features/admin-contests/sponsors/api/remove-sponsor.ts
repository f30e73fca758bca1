import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contestApiPath, contestKeys } from '@/features/admin-contests/api/contest-keys';
import { api } from '@/lib/api-client';

/** DELETE /contest/{slug}/sponsor/{sponsorId}: the sponsor and its logo. */
async function removeSponsor(slug: string, sponsorId: number): Promise<void> {
  await api.delete(`${contestApiPath(slug)}/sponsor/${sponsorId}`);
}

export function useRemoveSponsor(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sponsorId: number) => removeSponsor(slug, sponsorId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contestKeys.sponsors(slug) }),
  });
}
