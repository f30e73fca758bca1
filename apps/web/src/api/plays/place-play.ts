import { PLAY_MESSAGES } from '@cj/shared/play-messages';
import type { PlacePlay, Play } from '@cj/shared/plays';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contestKeys } from '@/api/contests/contest-keys';
import { api, isApiClientError } from '@/lib/api-client';

export interface PlacePlayInput {
  contestRaceId: number;
  play: PlacePlay;
}

/** POST /race/{contestRaceId}/wager (201): a play for the player named by playerID (the player's own, or an administrator's). */
export function placePlay({ contestRaceId, play }: PlacePlayInput): Promise<Play> {
  // Not parsed with zod in the browser: the API checks its answer against the shared schema (decision 021).
  return api.post<Play>(`/race/${contestRaceId}/wager`, play);
}

/** The refusals that mean the page's runners are out of date: a runner it offers was scratched. */
const SCRATCH_REFUSALS: readonly string[] = [PLAY_MESSAGES.runnerScratched, PLAY_MESSAGES.alternateScratched];

/**
 * Places a play, then reloads the contest's plays and players wherever they show (the stake left a bankroll).
 * `onPlaced` runs first, while the form that placed it is still on the page. Refused because a runner was scratched,
 * it reloads the races, so the form no longer offers it (a page without live events would offer it again).
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
    onError: (error) => {
      if (isApiClientError(error, 409) && SCRATCH_REFUSALS.includes(error.message)) {
        void queryClient.invalidateQueries({ queryKey: contestKeys.races(slug) });
      }
    },
  });
}
