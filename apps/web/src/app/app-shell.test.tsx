import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@/lib/api-client';
import { getSessionToken, setSessionToken } from '@/lib/session';
import { apiError, jsonResponse, mockApi, renderApp, testAccount, testSite } from '@/testing/test-utils';
import { PUBLIC_MENU, visibleMenu } from './navigation';

function menuLabels() {
  const nav = screen.getByRole('navigation', { name: 'Main' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

/** Opens the small-screen drawer, whose code loads on first open. */
async function openMenu(user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  await screen.findByRole('navigation', { name: 'Main' });
}

/** The public menu (spec §2, with Ratings) of a visitor and of a signed-in player, in order. */
const VISITOR_MENU = ['Upcoming', 'Ratings', 'Rules', 'How To Play', 'Login', 'Signup'];
const SIGNED_IN_MENU = ['Upcoming', 'My Contests', 'Ratings', 'Rules', 'How To Play', 'My Account', 'Logout'];

/** The calls of the home page, answering that there is nothing upcoming. */
const emptyHome = {
  'GET /api/upcoming/contests': () => jsonResponse([]),
  'GET /api/featured/contests': () => jsonResponse([]),
  'GET /api/ads': () => jsonResponse([]),
};

function mockEmptyHome() {
  mockApi(emptyHome);
}

describe('home page', () => {
  it('says there are no upcoming contests, titled with the product name', async () => {
    mockEmptyHome();
    renderApp('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Upcoming' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('No upcoming contests at this time.')).toHaveLength(2));
    await waitFor(() => expect(document.title).toBe('Contest Jockey: Upcoming'));
  });

  it('takes its brand from the site', async () => {
    mockEmptyHome();
    renderApp('/', { site: { ...testSite, productName: 'Harness Jockey', isHarness: true, property: 2 } });
    await waitFor(() => expect(document.title).toBe('Harness Jockey: Upcoming'));
    expect(screen.getByRole('link', { name: 'Harness Jockey' })).toHaveAttribute('href', '/');
  });
});

describe('menu', () => {
  it('shows a visitor the registered pages and Login and Signup', async () => {
    mockEmptyHome();
    const { user } = renderApp('/');
    await openMenu(user);
    expect(menuLabels()).toEqual(VISITOR_MENU);
  });

  it('shows a signed-in player My Contests, My Account and Logout instead', async () => {
    mockEmptyHome();
    const { user } = renderApp('/', { account: testAccount });
    await openMenu(user);
    expect(menuLabels()).toEqual(SIGNED_IN_MENU);
  });

  it("shows an administrator 'Admin', leading to the dashboard, and a player never", async () => {
    mockEmptyHome();
    const { user } = renderApp('/', { account: { ...testAccount, isAdministrator: true } });
    await openMenu(user);
    expect(menuLabels()).toEqual([
      'Upcoming',
      'My Contests',
      'Ratings',
      'Rules',
      'How To Play',
      'My Account',
      'Admin',
      'Logout',
    ]);
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    const all = new Set(PUBLIC_MENU.map((entry) => entry.path));
    for (const session of ['signed-in', 'signed-out', 'unknown'] as const) {
      expect(visibleMenu(all, session).map((item) => item.label)).not.toContain('Admin');
    }
  });

  it('marks the current page', async () => {
    const { user } = renderApp('/login');
    await openMenu(user);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Upcoming' })).not.toHaveAttribute('aria-current');
  });

  it('lists an entry once its route is registered, in the spec order (Ratings after My Contests)', () => {
    const all = new Set(PUBLIC_MENU.map((entry) => entry.path));
    expect(visibleMenu(all, 'signed-in').map((item) => item.label)).toEqual(SIGNED_IN_MENU);
    expect(visibleMenu(all, 'signed-out').map((item) => item.label)).toEqual(VISITOR_MENU);
    expect(visibleMenu(all, 'unknown').map((item) => item.label)).toEqual([
      'Upcoming',
      'Ratings',
      'Rules',
      'How To Play',
    ]);
  });
});

describe('footer', () => {
  it('shows social links, the contact address and the copyright', () => {
    renderApp('/');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      'https://facebook.example/contestjockey',
    );
    expect(within(footer).getByRole('link', { name: 'X' })).toHaveAttribute('target', '_blank');
    expect(within(footer).getByRole('link', { name: 'help@contestjockey.test' })).toHaveAttribute(
      'href',
      'mailto:help@contestjockey.test',
    );
    expect(within(footer).getByRole('link', { name: 'Visit Harness Jockey' })).toHaveAttribute(
      'href',
      'https://harness.example',
    );
    expect(within(footer).getByText('© 2024 Contest Jockey')).toBeInTheDocument();
  });
});

describe('unknown addresses', () => {
  it('show a real not-found page inside the layout', async () => {
    renderApp('/no/such/page');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Upcoming contests' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Contest Jockey: Page not found'));
  });

  it('include admin addresses with no page', () => {
    renderApp('/admin/no-such-page', { account: { ...testAccount, isAdministrator: true } });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('a 401 from any call', () => {
  it('ends the session and goes to /login with the current path and query as redirect', async () => {
    const { router, queryClient } = renderApp('/password/reset?from=mail', { account: testAccount });
    mockApi({
      'GET /api/contests/upcoming': () => apiError(401, 'Please log in to continue.', 'Unauthorized'),
    });
    await act(async () => {
      await api.get('/contests/upcoming').catch(() => undefined);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/password/reset?from=mail',
    );
    expect(getSessionToken()).toBeNull();
    expect(queryClient.getQueryData(['account'])).toBeNull();
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  });
});

describe('the session on start', () => {
  it('loads the account with the cookie token and renews the cookie', async () => {
    setSessionToken('kept-token');
    const fetchMock = mockApi({ ...emptyHome, 'GET /api/account': () => jsonResponse(testAccount) });
    const { user } = renderApp('/', { account: 'fetch' });
    await openMenu(user);
    await waitFor(() => expect(menuLabels()).toEqual(SIGNED_IN_MENU));
    const accountCall = fetchMock.mock.calls.find(([input]) => String(input) === '/api/account');
    expect(new Headers(accountCall?.[1]?.headers).get('Authorization')).toBe('Bearer kept-token');
    expect(getSessionToken()).toBe('kept-token');
  });

  it('treats an expired session as a visitor, without leaving the public page', async () => {
    setSessionToken('expired-token');
    mockApi({
      ...emptyHome,
      'GET /api/account': () => apiError(401, 'Please log in to continue.', 'Unauthorized'),
    });
    const { user, router } = renderApp('/', { account: 'fetch' });
    await openMenu(user);
    await waitFor(() => expect(menuLabels()).toEqual(VISITOR_MENU));
    expect(getSessionToken()).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });
});
