import { act, screen } from '@testing-library/react';
import { lazy } from 'react';
import { Link, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { takeConsoleErrors } from '@/testing/console-errors';
import { renderRoutes } from '@/testing/test-utils';
import { RouteErrorBoundary } from './route-error-boundary';

function BrokenPage(): never {
  throw new Error('The page broke');
}

const routes: RouteObject[] = [
  {
    element: (
      <>
        <nav aria-label="Menu">
          <Link to="/fine">Fine page</Link>
        </nav>
        <RouteErrorBoundary />
      </>
    ),
    children: [
      { path: '/broken', element: <BrokenPage /> },
      { path: '/fine', element: <h1>Fine</h1> },
    ],
  },
];

describe('RouteErrorBoundary', () => {
  it('shows the error page inside the layout when a page fails, and the next page once the path changes', async () => {
    const { user } = renderRoutes(routes, '/broken');
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(takeConsoleErrors().some((error) => error.includes('The page broke'))).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Fine page' }));
    expect(await screen.findByRole('heading', { name: 'Fine' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });

  it('shows a page whose code is still loading once it arrives', async () => {
    let arrive: (page: { default: () => React.ReactNode }) => void = () => undefined;
    const Slow = lazy(
      () =>
        new Promise<{ default: () => React.ReactNode }>((resolve) => {
          arrive = resolve;
        }),
    );
    await act(async () => {
      renderRoutes([{ element: <RouteErrorBoundary />, children: [{ path: '/', element: <Slow /> }] }], '/');
    });
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await act(async () => arrive({ default: () => <h1>Arrived</h1> }));
    expect(await screen.findByRole('heading', { name: 'Arrived' })).toBeInTheDocument();
  });
});
