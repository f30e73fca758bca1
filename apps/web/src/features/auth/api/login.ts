import type { LoginSchema } from '@cj/shared/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { startSession } from '@/lib/account';
import { type AuthResult, postForSession } from './auth-response';

type LoginInput = z.output<typeof LoginSchema>;

/** POST /account/login: 200 (enrolled in the contest passed) or 206. */
function login(input: LoginInput): Promise<AuthResult> {
  return postForSession('/account/login', input);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (result) => startSession(queryClient, result.token, result.account),
  });
}
