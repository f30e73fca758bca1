import { ContestSummarySchema } from '@cj/shared/contests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const ContestSummaryListSchema = z.array(ContestSummarySchema);

/** GET /featured/contests?p: the featured ones among the upcoming contests of the site's property. */
export function getFeaturedContests(property: number, signal?: AbortSignal) {
  return api.get('/featured/contests', { schema: ContestSummaryListSchema, params: { p: property }, signal });
}

export const getFeaturedContestsQueryOptions = (property: number) =>
  queryOptions({
    queryKey: ['contests', 'featured', property],
    queryFn: ({ signal }) => getFeaturedContests(property, signal),
  });

export function useFeaturedContests(property: number) {
  return useQuery(getFeaturedContestsQueryOptions(property));
}
