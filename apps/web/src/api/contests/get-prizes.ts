import type { Prize } from '@cj/shared/contests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contestKeys, contestPath } from './contest-keys';

/** GET /contest/{slug}/prizes: the contest's prizes by placement. */
async function getPrizes(slug: string, signal?: AbortSignal): Promise<Prize[]> {
  // Not parsed with zod in the browser: the API checks its answer against the shared schema (decision 021).
  const prizes = await api.get<Prize[]>(`${contestPath(slug)}/prizes`, { signal });
  return [...prizes].sort((a, b) => a.placement - b.placement || a.id - b.id);
}

export const getPrizesQueryOptions = (slug: string) =>
  queryOptions({ queryKey: contestKeys.prizes(slug), queryFn: ({ signal }) => getPrizes(slug, signal) });

export function usePrizes(slug: string) {
  return useQuery(getPrizesQueryOptions(slug));
}
