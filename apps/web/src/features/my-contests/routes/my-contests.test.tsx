import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { myContestSummary as contestSummary } from '@/testing/contest-summaries';
import { pretendWideScreen } from '@/testing/screen-width';
import { apiError, jsonResponse, mockApi, renderApp, testAccount } from '@/testing/test-utils';

const upcoming = [
  contestSummary({
    id: 1,
    name: 'Derby Day Challenge',
    slug: 'derby-day',
    startTime: '2024-05-04T23:59:00-04:00',
  }),
];
const past = [
  contestSummary({
    id: 2,
    name: 'Breeders Cup Classic',
    slug: 'bc-classic',
    startTime: '2023-11-04T16:00:00Z',
    concludedAt: '2023-11-04T23:00:00Z',
  }),
];

function mockMyContests(lists: { upcoming?: unknown[]; past?: unknown[] } = {}) {
  return mockApi({
    'GET /api/contests/upcoming': () => jsonResponse(lists.upcoming ?? []),
    'GET /api/contests/past': () => jsonResponse(lists.past ?? []),
  });
}

describe('/contests', () => {
  it('sends a visitor to log in first, coming back here after', async () => {
    const fetchMock = mockMyContests();
    const { router } = renderApp('/contests');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fcontests');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says where each contest stands: Upcoming, Live, Unofficial, Official, Cancelled', async () => {
    const rows = [
      contestSummary({ id: 11, name: 'Open Contest' }),
      contestSummary({ id: 12, name: 'Running Contest', status: 'live' }),
      contestSummary({ id: 13, name: 'Cancelled Contest', isCancelled: true }),
    ];
    const finished = [
      contestSummary({ id: 14, name: 'Just Finished', concludedAt: new Date().toISOString() }),
      ...past,
    ];
    mockMyContests({ upcoming: rows, past: finished });
    renderApp('/contests', { account: testAccount });
    const upcomingList = await screen.findByRole('list', { name: 'My upcoming contests' });
    const row = (list: HTMLElement, name: string) =>
      within(list).getByRole('link', { name: new RegExp(name) });
    expect(row(upcomingList, 'Open Contest')).toHaveTextContent('Upcoming');
    expect(row(upcomingList, 'Open Contest')).not.toHaveTextContent(/Live|Official|Cancelled/);
    expect(row(upcomingList, 'Running Contest')).toHaveTextContent('Live');
    expect(row(upcomingList, 'Cancelled Contest')).toHaveTextContent('Cancelled');
    const pastList = await screen.findByRole('list', { name: 'My past contests' });
    expect(row(pastList, 'Just Finished')).toHaveTextContent('Unofficial');
    expect(row(pastList, 'Breeders Cup Classic')).toHaveTextContent('Official');
    expect(row(pastList, 'Breeders Cup Classic')).not.toHaveTextContent('Unofficial');
  });

  it("shows the player's rank, leaderboard bankroll, races picked, the next race to pick or to post with its zone, and the start time", async () => {
    const rows = [
      contestSummary({
        id: 21,
        name: 'Turf Festival',
        startTime: '2026-11-23T20:30:00Z',
        timezone: 'America/Los_Angeles',
        standing: { rank: 3, leaderboardBankroll: 1234.5, entries: 2 },
        picks: { picked: 9, total: 9, nextUnpicked: null },
        nextRace: { raceNumber: 4, postTime: '2026-11-23T21:05:00Z', timezone: 'America/Los_Angeles' },
      }),
      contestSummary({
        id: 23,
        name: 'Half Picked',
        standing: { rank: 2, leaderboardBankroll: 100, entries: 1 },
        picks: {
          picked: 7,
          total: 9,
          nextUnpicked: { raceNumber: 8, closesAt: '2026-11-23T23:45:00Z', timezone: 'America/Los_Angeles' },
        },
        nextRace: { raceNumber: 6, postTime: '2026-11-23T22:45:00Z', timezone: 'America/Los_Angeles' },
      }),
      contestSummary({
        id: 22,
        name: 'New Entry',
        standing: { rank: null, leaderboardBankroll: 0, entries: 1 },
      }),
    ];
    mockMyContests({ upcoming: rows });
    renderApp('/contests', { account: testAccount });
    const list = await screen.findByRole('list', { name: 'My upcoming contests' });
    const turf = within(list).getByRole('link', { name: /Turf Festival/ });
    // The test runner's clock is UTC, not the track's.
    expect(turf).toHaveTextContent('November 23, 2026 · 12:30 PM PT · 8:30 PM your time');
    expect(turf).toHaveTextContent(
      '3rd place (best of 2 entries) · $1,234.50 on the leaderboard · 9 of 9 races picked · Race 4 posts 1:05 PM PT · 9:05 PM your time',
    );
    // Races left unpicked: the one that closes first, not merely the next to post.
    expect(within(list).getByRole('link', { name: /Half Picked/ })).toHaveTextContent(
      '2nd place · $100.00 on the leaderboard · 7 of 9 races picked · Next to pick: Race 8, closes 3:45 PM PT · 11:45 PM your time',
    );
    expect(within(list).getByRole('link', { name: /New Entry/ })).toHaveTextContent(
      'Not ranked yet · $0.00 on the leaderboard',
    );
  });

  it('stacks the Upcoming and Past lists on a small screen, each row linking to its contest', async () => {
    mockMyContests({ upcoming, past });
    renderApp('/contests', { account: testAccount });
    expect(screen.getByRole('heading', { level: 1, name: 'My Contests' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Upcoming',
      'Past',
    ]);
    const upcomingList = await screen.findByRole('list', { name: 'My upcoming contests' });
    const upcomingRow = within(upcomingList).getByRole('link', { name: /Derby Day Challenge/ });
    expect(upcomingRow).toHaveAttribute('href', '/contest/derby-day');
    expect(upcomingRow).toHaveTextContent('May 5, 2024');
    const pastList = await screen.findByRole('list', { name: 'My past contests' });
    expect(within(pastList).getByRole('link', { name: /Breeders Cup Classic/ })).toHaveAttribute(
      'href',
      '/contest/bc-classic',
    );
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Contest Jockey: My Contests'));
  });

  it('says so when the player has no contests', async () => {
    mockMyContests();
    renderApp('/contests', { account: testAccount });
    expect(await screen.findByText('You have no upcoming contests.')).toBeInTheDocument();
    expect(await screen.findByText('You have not played in any contests yet.')).toBeInTheDocument();
  });

  it('shows a failed list in a red alert', async () => {
    mockApi({
      'GET /api/contests/upcoming': () => jsonResponse(upcoming),
      'GET /api/contests/past': () => apiError(503, 'The database is not answering.'),
    });
    renderApp('/contests', { account: testAccount });
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is not answering.');
    expect(screen.getByRole('link', { name: /Derby Day Challenge/ })).toBeInTheDocument();
  });

  it('shows tabs on a wide screen, Upcoming first, the chosen tab kept in the address', async () => {
    pretendWideScreen();
    mockMyContests({ upcoming, past });
    const { user, router } = renderApp('/contests', { account: testAccount });
    const tablist = screen.getByRole('tablist', { name: 'My contests' });
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Upcoming', 'Past']);
    expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('link', { name: /Derby Day Challenge/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Breeders Cup Classic/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Past' }));
    const panel = screen.getByRole('tabpanel', { name: 'Past' });
    expect(within(panel).getByRole('link', { name: /Breeders Cup Classic/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=past');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('opens on the Past tab from its address', async () => {
    pretendWideScreen();
    mockMyContests({ past: [] });
    renderApp('/contests?tab=past', { account: testAccount });
    expect(screen.getByRole('tab', { name: 'Past' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('You have not played in any contests yet.')).toBeInTheDocument();
  });
});
