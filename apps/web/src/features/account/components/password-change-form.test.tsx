import { ACCOUNT_MESSAGES } from '@cj/shared/accounts';
import type { Profile } from '@cj/shared/profile';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSessionToken } from '@/lib/session';
import { apiError, jsonResponse, mockApi, renderApp, testAccount } from '@/testing/test-utils';

const profile: Profile = { ...testAccount, emailPreferences: [] };

function passwordApi(answer: () => Response) {
  return mockApi({ 'GET /api/profile': () => jsonResponse(profile), 'PUT /api/account/password': answer });
}

async function passwordSection() {
  const heading = await screen.findByRole('heading', { name: 'Password' });
  return within(heading.closest('section')!);
}

function messagesShown(): string[] {
  return [...document.querySelectorAll('.MuiFormHelperText-root.Mui-error')].map(
    (node) => node.textContent ?? '',
  );
}

async function fill(
  user: ReturnType<typeof renderApp>['user'],
  values: { current: string; password: string; confirm?: string },
) {
  const section = await passwordSection();
  if (values.current) await user.type(section.getByLabelText(/^Current Password/), values.current);
  await user.type(section.getByLabelText(/^New Password/), values.password);
  await user.type(section.getByLabelText(/^Confirm New Password/), values.confirm ?? values.password);
  await user.click(section.getByRole('button', { name: 'Change Password' }));
}

describe('Password in My Account', () => {
  it('changes the password, says the other devices were signed out, empties the form and keeps this session', async () => {
    const api = passwordApi(() => jsonResponse({ message: ACCOUNT_MESSAGES.passwordChanged }));
    const { user } = renderApp('/account', { account: testAccount });
    await fill(user, { current: 'old horse battery', password: 'quiet meadow lantern 42' });
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordChanged)).toBeInTheDocument();
    const sent = api.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      currentPassword: 'old horse battery',
      password: 'quiet meadow lantern 42',
      confirmPassword: 'quiet meadow lantern 42',
    });
    const section = await passwordSection();
    expect(section.getByLabelText(/^Current Password/)).toHaveValue('');
    expect(section.getByLabelText(/^New Password/)).toHaveValue('');
    expect(getSessionToken()).not.toBeNull();
  });

  it('shows a wrong current password under that field, focused', async () => {
    passwordApi(() => apiError(400, ACCOUNT_MESSAGES.currentPasswordWrong, 'Bad Request'));
    const { user } = renderApp('/account', { account: testAccount });
    await fill(user, { current: 'not it at all', password: 'quiet meadow lantern 42' });
    await waitFor(() => expect(messagesShown()).toEqual([ACCOUNT_MESSAGES.currentPasswordWrong]));
    const current = (await passwordSection()).getByLabelText(/^Current Password/);
    expect(current).toHaveFocus();
    expect(current).toHaveAccessibleDescription(ACCOUNT_MESSAGES.currentPasswordWrong);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('holds the new password to the signup rules before asking the server', async () => {
    const api = passwordApi(() => jsonResponse({ message: ACCOUNT_MESSAGES.passwordChanged }));
    const { user } = renderApp('/account', { account: testAccount });
    await fill(user, { current: '', password: 'quiet meadow lantern 42', confirm: 'something else 42' });
    await waitFor(() =>
      expect(messagesShown()).toEqual([
        ACCOUNT_MESSAGES.currentPasswordRequired,
        ACCOUNT_MESSAGES.passwordsDoNotMatch,
      ]),
    );
    const section = await passwordSection();
    await user.type(section.getByLabelText(/^Current Password/), 'old horse battery');
    await user.clear(section.getByLabelText(/^New Password/));
    await user.type(section.getByLabelText(/^New Password/), 'Lovelace2024');
    await user.clear(section.getByLabelText(/^Confirm New Password/));
    await user.type(section.getByLabelText(/^Confirm New Password/), 'Lovelace2024');
    await user.click(section.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(messagesShown()).toEqual([ACCOUNT_MESSAGES.passwordWeak]));
    expect(api.mock.calls.filter(([, init]) => init?.method === 'PUT')).toEqual([]);
  });

  it("shows the server's refusal of the new password under the New Password field", async () => {
    passwordApi(() => apiError(400, ACCOUNT_MESSAGES.passwordCommon, 'Bad Request'));
    const { user } = renderApp('/account', { account: testAccount });
    await fill(user, { current: 'old horse battery', password: 'quiet meadow lantern 42' });
    await waitFor(() => expect(messagesShown()).toEqual([ACCOUNT_MESSAGES.passwordCommon]));
    expect((await passwordSection()).getByLabelText(/^New Password/)).toHaveFocus();
  });
});
