import type { Contest } from '@cj/shared/contests';
import { AdPlacement, Property } from '@cj/shared/enums';
import Box from '@mui/material/Box';
import { useAds } from '@/api/ads/get-ads';
import { AdBanner } from '@/components/ads/ad-banner';
import { useSite } from '@/lib/site';

/**
 * The contest page's ad (placement 2): the newest active one for the contest's brand (the site's when the contest
 * has none) or for all brands; nothing when there is none or it cannot be loaded. The contest page loads this
 * file lazily, after its own content, so the ad costs nothing on the first load.
 */
export function ContestAd({ contest }: { contest: Pick<Contest, 'property'> }) {
  const site = useSite();
  const brand = contest.property === Property.None ? site.property : contest.property;
  const ads = useAds(AdPlacement.Contest, brand);
  const ad = ads.data?.[0];
  if (!ad) return null;
  return (
    <Box sx={{ mt: 3, mx: 'auto', maxWidth: 728 }}>
      <AdBanner ad={ad} />
    </Box>
  );
}
