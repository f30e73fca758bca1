import type { Contest } from '@cj/shared/contests';
import type { Player } from '@cj/shared/players';
import { isEnrollmentAccepted } from '@cj/shared/rules/contest-status';
import { SHARE_CARD_QUERY, SHARE_CARD_SIZE, shareCardPath } from '@cj/shared/share-card-links';
import Box from '@mui/material/Box';
import { Activity, lazy, memo, Suspense, useCallback, useMemo, useState } from 'react';
import { data, type LoaderFunctionArgs, useParams } from 'react-router';
import { getContestQueryOptions } from '@/api/contests/get-contest';
import { getContestRacesQueryOptions } from '@/api/contests/get-contest-races';
import { getPrizesQueryOptions } from '@/api/contests/get-prizes';
import { ErrorAlert } from '@/components/errors/error-alert';
import { Link } from '@/components/ui/link';
import { PageLoader } from '@/components/ui/page-loader';
import { columnStack } from '@/components/ui/stack';
import { TabList } from '@/components/ui/tab-list';
import { paths } from '@/config/paths';
import { useAccount } from '@/lib/account';
import { isApiClientError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/document-title';
import { pageCard } from '@/lib/page-card';
import { type PagePrefetch, publicPageMeta, readInTheBrowser } from '@/lib/page-loader';
import { loadContextOf, readPublicPage } from '@/lib/prefetch.server';
import { useSite } from '@/lib/site';
import { useWideScreen } from '@/lib/wide-screen';
import { formatContestDate } from '@/lib/zoned-time';
import { useContest } from '../api/get-contest';
import { useMyPlayers } from '../api/get-my-players';
import { ContestHeader } from '../components/contest-header';
import { ContestLeaderboard } from '../components/contest-leaderboard';
import { ContestNotFound } from '../components/contest-not-found';
import { InformationSection } from '../components/information-section';
import { MyStanding } from '../components/my-standing';
import { RacesCard } from '../components/races-card';
import { RegistrationCard } from '../components/registration-card';
import { useContestEvents } from '../hooks/use-contest-events';
import { contestCardDescription } from '../utils/contest-card';
import { paletteFor } from '../utils/palette';

/** MUI's `<Stack spacing={2}>` for each column of sections, made once. */
const sectionsStack = columnStack(2);

// The contest page's ad is in its own file: not part of the page's first load.
const ContestAd = lazy(() => import('../components/contest-ad').then((m) => ({ default: m.ContestAd })));
// A contest with sponsors shows their logos under the leaderboard, from a file of their own: no part of the first
// load of a contest without.
const SponsorLogos = lazy(() =>
  import('../components/sponsor-logos').then((m) => ({ default: m.SponsorLogos })),
);
// Chat shows only to someone signed in: its code (the composer, its forms and zod) is not part of a visitor's load.
const ContestChat = lazy(() =>
  import('../chat/components/contest-chat').then((m) => ({ default: m.ContestChat })),
);

// The page's sections re-render only when their own props change (decision 041). The page itself re-renders at each
// answer it reads (the account, the player's entries, the live events' reconnection), which changes nothing they
// show, and a re-render from a query's answer is synchronous (useSyncExternalStore): without these, each one
// re-rendered the whole page in one task.
const Header = memo(ContestHeader);
const Standing = memo(MyStanding);
const Information = memo(InformationSection);
const Races = memo(RacesCard);
const Leaderboard = memo(ContestLeaderboard);
const Tabs = memo(TabList) as typeof TabList;

/** The account's entries while it has none or is not known: one array, so the sections' props stay the same. */
const NO_ENTRIES: Player[] = [];

const CONTEST_TABS = [
  { value: 'contest', label: 'Contest', id: 'contest-tab-contest', panelId: 'contest-panel-contest' },
  {
    value: 'leaderboard',
    label: 'Leaderboard',
    id: 'contest-tab-leaderboard',
    panelId: 'contest-panel-leaderboard',
  },
] as const;

/** A phone's tabs, with the chat's button at the end of their row. */
const tabRowSx = {
  display: 'flex',
  alignItems: 'center',
  gap: 1,
  mb: 2,
  borderBottom: 1,
  borderColor: 'divider',
} as const;
const tabsSx = { flex: 1, minWidth: 0 } as const;

/** The contest, its races with their runners, and its prizes: what the page's first render shows. */
const contestPageReads: PagePrefetch = (queryClient, { slug = '' }) => [
  queryClient.prefetchQuery(getContestQueryOptions(slug)),
  queryClient.prefetchQuery(getContestRacesQueryOptions(slug)),
  queryClient.prefetchQuery(getPrizesQueryOptions(slug)),
];

/**
 * The contest, its races with their runners, and its prizes, rendered on the server; the page's card names them.
 * A contest that does not exist (or that a visitor may not see) answers 404.
 */
export async function loader({ context: given, params, request }: LoaderFunctionArgs) {
  const context = await loadContextOf(given, request);
  const slug = params.slug ?? '';
  const page = await readPublicPage(
    context,
    (queryClient) => contestPageReads(queryClient, params),
    (queryClient) => {
      const contest = queryClient.getQueryData(getContestQueryOptions(slug).queryKey);
      if (!contest) return undefined;
      const date = formatContestDate(contest.startTime);
      const card = pageCard(context.site, context.publicUrl, {
        title: `${contest.name} - ${date}`,
        description: contestCardDescription(
          date,
          queryClient.getQueryData(getContestRacesQueryOptions(slug).queryKey),
          queryClient.getQueryData(getPrizesQueryOptions(slug).queryKey),
        ),
        path: paths.contest.getHref(slug),
      });
      // A player's shared link (?card=12) previews with that entry's card (the API answers it once the contest
      // has started, and the brand's icon stands in until then).
      const sharedEntry = Number(new URL(request.url).searchParams.get(SHARE_CARD_QUERY));
      if (!Number.isSafeInteger(sharedEntry) || sharedEntry <= 0 || contest.status === 'upcoming')
        return card;
      return {
        ...card,
        image: `${context.publicUrl}${shareCardPath(contest.id, sharedEntry)}`,
        imageSize: SHARE_CARD_SIZE,
      };
    },
  );
  return page.card ? page : data(page, { status: 404 });
}

export const clientLoader = readInTheBrowser(contestPageReads);
export const meta = publicPageMeta;

/** /contest/:slug — the contest page (spec §2). */
export function ContestRoute() {
  const { slug = '' } = useParams();
  // A new contest starts a new page: its own pins, tabs and chosen entry.
  return <ContestPage key={slug} slug={slug} />;
}

function ContestPage({ slug }: { slug: string }) {
  const contest = useContest(slug);
  if (contest.isPending) return <PageLoader label="Loading contest" />;
  if (contest.isError) {
    return isApiClientError(contest.error, 404) ? <ContestNotFound /> : <ErrorAlert error={contest.error} />;
  }
  return <ContestView contest={contest.data} />;
}

type ContestTab = 'contest' | 'leaderboard';

/** Wide screens: races and chat on the left; information and the leaderboard on the right (spec §2). */
const twoColumns = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)',
  gap: 3,
  alignItems: 'start',
} as const;

function ContestView({ contest }: { contest: Contest }) {
  useDocumentTitle(`${contest.name} - ${formatContestDate(contest.startTime)}`);
  const isDesktop = useWideScreen();
  const site = useSite();
  const account = useAccount();
  const signedIn = Boolean(account.data);
  useContestEvents(contest.slug, account.data?.id ?? null);
  const myPlayers = useMyPlayers(contest.slug, signedIn);
  const entries = signedIn ? (myPlayers.data ?? NO_ENTRIES) : NO_ENTRIES;
  const [selectedEntryId, setSelectedEntryId] = useState<number | null>(null);
  const entry = entries.find((candidate) => candidate.id === selectedEntryId) ?? entries[0] ?? null;
  // Information starts open for someone not yet entered and folded for a player, decided once the entries are
  // known, and folds when the account enrolls (the races are what a player came for); otherwise it stays as the
  // player leaves it.
  const [informationOpen, setInformationOpen] = useState<boolean | null>(null);
  const entriesKnown = !account.isPending && (!signedIn || myPlayers.isSuccess);
  const [enteredBefore, setEnteredBefore] = useState<boolean | null>(null);
  const entered = entries.length > 0;
  if (entriesKnown && enteredBefore !== entered) {
    setEnteredBefore(entered);
    if (informationOpen === null || (entered && enteredBefore === false)) setInformationOpen(!entered);
  }
  const informationExpanded = informationOpen ?? !entered;
  const toggleInformation = useCallback(
    () => setInformationOpen(!informationExpanded),
    [informationExpanded],
  );
  const [tab, setTab] = useState<ContestTab>('contest');
  // A phone opens on the Contest tab: the leaderboard, behind the other tab, renders after the visible page and
  // loads its data only once first shown, so the first load does the visible page's work alone. From then on it
  // stays rendered, as the Contest panel does.
  const [leaderboardShown, setLeaderboardShown] = useState(false);
  if (!leaderboardShown && (isDesktop || tab === 'leaderboard')) setLeaderboardShown(true);
  const palette = paletteFor(contest.property, site.isHarness);

  const fullLeaderboardLink = useMemo(
    () => <Link to={paths.contestLeaderboard.getHref(contest.slug)}>Full leaderboard</Link>,
    [contest.slug],
  );

  // A phone shows the races first; someone who may still enrol sees Registration above them, the rest below.
  // Until the entries are known it shows in neither place, so it does not move once they are.
  const registrationFirst = !isDesktop && !entered && !contest.isCancelled && isEnrollmentAccepted(contest);

  const information = (
    <Information
      contest={contest}
      signedIn={signedIn}
      entries={entries}
      expanded={informationExpanded}
      onToggle={toggleInformation}
      registrationShownApart={registrationFirst || !entriesKnown}
    />
  );
  // Each large section its own boundary: the browser hydrates them one after the other, in smaller tasks.
  const races = (
    <Suspense fallback={null}>
      <Races contest={contest} entry={entry} palette={palette} />
    </Suspense>
  );
  const leaderboard = (
    <Suspense fallback={null}>
      <Leaderboard
        contest={contest}
        signedIn={signedIn}
        myEntries={entries}
        palette={palette}
        withPins
        action={fullLeaderboardLink}
      />
    </Suspense>
  );

  // Spec §2: only when chat is enabled and someone is signed in; players of the contest (and admins) may write.
  const chat =
    contest.chatEnabled && account.data ? (
      <Suspense fallback={null}>
        <ContestChat
          slug={contest.slug}
          account={account.data}
          canPost={entries.length > 0 || account.data.isAdministrator}
          layout={isDesktop ? 'panel' : 'dialog'}
        />
      </Suspense>
    ) : null;

  // One tree for both layouts: the races and the leaderboard keep their places when the screen crosses the
  // breakpoint (a tablet turned, a window resized) and when the tabs switch, so a play being typed and the rows
  // opened survive. Small screens hide the other tab's panel rather than unmount it; only Information moves.
  const panel = (name: ContestTab) =>
    isDesktop
      ? {}
      : {
          role: 'tabpanel',
          id: `contest-panel-${name}`,
          'aria-labelledby': `contest-tab-${name}`,
          hidden: tab !== name,
        };

  return (
    <>
      <Header contest={contest} entries={entries} entry={entry} onSelectEntry={setSelectedEntryId} />
      <Standing contest={contest} playerId={entry?.id ?? null} />
      {isDesktop ? null : (
        <Box sx={tabRowSx}>
          <Tabs
            tabs={CONTEST_TABS}
            value={tab}
            onChange={setTab}
            fullWidth
            label="Contest sections"
            sx={tabsSx}
          />
          {chat}
        </Box>
      )}
      <Box sx={isDesktop ? twoColumns : undefined}>
        <Box {...panel('contest')}>
          <Box sx={sectionsStack}>
            {registrationFirst && entriesKnown ? (
              <RegistrationCard contest={contest} signedIn={signedIn} entries={entries} heading="h2" />
            ) : null}
            {races}
            {isDesktop ? chat : null}
            {isDesktop ? null : information}
          </Box>
        </Box>
        <Box {...panel('leaderboard')}>
          <Activity mode={leaderboardShown ? 'visible' : 'hidden'}>
            <Box sx={sectionsStack}>
              {isDesktop ? information : null}
              {leaderboard}
              {contest.hasSponsors ? (
                <Suspense fallback={null}>
                  <SponsorLogos slug={contest.slug} />
                </Suspense>
              ) : null}
            </Box>
          </Activity>
        </Box>
      </Box>
      <Suspense fallback={null}>
        <ContestAd contest={contest} />
      </Suspense>
    </>
  );
}

export default ContestRoute;
