import { FIRST_LOAD_ELEMENT_ID, type FirstLoadData } from '@cj/shared/first-load';
import type { QueryClient } from '@tanstack/react-query';
import { contestKeys } from '@/api/contests/contest-keys';
import { getFeaturedContestsQueryOptions } from '@/features/home/api/get-featured-contests';
import { seedQuery } from '@/lib/query-client';

/**
 * The answers the server wrote into the page for its first render (apps/api's modules/contests/first-load-data.ts):
 * typed, not parsed, as the API checked them against the shared schemas (decision 021). A page served without the
 * server (Vite) has none.
 */
export function readFirstLoadData(doc: Document = document): FirstLoadData | undefined {
  const text = doc.getElementById(FIRST_LOAD_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && 'readAt' in value
      ? (value as FirstLoadData)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Seeds the cache with them before the first render, so the page renders without asking the API (decision 039). */
export function seedFirstLoad(
  queryClient: QueryClient,
  data: FirstLoadData | undefined = readFirstLoadData(),
) {
  if (!data) return;
  const { featuredContests, contest, readAt } = data;
  if (featuredContests) {
    const { queryKey } = getFeaturedContestsQueryOptions(featuredContests.property);
    seedQuery(queryClient, queryKey, featuredContests.contests, readAt);
  }
  if (contest) seedQuery(queryClient, contestKeys.detail(contest.slug), contest.contest, readAt);
}
