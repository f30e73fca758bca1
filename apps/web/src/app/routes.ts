import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';
import { paths } from '../config/paths';

/** Paths here are React Router's (no leading slash needed, but accepted); files are relative to src/app. */
const page = (path: string, file: string) => route(path, `../features/${file}`);

/**
 * Every page of the site: the public and player pages in the sidebar layout, the admin area in its own. Each page's
 * code is its own chunk; the public pages render on the server with the data their loaders read.
 */
export default [
  layout('layouts/admin-area.tsx', [
    page(paths.adminDashboard.path, 'admin-dashboard/dashboard-page.tsx'),
    page(paths.adminAccounts.path, 'admin-accounts/accounts-page.tsx'),
    page(paths.adminAccount.path, 'admin-accounts/account-page.tsx'),
    page(paths.adminContests.path, 'admin-contests/contests/contests-page.tsx'),
    page(paths.adminContestCreate.path, 'admin-contests/contests/create-contest-page.tsx'),
    route(paths.contestCreate.path, '../features/admin-contests/contests/create-contest-page.tsx', {
      id: 'contest-create',
    }),
    page(paths.adminContest.path, 'admin-contests/contests/contest-manager-page.tsx'),
    route(paths.contestManage.path, '../features/admin-contests/contests/contest-manager-page.tsx', {
      id: 'contest-manage',
    }),
    page(paths.adminContestRace.path, 'admin-contests/contest-races/contest-race-page.tsx'),
    page(paths.contestRaceManage.path, 'admin-contests/contest-races/contest-race-manager-page.tsx'),
    page(paths.adminContestPlayer.path, 'admin-contests/players/player-page.tsx'),
    page(paths.adminRaceDay.path, 'admin-race-day/race-day-page.tsx'),
    page(paths.adminRaceCards.path, 'admin-races/race-cards/race-cards-page.tsx'),
    page(paths.adminRaceCard.path, 'admin-races/races/card-races-page.tsx'),
    page(paths.adminRace.path, 'admin-races/races/race-page.tsx'),
    page(paths.adminTracks.path, 'admin-races/tracks/tracks-page.tsx'),
    page(paths.adminAds.path, 'admin-ads/ads-page.tsx'),
  ]),
  layout('layouts/public-layout.tsx', [
    index('../features/home/routes/home.tsx'),
    page(paths.login.path, 'auth/routes/login.tsx'),
    page(paths.signup.path, 'auth/routes/signup.tsx'),
    page(paths.logout.path, 'auth/routes/logout.tsx'),
    page(paths.passwordReset.path, 'auth/routes/password-reset.tsx'),
    page(paths.passwordUpdate.path, 'auth/routes/password-update.tsx'),
    layout('layouts/signed-in.tsx', [
      page(paths.myContests.path, 'my-contests/routes/my-contests.tsx'),
      page(paths.account.path, 'account/routes/account.tsx'),
    ]),
    page(paths.rules.path, 'rules/routes/rules.tsx'),
    page(paths.howToPlay.path, 'how-to-play/routes/how-to-play.tsx'),
    page(paths.unsubscribe.path, 'unsubscribe/routes/unsubscribe.tsx'),
    page(paths.contest.path, 'contest/routes/contest.tsx'),
    page(paths.contestLeaderboard.path, 'contest/routes/contest-leaderboard.tsx'),
    page(paths.playerRecord.path, 'players/routes/player-record.tsx'),
    page(paths.ratings.path, 'players/routes/ratings.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
