import type { Contest, ContestRaceDetail } from '@cj/shared/contests';
import { ContestFormat } from '@cj/shared/enums';
import { PLAY_MESSAGES } from '@cj/shared/play-messages';
import type { Player } from '@cj/shared/players';
import type { Play } from '@cj/shared/plays';
import { firstRaceOf } from '@cj/shared/rules/picks-lock';
import { raceState } from '@cj/shared/rules/race-state';
import ArticleIcon from '@mui/icons-material/Article';
import DescriptionIcon from '@mui/icons-material/Description';
import LiveTvIcon from '@mui/icons-material/LiveTv';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { usePlayerPicks } from '@/api/plays/get-player-plays';
import { ErrorAlert } from '@/components/errors/error-alert';
import { InlineLoader } from '@/components/ui/inline-loader';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { safeExternalUrl } from '@/lib/external-url';
import type { SaddleClothPalette } from '@/lib/program-number-colors';
import { useServerNow } from '@/lib/use-server-now';
import { useContestRaces } from '../api/get-contest-races';
import { raceHeadingId, useLinkedRace } from '../hooks/use-linked-race';
import { NextClose } from './next-close';
import { arePicksLocked, PicksLockNotice } from './picks-lock-notice';
import { RaceRow } from './race-row';

// Only an entry's races show how far it is through the card: not part of a visitor's first load.
const PickProgressLine = lazy(() =>
  import('./pick-progress-line').then((m) => ({ default: m.PickProgressLine })),
);
// What follows a player's tap on a runner (the card moves on, 'Picked #3 Name · Undo'): loaded with the first.
const AfterPick = lazy(() => import('./after-pick').then((m) => ({ default: m.AfterPick })));
// The analysis (an administrator's HTML, sanitized by DOMPurify) loads when it is first opened.
const AnalysisDialog = lazy(() => import('./analysis-dialog').then((m) => ({ default: m.AnalysisDialog })));

interface RacesCardProps {
  contest: Contest;
  entry: Player | null;
  palette: SaddleClothPalette;
}

/** The contest's races, with the Analysis, Live Stream and Free PPs buttons when the contest has them. */
export function RacesCard({ contest, entry, palette }: RacesCardProps) {
  const races = useContestRaces(contest.slug);
  const [analysisOpen, setAnalysisOpen] = useState(false);
  // Mounted from its first opening on, so closing it plays its transition.
  const [analysisShown, setAnalysisShown] = useState(false);
  const liveStream = safeExternalUrl(contest.liveStreamLink);
  const pastPerformances = safeExternalUrl(contest.ppLink);
  const hasAnalysis = contest.analysis.trim() !== '';
  // Each race closes at its post time on the server's clock: the card renders again at each, with no reload.
  const now = useServerNow({ wakeAt: races.data?.map((contestRace) => contestRace.race.postTime) });

  return (
    <Card variant="outlined" component="section" aria-labelledby="races-heading">
      <CardContent sx={{ px: { xs: 1.5, sm: 2 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
          <Typography id="races-heading" component="h2" variant="h6" sx={{ fontWeight: 600, flexGrow: 1 }}>
            Races
          </Typography>
          {hasAnalysis ? (
            <Button
              size="small"
              variant="outlined"
              startIcon={<ArticleIcon />}
              onClick={() => {
                setAnalysisShown(true);
                setAnalysisOpen(true);
              }}
            >
              Analysis
            </Button>
          ) : null}
          {liveStream ? (
            <ExternalButton href={liveStream} icon={<LiveTvIcon />}>
              Live Stream
            </ExternalButton>
          ) : null}
          {pastPerformances ? (
            <ExternalButton href={pastPerformances} icon={<DescriptionIcon />}>
              Free PPs
            </ExternalButton>
          ) : null}
        </Box>
        {races.isPending ? <InlineLoader label="Loading races" /> : null}
        {races.isError ? <ErrorAlert error={races.error} /> : null}
        {contest.isCancelled ? (
          // Above the races, on a phone too, where the Information card that says it may be folded away.
          <Alert severity="error" sx={{ mb: 1 }}>
            {PLAY_MESSAGES.contestCancelled} No plays can be made.
          </Alert>
        ) : null}
        {races.isSuccess ? (
          <>
            {contest.isCancelled ? null : <PicksLockNotice contest={contest} races={races.data} now={now} />}
            {/* Once a Pick & Pray contest's picks have locked, no race's close matters to a player any more. */}
            {contest.isCancelled || arePicksLocked(contest, races.data, now) ? null : (
              <NextClose races={races.data} />
            )}
            <RaceList contest={contest} races={races.data} entry={entry} palette={palette} now={now} />
          </>
        ) : null}
      </CardContent>
      {hasAnalysis && analysisShown ? (
        <Suspense fallback={null}>
          <AnalysisDialog
            open={analysisOpen}
            onClose={() => setAnalysisOpen(false)}
            analysis={contest.analysis}
          />
        </Suspense>
      ) : null}
    </Card>
  );
}

function ExternalButton({ href, icon, children }: { href: string; icon: ReactNode; children: string }) {
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={icon}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
    >
      {children}
      <Box component="span" sx={visuallyHidden}>
        {' '}
        (opens in a new tab)
      </Box>
    </Button>
  );
}

function RaceList({
  contest,
  races,
  entry,
  palette,
  now,
}: RacesCardProps & { races: ContestRaceDetail[]; now: number }) {
  const picks = usePlayerPicks(contest.slug, entry?.id ?? null);
  const [focusRaceId, setFocusRaceId] = useState<number | null>(null);
  // The play a tap just placed, which Undo takes back.
  const [picked, setPicked] = useState<Play | null>(null);
  const closePicked = useCallback(() => setPicked(null), []);
  useEffect(() => {
    if (focusRaceId === null) return;
    const heading = document.getElementById(raceHeadingId(focusRaceId));
    heading?.scrollIntoView?.({ block: 'start' });
    heading?.focus({ preventScroll: true });
    setFocusRaceId(null);
  }, [focusRaceId]);
  // The race a link names (a push alert's click) starts open, else the next race open to plays; the player can open
  // and close any race.
  const linked = useLinkedRace(races);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => {
    const next =
      linked ??
      (contest.isCancelled
        ? undefined
        : races.find((contestRace) => raceState(contestRace.race, now) === 'open'));
    return new Set(next ? [next.id] : []);
  });
  const picksLocked = arePicksLocked(contest, races, now);
  const firstRace = contest.picksLockAt === 'first-race' ? firstRaceOf(races) : undefined;
  if (races.length === 0) return <Typography color="text.secondary">No races in this contest.</Typography>;
  const toggle = (id: number, open: boolean) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });
  // Where a play moves the card to, or where Undo takes it back to: open, in view and focused.
  const openRace = (contestRaceId: number) => {
    toggle(contestRaceId, true);
    setFocusRaceId(contestRaceId);
  };
  const showProgress =
    entry !== null && !contest.isCancelled && contest.format !== ContestFormat.None && picks.isSuccess;
  return (
    <Box>
      {showProgress ? (
        <Suspense fallback={null}>
          <PickProgressLine races={races} picks={picks.data} picksLockAt={contest.picksLockAt} now={now} />
        </Suspense>
      ) : null}
      {races.map((contestRace) => (
        <RaceRow
          key={contestRace.id}
          contest={contest}
          contestRace={contestRace}
          entry={entry}
          palette={palette}
          expanded={expanded.has(contestRace.id)}
          onToggle={(open) => toggle(contestRace.id, open)}
          picksLocked={picksLocked}
          picksCloseWith={firstRace?.race}
          myPicks={picks.data?.filter((play) => play.race === contestRace.id)}
          now={now}
          onPlayPlaced={setPicked}
        />
      ))}
      {picked ? (
        <Suspense fallback={null}>
          <AfterPick
            key={picked.id}
            slug={contest.slug}
            play={picked}
            races={races}
            picks={picks.data ?? []}
            picksLockAt={contest.picksLockAt}
            picksLocked={picksLocked || contest.isCancelled}
            now={now}
            openRace={openRace}
            onClose={closePicked}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
