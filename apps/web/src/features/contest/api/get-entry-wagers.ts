import type { Wager } from '@cj/shared/wagers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contestKeys } from '@/api/contests/contest-keys';
import { api } from '@/lib/api-client';

/**
 * GET /wagers/{contestSlug}/{playerId}: an entry's plays. Plays on races still open are left out unless the entry
 * is the account's own.
 */
export function getEntryWagers(slug: string, playerId: number, signal?: AbortSignal): Promise<Wager[]> {
  // Not parsed with zod in the browser: the API checks its answer against the shared schema (decision 021).
  return api.get<Wager[]>(`/wagers/${encodeURIComponent(slug)}/${playerId}`, { signal });
}

export const getEntryWagersQueryOptions = (slug: string, playerId: number) =>
  queryOptions({
    queryKey: contestKeys.entryWagers(slug, playerId),
    queryFn: ({ signal }) => getEntryWagers(slug, playerId, signal),
  });

export function useEntryWagers(slug: string, playerId: number) {
  return useQuery(getEntryWagersQueryOptions(slug, playerId));
}
