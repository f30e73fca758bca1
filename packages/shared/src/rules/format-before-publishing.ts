import { CONTEST_ADMIN_MESSAGES } from '../contest-admin';
import { ContestFormat } from '../enums';

/** What of a contest decides whether it may be shown to players or take entries. */
export interface PublishFacts {
  format: number;
  isPublished: boolean;
  isEnrollmentOpen: boolean;
}

/**
 * Why a save would leave the contest published, or open for enrollment, without a format (a contest in none takes
 * no plays, so players would enroll in a contest they cannot play), or null when it may be saved. Only a change
 * that makes it so is refused: a contest saved before this rule, already published or open without a format (one
 * that may have concluded), may still be saved as it is. `before` is null for a new contest.
 */
export function formatMissingMessage(next: PublishFacts, before: PublishFacts | null): string | null {
  if (next.format !== ContestFormat.None) return null;
  const keeps = (flag: 'isPublished' | 'isEnrollmentOpen') =>
    before !== null && before.format === ContestFormat.None && before[flag];
  if (next.isPublished && !keeps('isPublished')) return CONTEST_ADMIN_MESSAGES.publishNeedsFormat;
  if (next.isEnrollmentOpen && !keeps('isEnrollmentOpen'))
    return CONTEST_ADMIN_MESSAGES.enrollmentNeedsFormat;
  return null;
}
