import { AdminAdSchema } from '@cj/shared/ads';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/** The admin list's key; the public ads (['ads', placement, property]) are refreshed with it after a change. */
export const adKeys = {
  admin: ['admin', 'ads'] as const,
  public: ['ads'] as const,
};

/** GET /admin/ads: every ad, active or not, newest first. */
function getAdminAds(signal?: AbortSignal) {
  return api.get('/admin/ads', { schema: z.array(AdminAdSchema), signal });
}

const getAdminAdsQueryOptions = () =>
  queryOptions({ queryKey: adKeys.admin, queryFn: ({ signal }) => getAdminAds(signal) });

export function useAdminAds() {
  return useQuery(getAdminAdsQueryOptions());
}
