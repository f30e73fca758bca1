import { ProfileSchema } from '@cj/shared/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { profileQueryKey } from './profile-keys';

/** GET /profile: the signed-in player's names, e-mail, photo address and e-mail preferences. */
function getProfile(signal?: AbortSignal) {
  return api.get('/profile', { schema: ProfileSchema, signal });
}

const getProfileQueryOptions = () =>
  queryOptions({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile(signal) });

export function useProfile() {
  return useQuery(getProfileQueryOptions());
}
