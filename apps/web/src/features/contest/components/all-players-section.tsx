import type { Player } from '@cj/shared/players';
import { lastPrizedPlace } from '@cj/shared/rules/standing';
import Button from '@mui/material/Button';
import { InlineLoader } from '@/components/ui/inline-loader';
import type { SaddleClothPalette } from '@/lib/program-number-colors';
import { usePlayerCount } from '../api/get-player-count';
import { usePlayers } from '../api/get-players';
import { usePrizes } from '../api/get-prizes';
import type { PinControl } from './leaderboard-row';
import { LeaderboardSection } from './leaderboard-section';

const PLAYER_LIST_EMPTY = 'Player list will be available soon.';

/** 'All Entries (count)': the whole leaderboard, 10 entries a page, Load more while the last page was full. */
export function AllPlayersSection({
  slug,
  palette,
  pinFor,
}: {
  slug: string;
  palette: SaddleClothPalette;
  pinFor?: (player: Player) => PinControl;
}) {
  const players = usePlayers(slug);
  const count = usePlayerCount(slug);
  const prizes = usePrizes(slug);
  const list = players.data?.pages.flat() ?? [];
  // Load more while the last page came back full, unless the count says every entry is already here.
  const more = players.hasNextPage && !(count.isSuccess && list.length >= count.data);
  return (
    <LeaderboardSection
      title={count.isSuccess ? `All Entries (${count.data})` : 'All Entries'}
      slug={slug}
      players={list}
      palette={palette}
      emptyText={players.isSuccess ? PLAYER_LIST_EMPTY : undefined}
      pinFor={pinFor}
      lastPrizedPlace={lastPrizedPlace((prizes.data ?? []).map((prize) => prize.placement))}
      prizes={prizes.data}
      complete={players.isSuccess && !more}
      footer={
        players.isPending ? (
          <InlineLoader label="Loading entries" />
        ) : more ? (
          <Button
            variant="outlined"
            onClick={() => players.fetchNextPage()}
            loading={players.isFetchingNextPage}
            sx={{ mt: 1.5 }}
          >
            Load more
          </Button>
        ) : null
      }
    />
  );
}
