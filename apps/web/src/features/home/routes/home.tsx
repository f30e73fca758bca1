import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { useDocumentTitle } from '@/lib/document-title';
import { pageCard } from '@/lib/page-card';
import { publicPageMeta, readInTheBrowser } from '@/lib/page-loader';
import { loadContextOf, readPublicPage } from '@/lib/prefetch.server';
import { getSiteQueryOptions } from '@/lib/site';
import { useWideScreen } from '@/lib/wide-screen';
import { getFeaturedContestsQueryOptions } from '../api/get-featured-contests';
import { getUpcomingContestsQueryOptions } from '../api/get-upcoming-contests';
import { FeaturedContest, HomepageAd, useHasPromotions } from '../components/home-promotions';
import { UpcomingContestLists } from '../components/upcoming-contest-lists';

/** The featured and upcoming contests of the host's brand: what the page's first render shows. */
const homePageReads = (queryClient: QueryClient, property: number) => [
  queryClient.prefetchQuery(getFeaturedContestsQueryOptions(property)),
  queryClient.prefetchQuery(getUpcomingContestsQueryOptions(property)),
];

/** The featured and upcoming contests of the host's brand, rendered on the server. */
export async function loader({ context: given, request }: LoaderFunctionArgs) {
  const context = await loadContextOf(given, request);
  const { property } = context.site;
  return readPublicPage(
    context,
    (queryClient) => homePageReads(queryClient, property),
    () =>
      pageCard(context.site, context.publicUrl, {
        title: 'Upcoming',
        description: `Free horse-racing handicapping contests on ${context.site.productName}: pick a horse in each race and climb the leaderboard.`,
        path: '/',
      }),
  );
}

export const clientLoader = readInTheBrowser((queryClient) => {
  const site = queryClient.getQueryData(getSiteQueryOptions().queryKey);
  return site ? homePageReads(queryClient, site.property) : [];
});
export const meta = publicPageMeta;

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
  const isDesktop = useWideScreen();
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

export default HomeRoute;
