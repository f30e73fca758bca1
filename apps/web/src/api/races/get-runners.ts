import { RunnerSchema } from '@cj/shared/races';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { raceDataKeys } from '@/api/races/race-data-keys';
import { api } from '@/lib/api-client';

/** GET /race/{id}/runners: the runners in program order. */
function getRunners(raceId: number, signal?: AbortSignal) {
  return api.get(`/race/${raceId}/runners`, { schema: z.array(RunnerSchema), signal });
}

const getRunnersQueryOptions = (raceId: number) =>
  queryOptions({
    queryKey: raceDataKeys.runners(raceId),
    queryFn: ({ signal }) => getRunners(raceId, signal),
  });

export function useRunners(raceId: number) {
  return useQuery(getRunnersQueryOptions(raceId));
}
