import { isApiClientError } from '../../../lib/api-client';

/**
 * Spec §8: the player lists (all entries, pinned entries) show as empty rather than failing. Only API errors are
 * swallowed; a cancelled request still rejects so the query can tell.
 */
export async function emptyOnFailure<T>(request: Promise<T[]>): Promise<T[]> {
  try {
    return await request;
  } catch (error) {
    if (isApiClientError(error)) return [];
    throw error;
  }
}
