import type { PlaceWager } from '@cj/shared/wagers';
import { type Wager, WagerSchema } from '@cj/shared/wagers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contestKeys } from '@/api/contests/contest-keys';
import { track } from '@/lib/analytics';
import { api } from '@/lib/api-client';

export interface PlaceWagerInput {
  contestRaceId: number;
  play: PlaceWager;
}

/** POST /race/{contestRaceId}/wager (201): a play for the entry named by playerID. */
export function placeWager({ contestRaceId, play }: PlaceWagerInput): Promise<Wager> {
  return api.post(`/race/${contestRaceId}/wager`, play, { schema: WagerSchema });
}

/** Places a play, then reloads the contest's plays and entries (the stake came out of a bankroll). */
export function usePlaceWager(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeWager,
    onSuccess: (wager) => {
      track('play_added', { contest: slug, race: wager.race, player: wager.player, amount: wager.amount });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: contestKeys.wagers(slug) }),
        queryClient.invalidateQueries({ queryKey: contestKeys.players(slug) }),
      ]);
    },
  });
}
