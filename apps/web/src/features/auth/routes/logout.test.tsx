import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSessionToken } from '@/lib/session';
import { apiError, mockApi, renderApp, testAccount } from '@/testing/test-utils';

describe('/logout', () => {
  it('ends the session on the server, clears the cookie and local storage, and goes home', async () => {
    const fetchMock = mockApi({ 'POST /api/account/logout': () => new Response(null, { status: 204 }) });
    window.localStorage.setItem('pinned:derby-day', '[1,2]');
    const { router, queryClient } = renderApp('/logout', { account: testAccount });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe('Bearer test-token');
    expect(getSessionToken()).toBeNull();
    expect(window.localStorage.length).toBe(0);
    expect(queryClient.getQueryData(['account'])).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Upcoming' })).toBeInTheDocument();
  });

  it('logs out on this device even when the server call fails', async () => {
    mockApi({ 'POST /api/account/logout': () => apiError(401, 'Please log in to continue.') });
    const { router } = renderApp('/logout', { account: testAccount });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('');
    expect(getSessionToken()).toBeNull();
  });

  it('goes home without a logout call when there is no session', async () => {
    const fetchMock = mockApi({});
    const { router } = renderApp('/logout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // The home page then loads its own lists; what matters is that no logout was sent.
    const calledUrls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(calledUrls.some((url) => url.includes('/api/account/logout'))).toBe(false);
  });
});
