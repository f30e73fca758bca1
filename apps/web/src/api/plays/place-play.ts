import type { PlacePlay, Play } from '@cj/shared/plays';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contestKeys } from '@/api/contests/contest-keys';
import { api } from '@/lib/api-client';

export interface PlacePlayInput {
  contestRaceId: number;
  play: PlacePlay;
}

/** POST /race/{contestRaceId}/wager (201): a play for the player named by playerID (the player's own, or an administrator's). */
export function placePlay({ contestRaceId, play }: PlacePlayInput): Promise<Play> {
  // Not parsed with zod in the browser: the API checks its answer against the shared schema (decision 021).
  return api.post<Play>(`/race/${contestRaceId}/wager`, play);
}

/**
 * Places a play, then reloads the contest's plays and players wherever they show (the stake left a bankroll).
 * `onPlaced` runs first, while the form that placed it is still on the page.
 */
export function usePlacePlay(slug: string, onPlaced?: (play: Play) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placePlay,
    onSuccess: (play) => {
      onPlaced?.(play);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: contestKeys.plays(slug) }),
        queryClient.invalidateQueries({ queryKey: contestKeys.players(slug) }),
      ]);
    },
  });
}
