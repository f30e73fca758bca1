import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense } from 'react';
import { useDocumentTitle } from '@/lib/document-title';
import { FeaturedContest, HomepageAd, useHasPromotions } from '../components/home-promotions';
import { UpcomingContestLists } from '../components/upcoming-contest-lists';

// Below the upcoming lists, so not needed for the first paint: loaded after it.
const RecentResults = lazy(() =>
  import('../components/recent-results').then((m) => ({ default: m.RecentResults })),
);

/**
 * The Upcoming page (spec §2). Small screens: the featured contest, the two lists one under the other, the ad.
 * Wide screens: the lists as tabs, with the featured contest and the ad in a side column.
 */
export function HomeRoute() {
  useDocumentTitle('Upcoming');
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  return (
    <>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 600, mb: { xs: 2, md: 3 } }}>
        Upcoming
      </Typography>
      {isDesktop ? (
        <WideHome />
      ) : (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
          <FeaturedContest />
          <UpcomingContestLists />
          <LaterResults />
          <HomepageAd />
        </Box>
      )}
    </>
  );
}

/**
 * The side column shows only when it has something. Its own component, so that the answers it waits for re-render
 * this part alone, and a phone's page not at all.
 */
function WideHome() {
  const hasPromotions = useHasPromotions();
  if (!hasPromotions) {
    return (
      <Box sx={{ maxWidth: 840, display: 'flex', flexDirection: 'column', gap: 3 }}>
        <UpcomingContestLists />
        <LaterResults />
      </Box>
    );
  }
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) minmax(280px, 360px)',
        gap: 3,
        alignItems: 'start',
      }}
    >
      {/* The lists stay the grid's first child, as they are the column's without promotions: they keep their tab. */}
      <UpcomingContestLists />
      <Box
        component="aside"
        aria-label="Featured and sponsored"
        sx={{ display: 'flex', flexDirection: 'column', gap: 3, gridRow: 'span 2' }}
      >
        <FeaturedContest />
        <HomepageAd />
      </Box>
      <Box sx={{ gridColumn: 1, minWidth: 0 }}>
        <LaterResults />
      </Box>
    </Box>
  );
}

function LaterResults() {
  return (
    <Suspense fallback={null}>
      <RecentResults />
    </Suspense>
  );
}
