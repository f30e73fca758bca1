import { type Wager, WagerSchema } from '@cj/shared/wagers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { contestKeys } from '@/api/contests/contest-keys';
import { api } from '@/lib/api-client';

/** GET /race/{contestRaceId}/wagers/me (login): the account's plays on a race, every entry's. */
export function getMyRaceWagers(contestRaceId: number, signal?: AbortSignal): Promise<Wager[]> {
  return api.get(`/race/${contestRaceId}/wagers/me`, { schema: z.array(WagerSchema), signal });
}

export const getMyRaceWagersQueryOptions = (slug: string, contestRaceId: number) =>
  queryOptions({
    queryKey: contestKeys.myRaceWagers(slug, contestRaceId),
    queryFn: ({ signal }) => getMyRaceWagers(contestRaceId, signal),
  });

export function useMyRaceWagers(slug: string, contestRaceId: number) {
  return useQuery(getMyRaceWagersQueryOptions(slug, contestRaceId));
}
