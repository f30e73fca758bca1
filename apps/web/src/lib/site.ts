import type { Site } from '@cj/shared/site';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * GET /api/site: the brand of the host the app was served from. It does not change while the page is open. The
 * answer is not parsed with zod here: the API checks it against the shared SiteSchema before sending it (its
 * response schema), and zod would be the largest library of the first load (decision 021).
 */
function getSite(): Promise<Site> {
  return api.get<Site>('/site', { redirectOnUnauthorized: false });
}

export const getSiteQueryOptions = () =>
  queryOptions({
    queryKey: ['site'],
    queryFn: getSite,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The site's brand. The app has it before rendering any page (the root's loader, app/root.tsx). */
export function useSite(): Site {
  return useSuspenseQuery(getSiteQueryOptions()).data;
}
