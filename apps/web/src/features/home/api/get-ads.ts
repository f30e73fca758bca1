import type { Ad } from '@cj/shared/ads';
import type { AdPlacement } from '@cj/shared/enums';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /ads?placement&p: the active ads of a placement for the site's property. */
export function getAds(placement: AdPlacement, property: number, signal?: AbortSignal) {
  // Not parsed with zod in the browser: the API checks its answer against the shared schema (decision 021).
  return api.get<Ad[]>('/ads', { params: { placement, p: property }, signal });
}

export const getAdsQueryOptions = (placement: AdPlacement, property: number) =>
  queryOptions({
    queryKey: ['ads', placement, property],
    queryFn: ({ signal }) => getAds(placement, property, signal),
    // Ads change rarely; a new one may wait for the next visit.
    staleTime: 10 * 60_000,
  });

export function useAds(placement: AdPlacement, property: number) {
  return useQuery(getAdsQueryOptions(placement, property));
}
