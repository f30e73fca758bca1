import { type ContestRaceDetail, ContestRaceDetailSchema } from '@cj/shared/contests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { contestKeys, contestPath } from './query-keys';

/** Races close and finish while the page is open: look again every minute. */
const RACES_REFRESH_MS = 60_000;

/** GET /contest/{slug}/races: each contest race with its runners and results. */
export function getContestRaces(slug: string, signal?: AbortSignal): Promise<ContestRaceDetail[]> {
  return api.get(`${contestPath(slug)}/races`, { schema: z.array(ContestRaceDetailSchema), signal });
}

export const getContestRacesQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: contestKeys.races(slug),
    queryFn: ({ signal }) => getContestRaces(slug, signal),
    refetchInterval: RACES_REFRESH_MS,
  });

export function useContestRaces(slug: string) {
  return useQuery(getContestRacesQueryOptions(slug));
}
