/**
 * Query keys of the race data the admin area manages. Tracks are public and shared with every list of tracks;
 * cards and races sit under ['race-data'], so an import, which may touch any card and race, refreshes them all.
 */
export const raceDataKeys = {
  tracks: ['tracks'] as const,
  timezones: ['timezones'] as const,
  all: ['race-data'] as const,
  raceCards: ['race-data', 'race-cards'] as const,
  raceCardsOfDate: (date: string) => [...raceDataKeys.raceCards, 'list', date] as const,
  cardRaces: (trackId: number, raceDate: string) =>
    [...raceDataKeys.raceCards, 'races', trackId, raceDate] as const,
  race: (raceId: number) => [...raceDataKeys.all, 'race', raceId] as const,
  runners: (raceId: number) => [...raceDataKeys.race(raceId), 'runners'] as const,
  results: (raceId: number) => [...raceDataKeys.race(raceId), 'results'] as const,
};
