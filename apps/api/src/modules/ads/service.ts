import { AdPlacement, Property } from '@cj/shared/enums';
import type { DbOrTx } from '../../db/client';
import { listActiveAds } from './repository';

/**
 * The ad a contest's e-mails carry (placement 3): the newest active one for the contest's brand or for all brands,
 * or null. A contest of no property is mailed as brand one (as its e-mail's brand is), so it gets brand one's ads.
 */
export async function contestEmailAd(db: DbOrTx, contestProperty: number) {
  const brand = contestProperty === Property.Harness ? Property.Harness : Property.Thoroughbred;
  const [ad] = await listActiveAds(db, AdPlacement.Email, brand);
  return ad ? { imageUrl: ad.imageUrl, linkUrl: ad.linkUrl, altText: ad.altText } : null;
}
