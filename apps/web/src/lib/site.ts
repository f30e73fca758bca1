import type { Site } from '@cj/shared/site';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * The id of the script element in which the server writes the site of the host it answered for (as JSON), so the
 * app renders without asking /api/site first (apps/api/src/plugins/web-shell.ts).
 */
export const SITE_ELEMENT_ID = 'cj-site';

/**
 * GET /api/site: the brand of the host the app was served from. It does not change while the page is open. The
 * answer is not parsed with zod here: the API checks it against the shared SiteSchema before sending it (its
 * response schema), and zod would be the largest library of the first load (decision 021).
 */
function getSite(): Promise<Site> {
  return api.get<Site>('/site', { redirectOnUnauthorized: false });
}

/** The little of a site the app cannot render without; a page served without the server (Vite) has no site. */
function looksLikeSite(value: unknown): value is Site {
  if (typeof value !== 'object' || value === null) return false;
  const site = value as Partial<Record<keyof Site, unknown>>;
  return (
    typeof site.productName === 'string' &&
    typeof site.property === 'number' &&
    typeof site.isHarness === 'boolean' &&
    Array.isArray(site.socialLinks) &&
    typeof site.sisterSite === 'object' &&
    site.sisterSite !== null
  );
}

/** The site the server wrote into the page, if it did. */
export function readEmbeddedSite(doc: Document = document): Site | undefined {
  const text = doc.getElementById(SITE_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return looksLikeSite(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export const getSiteQueryOptions = () =>
  queryOptions({
    queryKey: ['site'],
    queryFn: getSite,
    staleTime: Number.POSITIVE_INFINITY,
    initialData: readEmbeddedSite,
  });

/**
 * The site's brand. The app has it before rendering any page (written into the page, else loaded by SiteGate in
 * app/provider.tsx), so this never waits in practice.
 */
export function useSite(): Site {
  return useSuspenseQuery(getSiteQueryOptions()).data;
}
