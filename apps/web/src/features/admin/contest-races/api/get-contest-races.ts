import { ContestRaceDetailSchema } from '@cj/shared/contests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { contestApiPath, contestKeys } from '@/features/admin/api/contest-keys';
import { api } from '@/lib/api-client';

/** GET /contest/{slug}/races: each race of the contest with its limits, runners and results, by post time. */
export async function getContestRaces(slug: string, signal?: AbortSignal) {
  const races = await api.get(`${contestApiPath(slug)}/races`, {
    schema: z.array(ContestRaceDetailSchema),
    signal,
  });
  return [...races].sort((a, b) => a.race.postTime.localeCompare(b.race.postTime) || a.id - b.id);
}

export const getContestRacesQueryOptions = (slug: string) =>
  queryOptions({ queryKey: contestKeys.races(slug), queryFn: ({ signal }) => getContestRaces(slug, signal) });

export function useContestRaces(slug: string) {
  return useQuery(getContestRacesQueryOptions(slug));
}
