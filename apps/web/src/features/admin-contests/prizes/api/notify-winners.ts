import { NotifyWinnersResponseSchema } from '@cj/shared/email';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contestKeys } from '@/features/admin-contests/api/contest-keys';
import { api } from '@/lib/api-client';

/** POST /admin/prizes/{slug}/notify: e-mails each winner of the concluded contest once. */
function notifyWinners(slug: string) {
  return api.post(`/admin/prizes/${encodeURIComponent(slug)}/notify`, undefined, {
    schema: NotifyWinnersResponseSchema,
  });
}

/** The contest now says winnersNotified. */
export function useNotifyWinners(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => notifyWinners(slug),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contestKeys.detail(slug) }),
  });
}
