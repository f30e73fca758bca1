import type { RaceCardSummary } from '@cj/shared/race-cards';
import type { Race, RaceResult, Runner, Track } from '@cj/shared/races';
import { jsonResponse, mockApi, testAccount } from '@/testing/test-utils';

export const administrator = { ...testAccount, isAdministrator: true };

export const churchill: Track = { id: 3, code: 'CD', name: 'Churchill Downs', timezone: 'America/New_York' };
export const yonkers: Track = { id: 5, code: 'YR', name: 'Yonkers Raceway', timezone: 'America/New_York' };

/** Race 4 at Churchill Downs on May 3, 2025, post time 1:05 PM at the track (17:05 UTC). */
export const race: Race = {
  id: 41,
  raceNumber: 4,
  raceDate: '2025-05-03',
  raceType: 1,
  postTime: '2025-05-03T17:05:00.000Z',
  isWageringClosed: false,
  finalized: false,
  minWagerAmount: 0,
  favoriteRunnerId: null,
  track: churchill,
};

/** The server's time on the race's day before its post time (the tests' answers' Date header): the race is open. */
const BEFORE_POST_TIME = '2025-05-03T16:00:00.000Z';

/** mockApi with answers that tell the server's time as BEFORE_POST_TIME: the race (and a contest's) is open. */
export const mockRaceDayApi = (handlers: Parameters<typeof mockApi>[0]) =>
  mockApi(handlers, { serverTime: BEFORE_POST_TIME });

export function runner(overrides: Partial<Runner> & Pick<Runner, 'id' | 'programNumber' | 'name'>): Runner {
  return { raceID: race.id, morningLine: '5-2', scratched: false, mto: false, ae: false, ...overrides };
}

export const runners: Runner[] = [
  runner({ id: 101, programNumber: '1', name: 'Able Baker / Able Charlie', morningLine: '9-2' }),
  runner({ id: 102, programNumber: '2', name: 'Bold Ruler', morningLine: '2-1', mto: true }),
  runner({ id: 103, programNumber: '3', name: 'Crimson Tide', morningLine: '6-1', scratched: true }),
];

export const winResult: RaceResult = {
  id: 7,
  pool: 1,
  payoff: 6.4,
  runners: [
    { id: 102, programNumber: '2', name: 'Bold Ruler' },
    { id: 101, programNumber: '1', name: 'Able Baker / Able Charlie' },
  ],
};

export const cards: RaceCardSummary[] = [
  { date: '2025-05-03', track: { id: churchill.id, name: churchill.name }, racesCount: 12 },
  { date: '2025-05-04', track: { id: yonkers.id, name: yonkers.name }, racesCount: 1 },
];

type Handlers = Parameters<typeof mockApi>[0];

/**
 * The calls the Manage Race page makes, answering `race` with its runners and results; `extra` adds or replaces
 * handlers (PUT, POST...).
 */
export function raceApi(
  { race: shown = race, runners: shownRunners = runners, results = [] as RaceResult[] } = {},
  extra: Handlers = {},
): Handlers {
  return {
    [`GET /api/race/${shown.id}`]: () => jsonResponse(shown),
    [`GET /api/race/${shown.id}/runners`]: () => jsonResponse(shownRunners),
    [`GET /api/race/${shown.id}/results`]: () => jsonResponse(results),
    ...extra,
  };
}

/** The JSON body of the first call made with `method` to `path`. */
/** The calls made with `method` to `path`. */
export function callsTo(api: ReturnType<typeof mockApi>, method: string, path: string) {
  return api.mock.calls.filter(
    ([input, init]) =>
      (init?.method ?? 'GET') === method && new URL(String(input), 'http://x').pathname === path,
  );
}

export function sentBody(api: ReturnType<typeof mockApi>, method: string, path: string): unknown {
  const call = api.mock.calls.find(
    ([input, init]) =>
      (init?.method ?? 'GET') === method && new URL(String(input), 'http://x').pathname === path,
  );
  if (!call) throw new Error(`No ${method} ${path} was made.`);
  return call[1]?.body === undefined ? undefined : JSON.parse(String(call[1].body));
}
