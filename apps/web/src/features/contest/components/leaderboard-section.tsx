import type { Player } from '@cj/shared/players';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode, useId } from 'react';
import type { SaddleClothPalette } from '@/lib/program-number-colors';
import { LeaderboardRow, type PinControl } from './leaderboard-row';
import { PrizeLineDivider, prizesEndAfter } from './prize-line-divider';

interface LeaderboardSectionProps {
  title: string;
  slug: string;
  players: Player[];
  palette: SaddleClothPalette;
  /** Shown instead of the list when it is empty; nothing when omitted. */
  emptyText?: string;
  /** The pin control of each row, when pinning is offered. */
  pinFor?: (player: Player) => PinControl;
  /** Below the list: loading, errors, Load more. */
  footer?: ReactNode;
  /** On a ranked list (All Entries): the last prized place, where a line is drawn. */
  lastPrizedPlace?: number | null;
}

/** A titled list of entries: Your Entries, Pinned Entries or All Entries. */
export function LeaderboardSection({
  title,
  slug,
  players,
  palette,
  emptyText,
  pinFor,
  footer,
  lastPrizedPlace = null,
}: LeaderboardSectionProps) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 2 }}>
      <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
        {title}
      </Typography>
      {players.length === 0 && emptyText ? <Typography color="text.secondary">{emptyText}</Typography> : null}
      {players.length > 0 ? (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {players.map((player, index) => (
            <Fragment key={player.id}>
              <LeaderboardRow slug={slug} player={player} palette={palette} pin={pinFor?.(player)} />
              {prizesEndAfter(player, players[index + 1], lastPrizedPlace) ? (
                <PrizeLineDivider lastPrizedPlace={lastPrizedPlace!} />
              ) : null}
            </Fragment>
          ))}
        </Box>
      ) : null}
      {footer}
    </Box>
  );
}
