import type { DuplicateContest } from '@cj/shared/contest-setup';
import { ContestSchema } from '@cj/shared/contests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contestKeys } from '@/features/admin-contests/api/contest-keys';
import { api } from '@/lib/api-client';

/** POST /contest/{id}/duplicate (201): a new draft with the contest's settings, prizes and sponsors. */
function duplicateContest(contestId: number, copy: DuplicateContest) {
  return api.post(`/contest/${contestId}/duplicate`, copy, { schema: ContestSchema });
}

export function useDuplicateContest(contestId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (copy: DuplicateContest) => duplicateContest(contestId, copy),
    onSuccess: (contest) => {
      queryClient.setQueryData(contestKeys.detail(contest.slug), contest);
      return queryClient.invalidateQueries({ queryKey: contestKeys.list });
    },
  });
}
