import { PAGE_SIZE } from '@cj/shared/constants';
import { type PlayerRecord, PlayerRecordSchema } from '@cj/shared/ratings';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { nextOffset } from '@/lib/paging';
import { shouldRetryUnlessMissing } from '@/lib/query-client';

/**
 * GET /players/{playerId}/record?offset: the account behind a contest player, with a page of its contests (newest
 * first, 20 a page). 404 for an id that names no entry of a public contest, malformed ids included.
 */
function getPlayerRecord(playerId: string, offset: number, signal?: AbortSignal): Promise<PlayerRecord> {
  return api.get(`/players/${encodeURIComponent(playerId)}/record`, {
    params: { offset },
    schema: PlayerRecordSchema,
    signal,
  });
}

const getPlayerRecordQueryOptions = (playerId: string) =>
  infiniteQueryOptions({
    queryKey: ['players', playerId, 'record'],
    queryFn: ({ pageParam, signal }) => getPlayerRecord(playerId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) =>
      nextOffset(
        lastPage.contests,
        pages.map((page) => page.contests),
        PAGE_SIZE.record,
      ),
    // A missing player stays missing: show the not-found state at once.
    retry: shouldRetryUnlessMissing,
  });

export function usePlayerRecord(playerId: string) {
  return useInfiniteQuery(getPlayerRecordQueryOptions(playerId));
}
