import { screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { pretendWideScreen } from '@/testing/screen-width';
import { renderRoutes, testAccount } from '@/testing/test-utils';
import AdminArea from './admin-area';

const administrator = { ...testAccount, isAdministrator: true };

const adminArea = (pages: RouteObject[]): RouteObject => ({ element: <AdminArea />, children: pages });

/** Two admin pages to move between, in the admin area. */
const routes: RouteObject[] = [
  { path: '/', element: <h1>Home</h1> },
  { path: '/login', element: <h1>Login page</h1> },
  adminArea([
    { path: paths.adminTracks.path, element: <h1>Tracks page</h1> },
    { path: paths.adminRaceCards.path, element: <h1>Race cards page</h1> },
  ]),
];

/** The admin menu (spec §2), in order: every admin page, the way back to the site and Logout. */
const ADMIN_MENU_LABELS = [
  'Dashboard',
  'Accounts',
  'Contests',
  'Race Day',
  'Races',
  'Tracks',
  'Ads',
  'Back to Site',
  'Logout',
];

afterEach(() => vi.unstubAllGlobals());

describe('the admin area guard', () => {
  it('sends a visitor to /login with the path and query as redirect, replacing the entry', async () => {
    const { router } = renderRoutes(routes, '/admin/tracks?sort=name');
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=%2Fadmin%2Ftracks%3Fsort%3Dname');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends a signed-in player who is not an administrator to /, replacing the entry', async () => {
    const { router } = renderRoutes(routes, '/admin/tracks', { account: testAccount });
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('shows an administrator the page inside the admin layout', async () => {
    pretendWideScreen();
    renderRoutes(routes, '/admin/tracks', { account: administrator });
    expect(await screen.findByRole('heading', { name: 'Tracks page' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
  });
});

describe('the admin menu', () => {
  it('lists every admin page in the spec order, as a side pane on a wide screen', async () => {
    pretendWideScreen();
    renderRoutes(routes, '/admin/tracks', { account: administrator });
    const menu = await screen.findByRole('navigation', { name: 'Admin' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(ADMIN_MENU_LABELS);
    expect(within(menu).getByRole('link', { name: 'Races' })).toHaveAttribute('href', '/admin/race-cards');
    expect(within(menu).getByRole('link', { name: 'Tracks' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  });

  it('is a drawer behind the menu button on a narrow screen, and leads to the chosen page', async () => {
    const { user, router } = renderRoutes(routes, '/admin/tracks', { account: administrator });
    await screen.findByRole('heading', { name: 'Tracks page' });
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Admin' });
    await user.click(within(menu).getByRole('link', { name: 'Races' }));
    expect(await screen.findByRole('heading', { name: 'Race cards page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/race-cards');
  });

  it('ends with the way back to the site and Logout', async () => {
    pretendWideScreen();
    const area = adminArea([{ path: paths.adminTracks.path, element: <h1>Tracks page</h1> }]);
    const { user, router } = renderRoutes(
      [{ path: '/', element: <h1>Home</h1> }, { path: paths.logout.path, element: <h1>Bye</h1> }, area],
      '/admin/tracks',
      { account: administrator },
    );
    const menu = await screen.findByRole('navigation', { name: 'Admin' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(ADMIN_MENU_LABELS);
    expect(within(menu).getByRole('link', { name: 'Logout' })).toHaveAttribute(
      'href',
      paths.logout.getHref(),
    );
    await user.click(within(menu).getByRole('link', { name: 'Back to Site' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
