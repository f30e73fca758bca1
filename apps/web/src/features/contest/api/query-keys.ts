/**
 * Query keys of one contest. Everything sits under ['contest', slug], so enrolling can refresh the whole page at
 * once, and a play refreshes the wagers and entries (bankrolls) of its contest only.
 */
export const contestKeys = {
  all: (slug: string) => ['contest', slug] as const,
  detail: (slug: string) => [...contestKeys.all(slug), 'detail'] as const,
  races: (slug: string) => [...contestKeys.all(slug), 'races'] as const,
  prizes: (slug: string) => [...contestKeys.all(slug), 'prizes'] as const,
  sponsors: (slug: string) => [...contestKeys.all(slug), 'sponsors'] as const,
  players: (slug: string) => [...contestKeys.all(slug), 'players'] as const,
  allPlayers: (slug: string) => [...contestKeys.players(slug), 'all'] as const,
  myPlayers: (slug: string) => [...contestKeys.players(slug), 'me'] as const,
  pinnedPlayers: (slug: string, ids: readonly number[]) =>
    [...contestKeys.players(slug), 'pinned', ids.join(',')] as const,
  playerCount: (slug: string) => [...contestKeys.players(slug), 'count'] as const,
  wagers: (slug: string) => [...contestKeys.all(slug), 'wagers'] as const,
  entryWagers: (slug: string, playerId: number) => [...contestKeys.wagers(slug), 'entry', playerId] as const,
  raceWagers: (slug: string, contestRaceId: number) =>
    [...contestKeys.wagers(slug), 'race', contestRaceId, 'all'] as const,
  myRaceWagers: (slug: string, contestRaceId: number) =>
    [...contestKeys.wagers(slug), 'race', contestRaceId, 'me'] as const,
};

/** A contest in a path: the slug as typed in the address, encoded. */
export const contestPath = (slug: string) => `/contest/${encodeURIComponent(slug)}`;
