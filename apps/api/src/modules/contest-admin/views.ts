import type { AdminContestSummary } from '@cj/shared/contest-admin';
import type { ContestRow } from '../contests/lookup';
import { toContestSummary } from '../contests/views';

export function toAdminContestSummary(row: ContestRow): AdminContestSummary {
  return { ...toContestSummary(row), isPublished: row.isPublished, isPublic: row.isPublic };
}
