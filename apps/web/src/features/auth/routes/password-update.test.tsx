import { ACCOUNT_MESSAGES } from '@cj/shared/accounts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountQueryKey } from '@/lib/account';
import { getSessionToken } from '@/lib/session';
import { apiError, jsonResponse, mockApi, renderApp, testAccount } from '@/testing/test-utils';

const code = () => screen.getByRole('textbox', { name: 'Code' });
const password = () => screen.getByLabelText(/^Password/);
const confirmPassword = () => screen.getByLabelText(/^Confirm Password/);
const submit = () => screen.getByRole('button', { name: 'Reset Password' });

function messagesShown(): string[] {
  return [...document.querySelectorAll('.MuiFormHelperText-root.Mui-error')].map(
    (node) => node.textContent ?? '',
  );
}

describe('/password/update', () => {
  it('takes the code from the link without showing it, out of the address bar, and warns that sessions end', async () => {
    const { router } = renderApp('/password/update?code=RESET-123');
    expect(screen.queryByRole('textbox', { name: 'Code' })).not.toBeInTheDocument();
    expect(screen.queryByText(/RESET-123/)).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/password/update');
    expect(
      screen.getByText("By resetting your password, you'll be logged out of all your existing sessions."),
    ).toBeInTheDocument();
  });

  it('shows every validation message of the spec, in order', async () => {
    const fetchMock = mockApi({});
    const { user } = renderApp('/password/update');
    await user.click(submit());
    await waitFor(() =>
      expect(messagesShown()).toEqual([
        ACCOUNT_MESSAGES.resetCodeRequired,
        ACCOUNT_MESSAGES.passwordRequired,
        ACCOUNT_MESSAGES.confirmPasswordRequired,
      ]),
    );
    expect(code()).toHaveFocus();

    await user.type(code(), 'RESET-123');
    await user.type(password(), 'analytical-engine');
    await user.type(confirmPassword(), 'difference-engine');
    await user.click(submit());
    await waitFor(() => expect(messagesShown()).toEqual([ACCOUNT_MESSAGES.passwordsDoNotMatch]));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for the code when the address has none', () => {
    renderApp('/password/update');
    expect(code()).toHaveValue('');
    expect(screen.getByRole('link', { name: 'Request a new one' })).toHaveAttribute(
      'href',
      '/password/reset',
    );
  });

  it('sets the password and signs in with the new session the answer carries', async () => {
    const fetchMock = mockApi({
      'PUT /api/account/password-reset': () =>
        jsonResponse({ message: ACCOUNT_MESSAGES.passwordUpdated }, 200, { Authorization: 'Bearer renewed' }),
      'GET /api/account': () => jsonResponse(testAccount),
    });
    const { user, queryClient } = renderApp('/password/update?code=RESET-123', { account: testAccount });
    await user.type(password(), 'analytical-engine');
    await user.type(confirmPassword(), 'analytical-engine');
    await user.click(submit());
    expect(
      await screen.findByText(`${ACCOUNT_MESSAGES.passwordUpdated} ${ACCOUNT_MESSAGES.signedInAfterReset}`),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to the contests' })).toHaveAttribute('href', '/');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      code: 'RESET-123',
      password: 'analytical-engine',
      confirmPassword: 'analytical-engine',
    });
    expect(getSessionToken()).toBe('renewed');
    await waitFor(() => expect(queryClient.getQueryData(accountQueryKey)).toEqual(testAccount));
  });

  it('without a new session (a locked account), ends the session here and offers to log in', async () => {
    const fetchMock = mockApi({
      'PUT /api/account/password-reset': () => jsonResponse({ message: ACCOUNT_MESSAGES.passwordUpdated }),
    });
    const { user } = renderApp('/password/update?code=RESET-123', { account: testAccount });
    await user.type(password(), 'analytical-engine');
    await user.type(confirmPassword(), 'analytical-engine');
    await user.click(submit());
    expect(await screen.findByText('Password successfully updated.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in with your new password' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      code: 'RESET-123',
      password: 'analytical-engine',
      confirmPassword: 'analytical-engine',
    });
    expect(getSessionToken()).toBeNull();
  });

  it('shows a refused code in a red alert', async () => {
    mockApi({ 'PUT /api/account/password-reset': () => apiError(400, ACCOUNT_MESSAGES.resetCodeInvalid) });
    const { user } = renderApp('/password/update?code=OLD');
    await user.type(password(), 'analytical-engine');
    await user.type(confirmPassword(), 'analytical-engine');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.resetCodeInvalid);
  });

  it('refuses a guessable password before asking the server, saying what to do', async () => {
    const fetchMock = mockApi({});
    const { user } = renderApp('/password/update?code=RESET-123');
    await user.type(password(), 'ContestJockey2024');
    await user.type(confirmPassword(), 'ContestJockey2024');
    await user.click(submit());
    await waitFor(() => expect(messagesShown()).toEqual([ACCOUNT_MESSAGES.passwordWeak]));
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toEqual([]);
  });

  it('shows a refused password under the Password field, not in the alert', async () => {
    mockApi({ 'PUT /api/account/password-reset': () => apiError(400, ACCOUNT_MESSAGES.passwordCommon) });
    const { user } = renderApp('/password/update?code=RESET-123');
    await user.type(password(), 'sunny-saratoga-1');
    await user.type(confirmPassword(), 'sunny-saratoga-1');
    await user.click(submit());
    await waitFor(() => expect(messagesShown()).toEqual([ACCOUNT_MESSAGES.passwordCommon]));
    expect(password()).toHaveAccessibleDescription(ACCOUNT_MESSAGES.passwordCommon);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
