import { RaceSchema } from '@cj/shared/races';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { raceDataKeys } from '@/api/races/race-data-keys';
import { api } from '@/lib/api-client';
import { shouldRetryUnlessMissing } from '@/lib/query-client';

/** GET /race/{id}: 404 'Race not found.' for a race that does not exist. */
function getRace(raceId: number, signal?: AbortSignal) {
  return api.get(`/race/${raceId}`, { schema: RaceSchema, signal });
}

const getRaceQueryOptions = (raceId: number) =>
  queryOptions({
    queryKey: raceDataKeys.race(raceId),
    queryFn: ({ signal }) => getRace(raceId, signal),
    retry: shouldRetryUnlessMissing,
  });

export function useRace(raceId: number) {
  return useQuery(getRaceQueryOptions(raceId));
}
