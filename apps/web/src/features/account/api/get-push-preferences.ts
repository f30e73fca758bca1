import { PushPreferencesSchema } from '@cj/shared/push';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pushPreferencesQueryKey } from './push-keys';

/** GET /push/preferences: the player's three alert switches (all off until turned on). */
function getPushPreferences(signal?: AbortSignal) {
  return api.get('/push/preferences', { schema: PushPreferencesSchema, signal });
}

const getPushPreferencesQueryOptions = () =>
  queryOptions({ queryKey: pushPreferencesQueryKey, queryFn: ({ signal }) => getPushPreferences(signal) });

export function usePushPreferences(enabled: boolean) {
  return useQuery({ ...getPushPreferencesQueryOptions(), enabled });
}
