import { RACE_DAY_REFRESH_MS, RaceDaySchema } from '@cj/shared/race-day';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { raceDayKeys } from './race-day-keys';

/** GET /admin/race-day?date: every race of the date a contest holds; without a date, today at the tracks. */
function getRaceDay(date: string, signal?: AbortSignal) {
  return api.get('/admin/race-day', { schema: RaceDaySchema, params: { date: date || undefined }, signal });
}

/**
 * Asked again on every race event of its live stream (useRaceDayEvents) and after every action; every
 * RACE_DAY_REFRESH_MS too, should an event be lost or the stream be down.
 */
const getRaceDayQueryOptions = (date: string) =>
  queryOptions({
    queryKey: raceDayKeys.date(date),
    queryFn: ({ signal }) => getRaceDay(date, signal),
    refetchInterval: RACE_DAY_REFRESH_MS,
  });

export function useRaceDay(date: string) {
  return useQuery(getRaceDayQueryOptions(date));
}
