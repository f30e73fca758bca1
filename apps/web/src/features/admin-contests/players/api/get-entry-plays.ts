import { WagerSchema } from '@cj/shared/wagers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { contestKeys } from '@/features/admin-contests/api/contest-keys';
import { api } from '@/lib/api-client';

/** GET /wagers/{slug}/{playerId}: every play of one entry, by race (administrators see open races too). */
export function getEntryPlays(slug: string, playerId: number, signal?: AbortSignal) {
  return api.get(`/wagers/${encodeURIComponent(slug)}/${playerId}`, { schema: z.array(WagerSchema), signal });
}

export const getEntryPlaysQueryOptions = (slug: string, playerId: number) =>
  queryOptions({
    queryKey: contestKeys.entryPlays(slug, playerId),
    queryFn: ({ signal }) => getEntryPlays(slug, playerId, signal),
  });

export function useEntryPlays(slug: string, playerId: number) {
  return useQuery(getEntryPlaysQueryOptions(slug, playerId));
}
