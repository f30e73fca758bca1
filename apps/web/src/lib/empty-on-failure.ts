import { isApiClientError } from './api-client';

/**
 * Spec §8: the lists of accounts, audit logs, chat messages, players and pinned players show as empty rather than
 * failing. Only API errors are swallowed; a cancelled request still rejects so the query can tell.
 */
export async function emptyOnFailure<T>(request: Promise<T[]>): Promise<T[]> {
  try {
    return await request;
  } catch (error) {
    if (isApiClientError(error)) return [];
    throw error;
  }
}
