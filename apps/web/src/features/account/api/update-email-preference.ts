import { MessageResponseSchema } from '@cj/shared/accounts';
import type { UpdateEmailPreference } from '@cj/shared/email-preferences';
import type { Profile } from '@cj/shared/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { profileQueryKey } from './profile-keys';

/** POST /email/update-preference: turns one kind of e-mail on or off for the player's own address. */
function updateEmailPreference(input: UpdateEmailPreference) {
  return api.post('/email/update-preference', input, { schema: MessageResponseSchema });
}

export function useUpdateEmailPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmailPreference,
    onSuccess: (_answer, { type, enabled }) =>
      queryClient.setQueryData<Profile>(profileQueryKey, (profile) =>
        profile
          ? {
              ...profile,
              emailPreferences: profile.emailPreferences.map((preference) =>
                preference.type === type ? { ...preference, enabled } : preference,
              ),
            }
          : profile,
      ),
  });
}
