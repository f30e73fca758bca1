import { CardRaceSchema } from '@cj/shared/race-cards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { raceDataKeys } from '@/api/races/race-data-keys';
import { api } from '@/lib/api-client';
import { shouldRetryUnlessMissing } from '@/lib/query-client';

/** GET /race-cards/{trackId}/{raceDate}: the races of one card, by race number, each saying if it is past post. */
function getCardRaces(trackId: number, raceDate: string, signal?: AbortSignal) {
  return api.get(`/race-cards/${trackId}/${encodeURIComponent(raceDate)}`, {
    schema: z.array(CardRaceSchema),
    signal,
  });
}

export const getCardRacesQueryOptions = (trackId: number, raceDate: string) =>
  queryOptions({
    queryKey: raceDataKeys.cardRaces(trackId, raceDate),
    queryFn: ({ signal }) => getCardRaces(trackId, raceDate, signal),
    // An unknown track or date stays unknown.
    retry: shouldRetryUnlessMissing,
  });

export function useCardRaces(trackId: number, raceDate: string) {
  return useQuery(getCardRacesQueryOptions(trackId, raceDate));
}
