import { type Query, QueryClient, type QueryKey } from '@tanstack/react-query';
import { isApiClientError } from './api-client';

/** Spec §8: queries retry up to 2 times, never after a 401 or a 403. */
export const MAX_QUERY_RETRIES = 2;

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isApiClientError(error, 401) || isApiClientError(error, 403)) return false;
  return failureCount < MAX_QUERY_RETRIES;
}

/** For a read whose 404 stays true (a contest or player that does not exist): show it at once, no retry. */
export function shouldRetryUnlessMissing(failureCount: number, error: Error): boolean {
  return !isApiClientError(error, 404) && shouldRetryQuery(failureCount, error);
}

/** How long an answer the server wrote into the page stays fresh: the page's mount does not ask for it again. */
const SEEDED_FRESH_MS = 5_000;
const seededQueries = new WeakSet<object>();

/**
 * Puts an answer the server wrote into the page (app/first-load.ts) in the cache, fresh for SEEDED_FRESH_MS from
 * when the server read it (never from later than now: the two clocks may differ).
 */
export function seedQuery(queryClient: QueryClient, queryKey: QueryKey, data: unknown, readAt: number) {
  queryClient.setQueryData(queryKey, data, { updatedAt: Math.min(readAt, Date.now()) });
  const query = queryClient.getQueryCache().find({ queryKey, exact: true });
  if (query) seededQueries.add(query);
}

/** Fresh for a few seconds while a query holds the seeded answer; every other answer is stale at once. */
function staleTimeOf(query: Query): number {
  return seededQueries.has(query) && query.state.dataUpdateCount === 1 ? SEEDED_FRESH_MS : 0;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        refetchOnWindowFocus: true,
        refetchOnMount: true,
        staleTime: staleTimeOf,
      },
      // A mutation changes data: repeating it on its own could place a play twice.
      mutations: { retry: false },
    },
  });
}
