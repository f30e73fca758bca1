import { MessageResponseSchema } from '@cj/shared/accounts';
import type { UpdateEmailPreference } from '@cj/shared/email-preferences';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /email/update-preference: turns one kind of e-mail on or off for an address. Off takes the link's token
 * or the address's session; on takes the session.
 */
function updateEmailPreference(input: UpdateEmailPreference) {
  return api.post('/email/update-preference', input, {
    schema: MessageResponseSchema,
    redirectOnUnauthorized: false,
  });
}

export function useUpdateEmailPreference() {
  return useMutation({ mutationFn: updateEmailPreference });
}
