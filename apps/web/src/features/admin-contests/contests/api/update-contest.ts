import type { UpdateContest } from '@cj/shared/contest-admin';
import { ContestSchema } from '@cj/shared/contests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contestKeys } from '@/features/admin-contests/api/contest-keys';
import { api } from '@/lib/api-client';

/** PUT /contest/{id}: the contest form, the slug included. */
function updateContest(contestId: number, contest: UpdateContest) {
  return api.put(`/contest/${contestId}`, contest, { schema: ContestSchema });
}

/**
 * Saves the contest form. The contest is stored under its (maybe new) slug; entries' bankrolls may have been reset
 * by a new format or starting bankroll, so everything of the contest is read again.
 */
export function useUpdateContest(contestId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contest: UpdateContest) => updateContest(contestId, contest),
    onSuccess: (contest) => {
      queryClient.setQueryData(contestKeys.detail(contest.slug), contest);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: contestKeys.contest(contest.slug) }),
        queryClient.invalidateQueries({ queryKey: contestKeys.list }),
      ]);
    },
  });
}
