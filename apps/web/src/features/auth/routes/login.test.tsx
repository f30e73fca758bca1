import { ACCOUNT_MESSAGES } from '@cj/shared/accounts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSessionToken, setSessionToken } from '@/lib/session';
import { makeContest } from '@/testing/admin/contest-data';
import { apiError, jsonResponse, mockApi, renderApp, testAccount } from '@/testing/test-utils';

const email = () => screen.getByRole('textbox', { name: 'Email' });
const password = () => screen.getByLabelText(/^Password/);
const submit = () => screen.getByRole('button', { name: 'Continue' });

function mockLogin(status = 200) {
  return mockApi({
    'POST /api/account/login': () => jsonResponse(testAccount, status, { Authorization: 'Bearer new-token' }),
  });
}

describe('/login', () => {
  it('welcomes back, with sign-up and forgotten-password links', async () => {
    renderApp('/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(email()).toHaveAttribute('type', 'email');
    expect(password()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/password/reset',
    );
    await waitFor(() => expect(document.title).toBe('Contest Jockey: Log in'));
  });

  it('names the contest the visitor came from, once it is read', async () => {
    mockApi({
      'GET /api/contest/derby-day': () => jsonResponse(makeContest({ name: 'Derby Day Challenge' })),
    });
    renderApp('/login?contest=derby-day');
    expect(await screen.findByText('Derby Day Challenge')).toBeInTheDocument();
    expect(screen.getByText(/^Log in to play/)).toHaveTextContent('Log in to play Derby Day Challenge');
  });

  it('shows the validation messages in order and focuses the first bad field', async () => {
    const fetchMock = mockLogin();
    const { user } = renderApp('/login');
    await user.click(submit());
    expect(await screen.findByText(ACCOUNT_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(email()).toHaveFocus();
    expect(email()).toHaveAccessibleDescription(ACCOUNT_MESSAGES.emailRequired);
    expect(password()).toHaveAccessibleDescription(ACCOUNT_MESSAGES.passwordRequired);

    await user.type(email(), 'ada@example.com');
    await user.click(submit());
    await waitFor(() => expect(screen.queryByText(ACCOUNT_MESSAGES.emailRequired)).not.toBeInTheDocument());
    expect(screen.getByText(ACCOUNT_MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(password()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('logs in, keeps the token in the cookie and goes home', async () => {
    const fetchMock = mockLogin();
    const { user, router, queryClient } = renderApp('/login');
    await user.type(email(), 'Ada@Example.com');
    await user.type(password(), 'secret-password');
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(
      JSON.stringify({ email: 'ada@example.com', password: 'secret-password' }),
    );
    expect(getSessionToken()).toBe('new-token');
    expect(queryClient.getQueryData(['account'])).toEqual(testAccount);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('enrolls in the contest of the query and goes to its page (contest wins over redirect)', async () => {
    const fetchMock = mockLogin(200);
    const { user, router } = renderApp('/login?contest=derby-day&redirect=%2Fcontests');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/signup?contest=derby-day&redirect=%2Fcontests',
    );
    await user.type(email(), 'ada@example.com');
    await user.type(password(), 'secret-password');
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/contest/derby-day'));
    const loginCall = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(loginCall?.[1]?.body))).toMatchObject({ contestSlug: 'derby-day' });
  });

  it('goes back to the page in redirect', async () => {
    mockLogin(206);
    const { user, router } = renderApp('/login?redirect=%2Fcontests%3Ftab%3Dpast');
    await user.type(email(), 'ada@example.com');
    await user.type(password(), 'secret-password');
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/contests'));
    expect(router.state.location.search).toBe('?tab=past');
  });

  it('ignores a redirect that leaves the site', async () => {
    mockLogin(206);
    const { user, router } = renderApp('/login?redirect=%2F%2Fevil.example%2Fphish');
    await user.type(email(), 'ada@example.com');
    await user.type(password(), 'secret-password');
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the server message in a red alert and stays', async () => {
    mockApi({
      'POST /api/account/login': () => apiError(400, ACCOUNT_MESSAGES.invalidCredentials, 'Bad Request'),
    });
    const { user, router } = renderApp('/login');
    await user.type(email(), 'ada@example.com');
    await user.type(password(), 'wrong-password');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.invalidCredentials);
    expect(router.state.location.pathname).toBe('/login');
    expect(getSessionToken()).toBeNull();
  });

  it('does not treat a 401 from login as an expired session', async () => {
    mockApi({
      'POST /api/account/login': () => apiError(401, ACCOUNT_MESSAGES.accountLocked, 'Unauthorized'),
    });
    const { user, router } = renderApp('/login?redirect=%2Fcontests');
    await user.type(email(), 'ada@example.com');
    await user.type(password(), 'secret-password');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.accountLocked);
    expect(router.state.location.search).toBe('?redirect=%2Fcontests');
  });

  it("says why when an open page's call is bounced here: the account was locked", async () => {
    mockApi({ 'GET /api/profile': () => apiError(401, ACCOUNT_MESSAGES.accountLocked, 'Unauthorized') });
    const { router } = renderApp('/account', { account: testAccount });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Faccount');
    expect(await screen.findByRole('status')).toHaveTextContent(ACCOUNT_MESSAGES.accountLocked);
    expect(getSessionToken()).toBeNull();
  });

  it('says why when the account check finds the session refused, and says it once', async () => {
    setSessionToken('locked-token');
    mockApi({ 'GET /api/account': () => apiError(401, ACCOUNT_MESSAGES.accountLocked, 'Unauthorized') });
    const first = renderApp('/contests', { account: 'fetch' });
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('status')).toHaveTextContent(ACCOUNT_MESSAGES.accountLocked);
    first.unmount();

    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says nothing of a session to a visitor who came to log in', () => {
    renderApp('/login');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
