import { act } from '@testing-library/react';
import { Outlet, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderRoutes } from '@/testing/test-utils';
import { flushAnalytics } from './analytics';
import { usePageViewTracking } from './page-views';

function Root() {
  usePageViewTracking();
  return <Outlet />;
}

const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { path: '/', element: <h1>Home</h1> },
      { path: '/rules', element: <h1>Rules</h1> },
    ],
  },
];

describe('usePageViewTracking', () => {
  it('records a page view for the first page and for each new path, not for a new hash or query', async () => {
    const names: string[] = [];
    mockApi({
      'POST /api/analytics/events': ({ body }) => {
        names.push(...(body as { events: { name: string }[] }).events.map((event) => event.name));
        return jsonResponse({ accepted: 1 }, 202);
      },
    });
    const { router } = renderRoutes(routes, '/');
    await act(() => router.navigate('/rules'));
    await act(() => router.navigate('/rules#ties'));
    await act(() => router.navigate('/rules?section=ties'));
    await act(() => router.navigate('/'));
    await act(() => flushAnalytics());
    expect(names).toEqual(['page_view', 'page_view', 'page_view']);
  });
});
