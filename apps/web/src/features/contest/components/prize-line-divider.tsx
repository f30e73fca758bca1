import type { Player } from '@cj/shared/players';
import { ordinal } from '@cj/shared/rules/ordinal';
import Box from '@mui/material/Box';

/**
 * Whether the prizes end between `player` and `next` on the ranked leaderboard: `player` holds a prized place
 * (rank at most the last prized place; tied entries share it) and `next` does not. Unranked entries draw no line.
 */
export function prizesEndAfter(
  player: Player,
  next: Player | undefined,
  lastPrizedPlace: number | null,
): boolean {
  if (lastPrizedPlace === null || !next || player.rank === null || next.rank === null) return false;
  return player.rank <= lastPrizedPlace && next.rank > lastPrizedPlace;
}

/** The line the leaderboard draws where the prizes end: a list row holding a labelled separator. */
export function PrizeLineDivider({ lastPrizedPlace }: { lastPrizedPlace: number }) {
  const label =
    lastPrizedPlace === 1
      ? 'Prize line: only 1st place wins a prize'
      : `Prize line: places 1st to ${ordinal(lastPrizedPlace)} win prizes`;
  return (
    <Box component="li" sx={{ py: 0.5 }}>
      {/* Drawn as MUI's Divider with a label (its element, role and lines) without its code. */}
      <Box
        role="separator"
        aria-orientation="horizontal"
        aria-label={label}
        sx={{
          display: 'flex',
          flexShrink: 0,
          m: 0,
          border: 0,
          whiteSpace: 'nowrap',
          textAlign: 'center',
          color: 'success.dark',
          typography: 'caption',
          fontWeight: 600,
          '&::before, &::after': {
            content: '""',
            alignSelf: 'center',
            width: '100%',
            borderTop: 'thin solid',
            borderColor: 'success.main',
          },
        }}
      >
        <Box component="span" sx={{ display: 'inline-block', px: 'calc(8px * 1.2)', whiteSpace: 'nowrap' }}>
          Prize line
        </Box>
      </Box>
    </Box>
  );
}
