import type { CountSchema } from '@cj/shared/common';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { contestKeys, contestPath } from './contest-keys';

/** GET /contest/{slug}/player-count: how many entries the contest has. */
async function getPlayerCount(slug: string, signal?: AbortSignal): Promise<number> {
  // Not parsed with zod in the browser: the API checks its answer against the shared schema (decision 021).
  return (await api.get<z.infer<typeof CountSchema>>(`${contestPath(slug)}/player-count`, { signal })).count;
}

const getPlayerCountQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: contestKeys.playerCount(slug),
    queryFn: ({ signal }) => getPlayerCount(slug, signal),
  });

/** `refetchInterval`: how often a page that shows the standings looks again. */
export function usePlayerCount(slug: string, { refetchInterval }: { refetchInterval?: number } = {}) {
  return useQuery({ ...getPlayerCountQueryOptions(slug), refetchInterval });
}
