/**
 * The route table: every link in the app is built from here, never written as a string in a component.
 * `path` is the router pattern, `getHref` builds a link. A path listed here is not necessarily a page yet: the
 * router (app/router.tsx) registers only the pages that exist, and the menu shows only registered paths.
 */

function withQuery(pathname: string, query: Record<string, string | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value) search.set(name, value);
  }
  const text = search.toString();
  return text ? `${pathname}?${text}` : pathname;
}

/** Where a signed-out visitor should come back to, and which contest they came to enter (spec §2). */
export interface AuthQuery {
  contest?: string | null;
  redirect?: string | null;
}

export type HowToPlayAnchor = 'win-bet-contest' | 'win-contest';

/** Sections of the rules page other pages link to. */
export type RulesAnchor = 'rating';

export const paths = {
  home: { path: '/', getHref: () => '/' },
  myContests: { path: '/contests', getHref: () => '/contests' },
  account: { path: '/account', getHref: () => '/account' },
  rules: {
    path: '/rules',
    getHref: (anchor?: RulesAnchor) => (anchor ? `/rules#${anchor}` : '/rules'),
  },
  howToPlay: {
    path: '/how-to-play',
    getHref: (anchor?: HowToPlayAnchor) => (anchor ? `/how-to-play#${anchor}` : '/how-to-play'),
  },
  contest: { path: '/contest/:slug', getHref: (slug: string) => `/contest/${encodeURIComponent(slug)}` },
  /** The record of the account behind a contest player: its rating and contests. */
  playerRecord: {
    path: '/players/:playerId',
    getHref: (playerId: number) => `/players/${playerId}`,
  },
  ratings: { path: '/ratings', getHref: () => '/ratings' },
  contestLeaderboard: {
    path: '/contest/:slug/leaderboard',
    getHref: (slug: string) => `/contest/${encodeURIComponent(slug)}/leaderboard`,
  },
  login: { path: '/login', getHref: (query: AuthQuery = {}) => withQuery('/login', { ...query }) },
  signup: { path: '/signup', getHref: (query: AuthQuery = {}) => withQuery('/signup', { ...query }) },
  logout: { path: '/logout', getHref: () => '/logout' },
  passwordReset: { path: '/password/reset', getHref: () => '/password/reset' },
  unsubscribe: {
    path: '/email/unsubscribe/:email?/:type?',
    getHref: (email: string, type: string) =>
      `/email/unsubscribe/${encodeURIComponent(email)}/${encodeURIComponent(type)}`,
  },
  passwordUpdate: {
    path: '/password/update',
    getHref: (code?: string) => withQuery('/password/update', { code }),
  },

  // The admin area (spec §2): administrators only.
  adminDashboard: { path: '/admin', getHref: () => '/admin' },
  adminAccounts: { path: '/admin/users', getHref: () => '/admin/users' },
  adminAccount: { path: '/admin/accounts/:id', getHref: (id: number) => `/admin/accounts/${id}` },
  adminContests: { path: '/admin/contests', getHref: () => '/admin/contests' },
  adminContestCreate: { path: '/admin/contests/create', getHref: () => '/admin/contests/create' },
  adminContest: {
    path: '/admin/contests/:slug',
    getHref: (slug: string) => `/admin/contests/${encodeURIComponent(slug)}`,
  },
  adminContestPlayer: {
    path: '/admin/contest/:contestSlug/players/:id',
    getHref: (contestSlug: string, id: number) =>
      `/admin/contest/${encodeURIComponent(contestSlug)}/players/${id}`,
  },
  adminContestRace: {
    path: '/admin/contest-race/:contestRaceID',
    getHref: (contestRaceID: number) => `/admin/contest-race/${contestRaceID}`,
  },
  contestCreate: { path: '/contest/create', getHref: () => '/contest/create' },
  contestManage: {
    path: '/contest/:slug/manage',
    getHref: (slug: string) => `/contest/${encodeURIComponent(slug)}/manage`,
  },
  contestRaceManage: {
    path: '/contest/:slug/race/:raceID/manage',
    getHref: (slug: string, raceID: number) => `/contest/${encodeURIComponent(slug)}/race/${raceID}/manage`,
  },
  adminRaceCards: { path: '/admin/race-cards', getHref: () => '/admin/race-cards' },
  adminRaceCard: {
    path: '/admin/races/:trackID/:raceDate',
    getHref: (trackID: number, raceDate: string) => `/admin/races/${trackID}/${encodeURIComponent(raceDate)}`,
  },
  adminRace: {
    path: '/admin/races/detail/:raceID',
    getHref: (raceID: number) => `/admin/races/detail/${raceID}`,
  },
  adminRaceDay: {
    path: '/admin/race-day',
    getHref: (date?: string) => withQuery('/admin/race-day', { date }),
  },
  adminTracks: { path: '/admin/tracks', getHref: () => '/admin/tracks' },
  adminAds: { path: '/admin/ads', getHref: () => '/admin/ads' },
} as const;

/** A path a redirect may go to: on this site, so it starts with one '/' (not '//' nor '/\', which leave the site). */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // Control characters (a tab or newline inside "/\t/evil.com") are dropped by URL parsers: refuse them.
  for (const character of value) {
    const code = character.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return null;
  }
  try {
    const base = 'http://same.site';
    if (new URL(value, base).origin !== base) return null;
  } catch {
    return null;
  }
  return value;
}

/**
 * Where to go after signup or login (spec §2): the contest the visitor came to enter, else the page that sent them
 * to log in, else the home page.
 */
export function afterAuthHref(query: AuthQuery): string {
  if (query.contest) return paths.contest.getHref(query.contest);
  const redirect = safeRedirectPath(query.redirect);
  // Back to the login or signup form, or on to /logout, would undo what was just done.
  const pathname = redirect ? new URL(redirect, 'http://same.site').pathname : null;
  if (!redirect || (pathname && AUTH_PATHS.has(pathname))) return paths.home.getHref();
  return redirect;
}

const AUTH_PATHS: ReadonlySet<string> = new Set([paths.login.path, paths.signup.path, paths.logout.path]);
