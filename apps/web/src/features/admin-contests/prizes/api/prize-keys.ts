import type { QueryClient } from '@tanstack/react-query';
import { contestKeys } from '@/features/admin-contests/api/contest-keys';

/** A prize changed: the contest's prizes and winners, and the pending prizes across contests, are read again. */
export function refreshPrizes(queryClient: QueryClient, slug: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: contestKeys.prizes(slug) }),
    queryClient.invalidateQueries({ queryKey: contestKeys.winners(slug) }),
    queryClient.invalidateQueries({ queryKey: contestKeys.pendingPrizes }),
  ]);
}
