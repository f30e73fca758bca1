import type { Contest } from '@cj/shared/contests';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { data, type LoaderFunctionArgs, useParams } from 'react-router';
import { getContestQueryOptions } from '@/api/contests/get-contest';
import { getPlayersQueryOptions } from '@/api/contests/get-players';
import { ErrorAlert } from '@/components/errors/error-alert';
import { Link } from '@/components/ui/link';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useAccount } from '@/lib/account';
import { isApiClientError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/document-title';
import { pageCard } from '@/lib/page-card';
import { type PagePrefetch, publicPageMeta, readInTheBrowser } from '@/lib/page-loader';
import { loadContextOf, readPublicPage } from '@/lib/prefetch.server';
import { useSite } from '@/lib/site';
import { formatContestStart, useViewerTimezone } from '@/lib/zoned-time';
import { useContest } from '../api/get-contest';
import { useMyPlayers } from '../api/get-my-players';
import { ContestLeaderboard } from '../components/contest-leaderboard';
import { ContestNotFound } from '../components/contest-not-found';
import { SponsorLogos } from '../components/sponsor-logos';
import { useContestEvents } from '../hooks/use-contest-events';
import { paletteFor } from '../utils/palette';

/** The contest and the first page of its standings: what the page's first render shows. */
const leaderboardPageReads: PagePrefetch = (queryClient, { slug = '' }) => [
  queryClient.prefetchQuery(getContestQueryOptions(slug)),
  queryClient.prefetchInfiniteQuery(getPlayersQueryOptions(slug)),
];

/** The contest and the first page of its standings, rendered on the server. */
export async function loader({ context: given, params, request }: LoaderFunctionArgs) {
  const context = await loadContextOf(given, request);
  const slug = params.slug ?? '';
  const page = await readPublicPage(
    context,
    (queryClient) => leaderboardPageReads(queryClient, params),
    (queryClient) => {
      const contest = queryClient.getQueryData(getContestQueryOptions(slug).queryKey);
      if (!contest) return undefined;
      return pageCard(context.site, context.publicUrl, {
        title: `${contest.name} Leaderboard`,
        description: `The standings of ${contest.name} (${formatContestStart(contest.startTime, contest.timezone, { viewer: null })}).`,
        path: paths.contestLeaderboard.getHref(slug),
      });
    },
  );
  return page.card ? page : data(page, { status: 404 });
}

export const clientLoader = readInTheBrowser(leaderboardPageReads);
export const meta = publicPageMeta;

/** /contest/:slug/leaderboard — sponsors, Your Entries and All Entries (spec §2). */
export function ContestLeaderboardRoute() {
  const { slug = '' } = useParams();
  const contest = useContest(slug);
  if (contest.isPending) return <PageLoader label="Loading leaderboard" />;
  if (contest.isError) {
    return isApiClientError(contest.error, 404) ? <ContestNotFound /> : <ErrorAlert error={contest.error} />;
  }
  return <LeaderboardPage key={slug} contest={contest.data} />;
}

function LeaderboardPage({ contest }: { contest: Contest }) {
  const viewer = useViewerTimezone();
  useDocumentTitle(`${contest.name} Leaderboard`);
  const site = useSite();
  const account = useAccount();
  const signedIn = Boolean(account.data);
  useContestEvents(contest.slug, account.data?.id ?? null);
  const myPlayers = useMyPlayers(contest.slug, signedIn);
  return (
    <Box sx={{ maxWidth: 760, mx: 'auto' }}>
      <SponsorLogos slug={contest.slug} />
      <Typography component="h1" variant="h4" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {contest.name}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {formatContestStart(contest.startTime, contest.timezone, { viewer })} ·{' '}
        <Link to={paths.contest.getHref(contest.slug)}>Contest page</Link>
      </Typography>
      <ContestLeaderboard
        contest={contest}
        signedIn={signedIn}
        myEntries={signedIn ? (myPlayers.data ?? []) : []}
        palette={paletteFor(contest.property, site.isHarness)}
      />
    </Box>
  );
}

export default ContestLeaderboardRoute;
