import { type Wager, WagerSchema } from '@cj/shared/wagers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { contestKeys } from '@/api/contests/contest-keys';
import { api } from '@/lib/api-client';

/**
 * GET /wagers/{contestSlug}/{playerId}: an entry's plays. Plays on races still open are left out unless the entry
 * is the account's own.
 */
export function getEntryWagers(slug: string, playerId: number, signal?: AbortSignal): Promise<Wager[]> {
  return api.get(`/wagers/${encodeURIComponent(slug)}/${playerId}`, { schema: z.array(WagerSchema), signal });
}

export const getEntryWagersQueryOptions = (slug: string, playerId: number) =>
  queryOptions({
    queryKey: contestKeys.entryWagers(slug, playerId),
    queryFn: ({ signal }) => getEntryWagers(slug, playerId, signal),
  });

export function useEntryWagers(slug: string, playerId: number) {
  return useQuery(getEntryWagersQueryOptions(slug, playerId));
}
