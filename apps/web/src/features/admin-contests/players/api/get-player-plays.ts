import { PlaySchema } from '@cj/shared/plays';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { contestKeys } from '@/features/admin-contests/api/contest-keys';
import { api } from '@/lib/api-client';

/** GET /wagers/{slug}/{playerId}: every play of one entry, by race (administrators see open races too). */
export function getPlayerPlaysForAdmin(slug: string, playerId: number, signal?: AbortSignal) {
  return api.get(`/wagers/${encodeURIComponent(slug)}/${playerId}`, { schema: z.array(PlaySchema), signal });
}

export const getPlayerPlaysForAdminQueryOptions = (slug: string, playerId: number) =>
  queryOptions({
    queryKey: contestKeys.entryPlays(slug, playerId),
    queryFn: ({ signal }) => getPlayerPlaysForAdmin(slug, playerId, signal),
  });

export function usePlayerPlaysForAdmin(slug: string, playerId: number) {
  return useQuery(getPlayerPlaysForAdminQueryOptions(slug, playerId));
}
