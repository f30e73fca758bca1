import type { PlacePlay } from '@cj/shared/plays';
import { type Play, PlaySchema } from '@cj/shared/plays';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contestKeys } from '@/api/contests/contest-keys';
import { track } from '@/lib/analytics';
import { api } from '@/lib/api-client';

export interface PlacePlayInput {
  contestRaceId: number;
  play: PlacePlay;
}

/** POST /race/{contestRaceId}/wager (201): a play for the entry named by playerID. */
export function placePlay({ contestRaceId, play }: PlacePlayInput): Promise<Play> {
  return api.post(`/race/${contestRaceId}/wager`, play, { schema: PlaySchema });
}

/** Places a play, then reloads the contest's plays and entries (the stake came out of a bankroll). */
export function usePlacePlay(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placePlay,
    onSuccess: (wager) => {
      track('play_added', { contest: slug, race: wager.race, player: wager.player, amount: wager.amount });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: contestKeys.wagers(slug) }),
        queryClient.invalidateQueries({ queryKey: contestKeys.players(slug) }),
      ]);
    },
  });
}
