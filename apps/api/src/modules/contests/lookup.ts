import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { lockContestAgainstPlays } from '../../db/lock-order';
import { contests } from '../../db/schema/contests';
import { parsePathId } from '../../lib/path-ids';
import { type ContestViewer, visibleContests } from './visibility';

/**
 * What `{id}` of a contest in a path names (ARCHITECTURE.md §3): its numeric id when it reads as one by the same
 * parser as every other path id, else its slug.
 */
export type ContestRef = { by: 'id'; id: number } | { by: 'slug'; slug: string };

export function contestRef(idOrSlug: string): ContestRef {
  const id = parsePathId(idOrSlug);
  return id === null ? { by: 'slug', slug: idOrSlug.toLowerCase() } : { by: 'id', id };
}

export function contestKey(idOrSlug: string) {
  const ref = contestRef(idOrSlug);
  return ref.by === 'id' ? eq(contests.id, ref.id) : eq(contests.slug, ref.slug);
}

export async function findContest(db: DbOrTx, idOrSlug: string) {
  const [row] = await db.select().from(contests).where(contestKey(idOrSlug));
  return row ?? null;
}

/**
 * The contest row locked for update; unless `plays` is 'continue', its plays in flight finish first and new ones
 * wait until the transaction ends (db/lock-order.ts). Enrolling and notifying winners change nothing a play reads.
 */
export async function findContestForUpdate(
  db: DbOrTx,
  idOrSlug: string,
  { plays }: { plays: 'wait' | 'continue' } = { plays: 'wait' },
) {
  const found = await findContest(db, idOrSlug);
  if (!found) return null;
  if (plays === 'wait') await lockContestAgainstPlays(db, found.id);
  const [row] = await db.select().from(contests).where(eq(contests.id, found.id)).for('update');
  return row ?? null;
}

export type ContestRow = typeof contests.$inferSelect;

/**
 * Selects the contest `{id}` designates if `viewer` may see it: administrators see every contest, others only
 * published public ones.
 */
export function contestVisibleTo(idOrSlug: string, viewer: ContestViewer) {
  return and(contestKey(idOrSlug), visibleContests(viewer));
}

export async function findContestForViewer(db: DbOrTx, idOrSlug: string, viewer: ContestViewer) {
  const [row] = await db.select().from(contests).where(contestVisibleTo(idOrSlug, viewer));
  return row ?? null;
}
