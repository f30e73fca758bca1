import type { CardRaces } from '@cj/shared/contest-setup';
import { ContestRaceSchema } from '@cj/shared/contests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { contestKeys } from '@/features/admin-contests/api/contest-keys';
import { api } from '@/lib/api-client';

/** POST /contest/{id}/card-races (201): the chosen races of one card join the contest, all or none. */
function addCardRaces(contestId: number, card: CardRaces) {
  return api.post(`/contest/${contestId}/card-races`, card, { schema: z.array(ContestRaceSchema) });
}

export function useAddCardRaces(contest: { id: number; slug: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (card: CardRaces) => addCardRaces(contest.id, card),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contestKeys.races(contest.slug) }),
  });
}
