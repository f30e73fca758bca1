import type { SignupSchema } from '@cj/shared/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { startSession } from '../../../lib/account';
import { type AuthResult, postForSession } from './auth-response';

export type SignupInput = z.output<typeof SignupSchema>;

/** POST /account/signup: 201 (enrolled in the contest passed) or 206. */
export function signup(input: SignupInput): Promise<AuthResult> {
  return postForSession('/account/signup', input);
}

export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signup,
    onSuccess: (result) => startSession(queryClient, result.token, result.account),
  });
}
