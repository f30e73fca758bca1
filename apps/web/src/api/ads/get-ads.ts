import type { Ad } from '@cj/shared/ads';
import type { AdPlacement } from '@cj/shared/enums';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { api } from '@/lib/api-client';

/**
 * GET /ads?placement&p: the active ads of a placement for a property (brand), newest first. The API checks its
 * answer against the shared AdSchema, so the browser does not parse it again.
 */
function getAds(placement: AdPlacement, property: number, signal?: AbortSignal) {
  return api.get<Ad[]>('/ads', { params: { placement, p: property }, signal });
}

const getAdsQueryOptions = (placement: AdPlacement, property: number) =>
  queryOptions({
    queryKey: ['ads', placement, property],
    queryFn: ({ signal }) => getAds(placement, property, signal),
    // Ads change rarely; a new one may wait for the next visit.
    staleTime: 10 * 60_000,
  });

export function useAds(placement: AdPlacement, property: number) {
  // Answers render in the background, in slices the browser can interleave (decision 035).
  return useDeferredValue(useQuery(getAdsQueryOptions(placement, property)));
}
