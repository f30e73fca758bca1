import { AdPlacement } from '@cj/shared/enums';
import Skeleton from '@mui/material/Skeleton';
import { useAds } from '@/api/ads/get-ads';
import { AdBanner } from '@/components/ads/ad-banner';
import { useSite } from '@/lib/site';
import { useFeaturedContests } from '../api/get-featured-contests';
import { FeaturedContestCard } from './featured-contest-card';

/**
 * The featured contest of the site's property, if there is one. A failure shows nothing: the same contests are in
 * the lists, which report their own errors.
 */
export function FeaturedContest() {
  const { property } = useSite();
  const featured = useFeaturedContests(property);
  if (featured.isPending)
    return <Skeleton variant="rounded" height={180} aria-label="Loading featured contest" />;
  const contest = featured.data?.[0];
  return contest ? <FeaturedContestCard contest={contest} /> : null;
}

/** The homepage ad of the site's property; nothing when there is none or it cannot be loaded. */
export function HomepageAd() {
  const { property } = useSite();
  const ads = useAds(AdPlacement.Homepage, property);
  const ad = ads.data?.[0];
  return ad ? <AdBanner ad={ad} /> : null;
}

/**
 * Whether the side column has anything to show: while the featured contest loads it may, and once both calls
 * have answered it has if there is a featured contest or an ad. Without either, the lists take the full width.
 */
export function useHasPromotions(): boolean {
  const { property } = useSite();
  const featured = useFeaturedContests(property);
  const ads = useAds(AdPlacement.Homepage, property);
  return featured.isPending || (featured.data?.length ?? 0) > 0 || (ads.data?.length ?? 0) > 0;
}
