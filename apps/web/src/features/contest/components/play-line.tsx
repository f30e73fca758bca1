import { alternateLabel, cappedPayoffLabel } from '@cj/shared/play-messages';
import type { Play } from '@cj/shared/plays';
import { scratchedPlayNote } from '@cj/shared/rules/scratched-play';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ProgramNumber } from '@/components/races/program-number';
import type { SaddleClothPalette } from '@/lib/program-number-colors';
import { formatDollars, formatPayoff } from '../utils/money';

interface PlayLineProps {
  wager: Play;
  palette: SaddleClothPalette;
  /** What the line says above the runner: the race (an entry's plays) or the entry (a race's plays). */
  context?: string;
  /** A button beside the amount, such as Remove. */
  action?: ReactNode;
}

/**
 * One play: its runner (and its alternate, 'Alternate: #5 Name'), its stake, and once the race is finalized its
 * payoff ('+$8.40') next to the stake. A play whose runner is scratched says so at once, struck through, and what
 * it will be (or was) scored as: 'Scratched — will be scored as #5 Name (your alternate)', '… the post-time
 * favorite' (rules/scratched-play.ts). A payoff the contest's cap lowered says so ('$50.00, capped at $42.00').
 */
export function PlayLine({ wager, palette, context, action }: PlayLineProps) {
  const { runner, alternateRunner, payoutCap, payoff } = wager;
  const scratchNote = scratchedPlayNote(wager);
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 1.5,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <ProgramNumber value={runner.programNumber} palette={palette} />
      <Box sx={{ flex: '1 1 0', minWidth: 0 }}>
        {context ? (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {context}
          </Typography>
        ) : null}
        <Typography
          sx={{
            fontWeight: 500,
            overflowWrap: 'anywhere',
            ...(runner.scratched ? { textDecoration: 'line-through', color: 'text.secondary' } : {}),
          }}
        >
          {runner.name}
        </Typography>
        {scratchNote ? (
          <Typography variant="body2" sx={{ color: 'error.dark', fontWeight: 600, overflowWrap: 'anywhere' }}>
            {scratchNote}
          </Typography>
        ) : null}
        {alternateRunner ? (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {alternateLabel(alternateRunner)}
          </Typography>
        ) : null}
        {payoutCap ? (
          <Typography variant="body2" color="text.secondary">
            {cappedPayoffLabel(payoutCap)}
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ textAlign: 'right', flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>
        <Typography component="span" sx={{ display: 'block' }}>
          {formatDollars(wager.amount)}
        </Typography>
        {payoff !== null ? (
          <Typography
            component="span"
            variant="body2"
            sx={{ display: 'block', fontWeight: 600, color: payoff > 0 ? 'primary.dark' : 'text.secondary' }}
          >
            {formatPayoff(payoff)}
          </Typography>
        ) : null}
      </Box>
      {action ? (
        // On a phone the buttons take a line of their own, so the runner and what it is scored as keep the width.
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'flex-end',
            gap: 0.5,
            flexBasis: { xs: '100%', sm: 'auto' },
          }}
        >
          {action}
        </Box>
      ) : null}
    </Box>
  );
}
