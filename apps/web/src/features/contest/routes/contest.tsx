import type { Contest } from '@cj/shared/contests';
import type { Player } from '@cj/shared/players';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Activity, lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { ErrorAlert } from '@/components/errors/error-alert';
import { Link } from '@/components/ui/link';
import { PageLoader } from '@/components/ui/page-loader';
import { TabList } from '@/components/ui/tab-list';
import { paths } from '@/config/paths';
import { useAccount } from '@/lib/account';
import { isApiClientError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/document-title';
import { useSite } from '@/lib/site';
import { formatContestDate } from '@/lib/zoned-time';
import { useContest } from '../api/get-contest';
import { useMyPlayers } from '../api/get-my-players';
import { ContestHeader } from '../components/contest-header';
import { ContestLeaderboard } from '../components/contest-leaderboard';
import { ContestNotFound } from '../components/contest-not-found';
import { InformationSection } from '../components/information-section';
import { MyStanding } from '../components/my-standing';
import { RacesCard } from '../components/races-card';
import { useContestEvents } from '../hooks/use-contest-events';
import { paletteFor } from '../utils/palette';

// The contest page's ad loads after the page itself, in its own file: not part of the first load.
const ContestAd = lazy(() => import('../components/contest-ad').then((m) => ({ default: m.ContestAd })));
// Chat shows only to someone signed in: its code (the composer, its forms and zod) is not part of a visitor's load.
const ContestChat = lazy(() =>
  import('../chat/components/contest-chat').then((m) => ({ default: m.ContestChat })),
);

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
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const site = useSite();
  const account = useAccount();
  const signedIn = Boolean(account.data);
  useContestEvents(contest.slug, account.data?.id ?? null);
  const myPlayers = useMyPlayers(contest.slug, signedIn);
  const entries: Player[] = signedIn ? (myPlayers.data ?? []) : [];
  const [selectedEntryId, setSelectedEntryId] = useState<number | null>(null);
  const entry = entries.find((candidate) => candidate.id === selectedEntryId) ?? entries[0] ?? null;
  // Information starts open for someone not yet entered and folded for a player, decided once the entries are
  // known; from then on it stays as the player leaves it (enrolling does not fold it).
  const [informationOpen, setInformationOpen] = useState<boolean | null>(null);
  const entriesKnown = !account.isPending && (!signedIn || myPlayers.isSuccess);
  if (informationOpen === null && entriesKnown) setInformationOpen(entries.length === 0);
  const informationExpanded = informationOpen ?? entries.length === 0;
  const [tab, setTab] = useState<ContestTab>('contest');
  // A phone opens on the Contest tab: the leaderboard, behind the other tab, renders after the visible page and
  // loads its data only once first shown, so the first load does the visible page's work alone. From then on it
  // stays rendered, as the Contest panel does.
  const [leaderboardShown, setLeaderboardShown] = useState(false);
  if (!leaderboardShown && (isDesktop || tab === 'leaderboard')) setLeaderboardShown(true);
  const palette = paletteFor(contest.property, site.isHarness);

  const information = (
    <InformationSection
      contest={contest}
      signedIn={signedIn}
      entries={entries}
      expanded={informationExpanded}
      onToggle={() => setInformationOpen(!informationExpanded)}
    />
  );
  const races = <RacesCard contest={contest} entry={entry} palette={palette} />;
  const leaderboard = (
    <ContestLeaderboard
      contest={contest}
      signedIn={signedIn}
      myEntries={entries}
      palette={palette}
      withPins
      action={<Link to={paths.contestLeaderboard.getHref(contest.slug)}>Full leaderboard</Link>}
    />
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
      <ContestHeader contest={contest} entries={entries} entry={entry} onSelectEntry={setSelectedEntryId} />
      <MyStanding slug={contest.slug} playerId={entry?.id ?? null} />
      {isDesktop ? null : (
        <TabList
          tabs={[
            {
              value: 'contest',
              label: 'Contest',
              id: 'contest-tab-contest',
              panelId: 'contest-panel-contest',
            },
            {
              value: 'leaderboard',
              label: 'Leaderboard',
              id: 'contest-tab-leaderboard',
              panelId: 'contest-panel-leaderboard',
            },
          ]}
          value={tab}
          onChange={setTab}
          fullWidth
          label="Contest sections"
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        />
      )}
      <Box sx={isDesktop ? twoColumns : undefined}>
        <Box {...panel('contest')}>
          <Stack spacing={2}>
            {isDesktop ? null : information}
            {races}
            {isDesktop ? chat : null}
          </Stack>
        </Box>
        <Box {...panel('leaderboard')}>
          <Activity mode={leaderboardShown ? 'visible' : 'hidden'}>
            <Stack spacing={2}>
              {isDesktop ? information : null}
              {leaderboard}
            </Stack>
          </Activity>
        </Box>
      </Box>
      {isDesktop ? null : chat}
      <Suspense fallback={null}>
        <ContestAd contest={contest} />
      </Suspense>
    </>
  );
}
