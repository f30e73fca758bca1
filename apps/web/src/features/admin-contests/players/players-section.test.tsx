import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeContest, makePlayer, managerApi, SLUG } from '@/testing/admin/contest-data';
import { administrator, sentBody } from '@/testing/admin/race-data';
import { apiError, jsonResponse, mockApi, renderApp } from '@/testing/test-utils';
import { ADD_AFTER_START_WARNING } from './add-players-dialog';
import { searchAccountsQueryOptions } from './api/search-accounts';

// The first render loads the lazily split admin pages, which takes a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => vi.unstubAllGlobals());

const contest = makeContest();
const ada = makePlayer({ id: 21, name: 'Ada Lovelace', rank: 1, bankroll: 80, leaderboardBankroll: 120 });
const alan = makePlayer({ id: 22, name: 'Alan Turing', rank: 2, bankroll: 100, leaderboardBankroll: 100 });
const found = [
  { id: 7, firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' },
  { id: 8, firstName: 'Grace', lastName: 'Kelly', email: 'gkelly@example.com' },
];

function playersApi(extra: Parameters<typeof managerApi>[1] = {}, of = contest) {
  return managerApi(of, {
    [`GET /api/contest/${SLUG}/players`]: () => jsonResponse([ada, alan]),
    [`GET /api/contest/${SLUG}/player-count`]: () => jsonResponse({ count: 2 }),
    ...extra,
  });
}

describe('Players tab', () => {
  it('counts the entries and lists them in leaderboard order, each leading to Manage Contest Player', async () => {
    mockApi(playersApi());
    const { user } = renderApp(`/admin/contests/${SLUG}`, { account: administrator });
    await user.click(await screen.findByRole('tab', { name: 'Players (2)' }));
    const list = await screen.findByRole('list', { name: 'Players' });
    const links = within(list).getAllByRole('link');
    expect(links[0]).toHaveTextContent('Ada Lovelace');
    expect(links[0]).toHaveTextContent(
      'Rank 1 · player21@example.com · Bankroll $80.00 · Leaderboard $120.00',
    );
    expect(links[0]).toHaveAttribute('href', '/admin/contest/derby-day/players/21');
    expect(links[1]).toHaveTextContent('Alan TuringRank 2');
  });

  it("says 'No players in this contest.', also when the list cannot be read (spec §8)", async () => {
    mockApi(playersApi({ [`GET /api/contest/${SLUG}/players`]: () => apiError(500, 'Server error') }));
    renderApp(`/contest/${SLUG}/manage?tab=players`, { account: administrator });
    expect(await screen.findByText('No players in this contest.')).toBeInTheDocument();
  });

  it('loads 10 more entries only after a full page', async () => {
    const page = Array.from({ length: 10 }, (_, index) =>
      makePlayer({ id: 100 + index, name: `Player ${index}` }),
    );
    mockApi(
      playersApi({
        [`GET /api/contest/${SLUG}/players`]: ({ url }) =>
          jsonResponse(url.searchParams.get('offset') === '10' ? [ada] : page),
      }),
    );
    const { user } = renderApp(`/contest/${SLUG}/manage?tab=players`, { account: administrator });
    const list = await screen.findByRole('list', { name: 'Players' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(11));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('adds several accounts found by name or e-mail, searching once typing pauses', async () => {
    const api = mockApi(
      playersApi({
        'GET /api/account/search': () => jsonResponse(found),
        [`POST /api/contest/${SLUG}/players`]: () => jsonResponse([], 201),
      }),
    );
    const { user } = renderApp(`/contest/${SLUG}/manage?tab=players`, { account: administrator });
    await user.click(await screen.findByRole('button', { name: 'Add Player' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Player' });
    const search = within(dialog).getByRole('combobox', { name: 'Search by name or email' });
    await user.type(search, 'gr');
    expect(await screen.findByText('Type 3 or more characters to search.')).toBeInTheDocument();
    await user.type(search, 'ace');
    await user.click(await screen.findByRole('option', { name: 'Grace Hopper (grace@example.com)' }));
    await user.click(screen.getByRole('option', { name: 'Grace Kelly (gkelly@example.com)' }));
    expect(within(dialog).getByText('2 selected')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add Player' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBody(api, 'POST', `/api/contest/${SLUG}/players`)).toEqual({ accounts: [7, 8] });
    // One search, for the whole text: the keystrokes came faster than the 500 ms pause.
    const searches = api.mock.calls
      .map(([input]) => new URL(String(input), 'http://x'))
      .filter((url) => url.pathname === '/api/account/search');
    expect(searches.map((url) => url.searchParams.get('q'))).toEqual(['grace']);
  });

  it('warns before adding a player once the contest has started, and still adds', async () => {
    const api = mockApi(
      playersApi(
        {
          'GET /api/account/search': () => jsonResponse(found),
          [`POST /api/contest/${SLUG}/players`]: () => jsonResponse([], 201),
        },
        makeContest({ status: 'live' }),
      ),
    );
    const { user } = renderApp(`/contest/${SLUG}/manage?tab=players`, { account: administrator });
    await user.click(await screen.findByRole('button', { name: 'Add Player' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Player' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(ADD_AFTER_START_WARNING);
    expect(ADD_AFTER_START_WARNING).toContain('the audit log records it');
    await user.type(within(dialog).getByRole('combobox', { name: 'Search by name or email' }), 'grace');
    await user.click(await screen.findByRole('option', { name: 'Grace Hopper (grace@example.com)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Player' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBody(api, 'POST', `/api/contest/${SLUG}/players`)).toEqual({ accounts: [7] });
  });

  it('gives no warning while the contest is still upcoming', async () => {
    mockApi(playersApi());
    const { user } = renderApp(`/contest/${SLUG}/manage?tab=players`, { account: administrator });
    await user.click(await screen.findByRole('button', { name: 'Add Player' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Player' });
    expect(within(dialog).queryByText(ADD_AFTER_START_WARNING)).not.toBeInTheDocument();
  });

  it('searches only with 3 or more characters', () => {
    expect(searchAccountsQueryOptions('ad').enabled).toBe(false);
    expect(searchAccountsQueryOptions(' ad ').enabled).toBe(false);
    expect(searchAccountsQueryOptions('ada').enabled).toBe(true);
  });

  it("asks for an account: 'Please select at least one account.'", async () => {
    const api = mockApi(playersApi());
    const { user } = renderApp(`/contest/${SLUG}/manage?tab=players`, { account: administrator });
    await user.click(await screen.findByRole('button', { name: 'Add Player' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Player' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Player' }));
    expect(await within(dialog).findByText('Please select at least one account.')).toBeInTheDocument();
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it("removes a player after confirming; 'Failed to remove player.' when it cannot", async () => {
    let refuse = false;
    const api = mockApi(
      playersApi({
        'DELETE /api/players/21': () =>
          refuse ? apiError(404, 'Player not found', 'Not Found') : jsonResponse(ada),
      }),
    );
    const { user } = renderApp(`/contest/${SLUG}/manage?tab=players`, { account: administrator });
    await user.click(await screen.findByRole('button', { name: 'Remove player Ada Lovelace' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Player' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to remove this player? (Ada Lovelace)');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBody(api, 'DELETE', '/api/players/21')).toBeUndefined();

    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Remove player Ada Lovelace' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to remove player. Player not found');
  });
});
