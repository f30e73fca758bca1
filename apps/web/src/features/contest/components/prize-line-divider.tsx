import type { Player } from '@cj/shared/players';
import { ordinal } from '@cj/shared/rules/ordinal';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';

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
      <Divider
        role="separator"
        aria-label={label}
        sx={{
          color: 'success.dark',
          typography: 'caption',
          fontWeight: 600,
          '&::before, &::after': { borderColor: 'success.main' },
        }}
      >
        Prize line
      </Divider>
    </Box>
  );
}
