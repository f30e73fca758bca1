import { PLAY_MESSAGES } from '@cj/shared/play-messages';
import type { PlacePlay, Play } from '@cj/shared/plays';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contestKeys } from '@/api/contests/contest-keys';
import { type ApiClientError, api, isApiClientError } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';

export interface PlacePlayInput {
  contestRaceId: number;
  play: PlacePlay;
}

/**
 * POST /race/{contestRaceId}/wager (201): a play for the player named by playerID (the player's own, or an
 * administrator's). Each call is one attempt with its own Idempotency-Key; when no answer comes back (the connection
 * dropped, the instance went away) it is sent once more with that key, so a play the server did place is answered,
 * not placed twice (decision 056).
 */
export function placePlay({ contestRaceId, play }: PlacePlayInput): Promise<Play> {
  // Not parsed with zod in the browser: the API checks its answer against the shared schema (decision 021).
  return api.post<Play>(`/race/${contestRaceId}/wager`, play, {
    idempotencyKey: newIdempotencyKey(),
    retriesWithoutAnswer: 1,
  });
}

/** The refusals that mean the page's runners are out of date: a runner it offers was scratched. */
const SCRATCH_REFUSALS: readonly string[] = [PLAY_MESSAGES.runnerScratched, PLAY_MESSAGES.alternateScratched];

/** The refusals that mean the race no longer takes plays: the page's clock or races were behind the server's. */
const CLOSED_REFUSALS: readonly string[] = [
  PLAY_MESSAGES.pastPostTime,
  PLAY_MESSAGES.wageringClosed,
  PLAY_MESSAGES.picksLocked,
];

/** A play refused because its race had closed (at post time, by an operator, or with a Pick & Pray lock). */
const isClosedRefusal = (error: unknown): error is ApiClientError =>
  isApiClientError(error, 409) && CLOSED_REFUSALS.includes(error.message);

/**
 * Places a play, then reloads the contest's plays and players wherever they show (the stake left a bankroll).
 * `onPlaced` runs first, while the form that placed it is still on the page; `onRaceClosed` runs even once the form
 * has gone (the refusal's answer tells the server's time, so the race may show closed before it is read). Refused
 * because a runner was scratched, it reloads the races, so the form no longer offers it (a page without live events
 * would offer it again); refused because the race had closed, it reloads them too, so the race shows closed.
 */
export function usePlacePlay(
  slug: string,
  onPlaced?: (play: Play) => void,
  onRaceClosed?: (message: string) => void,
) {
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
      if (isClosedRefusal(error)) onRaceClosed?.(error.message);
      if (
        (isApiClientError(error, 409) && SCRATCH_REFUSALS.includes(error.message)) ||
        isClosedRefusal(error)
      ) {
        void queryClient.invalidateQueries({ queryKey: contestKeys.races(slug) });
      }
    },
  });
}
