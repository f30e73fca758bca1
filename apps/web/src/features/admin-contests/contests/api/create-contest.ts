import type { CreateContestWithCard } from '@cj/shared/contest-setup';
import { ContestSchema } from '@cj/shared/contests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contestKeys } from '@/features/admin-contests/api/contest-keys';
import { api } from '@/lib/api-client';

/** POST /contests (201): the new contest, with the chosen races of a race card when one is sent. */
function createContest(contest: CreateContestWithCard) {
  return api.post('/contests', contest, { schema: ContestSchema });
}

export function useCreateContest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContest,
    onSuccess: (contest) => {
      queryClient.setQueryData(contestKeys.detail(contest.slug), contest);
      return queryClient.invalidateQueries({ queryKey: contestKeys.list });
    },
  });
}
