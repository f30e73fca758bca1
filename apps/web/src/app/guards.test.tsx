import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes, testAccount } from '@/testing/test-utils';
import { RequireAdmin, RequireAuth } from './guards';

const routes: RouteObject[] = [
  { path: '/', element: <h1>Home</h1> },
  { path: '/login', element: <h1>Login page</h1> },
  { element: <RequireAuth />, children: [{ path: '/contests', element: <h1>My contests</h1> }] },
  { path: '/admin', element: <RequireAdmin>{<h1>Admin dashboard</h1>}</RequireAdmin> },
];

describe('RequireAuth', () => {
  it('sends a visitor to /login with the path and query as redirect, replacing the entry', async () => {
    const { router } = renderRoutes(routes, '/contests?tab=past');
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=%2Fcontests%3Ftab%3Dpast');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the page to a signed-in player', () => {
    renderRoutes(routes, '/contests', { account: testAccount });
    expect(screen.getByRole('heading', { name: 'My contests' })).toBeInTheDocument();
  });
});

describe('RequireAdmin', () => {
  it('sends a visitor to /login', async () => {
    const { router } = renderRoutes(routes, '/admin');
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=%2Fadmin');
  });

  it('sends a signed-in player who is not an administrator to /, replacing the entry', async () => {
    const { router } = renderRoutes(routes, '/admin', { account: testAccount });
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the page to an administrator', () => {
    renderRoutes(routes, '/admin', { account: { ...testAccount, isAdministrator: true } });
    expect(screen.getByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
  });
});
