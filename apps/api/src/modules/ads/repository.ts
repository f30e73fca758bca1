import { Property } from '@cj/shared/enums';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ads } from '../../db/schema/audit';

/** Active ads of a placement, newest first; an ad of property -1 runs on both brands. */
export async function listActiveAds(db: DbOrTx, placement: number, property: number | undefined) {
  return db
    .select({ id: ads.id, imageUrl: ads.imageUrl, linkUrl: ads.linkUrl, altText: ads.altText })
    .from(ads)
    .where(
      and(
        eq(ads.placement, placement),
        eq(ads.isActive, true),
        property === undefined ? undefined : inArray(ads.property, [property, Property.None]),
      ),
    )
    .orderBy(desc(ads.createdAt), desc(ads.id));
}

export type AdRow = typeof ads.$inferSelect;
export type AdValues = Pick<
  AdRow,
  'placement' | 'property' | 'imageUrl' | 'linkUrl' | 'altText' | 'isActive'
>;

/** Every ad, newest first, for the admin area. */
export async function listAllAds(db: DbOrTx) {
  return db.select().from(ads).orderBy(desc(ads.createdAt), desc(ads.id));
}

/** The ad, locked until the transaction ends, or null. */
export async function findAdForUpdate(db: DbOrTx, id: number) {
  const [row] = await db.select().from(ads).where(eq(ads.id, id)).for('update');
  return row ?? null;
}

export async function insertAd(db: DbOrTx, values: AdValues) {
  const [row] = await db.insert(ads).values(values).returning();
  return row!;
}

export async function updateAd(db: DbOrTx, id: number, values: Partial<AdValues>) {
  const [row] = await db.update(ads).set(values).where(eq(ads.id, id)).returning();
  return row ?? null;
}

export async function deleteAd(db: DbOrTx, id: number) {
  const [row] = await db.delete(ads).where(eq(ads.id, id)).returning();
  return row ?? null;
}
