/**
 * Query keys of the contests the admin area manages. Everything of one contest sits under
 * ['admin-contests', 'contest', slug], so a change that touches a contest widely (a new slug, a removed entry) can
 * refresh all of it at once; the list of contests and the pending prizes cross contests and sit beside them.
 */
export const contestKeys = {
  all: ['admin-contests'] as const,
  list: ['admin-contests', 'list'] as const,
  pendingPrizes: ['admin-contests', 'pending-prizes'] as const,
  accountSearch: (text: string) => ['admin-contests', 'account-search', text] as const,
  contest: (slug: string) => ['admin-contests', 'contest', slug] as const,
  detail: (slug: string) => [...contestKeys.contest(slug), 'detail'] as const,
  races: (slug: string) => [...contestKeys.contest(slug), 'races'] as const,
  prizes: (slug: string) => [...contestKeys.contest(slug), 'prizes'] as const,
  sponsors: (slug: string) => [...contestKeys.contest(slug), 'sponsors'] as const,
  players: (slug: string) => [...contestKeys.contest(slug), 'players'] as const,
  playerList: (slug: string) => [...contestKeys.players(slug), 'list'] as const,
  playerCount: (slug: string) => [...contestKeys.players(slug), 'count'] as const,
  /** The entries that win prizes, for the prize card: they move whenever entries or prizes change. */
  winners: (slug: string) => [...contestKeys.players(slug), 'winners'] as const,
  player: (slug: string, playerId: number) => [...contestKeys.players(slug), 'entry', playerId] as const,
  entryPlays: (slug: string, playerId: number) => [...contestKeys.player(slug, playerId), 'plays'] as const,
  /** Every contest race page: a play placed or an entry removed elsewhere changes their plays. */
  contestRaces: ['admin-contests', 'contest-race'] as const,
  contestRace: (contestRaceId: number) => [...contestKeys.contestRaces, contestRaceId] as const,
  contestRacePlays: (contestRaceId: number) => [...contestKeys.contestRace(contestRaceId), 'plays'] as const,
};

/** A contest in an API path: `/contest/{slug}`, the slug encoded. */
export const contestApiPath = (slug: string) => `/contest/${encodeURIComponent(slug)}`;
