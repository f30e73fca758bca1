import { PushKeySchema } from '@cj/shared/push';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiClientError } from '@/lib/api-client';
import { pushKeyQueryKey } from './push-keys';

/** GET /push/key: the site's VAPID public key, or null when push alerts are off on this site (404). */
async function getPushKey(signal?: AbortSignal): Promise<string | null> {
  try {
    return (await api.get('/push/key', { schema: PushKeySchema, signal })).publicKey;
  } catch (error) {
    if (isApiClientError(error, 404)) return null;
    throw error;
  }
}

const getPushKeyQueryOptions = () =>
  queryOptions({
    queryKey: pushKeyQueryKey,
    queryFn: ({ signal }) => getPushKey(signal),
    staleTime: Infinity,
  });

export function usePushKey(enabled: boolean) {
  return useQuery({ ...getPushKeyQueryOptions(), enabled });
}
