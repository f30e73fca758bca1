import type { Contest } from '@cj/shared/contests';
import { CONTEST_FORMAT_LABELS, type ContestFormat } from '@cj/shared/enums';
import type { Player } from '@cj/shared/players';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { formatContestStart, useViewerTimezone } from '@/lib/zoned-time';
import { formatDollars } from '../utils/money';
import { playerScore } from '../utils/score';
import { isShareable } from '../utils/shareable';
import { OfficialChip } from './official-chip';

// The entry selector (a text field's select and menu) shows only to a player with several entries: it loads then.
const PlayerSelect = lazy(() => import('./player-select').then((m) => ({ default: m.PlayerSelect })));
// Share shows only to a player once the contest has started: it loads then, outside a visitor's first load.
const ShareButton = lazy(() => import('./share-button').then((m) => ({ default: m.ShareButton })));

interface ContestHeaderProps {
  contest: Contest;
  entries: Player[];
  /** The entry plays are placed for. */
  entry: Player | null;
  onSelectEntry: (playerId: number) => void;
}

/** The entry's figures (or its selector) and Share: on the right of a wide header, under the name on a phone. */
const entryColumnSx = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: { xs: 'stretch', sm: 'flex-end' },
  gap: 1,
} as const;

/**
 * The contest's name and start (date, and time at its first race's track with the zone, and the viewer's), and the player's bankroll (spec §2) — in a Win contest the score, never called a
 * bankroll; when the leaderboard shows another figure the header says why (utils/score.ts). With several entries, a
 * selector of entries by that figure and name chooses the one plays are placed for. Once the contest has started,
 * Share shows the chosen entry's card and its link.
 */
export function ContestHeader({ contest, entries, entry, onSelectEntry }: ContestHeaderProps) {
  const viewer = useViewerTimezone();
  const format = CONTEST_FORMAT_LABELS[contest.format as ContestFormat];
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'flex-end' },
        gap: 2,
        mb: 2,
      }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {contest.name}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography color="text.secondary">
            {formatContestStart(contest.startTime, contest.timezone, { viewer })}
            {format && format !== 'None' ? ` · ${format}` : ''}
          </Typography>
          <OfficialChip contest={contest} />
        </Box>
      </Box>
      {entry ? (
        <Box sx={entryColumnSx}>
          {entries.length > 1 ? (
            <Suspense fallback={<Box sx={{ minWidth: 240, height: 40 }} />}>
              <PlayerSelect contest={contest} entries={entries} entry={entry} onSelectEntry={onSelectEntry} />
            </Suspense>
          ) : (
            <EntryFigures format={contest.format} entry={entry} />
          )}
          {isShareable(contest) ? (
            <Suspense fallback={null}>
              <ShareButton contest={contest} entry={entry} />
            </Suspense>
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
}

/** The entry's figure, and the leaderboard's when it differs, with the reason. */
function EntryFigures({ format, entry }: { format: number; entry: Player }) {
  const score = playerScore(format, entry);
  return (
    <Box component="dl" sx={{ m: 0, textAlign: { sm: 'right' } }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {score.label}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, fontWeight: 700, fontSize: '1.25rem', fontVariantNumeric: 'tabular-nums' }}
      >
        {formatDollars(score.amount)}
      </Typography>
      {score.leaderboardNote ? (
        <>
          <Typography component="dt" variant="body2" color="text.secondary">
            Leaderboard
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
            {formatDollars(entry.leaderboardBankroll)} ({score.leaderboardNote})
          </Typography>
        </>
      ) : null}
    </Box>
  );
}
