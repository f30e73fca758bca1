import { type Account, AccountSchema } from '@cj/shared/accounts';
import { ApiClientError, type ApiResponse, apiRequest, UNEXPECTED_RESPONSE_MESSAGE } from '@/lib/api-client';
import { tokenFromAuthorizationHeader } from '@/lib/session';

/** What signup and login answer: the account, its session token, and whether a contest was entered. */
export interface AuthResult {
  account: Account;
  token: string;
  /** 201 (signup) or 200 (login) with a contest: the account was enrolled in it; 206: signed in without a contest. */
  contestJoined: boolean;
}

/**
 * Signup and login answer with the token in `Authorization: Bearer <token>`. Their 401s are about the credentials
 * typed, so they never trigger the session-expired redirect.
 */
export async function postForSession(path: string, body: unknown): Promise<AuthResult> {
  const response: ApiResponse<Account> = await apiRequest(path, {
    method: 'POST',
    body,
    schema: AccountSchema,
    redirectOnUnauthorized: false,
  });
  const token = tokenFromAuthorizationHeader(response.headers);
  if (!token) throw new ApiClientError(response.status, UNEXPECTED_RESPONSE_MESSAGE);
  return { account: response.data, token, contestJoined: response.status !== 206 };
}
