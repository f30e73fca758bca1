import { type Play, PlaySchema } from '@cj/shared/plays';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { contestKeys } from '@/api/contests/contest-keys';
import { api } from '@/lib/api-client';

/** GET /race/{contestRaceId}/wagers/me (login): the account's plays on a race, every entry's. */
export function getMyRacePlays(contestRaceId: number, signal?: AbortSignal): Promise<Play[]> {
  return api.get(`/race/${contestRaceId}/wagers/me`, { schema: z.array(PlaySchema), signal });
}

export const getMyRacePlaysQueryOptions = (slug: string, contestRaceId: number) =>
  queryOptions({
    queryKey: contestKeys.myRacePlays(slug, contestRaceId),
    queryFn: ({ signal }) => getMyRacePlays(contestRaceId, signal),
  });

export function useMyRacePlays(slug: string, contestRaceId: number) {
  return useQuery(getMyRacePlaysQueryOptions(slug, contestRaceId));
}
