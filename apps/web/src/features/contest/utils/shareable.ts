import type { Contest } from '@cj/shared/contests';

/**
 * Once the contest has started (and unless it is cancelled), a player may share where an entry stands. Its own
 * file: the header reads it on the first load, while the sharing itself (share-link.ts) loads with its dialog.
 */
export function isShareable(contest: Pick<Contest, 'status'>): boolean {
  return contest.status === 'live' || contest.status === 'unofficial' || contest.status === 'official';
}
