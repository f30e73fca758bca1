import type { Account } from '@cj/shared/accounts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiClientError } from './api-client';
import { clearSessionToken, getSessionToken, renewSessionToken, setSessionToken } from './session';
import { noteSessionEnded } from './session-notice';

/*
 * The signed-in account (GET /account) lives here rather than in features/auth because every feature needs it
 * (guards, menus, contest pages) and features do not import each other.
 */

export const accountQueryKey = ['account'] as const;

/** Queries a change of session does not drop: the brand, and the account itself (set directly). */
const KEPT_QUERIES = new Set(['site', 'account']);

/**
 * The signed-in account, or null for a visitor. Without a session cookie nothing is asked; a 401 means the session
 * ended, so the cookie is dropped and the visitor carries on anonymously (guarded pages then send them to /login,
 * which says why).
 * Each success renews the cookie for two more weeks.
 */
async function getAccount(signal?: AbortSignal): Promise<Account | null> {
  if (!getSessionToken()) return null;
  try {
    // Not parsed with zod here: the API checks its answer against the shared AccountSchema (decision 021).
    const account = await api.get<Account>('/account', {
      signal,
      redirectOnUnauthorized: false,
    });
    renewSessionToken();
    return account;
  } catch (error) {
    if (isApiClientError(error, 401)) {
      clearSessionToken();
      noteSessionEnded(error.message);
      return null;
    }
    throw error;
  }
}

export const getAccountQueryOptions = () =>
  queryOptions({
    queryKey: accountQueryKey,
    queryFn: ({ signal }) => getAccount(signal),
    staleTime: 60_000,
  });

export function useAccount() {
  return useQuery(getAccountQueryOptions());
}

/** After signup or login: keep the token and the account the API answered with. */
export function startSession(queryClient: QueryClient, token: string, account: Account): void {
  setSessionToken(token);
  queryClient.setQueryData(accountQueryKey, account);
  // Anything fetched as a visitor (contest pages, entries) may read differently for the account.
  void queryClient.invalidateQueries({ predicate: (query) => !KEPT_QUERIES.has(String(query.queryKey[0])) });
}

/** After a call that answered a new session's token without the account (a password reset): keep it, ask GET /account. */
export function startSessionWithToken(queryClient: QueryClient, token: string): void {
  endSession(queryClient);
  setSessionToken(token);
  void queryClient.invalidateQueries({ queryKey: accountQueryKey });
}

/**
 * Forgets the session on this device: the cookie, and every cached answer that may belong to the account. The
 * site's brand is kept.
 */
export function endSession(queryClient: QueryClient): void {
  clearSessionToken();
  queryClient.removeQueries({ predicate: (query) => !KEPT_QUERIES.has(String(query.queryKey[0])) });
  queryClient.setQueryData(accountQueryKey, null);
}
