import { PAGE_SIZE } from '@cj/shared/constants';
import type { Player } from '@cj/shared/players';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPlayersPage } from '@/api/contests/get-players';
import { contestKeys } from '@/features/admin-contests/api/contest-keys';

/** Pages read at most: 100 pages of 10 cover any prize placement the API allows (1,000). */
const MAX_PAGES = 100;

/**
 * The ranked entries that may win a prize of the last placement `lastPlacement`: the leaderboard from the top down
 * to that placement, and on, while entries are tied with the one there (a tie shares the prizes of the places it
 * occupies). Read page by page (10 entries each) until then.
 */
async function getWinningPlayers(slug: string, lastPlacement: number, signal?: AbortSignal) {
  const entries: Player[] = [];
  for (let page = 0; page < MAX_PAGES && lastPlacement > 0; page++) {
    const players = await getPlayersPage(slug, entries.length, signal);
    entries.push(...players);
    if (players.length < PAGE_SIZE.players) break;
    const atLastPlace = entries[lastPlacement - 1];
    if (atLastPlace && entries.at(-1)?.rank !== atLastPlace.rank) break;
  }
  return entries.filter((entry) => entry.rank !== null);
}

const getWinningPlayersQueryOptions = (slug: string, lastPlacement: number) =>
  queryOptions({
    queryKey: [...contestKeys.winners(slug), lastPlacement],
    queryFn: ({ signal }) => getWinningPlayers(slug, lastPlacement, signal),
  });

export function useWinningPlayers(slug: string, lastPlacement: number, enabled: boolean) {
  return useQuery({ ...getWinningPlayersQueryOptions(slug, lastPlacement), enabled });
}
