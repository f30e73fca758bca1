import type { Contest } from '@cj/shared/contests';
import { contestStanding } from '@cj/shared/rules/contest-status';

export type OfficialStatus = 'Official' | 'Unofficial';

/**
 * Spec §4: standings are unofficial for 24 hours after the contest concludes (its last race finalized), then
 * official; nothing is said before it concludes. The server decides (isOfficial); the shared status rule decides
 * on this clock too, so a page left open past the end of the audit period turns official on its own.
 */
export function officialStatus(
  contest: Pick<Contest, 'concludedAt' | 'isOfficial'>,
  now: Date = new Date(),
): OfficialStatus | null {
  if (contest.isOfficial) return 'Official';
  const { status } = contestStanding(
    { isCancelled: false, firstRaceClosed: true, concludedAt: contest.concludedAt },
    now,
  );
  if (status === 'official') return 'Official';
  return status === 'unofficial' ? 'Unofficial' : null;
}
