import { RaceCardSummarySchema } from '@cj/shared/race-cards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { raceDataKeys } from '@/api/races/race-data-keys';
import { api } from '@/lib/api-client';

/** GET /race-cards?date: the cards of a date (YYYY-MM-DD), or without one every card from 30 days ago on. */
function getRaceCards(date: string, signal?: AbortSignal) {
  return api.get('/race-cards', {
    schema: z.array(RaceCardSummarySchema),
    params: { date: date || undefined },
    signal,
  });
}

export const getRaceCardsQueryOptions = (date: string) =>
  queryOptions({
    queryKey: raceDataKeys.raceCardsOfDate(date),
    queryFn: ({ signal }) => getRaceCards(date, signal),
  });

export function useRaceCards(date: string) {
  return useQuery(getRaceCardsQueryOptions(date));
}
