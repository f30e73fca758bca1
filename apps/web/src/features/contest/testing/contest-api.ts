import type { Ad } from '@cj/shared/ads';
import type { Contest, ContestRaceDetail, Prize, Sponsor } from '@cj/shared/contests';
import type { Player } from '@cj/shared/players';
import type { Play } from '@cj/shared/plays';
import type { Standing } from '@cj/shared/standing';
import { apiError, jsonResponse, mockApi } from '@/testing/test-utils';
import { makeContest, SLUG } from './fixtures';

type Handlers = Parameters<typeof mockApi>[0];

export interface ContestApiData {
  contest?: Contest;
  races?: ContestRaceDetail[];
  prizes?: Prize[];
  sponsors?: Sponsor[];
  /** Every entry, by rank; served 10 a page. */
  players?: Player[];
  myPlayers?: Player[];
  /** GET players/me/standing; 404 (no entry) when omitted. */
  standing?: Standing;
  myRacePlays?: Record<number, Play[]>;
  racePlays?: Record<number, Play[]>;
  playerPlays?: Record<number, Play[]>;
  /** The contest page's ads (GET /api/ads?placement=2). */
  ads?: Ad[];
  /**
   * The server's time every answer tells (its Date header): races are open until their post time on it. By default
   * SERVER_TIME, before the fixtures' first post time; a function follows a clock the test moves.
   */
  serverTime?: string | (() => number);
}

/** The fixtures' server time: the day of their races (makeRace), an hour before the first post time. */
export const SERVER_TIME = '2024-05-04T16:05:00.000Z';

/**
 * Answers the contest page's reads from `data`, like the API (paging 10 at a time); `extra` adds or replaces
 * handlers ('POST /api/race/501/wager'...). Returns the fetch mock.
 */
export function mockContestApi(data: ContestApiData = {}, extra: Handlers = {}) {
  const contest = data.contest ?? makeContest();
  const base = `/api/contest/${SLUG}`;
  const players = data.players ?? [];
  const page = <T>(items: T[], url: URL) => {
    const offset = Number(url.searchParams.get('offset') ?? 0);
    return items.slice(offset, offset + 10);
  };
  const handlers: Handlers = {
    [`GET ${base}`]: () => jsonResponse(contest),
    [`GET ${base}/races`]: () => jsonResponse(data.races ?? []),
    [`GET ${base}/prizes`]: () => jsonResponse(data.prizes ?? []),
    [`GET ${base}/sponsor`]: () => jsonResponse(data.sponsors ?? []),
    [`GET ${base}/players`]: ({ url }) => jsonResponse(page(players, url)),
    [`GET ${base}/players/me`]: () => jsonResponse(data.myPlayers ?? []),
    [`GET ${base}/players/me/standing`]: () =>
      data.standing ? jsonResponse(data.standing) : apiError(404, 'You have no entry in this contest.'),
    [`GET ${base}/players/pinned`]: ({ url }) => {
      const ids = (url.searchParams.get('players') ?? '').split(',').map(Number);
      return jsonResponse(players.filter((player) => ids.includes(player.id)));
    },
    [`GET ${base}/player-count`]: () => jsonResponse({ count: players.length }),
    'POST /api/analytics/events': () => jsonResponse(null, 204),
    'GET /api/ads': () => jsonResponse(data.ads ?? []),
  };
  for (const [id, wagers] of Object.entries(data.myRacePlays ?? {})) {
    handlers[`GET /api/race/${id}/wagers/me`] = () => jsonResponse(wagers);
  }
  for (const [id, wagers] of Object.entries(data.racePlays ?? {})) {
    handlers[`GET /api/race/${id}/wagers`] = ({ url }) => jsonResponse(page(wagers, url));
  }
  // The pinned entries' plays on a race: those of its plays (racePlays, then myRacePlays) the pins name.
  for (const contestRace of data.races ?? []) {
    handlers[`GET /api/race/${contestRace.id}/wagers/pinned`] = ({ url }) => {
      const ids = (url.searchParams.get('players') ?? '').split(',').map(Number);
      const plays = data.racePlays?.[contestRace.id] ?? data.myRacePlays?.[contestRace.id] ?? [];
      return jsonResponse(plays.filter((wager) => ids.includes(wager.player)));
    };
  }
  // An entry of the account's own: its plays on every race (myRacePlays), unless playerPlays says otherwise.
  for (const player of data.myPlayers ?? []) {
    const own = Object.values(data.myRacePlays ?? {})
      .flat()
      .filter((wager) => wager.player === player.id);
    handlers[`GET /api/wagers/${SLUG}/${player.id}`] = () => jsonResponse(own);
  }
  for (const [id, wagers] of Object.entries(data.playerPlays ?? {})) {
    handlers[`GET /api/wagers/${SLUG}/${id}`] = () => jsonResponse(wagers);
  }
  return mockApi({ ...handlers, ...extra }, { serverTime: data.serverTime ?? SERVER_TIME });
}

/** The calls made to one 'METHOD /api/path'. */
export function callsTo(fetchMock: ReturnType<typeof mockApi>, method: string, pathname: string) {
  return fetchMock.mock.calls.filter(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return (init?.method ?? 'GET').toUpperCase() === method && url.pathname === pathname;
  });
}
