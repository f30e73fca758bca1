import { PAGE_SIZE } from '@cj/shared/constants';
import type { RecentResult } from '@cj/shared/contest-results';
import { keepPreviousData, type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '@/lib/api-client';

/** GET /results/contests?p&offset: a page of the brand's finished contests, newest first. */
function getRecentResults(property: number, offset: number, signal?: AbortSignal) {
  // Not parsed with zod in the browser: the API checks its answer against the shared schema (decision 021).
  return api.get<RecentResult[]>('/results/contests', { params: { p: property, offset }, signal });
}

const resultsKey = (property: number, pageCount: number) => ['contests', 'results', property, pageCount];

/** The first `pageCount` pages: those read for fewer pages, then the next one. */
async function getPages(
  queryClient: QueryClient,
  property: number,
  pageCount: number,
  signal: AbortSignal,
): Promise<RecentResult[][]> {
  const before =
    pageCount > 1
      ? (queryClient.getQueryData<RecentResult[][]>(resultsKey(property, pageCount - 1)) ?? [])
      : [];
  const pages = before.length === pageCount - 1 ? [...before] : [];
  for (let page = pages.length; page < pageCount; page++) {
    pages.push(await getRecentResults(property, page * PAGE_SIZE.results, signal));
  }
  return pages;
}

/**
 * The brand's recent results, a page (PAGE_SIZE.results) at a time: `more` loads the next while the last came back
 * full, the pages already read staying on screen meanwhile. A plain query rather than an infinite one, whose code
 * the home page would otherwise load with the contest pages' shared file.
 */
export function useRecentResults(property: number) {
  const queryClient = useQueryClient();
  const [pageCount, setPageCount] = useState(1);
  const query = useQuery({
    queryKey: resultsKey(property, pageCount),
    queryFn: ({ signal }) => getPages(queryClient, property, pageCount, signal),
    placeholderData: keepPreviousData,
  });
  const pages = query.data ?? [];
  return {
    results: pages.flat(),
    isPending: query.isPending,
    error: query.error,
    isLoadingMore: query.isPlaceholderData,
    hasMore: !query.isPlaceholderData && pages.at(-1)?.length === PAGE_SIZE.results,
    more: () => setPageCount((count) => count + 1),
  };
}
