import { SESSION_MESSAGES } from '@cj/shared/session-messages';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSessionToken } from '@/lib/session';
import { fakeBrowserPush } from '@/testing/fake-service-worker';
import { apiError, jsonResponse, mockApi, renderApp, testAccount } from '@/testing/test-utils';

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
    const notice = await screen.findByText(SESSION_MESSAGES.signedOut);
    expect(notice.closest('[role="status"]')).not.toBeNull();
  });

  it("confirms 'You are signed out.' until closed, and not again", async () => {
    mockApi({ 'POST /api/account/logout': () => new Response(null, { status: 204 }) });
    const { user, router } = renderApp('/logout', { account: testAccount });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent(SESSION_MESSAGES.signedOut);
    await user.click(within(notice).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText(SESSION_MESSAGES.signedOut)).not.toBeInTheDocument());
    await act(() => router.navigate('/rules'));
    expect(screen.queryByText(SESSION_MESSAGES.signedOut)).not.toBeInTheDocument();
  });

  it("drops this browser's push subscription first, on the server and in the browser", async () => {
    const browser = fakeBrowserPush({ permission: 'granted' });
    const subscription = browser.subscribe();
    const calls: string[] = [];
    mockApi({
      'DELETE /api/push/subscriptions': ({ body }) => {
        calls.push(`DELETE ${(body as { endpoint: string }).endpoint}`);
        return jsonResponse({ message: 'Push alerts are off for this browser.' });
      },
      'POST /api/account/logout': () => {
        calls.push('POST logout');
        return new Response(null, { status: 204 });
      },
    });
    const { router } = renderApp('/logout', { account: testAccount });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls).toEqual([`DELETE ${subscription.endpoint}`, 'POST logout']);
    expect(subscription.unsubscribe).toHaveBeenCalled();
    browser.uninstall();
  });

  it('logs out even when dropping the push subscription fails', async () => {
    const browser = fakeBrowserPush({ permission: 'granted' });
    browser.subscribe();
    const fetchMock = mockApi({
      'DELETE /api/push/subscriptions': () => apiError(503, 'Service unavailable'),
      'POST /api/account/logout': () => new Response(null, { status: 204 }),
    });
    const { router } = renderApp('/logout', { account: testAccount });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/account/logout');
    expect(getSessionToken()).toBeNull();
    browser.uninstall();
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
