/**
 * Query keys of the contests, one factory for every part of the app that reads a contest (the public contest
 * pages and the admin area). Everything of one contest sits under ['contest', slug], so a change that touches a
 * contest widely (an administrator's edit, a new slug, enrolling) refreshes all of it at once, wherever it shows.
 */
export const contestKeys = {
  /** Every contest's data, of every contest. */
  everyContest: ['contest'] as const,
  all: (slug: string) => ['contest', slug] as const,
  detail: (slug: string) => [...contestKeys.all(slug), 'detail'] as const,
  races: (slug: string) => [...contestKeys.all(slug), 'races'] as const,
  prizes: (slug: string) => [...contestKeys.all(slug), 'prizes'] as const,
  sponsors: (slug: string) => [...contestKeys.all(slug), 'sponsors'] as const,
  players: (slug: string) => [...contestKeys.all(slug), 'players'] as const,
  /** The players by rank, page after page. */
  allPlayers: (slug: string) => [...contestKeys.players(slug), 'all'] as const,
  myPlayers: (slug: string) => [...contestKeys.players(slug), 'me'] as const,
  pinnedPlayers: (slug: string, ids: readonly number[]) =>
    [...contestKeys.players(slug), 'pinned', ids.join(',')] as const,
  playerCount: (slug: string) => [...contestKeys.players(slug), 'count'] as const,
  /** The players who win prizes, for the admin prize card: they move whenever players or prizes change. */
  winners: (slug: string) => [...contestKeys.players(slug), 'winners'] as const,
  player: (slug: string, playerId: number) => [...contestKeys.players(slug), 'player', playerId] as const,
  /** Every play of the contest, in every list: the public pages' and the admin area's. */
  plays: (slug: string) => [...contestKeys.all(slug), 'plays'] as const,
  playerPlays: (slug: string, playerId: number) => [...contestKeys.plays(slug), 'player', playerId] as const,
  racePlays: (slug: string, contestRaceId: number) =>
    [...contestKeys.plays(slug), 'race', contestRaceId, 'all'] as const,
  myRacePlays: (slug: string, contestRaceId: number) =>
    [...contestKeys.plays(slug), 'race', contestRaceId, 'me'] as const,
  pinnedRacePlays: (slug: string, contestRaceId: number, playerIds: readonly number[]) =>
    [
      ...contestKeys.plays(slug),
      'race',
      contestRaceId,
      'pinned',
      [...playerIds].sort((a, b) => a - b).join(','),
    ] as const,
};

/** A contest in an API path: `/contest/{slug}`, the slug as typed in the address, encoded. */
export const contestPath = (slug: string) => `/contest/${encodeURIComponent(slug)}`;
