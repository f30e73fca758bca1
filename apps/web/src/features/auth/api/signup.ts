import type { SignupSchema } from '@cj/shared/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { startSession } from '@/lib/account';
import { track } from '@/lib/analytics';
import { type AuthResult, postForSession } from './auth-response';

type SignupInput = z.output<typeof SignupSchema>;

/** POST /account/signup: 201 (enrolled in the contest passed) or 206. */
function signup(input: SignupInput): Promise<AuthResult> {
  return postForSession('/account/signup', input);
}

export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signup,
    onSuccess: (result, input) => {
      startSession(queryClient, result.token, result.account);
      if (result.contestJoined && input.contestSlug)
        track('contest_enrollment', { contest: input.contestSlug });
    },
  });
}
