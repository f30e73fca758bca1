import { type Prize, PrizeSchema } from '@cj/shared/contests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { contestKeys, contestPath } from './contest-keys';

/** GET /contest/{slug}/prizes: the contest's prizes by placement. */
export async function getPrizes(slug: string, signal?: AbortSignal): Promise<Prize[]> {
  const prizes = await api.get(`${contestPath(slug)}/prizes`, { schema: z.array(PrizeSchema), signal });
  return [...prizes].sort((a, b) => a.placement - b.placement || a.id - b.id);
}

export const getPrizesQueryOptions = (slug: string) =>
  queryOptions({ queryKey: contestKeys.prizes(slug), queryFn: ({ signal }) => getPrizes(slug, signal) });

export function usePrizes(slug: string) {
  return useQuery(getPrizesQueryOptions(slug));
}
