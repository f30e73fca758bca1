import { PendingPrizeSchema } from '@cj/shared/prizes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { contestKeys } from '@/features/admin-contests/api/contest-keys';
import { api } from '@/lib/api-client';

/** GET /admin/prizes/pending: unpaid prizes across contests, with their contest. */
function getPendingPrizes(signal?: AbortSignal) {
  return api.get('/admin/prizes/pending', { schema: z.array(PendingPrizeSchema), signal });
}

const getPendingPrizesQueryOptions = () =>
  queryOptions({ queryKey: contestKeys.pendingPrizes, queryFn: ({ signal }) => getPendingPrizes(signal) });

export function usePendingPrizes() {
  return useQuery(getPendingPrizesQueryOptions());
}
