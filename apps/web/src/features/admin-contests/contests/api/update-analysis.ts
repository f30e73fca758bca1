import { ContestSchema } from '@cj/shared/contests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contestKeys } from '@/features/admin-contests/api/contest-keys';
import { api } from '@/lib/api-client';

/** PUT /contest/{id}/analysis: HTML, sanitized by the API; '' clears it. */
function updateAnalysis(contestId: number, analysis: string) {
  return api.put(`/contest/${contestId}/analysis`, { analysis }, { schema: ContestSchema });
}

export function useUpdateAnalysis(contestId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (analysis: string) => updateAnalysis(contestId, analysis),
    onSuccess: (contest) => queryClient.setQueryData(contestKeys.detail(contest.slug), contest),
  });
}
