import type { ComponentType, ReactElement } from 'react';
import { type Location, matchRoutes, parsePath, type RouteObject, useRoutes } from 'react-router';
import { RouteErrorBoundary } from '@/components/errors/route-error-boundary';
import { paths } from '@/config/paths';
import { RequireAdmin, RequireAuth } from './guards';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { type LazyComponent, lazyComponent } from './lazy-component';
import { NotFoundRoute } from './routes/not-found';

/** What a route whose code loads lazily keeps in its `handle`: how to load that code ahead of rendering. */
interface LazyRouteHandle {
  preload: () => Promise<void>;
  isLoaded: () => boolean;
}

/** A route showing `component`, whose code can be loaded ahead of the first render (preloadRoutes). */
function lazyRoute<Props extends object>(
  component: LazyComponent<Props>,
  element: ReactElement,
): { element: ReactElement; handle: LazyRouteHandle } {
  return { element, handle: { preload: component.preload, isLoaded: component.isLoaded } };
}

/** A page whose code loads only when it is first visited, so each page's code is its own chunk. */
export function lazyPage(path: string, load: () => Promise<ComponentType>): RouteObject {
  const Page = lazyComponent(load);
  return { path, ...lazyRoute(Page, <Page />) };
}

const HomePage = lazyComponent(() => import('@/features/home/routes/home').then((m) => m.HomeRoute));

/**
 * The pages in the public sidebar layout, each loaded when first visited. Only pages that exist are listed; the menu
 * shows an entry once its path is here, so adding a page is one line. Guarded pages go under a
 * `{ element: <RequireAuth />, children }` entry (app/guards.tsx).
 */
export const publicPages: RouteObject[] = [
  { index: true, ...lazyRoute(HomePage, <HomePage />) },
  lazyPage(paths.login.path, () => import('@/features/auth/routes/login').then((m) => m.LoginRoute)),
  lazyPage(paths.signup.path, () => import('@/features/auth/routes/signup').then((m) => m.SignupRoute)),
  lazyPage(paths.logout.path, () => import('@/features/auth/routes/logout').then((m) => m.LogoutRoute)),
  lazyPage(paths.passwordReset.path, () =>
    import('@/features/auth/routes/password-reset').then((m) => m.PasswordResetRoute),
  ),
  lazyPage(paths.passwordUpdate.path, () =>
    import('@/features/auth/routes/password-update').then((m) => m.PasswordUpdateRoute),
  ),
  {
    element: <RequireAuth />,
    children: [
      lazyPage(paths.myContests.path, () =>
        import('@/features/my-contests/routes/my-contests').then((m) => m.MyContestsRoute),
      ),
      lazyPage(paths.account.path, () =>
        import('@/features/account/routes/account').then((m) => m.AccountRoute),
      ),
    ],
  },
  lazyPage(paths.rules.path, () => import('@/features/rules/routes/rules').then((m) => m.RulesRoute)),
  lazyPage(paths.howToPlay.path, () =>
    import('@/features/how-to-play/routes/how-to-play').then((m) => m.HowToPlayRoute),
  ),
  lazyPage(paths.unsubscribe.path, () =>
    import('@/features/unsubscribe/routes/unsubscribe').then((m) => m.UnsubscribeRoute),
  ),
  lazyPage(paths.contest.path, () => import('@/features/contest/routes/contest').then((m) => m.ContestRoute)),
  lazyPage(paths.contestLeaderboard.path, () =>
    import('@/features/contest/routes/contest-leaderboard').then((m) => m.ContestLeaderboardRoute),
  ),
  lazyPage(paths.playerRecord.path, () =>
    import('@/features/players/routes/player-record').then((m) => m.PlayerRecordRoute),
  ),
  lazyPage(paths.ratings.path, () => import('@/features/players/routes/ratings').then((m) => m.RatingsRoute)),
];

/**
 * The pages of the admin area (spec §2), loaded lazily. As with publicPages, the admin menu shows an entry once
 * its path is here, so adding a page is one line:
 * `lazyPage(paths.adminTracks.path, () => import('@/features/admin-races/tracks/tracks-page').then((m) => m.TracksPage))`.
 */
const adminPages: RouteObject[] = [
  lazyPage(paths.adminDashboard.path, () =>
    import('@/features/admin-dashboard/dashboard-page').then((m) => m.DashboardPage),
  ),
  lazyPage(paths.adminAccounts.path, () =>
    import('@/features/admin-accounts/accounts-page').then((m) => m.AccountsPage),
  ),
  lazyPage(paths.adminAccount.path, () =>
    import('@/features/admin-accounts/account-page').then((m) => m.AccountPage),
  ),
  lazyPage(paths.adminContests.path, () =>
    import('@/features/admin-contests/contests/contests-page').then((m) => m.ContestsPage),
  ),
  lazyPage(paths.adminContestCreate.path, () =>
    import('@/features/admin-contests/contests/create-contest-page').then((m) => m.CreateContestPage),
  ),
  lazyPage(paths.contestCreate.path, () =>
    import('@/features/admin-contests/contests/create-contest-page').then((m) => m.CreateContestPage),
  ),
  lazyPage(paths.adminContest.path, () =>
    import('@/features/admin-contests/contests/contest-manager-page').then((m) => m.ContestManagerPage),
  ),
  lazyPage(paths.contestManage.path, () =>
    import('@/features/admin-contests/contests/contest-manager-page').then((m) => m.ContestManagerPage),
  ),
  lazyPage(paths.adminContestRace.path, () =>
    import('@/features/admin-contests/contest-races/contest-race-page').then((m) => m.ContestRacePage),
  ),
  lazyPage(paths.contestRaceManage.path, () =>
    import('@/features/admin-contests/contest-races/contest-race-manager-page').then(
      (m) => m.ContestRaceManagerPage,
    ),
  ),
  lazyPage(paths.adminContestPlayer.path, () =>
    import('@/features/admin-contests/players/player-page').then((m) => m.PlayerPage),
  ),
  lazyPage(paths.adminRaceDay.path, () =>
    import('@/features/admin-race-day/race-day-page').then((m) => m.RaceDayPage),
  ),
  lazyPage(paths.adminRaceCards.path, () =>
    import('@/features/admin-races/race-cards/race-cards-page').then((m) => m.RaceCardsPage),
  ),
  lazyPage(paths.adminRaceCard.path, () =>
    import('@/features/admin-races/races/card-races-page').then((m) => m.CardRacesPage),
  ),
  lazyPage(paths.adminRace.path, () =>
    import('@/features/admin-races/races/race-page').then((m) => m.RacePage),
  ),
  lazyPage(paths.adminTracks.path, () =>
    import('@/features/admin-races/tracks/tracks-page').then((m) => m.TracksPage),
  ),
  lazyPage(paths.adminAds.path, () => import('@/features/admin-ads/ads-page').then((m) => m.AdsPage)),
];

/**
 * The admin area: administrators only (visitors go to /login, players to /), in the admin layout. `sitePaths` are
 * the site's pages the admin menu may lead to (the home page, Logout).
 */
export function adminArea(pages: RouteObject[], sitePaths: ReadonlySet<string> = new Set()): RouteObject {
  const registered = new Set([...registeredPaths(pages), ...sitePaths]);
  return {
    element: <RequireAdmin />,
    children: [
      {
        ...lazyRoute(AdminLayout, <AdminLayout registeredPaths={registered} />),
        children: [{ element: <RouteErrorBoundary />, children: pages }],
      },
    ],
  };
}

const AdminLayout = lazyComponent(() => import('@/app/layouts/admin-layout').then((m) => m.AdminLayout));

/** Every path a list of routes registers, children included ('/' for an index route at the top). */
export function registeredPaths(routes: RouteObject[], parent = '/'): Set<string> {
  const found = new Set<string>();
  for (const route of routes) {
    const own = route.index ? parent : route.path ? joinPath(parent, route.path) : parent;
    if (route.index || (route.path && route.path !== '*')) found.add(own);
    for (const child of registeredPaths(route.children ?? [], own)) found.add(child);
  }
  return found;
}

function joinPath(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}

export function createRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children: [
        {
          element: <RouteErrorBoundary />,
          children: [
            adminArea(adminPages, registeredPaths(publicPages)),
            {
              element: (
                <PublicLayout
                  registeredPaths={new Set([...registeredPaths(publicPages), ...registeredPaths(adminPages)])}
                />
              ),
              children: [
                // Errors while rendering a page show inside the layout, so the menu stays usable.
                {
                  element: <RouteErrorBoundary />,
                  children: [...publicPages, { path: '*', element: <NotFoundRoute /> }],
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}

/** How many addresses' matches lazyMatches keeps per list of routes (a visit rarely sees more). */
const MATCHES_KEPT = 100;
const matchesByRoutes = new WeakMap<RouteObject[], Map<string, LazyRouteHandle[]>>();

/**
 * The lazily loaded routes that `location` matches (a page and its layouts). React Router's matchRoutes flattens and
 * ranks the whole tree on each call, and a move asks twice (areRoutesLoaded, then preloadRoutes): the answer is kept
 * per address, as the routes do not change.
 */
function lazyMatches(routes: RouteObject[], location: Partial<Location> | string): LazyRouteHandle[] {
  const pathname = (typeof location === 'string' ? parsePath(location).pathname : location.pathname) || '/';
  let known = matchesByRoutes.get(routes);
  if (!known) {
    known = new Map();
    matchesByRoutes.set(routes, known);
  }
  const cached = known.get(pathname);
  if (cached) return cached;
  const handles = (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) =>
    route.handle ? [route.handle as LazyRouteHandle] : [],
  );
  if (known.size >= MATCHES_KEPT) known.clear();
  known.set(pathname, handles);
  return handles;
}

/** Loads the code of every lazily loaded route that `location` matches. */
export async function preloadRoutes(
  routes: RouteObject[],
  location: Partial<Location> | string,
): Promise<void> {
  await Promise.all(lazyMatches(routes, location).map((handle) => handle.preload()));
}

/** Whether the code of every route that `location` matches has arrived, so the page renders at once. */
export function areRoutesLoaded(routes: RouteObject[], location: Partial<Location> | string): boolean {
  return lazyMatches(routes, location).every((handle) => handle.isLoaded());
}

/** Loads the code of every lazily loaded route of `routes` and their children. */
export async function preloadAllRoutes(routes: readonly RouteObject[]): Promise<void> {
  await Promise.all(
    routes.map(async (route) => {
      await (route.handle as LazyRouteHandle | undefined)?.preload();
      await preloadAllRoutes(route.children ?? []);
    }),
  );
}

/** The app's pages for the browser's location (inside a BrowserRouter, or a MemoryRouter in tests). */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}
