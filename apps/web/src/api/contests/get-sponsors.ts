import type { Sponsor } from '@cj/shared/contests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contestKeys, contestPath } from './contest-keys';

/** GET /contest/{slug}/sponsor (public): the contest's sponsors, in layout order. */
async function getSponsors(slug: string, signal?: AbortSignal): Promise<Sponsor[]> {
  // Not parsed with zod in the browser: the API checks its answer against the shared schema (decision 021).
  const sponsors = await api.get<Sponsor[]>(`${contestPath(slug)}/sponsor`, { signal });
  return [...sponsors].sort((a, b) => a.layoutOrder - b.layoutOrder || a.id - b.id);
}

const getSponsorsQueryOptions = (slug: string) =>
  queryOptions({ queryKey: contestKeys.sponsors(slug), queryFn: ({ signal }) => getSponsors(slug, signal) });

export function useSponsors(slug: string) {
  return useQuery(getSponsorsQueryOptions(slug));
}
