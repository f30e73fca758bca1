import { type Prize, PrizeSchema } from '@cj/shared/contests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { contestKeys, contestPath } from './query-keys';

/** GET /contest/{slug}/prizes. */
export function getPrizes(slug: string, signal?: AbortSignal): Promise<Prize[]> {
  return api.get(`${contestPath(slug)}/prizes`, { schema: z.array(PrizeSchema), signal });
}

export const getPrizesQueryOptions = (slug: string) =>
  queryOptions({ queryKey: contestKeys.prizes(slug), queryFn: ({ signal }) => getPrizes(slug, signal) });

export function usePrizes(slug: string) {
  return useQuery(getPrizesQueryOptions(slug));
}
