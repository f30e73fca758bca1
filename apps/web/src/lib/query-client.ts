import { type Query, QueryClient } from '@tanstack/react-query';
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

/**
 * How long a query's first answer stays fresh: the answers the server rendered the page with (app/page-data.tsx) are
 * not asked for again as the page mounts. Every later answer is stale at once.
 */
const FIRST_ANSWER_FRESH_MS = 5_000;

function staleTimeOf(query: Query): number {
  return query.state.dataUpdateCount <= 1 ? FIRST_ANSWER_FRESH_MS : 0;
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
