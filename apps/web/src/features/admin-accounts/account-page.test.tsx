import { ACCOUNT_ADMIN_MESSAGES } from '@cj/shared/account-admin';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminAccount, grace, locked, manageAccountApi, me } from '@/testing/admin/account-data';
import { administrator, sentBody } from '@/testing/admin/race-data';
import { apiError, expectDocumentTitle, jsonResponse, mockApi, renderApp } from '@/testing/test-utils';

// The first render loads the lazily split admin pages, which takes a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => vi.unstubAllGlobals());

describe('/admin/accounts/{id}: Manage Account', () => {
  it('shows the account in the Edit Account form', async () => {
    mockApi({ 'GET /api/admin/accounts/21': () => jsonResponse(grace) });
    renderApp('/admin/accounts/21', { account: administrator });
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Account' })).toBeInTheDocument();
    await expectDocumentTitle('Contest Jockey: Manage Account');
    expect(screen.getByText('Grace Hopper · grace@example.com')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveValue('Grace');
    expect(screen.getByRole('textbox', { name: 'Last Name' })).toHaveValue('Hopper');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('grace@example.com');
    expect(screen.getByRole('switch', { name: 'Locked' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Administrator' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Accounts' })).toHaveAttribute('href', '/admin/users');
  });

  it("edits names and e-mail, locks the account and makes it administrator: 'Account updated successfully.'", async () => {
    const api = mockApi(manageAccountApi(grace));
    const { user } = renderApp('/admin/accounts/21', { account: administrator });
    const firstName = await screen.findByRole('textbox', { name: 'First Name' });
    await user.clear(firstName);
    await user.type(firstName, 'Amazing Grace');
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'amazing@example.com');
    await user.click(screen.getByRole('switch', { name: 'Locked' }));
    await user.click(screen.getByRole('switch', { name: 'Administrator' }));
    await user.click(screen.getByRole('button', { name: 'Update Account' }));
    const dialog = await screen.findByRole('dialog', {
      name: ACCOUNT_ADMIN_MESSAGES.grantAdministratorTitle,
    });
    await user.click(
      within(dialog).getByRole('button', { name: ACCOUNT_ADMIN_MESSAGES.grantAdministratorConfirm }),
    );

    expect(await screen.findByText(ACCOUNT_ADMIN_MESSAGES.accountUpdated)).toBeInTheDocument();
    // The page is hidden from assistive technology until the dialog has finished leaving.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBody(api, 'PUT', '/api/admin/accounts')).toEqual({
      id: 21,
      firstName: 'Amazing Grace',
      lastName: 'Hopper',
      email: 'amazing@example.com',
      isLocked: true,
      isAdministrator: true,
    });
    expect(screen.getByText('Amazing Grace Hopper · amazing@example.com')).toBeInTheDocument();
    // Locked now: no reset e-mail until it is unlocked.
    expect(screen.getByRole('button', { name: 'Send Password Reset Email' })).toBeDisabled();
    expect(screen.getByText(ACCOUNT_ADMIN_MESSAGES.lockedNoReset)).toBeInTheDocument();
  });

  const puts = (api: ReturnType<typeof mockApi>) =>
    api.mock.calls.filter(([, init]) => init?.method === 'PUT').length;

  it('asks before making an account administrator, naming it; Cancel leaves the change unsaved', async () => {
    const api = mockApi(manageAccountApi(grace));
    const { user } = renderApp('/admin/accounts/21', { account: administrator });
    const adminSwitch = await screen.findByRole('switch', { name: 'Administrator' });
    await user.click(adminSwitch);
    await user.click(screen.getByRole('button', { name: 'Update Account' }));
    const dialog = await screen.findByRole('dialog', {
      name: ACCOUNT_ADMIN_MESSAGES.grantAdministratorTitle,
    });
    expect(dialog).toHaveAccessibleDescription(
      ACCOUNT_ADMIN_MESSAGES.grantAdministratorQuestion('grace@example.com'),
    );
    expect(puts(api)).toBe(0);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts(api)).toBe(0);
    expect(screen.queryByText(ACCOUNT_ADMIN_MESSAGES.accountUpdated)).not.toBeInTheDocument();
    expect(adminSwitch).toBeChecked();
  });

  it('asks before taking the administrator right, and saves once confirmed', async () => {
    const ada = adminAccount({ id: 23, email: 'ada@example.com', isAdministrator: true });
    const api = mockApi(manageAccountApi(ada));
    const { user } = renderApp('/admin/accounts/23', { account: administrator });
    await user.click(await screen.findByRole('switch', { name: 'Administrator' }));
    await user.click(screen.getByRole('button', { name: 'Update Account' }));
    const dialog = await screen.findByRole('dialog', {
      name: ACCOUNT_ADMIN_MESSAGES.revokeAdministratorTitle,
    });
    expect(dialog).toHaveAccessibleDescription(
      ACCOUNT_ADMIN_MESSAGES.revokeAdministratorQuestion('ada@example.com'),
    );
    await user.click(
      within(dialog).getByRole('button', { name: ACCOUNT_ADMIN_MESSAGES.revokeAdministratorConfirm }),
    );
    expect(await screen.findByText(ACCOUNT_ADMIN_MESSAGES.accountUpdated)).toBeInTheDocument();
    expect(sentBody(api, 'PUT', '/api/admin/accounts')).toMatchObject({ id: 23, isAdministrator: false });
  });

  it('saves a change that leaves the administrator right alone without asking', async () => {
    const api = mockApi(manageAccountApi(grace));
    const { user } = renderApp('/admin/accounts/21', { account: administrator });
    const lastName = await screen.findByRole('textbox', { name: 'Last Name' });
    await user.clear(lastName);
    await user.type(lastName, 'Murray');
    await user.click(screen.getByRole('button', { name: 'Update Account' }));
    expect(await screen.findByText(ACCOUNT_ADMIN_MESSAGES.accountUpdated)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sentBody(api, 'PUT', '/api/admin/accounts')).toMatchObject({ id: 21, lastName: 'Murray' });
  });

  it('unlocks a locked account', async () => {
    const api = mockApi(manageAccountApi(locked));
    const { user } = renderApp('/admin/accounts/22', { account: administrator });
    const lockedSwitch = await screen.findByRole('switch', { name: 'Locked' });
    expect(lockedSwitch).toBeChecked();
    await user.click(lockedSwitch);
    await user.click(screen.getByRole('button', { name: 'Update Account' }));
    expect(await screen.findByText(ACCOUNT_ADMIN_MESSAGES.accountUpdated)).toBeInTheDocument();
    expect(sentBody(api, 'PUT', '/api/admin/accounts')).toMatchObject({ id: 22, isLocked: false });
    expect(screen.getByRole('button', { name: 'Send Password Reset Email' })).toBeEnabled();
  });

  it('asks for names and an e-mail, with the spec messages, and sends nothing', async () => {
    const api = mockApi({ 'GET /api/admin/accounts/21': () => jsonResponse(grace) });
    const { user } = renderApp('/admin/accounts/21', { account: administrator });
    await user.clear(await screen.findByRole('textbox', { name: 'First Name' }));
    await user.clear(screen.getByRole('textbox', { name: 'Last Name' }));
    await user.clear(screen.getByRole('textbox', { name: 'Email' }));
    await user.click(screen.getByRole('button', { name: 'Update Account' }));
    expect(await screen.findByText('First name is required.')).toBeInTheDocument();
    expect(screen.getByText('Last name is required.')).toBeInTheDocument();
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveFocus();
    expect(api.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it("shows the server's refusal in a red alert", async () => {
    mockApi({
      'GET /api/admin/accounts/21': () => jsonResponse(grace),
      'PUT /api/admin/accounts': () => apiError(409, 'An account with that email already exists.'),
    });
    const { user } = renderApp('/admin/accounts/21', { account: administrator });
    await screen.findByRole('textbox', { name: 'First Name' });
    await user.click(screen.getByRole('button', { name: 'Update Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with that email already exists.');
  });

  it('keeps an administrator from locking themselves or giving up their own right', async () => {
    const api = mockApi(
      manageAccountApi(me, {
        'GET /api/account': () => jsonResponse({ ...administrator, firstName: 'Augusta' }),
      }),
    );
    const { user } = renderApp('/admin/accounts/7', { account: administrator });
    const lockedSwitch = await screen.findByRole('switch', { name: 'Locked' });
    const adminSwitch = screen.getByRole('switch', { name: 'Administrator' });
    expect(lockedSwitch).toBeDisabled();
    expect(lockedSwitch).toHaveAccessibleDescription(ACCOUNT_ADMIN_MESSAGES.cannotLockSelf);
    expect(adminSwitch).toBeDisabled();
    expect(adminSwitch).toBeChecked();
    expect(adminSwitch).toHaveAccessibleDescription(ACCOUNT_ADMIN_MESSAGES.cannotRevokeOwnAdministrator);

    // Their names still change, and the app's own account is read again.
    const firstName = screen.getByRole('textbox', { name: 'First Name' });
    await user.clear(firstName);
    await user.type(firstName, 'Augusta');
    await user.click(screen.getByRole('button', { name: 'Update Account' }));
    expect(await screen.findByText(ACCOUNT_ADMIN_MESSAGES.accountUpdated)).toBeInTheDocument();
    expect(sentBody(api, 'PUT', '/api/admin/accounts')).toMatchObject({
      id: 7,
      firstName: 'Augusta',
      isLocked: false,
      isAdministrator: true,
    });
    await waitFor(() =>
      expect(
        api.mock.calls.some(([input]) => new URL(String(input), 'http://x').pathname === '/api/account'),
      ).toBe(true),
    );
  });

  it("sends a password reset e-mail: 'Password reset email sent.'", async () => {
    const api = mockApi({
      'GET /api/admin/accounts/21': () => jsonResponse(grace),
      'POST /api/admin/accounts/21/password-reset': () =>
        jsonResponse({ message: ACCOUNT_ADMIN_MESSAGES.resetEmailSent }),
    });
    const { user } = renderApp('/admin/accounts/21', { account: administrator });
    await user.click(await screen.findByRole('button', { name: 'Send Password Reset Email' }));
    expect(await screen.findByText(ACCOUNT_ADMIN_MESSAGES.resetEmailSent)).toBeInTheDocument();
    expect(sentBody(api, 'POST', '/api/admin/accounts/21/password-reset')).toBeUndefined();
  });

  it('shows a failed reset e-mail in a red alert', async () => {
    mockApi({
      'GET /api/admin/accounts/21': () => jsonResponse(grace),
      'POST /api/admin/accounts/21/password-reset': () => apiError(409, ACCOUNT_ADMIN_MESSAGES.lockedNoReset),
    });
    const { user } = renderApp('/admin/accounts/21', { account: administrator });
    await user.click(await screen.findByRole('button', { name: 'Send Password Reset Email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_ADMIN_MESSAGES.lockedNoReset);
  });

  it("says 'Account not found.' for an account that does not exist", async () => {
    mockApi({ 'GET /api/admin/accounts/999': () => apiError(404, 'Account not found.', 'Not Found') });
    renderApp('/admin/accounts/999', { account: administrator });
    expect(await screen.findByRole('alert')).toHaveTextContent('Account not found.');
    expect(screen.getByRole('link', { name: 'Accounts' })).toHaveAttribute('href', '/admin/users');
  });
});
