import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountsApi, adminAccount, grace, locked, manyAccounts } from '@/testing/admin/account-data';
import { administrator } from '@/testing/admin/race-data';
import { apiError, expectDocumentTitle, jsonResponse, mockApi, renderApp } from '@/testing/test-utils';

// The first render loads the lazily split admin pages, which takes a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => vi.unstubAllGlobals());

/** The GET /admin/accounts calls made, as their query strings' values. */
function accountSearches(api: ReturnType<typeof mockApi>) {
  return api.mock.calls
    .map(([input]) => new URL(String(input), 'http://x'))
    .filter((url) => url.pathname === '/api/admin/accounts')
    .map((url) => Object.fromEntries(url.searchParams));
}

describe('/admin/users', () => {
  it('shows Recently Created, Locked and All Accounts, each account linking to Manage Account', async () => {
    mockApi(accountsApi());
    renderApp('/admin/users', { account: administrator });
    expect(await screen.findByRole('heading', { level: 1, name: 'Accounts' })).toBeInTheDocument();
    await expectDocumentTitle('Contest Jockey: Accounts');

    const recent = await screen.findByRole('list', { name: 'Recently Created Accounts' });
    expect(within(recent).getByRole('link', { name: /Grace Hopper/ })).toHaveAttribute(
      'href',
      '/admin/accounts/21',
    );
    expect(within(recent).getByText('grace@example.com · Created March 5, 2025')).toBeInTheDocument();

    const lockedList = await screen.findByRole('list', { name: 'Locked Accounts' });
    const lockedLink = within(lockedList).getByRole('link', { name: /Linus Locke/ });
    expect(lockedLink).toHaveAttribute('href', '/admin/accounts/22');
    expect(within(lockedLink).getByText('Locked')).toBeInTheDocument();

    const all = await screen.findByRole('list', { name: 'All Accounts' });
    expect(within(all).getAllByRole('link')).toHaveLength(2);
  });

  it('says so when a list is empty', async () => {
    mockApi(accountsApi({ all: [], recent: [], lockedList: [] }));
    renderApp('/admin/users', { account: administrator });
    expect(await screen.findByText('No locked accounts.')).toBeInTheDocument();
    expect(await screen.findAllByText('No accounts.')).toHaveLength(2);
  });

  it('shows the lists as empty when the calls fail (spec §8)', async () => {
    mockApi({
      'GET /api/admin/accounts': () => apiError(500, 'Something broke.'),
      'GET /api/admin/accounts/recent': () => apiError(500, 'Something broke.'),
      'GET /api/admin/accounts/locked': () => apiError(500, 'Something broke.'),
    });
    renderApp('/admin/users', { account: administrator });
    expect(await screen.findByText('No locked accounts.')).toBeInTheDocument();
    expect(await screen.findAllByText('No accounts.')).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('loads more accounts 50 at a time, only while the last page was full', async () => {
    const api = mockApi(accountsApi({ all: manyAccounts(100, 60) }));
    const { user } = renderApp('/admin/users', { account: administrator });
    const all = await screen.findByRole('list', { name: 'All Accounts' });
    expect(within(all).getAllByRole('link')).toHaveLength(50);
    expect(accountSearches(api)[0]).toEqual({ offset: '0', count: '50' });

    const allSection = screen.getByRole('region', { name: 'All Accounts' });
    await user.click(within(allSection).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(all).getAllByRole('link')).toHaveLength(60));
    expect(accountSearches(api).at(-1)).toEqual({ offset: '50', count: '50' });
    expect(within(allSection).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('offers Load more under a full page of 50 only, not under the short locked list', async () => {
    mockApi(accountsApi({ all: manyAccounts(100, 50), lockedList: [locked] }));
    renderApp('/admin/users', { account: administrator });
    const all = await screen.findByRole('list', { name: 'All Accounts' });
    expect(within(all).getAllByRole('link')).toHaveLength(50);
    // A full page may have more after it: Load more shows for All Accounts, not for the short locked list.
    const allSection = screen.getByRole('region', { name: 'All Accounts' });
    expect(within(allSection).getByRole('button', { name: 'Load more' })).toBeInTheDocument();
    const lockedSection = screen.getByRole('region', { name: 'Locked Accounts' });
    expect(within(lockedSection).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('searches by name or e-mail from 2 characters, and closing the search lists everyone again', async () => {
    const ada = adminAccount({ id: 30, firstName: 'Ada', lastName: 'King', email: 'ada@example.com' });
    const api = mockApi(accountsApi({ all: [grace, locked, ada] }));
    const { user } = renderApp('/admin/users', { account: administrator });
    const allSection = await screen.findByRole('region', { name: 'All Accounts' });
    const all = await within(allSection).findByRole('list', { name: 'All Accounts' });
    expect(within(all).getAllByRole('link')).toHaveLength(3);

    const toggle = within(allSection).getByRole('button', { name: 'Search accounts' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const box = within(allSection).getByRole('searchbox', { name: 'Search by name or email' });
    expect(box).toHaveFocus();
    await user.type(box, 'ADA');

    await waitFor(() => expect(within(all).getAllByRole('link')).toHaveLength(1));
    expect(within(all).getByRole('link', { name: /Ada King/ })).toBeInTheDocument();
    expect(accountSearches(api).at(-1)).toEqual({ q: 'ADA', offset: '0', count: '50' });
    // One call for the settled text: not one per key typed.
    expect(accountSearches(api).filter((query) => query.q)).toHaveLength(1);

    await user.type(box, 'zzz');
    expect(await within(allSection).findByText('No accounts match your search.')).toBeInTheDocument();

    await user.click(within(allSection).getByRole('button', { name: 'Close Search accounts' }));
    await waitFor(() =>
      expect(within(allSection).getByRole('list', { name: 'All Accounts' }).children).toHaveLength(3),
    );
    expect(accountSearches(api).at(-1)).toEqual({ offset: '0', count: '50' });
  });

  it('sends players away: the admin area is for administrators', async () => {
    mockApi({ 'GET /api/upcoming/contests': () => jsonResponse([]) });
    const { router } = renderApp('/admin/users', { account: { ...administrator, isAdministrator: false } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
