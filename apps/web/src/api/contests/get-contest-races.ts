import type { ContestRaceDetail } from '@cj/shared/contests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contestKeys, contestPath } from './contest-keys';

/**
 * GET /contest/{slug}/races: each race of the contest with its limits, runners and results, in the API's order
 * (post time, then race number, then the race added first), which the sort keeps for any reply.
 */
async function getContestRaces(slug: string, signal?: AbortSignal): Promise<ContestRaceDetail[]> {
  // Not parsed with zod in the browser: the API checks its answer against the shared schema (decision 021).
  const races = await api.get<ContestRaceDetail[]>(`${contestPath(slug)}/races`, { signal });
  return [...races].sort(
    (a, b) =>
      a.race.postTime.localeCompare(b.race.postTime) || a.race.raceNumber - b.race.raceNumber || a.id - b.id,
  );
}

export const getContestRacesQueryOptions = (slug: string) =>
  queryOptions({ queryKey: contestKeys.races(slug), queryFn: ({ signal }) => getContestRaces(slug, signal) });

/** `refetchInterval`: how often a page that shows live races looks again. */
export function useContestRaces(slug: string, { refetchInterval }: { refetchInterval?: number } = {}) {
  return useQuery({ ...getContestRacesQueryOptions(slug), refetchInterval });
}
