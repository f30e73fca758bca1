import { WinnersToNotifySchema } from '@cj/shared/email';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contestKeys } from '@/features/admin-contests/api/contest-keys';
import { api } from '@/lib/api-client';

/** GET /admin/prizes/{slug}/winners: how many accounts Notify Winners would e-mail, for its confirmation. */
function getWinnersToNotify(slug: string, signal?: AbortSignal) {
  return api.get(`/admin/prizes/${encodeURIComponent(slug)}/winners`, {
    schema: WinnersToNotifySchema,
    signal,
  });
}

const getWinnersToNotifyQueryOptions = (slug: string) =>
  queryOptions({
    // Under the entries' key: a change to the entries or their ranks refreshes it with the winners list.
    queryKey: [...contestKeys.winners(slug), 'to-notify'],
    queryFn: ({ signal }) => getWinnersToNotify(slug, signal),
  });

export function useWinnersToNotify(slug: string, enabled: boolean) {
  return useQuery({ ...getWinnersToNotifyQueryOptions(slug), enabled });
}
