import type { Player } from '@cj/shared/players';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contestKeys, contestPath } from '@/api/contests/contest-keys';
import { track } from '@/lib/analytics';
import { api } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';

/**
 * POST /contest/{slug}/enroll (201): a new entry for the signed-in account. Each call is one attempt with its own
 * Idempotency-Key (decision 056): a retry of it creates no second entry.
 */
export function enroll(slug: string): Promise<Player> {
  // Not parsed with zod in the browser: the API checks its answer against the shared schema (decision 021).
  return api.post<Player>(`${contestPath(slug)}/enroll`, undefined, { idempotencyKey: newIdempotencyKey() });
}

/** Enrolls, then reloads the contest and its entries (spec §4). */
export function useEnroll(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => enroll(slug),
    onSuccess: (player) => {
      track('contest_enrollment', { contest: slug, player: player.id });
      return queryClient.invalidateQueries({ queryKey: contestKeys.all(slug) });
    },
  });
}
