import type { AdminAd } from '@cj/shared/ads';
import type { AdRow } from './repository';

/** An ad as GET /admin/ads and the admin changes answer it. */
export const toAdminAd = (row: AdRow): AdminAd => ({
  id: row.id,
  placement: row.placement as AdminAd['placement'],
  property: row.property as AdminAd['property'],
  imageUrl: row.imageUrl,
  linkUrl: row.linkUrl,
  altText: row.altText,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
});
