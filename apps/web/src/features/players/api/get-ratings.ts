import { PAGE_SIZE } from '@cj/shared/constants';
import { RatingRowSchema } from '@cj/shared/ratings';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { nextOffset } from '@/lib/paging';

const RatingListSchema = z.array(RatingRowSchema);

/** GET /ratings?offset: accounts with at least 3 rated entries, best rating first, 50 a page. */
function getRatings(offset: number, signal?: AbortSignal) {
  return api.get('/ratings', { params: { offset }, schema: RatingListSchema, signal });
}

const getRatingsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['ratings'],
    queryFn: ({ pageParam, signal }) => getRatings(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => nextOffset(lastPage, pages, PAGE_SIZE.ratings),
  });

export function useRatings() {
  return useInfiniteQuery(getRatingsQueryOptions());
}
