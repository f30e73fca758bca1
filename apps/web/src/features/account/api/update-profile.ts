import { ProfileSchema, type UpdateProfile } from '@cj/shared/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storeProfile } from './profile-keys';

/** POST /profile: the player's own first and last name. */
function updateProfile(names: UpdateProfile) {
  return api.post('/profile', names, { schema: ProfileSchema });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => storeProfile(queryClient, profile),
  });
}
