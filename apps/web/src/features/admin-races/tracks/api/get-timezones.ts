import { TimezonesSchema } from '@cj/shared/tracks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { raceDataKeys } from '@/api/races/race-data-keys';
import { api } from '@/lib/api-client';

/** GET /timezones: the IANA names a track may use, sorted. */
function getTimezones(signal?: AbortSignal) {
  return api.get('/timezones', { schema: TimezonesSchema, signal });
}

const getTimezonesQueryOptions = () =>
  queryOptions({
    queryKey: raceDataKeys.timezones,
    queryFn: ({ signal }) => getTimezones(signal),
    // The list changes only with the server's timezone database.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useTimezones(enabled = true) {
  return useQuery({ ...getTimezonesQueryOptions(), enabled });
}
