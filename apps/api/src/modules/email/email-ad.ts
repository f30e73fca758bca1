import { isWebAddress } from '@cj/shared/ads';

/** An advertiser's banner at the foot of a contest e-mail (ad placement 3). */
export interface EmailAd {
  imageUrl: string;
  linkUrl: string;
  altText: string;
}

/**
 * The ad with addresses a mail client can open: an image stored on this site (/uploads/…) becomes absolute from
 * the site's configured address; an outside image must be http(s). An ad whose link is not an http(s) address,
 * or whose image has no usable address, is left out (null).
 */
export function resolveEmailAd(ad: EmailAd | null | undefined, siteUrl: string): EmailAd | null {
  if (!ad || !isWebAddress(ad.linkUrl)) return null;
  const image = ad.imageUrl.trim();
  const imageUrl = image.startsWith('/') && !image.startsWith('//') ? `${siteUrl}${image}` : image;
  if (!isWebAddress(imageUrl)) return null;
  return { imageUrl, linkUrl: ad.linkUrl, altText: ad.altText.trim() || 'Advertisement' };
}
