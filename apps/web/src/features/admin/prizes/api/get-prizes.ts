import { PrizeSchema } from '@cj/shared/contests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { contestApiPath, contestKeys } from '@/features/admin/api/contest-keys';
import { api } from '@/lib/api-client';

/** GET /contest/{slug}/prizes: the contest's prizes by placement. */
export async function getPrizes(slug: string, signal?: AbortSignal) {
  const prizes = await api.get(`${contestApiPath(slug)}/prizes`, { schema: z.array(PrizeSchema), signal });
  return [...prizes].sort((a, b) => a.placement - b.placement || a.id - b.id);
}

export const getPrizesQueryOptions = (slug: string) =>
  queryOptions({ queryKey: contestKeys.prizes(slug), queryFn: ({ signal }) => getPrizes(slug, signal) });

export function usePrizes(slug: string) {
  return useQuery(getPrizesQueryOptions(slug));
}
