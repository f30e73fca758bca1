import type { Prize } from '@cj/shared/contests';
import type { Player } from '@cj/shared/players';
import { leaderboardPrizeText } from '@cj/shared/rules/leaderboard-prize';
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
  /** On a ranked list: the contest's prizes, each row in the money saying what it wins. */
  prizes?: readonly Prize[];
  /** Every entry is in `players` (no page left to load): the size of the last tie is known. */
  complete?: boolean;
}

/**
 * How many entries share `index`'s rank: known once a row of a worse rank follows (competition ranks: the next rank
 * is the tie's rank plus its size) or the list is complete; null while the tie may go on in rows not loaded yet.
 */
function tieSize(players: readonly Player[], index: number, complete: boolean): number | null {
  const rank = players[index]!.rank;
  if (rank === null) return null;
  const next = players.find((player) => player.rank !== null && player.rank > rank);
  if (next?.rank != null) return next.rank - rank;
  return complete ? players.filter((player) => player.rank === rank).length : null;
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
  prizes = [],
  complete = false,
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
              <LeaderboardRow
                slug={slug}
                player={player}
                palette={palette}
                pin={pinFor?.(player)}
                prize={
                  player.rank === null || prizes.length === 0
                    ? null
                    : leaderboardPrizeText(player.rank, tieSize(players, index, complete), prizes)
                }
              />
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
