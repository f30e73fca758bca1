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
