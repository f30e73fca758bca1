import type { AdminContestSummary } from '@cj/shared/contest-admin';
import type { ContestWithProgress } from '../contests/status';
import { playRulesOf, toContestSummary } from '../contests/views';

export function toAdminContestSummary(row: ContestWithProgress, now: Date): AdminContestSummary {
  return {
    ...toContestSummary(row, now),
    isPublished: row.isPublished,
    isPublic: row.isPublic,
    ...playRulesOf(row),
  };
}
