import { AUDIT_PERIOD_HOURS } from '@cj/shared/constants';
import type { Contest } from '@cj/shared/contests';

export type OfficialStatus = 'Official' | 'Unofficial';

const AUDIT_PERIOD_MS = AUDIT_PERIOD_HOURS * 60 * 60 * 1000;

/**
 * Spec §4: standings are unofficial for 24 hours after the contest concludes (its last race finalized), then
 * official; nothing is said before it concludes. The server decides; a page left open past the end of the audit
 * period turns official on its own.
 */
export function officialStatus(
  contest: Pick<Contest, 'concludedAt' | 'isOfficial'>,
  now: Date = new Date(),
): OfficialStatus | null {
  if (contest.isOfficial) return 'Official';
  if (!contest.concludedAt) return null;
  const concluded = Date.parse(contest.concludedAt);
  return now.getTime() - concluded >= AUDIT_PERIOD_MS ? 'Official' : 'Unofficial';
}
