import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contests } from '../../db/schema/contests';

/** `{id}` of a contest in a path is its numeric id or its slug (ARCHITECTURE.md §3). */
export function contestKey(idOrSlug: string) {
  return /^\d{1,9}$/.test(idOrSlug)
    ? eq(contests.id, Number(idOrSlug))
    : eq(contests.slug, idOrSlug.toLowerCase());
}

export async function findContest(db: DbOrTx, idOrSlug: string) {
  const [row] = await db.select().from(contests).where(contestKey(idOrSlug));
  return row ?? null;
}

export async function findContestForUpdate(db: DbOrTx, idOrSlug: string) {
  const [row] = await db.select().from(contests).where(contestKey(idOrSlug)).for('update');
  return row ?? null;
}

export type ContestRow = typeof contests.$inferSelect;

/** The contest as `viewer` may see it: administrators see every contest, others only published public ones. */
export async function findContestForViewer(
  db: DbOrTx,
  idOrSlug: string,
  viewer: { isAdministrator: boolean } | null,
) {
  const contest = await findContest(db, idOrSlug);
  if (!contest) return null;
  if (viewer?.isAdministrator) return contest;
  return contest.isPublished && contest.isPublic ? contest : null;
}
