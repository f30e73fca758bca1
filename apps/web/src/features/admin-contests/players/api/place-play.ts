import { PlaySchema } from '@cj/shared/plays';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contestKeys } from '@/features/admin-contests/api/contest-keys';
import { api } from '@/lib/api-client';

export interface AdminPlay {
  contestRaceId: number;
  playerId: number;
  runnerId: number;
  /** Dollars, the stake checked by the dialog (the Win format's is $2). */
  amount: number;
}

/** POST /race/{contestRaceId}/wager (201) with playerID: an administrator's play for an entry, pool Win, one runner. */
export function placePlay({ contestRaceId, playerId, runnerId, amount }: AdminPlay) {
  return api.post(
    `/race/${contestRaceId}/wager`,
    { amount, pool: 'WIN', runners: [runnerId], playerID: playerId },
    { schema: PlaySchema },
  );
}

/** The entry's plays and bankroll change, and so do the race's plays. */
export function usePlacePlay(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placePlay,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contestKeys.players(slug) }),
        queryClient.invalidateQueries({ queryKey: contestKeys.contestRaces }),
      ]),
  });
}
