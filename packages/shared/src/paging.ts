import { z } from 'zod';
import { ACCOUNT_SEARCH_MIN_CHARS, LIMITS } from './constants';

/**
 * `?q&offset&count` of an admin list searched from a box (accounts, audit log): pages of `pageSize` at most,
 * unreadable paging values read as the defaults, `q` trimmed ('' lists everything).
 */
export function searchPageQuery(pageSize: number) {
  return z.object({
    q: z.string().trim().max(LIMITS.emailMax).catch('').default(''),
    offset: z.coerce.number().int().min(0).max(10_000_000).catch(0).default(0),
    count: z.coerce.number().int().min(1).max(pageSize).catch(pageSize).default(pageSize),
  });
}

/** Whether a search text is long enough to filter accounts or the audit log (2+ characters; shorter lists all). */
export const isSearchText = (q: string) => q.trim().length >= ACCOUNT_SEARCH_MIN_CHARS;
