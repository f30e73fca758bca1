import { RaceResultSchema } from '@cj/shared/races';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { raceDataKeys } from '@/api/races/race-data-keys';
import { api } from '@/lib/api-client';

/** GET /race/{id}/results: the Win results (several make a dead heat). */
function getResults(raceId: number, signal?: AbortSignal) {
  return api.get(`/race/${raceId}/results`, { schema: z.array(RaceResultSchema), signal });
}

const getResultsQueryOptions = (raceId: number) =>
  queryOptions({
    queryKey: raceDataKeys.results(raceId),
    queryFn: ({ signal }) => getResults(raceId, signal),
  });

export function useResults(raceId: number) {
  return useQuery(getResultsQueryOptions(raceId));
}
