import type { Contest, ContestRaceDetail } from '@cj/shared/contests';
import { ContestFormat } from '@cj/shared/enums';
import { PLAY_MESSAGES } from '@cj/shared/play-messages';
import type { Player } from '@cj/shared/players';
import type { Play } from '@cj/shared/plays';
import { type RaceState, raceState } from '@cj/shared/rules/race-state';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { Accordion } from '@/components/ui/accordion';
import { StatusChip } from '@/components/ui/status-chip';
import type { SaddleClothPalette } from '@/lib/program-number-colors';
import { formatZonedTime, useViewerTimezone } from '@/lib/zoned-time';
import { raceHeadingId } from '../hooks/use-linked-race';
import { PinnedPlays } from './pinned-plays';
import { RacePickSummary } from './race-pick-summary';
import { RacePlays } from './race-plays';
import { RaceResults } from './race-results';
import { RunnerList } from './runner-list';
import { ScoringLogButton } from './scoring-log-button';

// Only a player's open races take plays (the play form, the pick's state, the entry's plays): not part of a
// visitor's first load; until it has loaded, the race's runners stand in its place.
const OpenRacePlay = lazy(() => import('./open-race-play').then((m) => ({ default: m.OpenRacePlay })));

/** Where the race stands for the player: a cancelled contest's races take no plays and count for nothing. */
type RowState = RaceState | 'cancelled';

const STATE_LABELS: Record<RowState, string> = {
  open: 'Open',
  closed: 'Closed',
  finalized: 'Final',
  cancelled: 'Cancelled',
};

export interface RaceRowProps {
  contest: Pick<Contest, 'slug' | 'format' | 'isCancelled' | 'alternatesEnabled'>;
  contestRace: ContestRaceDetail;
  /** The entry plays are placed for; null for a visitor or an account not entered. */
  entry: Player | null;
  palette: SaddleClothPalette;
  expanded: boolean;
  onToggle: (expanded: boolean) => void;
  /** Pick & Pray: the contest's picks locked with its first race, so this race takes no more plays. */
  picksLocked?: boolean;
  /** Pick & Pray, before the lock: the contest's first race, whose close ends this race's picks too. */
  picksCloseWith?: ContestRaceDetail['race'];
  /** The entry's plays on this race, shown in the collapsed row ('Your pick: #3 Name'). */
  myPicks?: readonly Play[];
  /** The time on the server's clock (lib/use-server-now.ts): the race closes at its post time on it. */
  now: number;
  /** A new play was placed on this race (not a changed pick): it can be taken back, and the card moves on. */
  onPlayPlaced?: (play: Play) => void;
}

/**
 * A race of the contest: 'Race N', post time at the track with its zone (and the viewer's time) and state; opening
 * it shows runners and plays.
 */
export function RaceRow({
  contest,
  contestRace,
  entry,
  palette,
  expanded,
  onToggle,
  picksLocked = false,
  picksCloseWith,
  myPicks = [],
  now,
  onPlayPlaced,
}: RaceRowProps) {
  const viewer = useViewerTimezone();
  const { race } = contestRace;
  const state: RowState = contest.isCancelled ? 'cancelled' : raceState(race, now);
  // Why a play sent as the race closed was refused: shown with the closed race, as the form that sent it has gone.
  const [refusal, setRefusal] = useState<string | null>(null);
  const headingId = raceHeadingId(contestRace.id);
  return (
    <Accordion
      expanded={expanded}
      onToggle={onToggle}
      summaryId={headingId}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
      summary={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, width: '100%', pr: 1 }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              Race {race.raceNumber}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {race.track.name} · Post {formatZonedTime(race.postTime, race.track.timezone, { viewer })}
            </Typography>
            <RacePickSummary plays={myPicks} results={race.finalized ? contestRace.results : undefined} />
          </Box>
          <StatusChip
            label={STATE_LABELS[state]}
            variant={state === 'open' ? 'filled' : 'outlined'}
            sx={{ flexShrink: 0 }}
          />
        </Box>
      }
    >
      {/* MUI's AccordionDetails' padding, without its top. */}
      <Box sx={{ px: 2, pb: 2 }}>
        <RaceDetails
          contest={contest}
          contestRace={contestRace}
          entry={entry}
          palette={palette}
          state={state}
          picksLocked={picksLocked}
          picksCloseWith={picksCloseWith}
          refusal={refusal}
          onRaceClosed={setRefusal}
          onPlayPlaced={onPlayPlaced}
        />
      </Box>
    </Accordion>
  );
}

function RaceDetails({
  contest,
  contestRace,
  entry,
  palette,
  state,
  picksLocked,
  picksCloseWith,
  refusal,
  onRaceClosed,
  onPlayPlaced,
}: Omit<RaceRowProps, 'expanded' | 'onToggle' | 'myPicks' | 'now'> & {
  state: RowState;
  refusal: string | null;
  onRaceClosed: (message: string) => void;
}) {
  const viewer = useViewerTimezone();
  const { race } = contestRace;
  // In Pick & Pray every race's picks close with the first race.
  const closing = picksCloseWith ?? race;
  if (state !== 'open' || picksLocked) {
    return (
      <>
        {refusal && state !== 'finalized' ? (
          <Alert severity="warning" sx={{ mb: 1 }}>
            {refusal}
          </Alert>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {state === 'finalized'
              ? 'This race is final.'
              : state === 'cancelled'
                ? PLAY_MESSAGES.contestCancelled
                : state === 'closed'
                  ? 'Wagering is closed for this race.'
                  : PLAY_MESSAGES.picksLocked}
          </Typography>
        )}
        <RunnerList runners={contestRace.runners} palette={palette} />
        <Box sx={{ mt: 2 }}>
          {state === 'finalized' ? (
            <>
              <RaceResults results={contestRace.results} palette={palette} />
              <ScoringLogButton
                slug={contest.slug}
                contestRaceId={contestRace.id}
                raceNumber={race.raceNumber}
                timezone={race.track.timezone}
                palette={palette}
              />
            </>
          ) : null}
          <PinnedPlays slug={contest.slug} contestRaceId={contestRace.id} open={false} palette={palette} />
          <RacePlays slug={contest.slug} contestRaceId={contestRace.id} palette={palette} />
        </Box>
      </>
    );
  }

  const canPlay = entry !== null && !contest.isCancelled && contest.format !== ContestFormat.None;
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Closes at {formatZonedTime(closing.postTime, closing.track.timezone, { withDate: true, viewer })}
        {closing.id === race.id ? null : `, with Race ${closing.raceNumber} (Pick & Pray)`}
      </Typography>
      {canPlay ? (
        <Suspense fallback={<RunnerList runners={contestRace.runners} palette={palette} />}>
          <OpenRacePlay
            contest={contest}
            contestRace={contestRace}
            entry={entry}
            palette={palette}
            onRaceClosed={onRaceClosed}
            onPlayPlaced={onPlayPlaced}
          />
        </Suspense>
      ) : (
        <RunnerList runners={contestRace.runners} palette={palette} />
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {picksCloseWith
          ? "Other players' plays show once wagering closes on the first race."
          : "Other players' plays show once wagering closes."}
      </Typography>
      <PinnedPlays slug={contest.slug} contestRaceId={contestRace.id} open palette={palette} />
    </>
  );
}
