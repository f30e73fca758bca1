import { type Site, SiteSchema } from '@cj/shared/site';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** GET /api/site: the brand of the host the app was served from. It does not change while the page is open. */
export function getSite(): Promise<Site> {
  return api.get('/site', { schema: SiteSchema, redirectOnUnauthorized: false });
}

export const getSiteQueryOptions = () =>
  queryOptions({ queryKey: ['site'], queryFn: getSite, staleTime: Number.POSITIVE_INFINITY });

/**
 * The site's brand. The app loads it before rendering any page (see SiteGate in app/provider.tsx), so this never
 * waits in practice.
 */
export function useSite(): Site {
  return useSuspenseQuery(getSiteQueryOptions()).data;
}
