import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contests } from '../../db/schema/contests';

/** What `{id}` of a contest in a path names: its numeric id or its slug (ARCHITECTURE.md §3). */
export type ContestRef = { by: 'id'; id: number } | { by: 'slug'; slug: string };

export function contestRef(idOrSlug: string): ContestRef {
  return /^\d{1,9}$/.test(idOrSlug)
    ? { by: 'id', id: Number(idOrSlug) }
    : { by: 'slug', slug: idOrSlug.toLowerCase() };
}

export function contestKey(idOrSlug: string) {
  const ref = contestRef(idOrSlug);
  return ref.by === 'id' ? eq(contests.id, ref.id) : eq(contests.slug, ref.slug);
}

/** Contests players may see; administrators see every contest. */
export const isPublicContest = and(eq(contests.isPublished, true), eq(contests.isPublic, true));

export async function findContest(db: DbOrTx, idOrSlug: string) {
  const [row] = await db.select().from(contests).where(contestKey(idOrSlug));
  return row ?? null;
}

export async function findContestForUpdate(db: DbOrTx, idOrSlug: string) {
  const [row] = await db.select().from(contests).where(contestKey(idOrSlug)).for('update');
  return row ?? null;
}

export type ContestRow = typeof contests.$inferSelect;

/**
 * Selects the contest `{id}` designates if `viewer` may see it: administrators see every contest, others only
 * published public ones.
 */
export function contestVisibleTo(idOrSlug: string, viewer: { isAdministrator: boolean } | null) {
  return and(contestKey(idOrSlug), viewer?.isAdministrator ? undefined : isPublicContest);
}

export async function findContestForViewer(
  db: DbOrTx,
  idOrSlug: string,
  viewer: { isAdministrator: boolean } | null,
) {
  const [row] = await db.select().from(contests).where(contestVisibleTo(idOrSlug, viewer));
  return row ?? null;
}
