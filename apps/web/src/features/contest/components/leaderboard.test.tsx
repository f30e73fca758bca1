import '../testing/lazy-parts';
import { STORAGE_KEYS } from '@cj/shared/constants';
import { ContestFormat } from '@cj/shared/enums';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { tracked } from '@/testing/analytics';
import { expectDocumentTitle, renderApp, testAccount } from '@/testing/test-utils';
import { callsTo, mockContestApi } from '../testing/contest-api';
import { makeContest, makePlay, makePlayer, makeRace, prizes, SLUG, sponsors } from '../testing/fixtures';

// The whole app renders in each test; a busy machine needs more than the default waits.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5000 });

const PAGE = `/contest/${SLUG}`;
const LEADERBOARD_PAGE = `/contest/${SLUG}/leaderboard`;
const HOUR = 60 * 60 * 1000;

/** 23 entries: two share first place. */
const players = Array.from({ length: 23 }, (_, index) =>
  makePlayer({
    id: 100 + index,
    name: `Player ${index + 1}`,
    rank: index < 2 ? 1 : index + 1,
    leaderboardBankroll: 2000 - index * 10 - (index === 1 ? -10 : 0),
  }),
);
const mine = makePlayer({ id: 70, name: 'Ada L.', rank: 5, leaderboardBankroll: 1250.5 });

async function openLeaderboardTab(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('tab', { name: 'Leaderboard' }));
  return screen.findByRole('region', { name: 'Leaderboard' });
}

describe('the contest leaderboard', () => {
  it("lists the account's entries, then every entry with the count, ranks shared by ties", async () => {
    mockContestApi({ players, myPlayers: [mine] });
    const { user } = renderApp(PAGE, { account: testAccount });
    await openLeaderboardTab(user);
    const yours = await screen.findByRole('region', { name: 'Your Entries' });
    expect(within(yours).getByRole('button', { name: 'Rank 5, Ada L., $1,250.50' })).toBeInTheDocument();
    const all = await screen.findByRole('region', { name: 'All Entries (23)' });
    const rows = await within(all).findAllByRole('button', { name: /^Rank/ });
    expect(rows.slice(0, 3).map((row) => row.getAttribute('aria-label'))).toEqual([
      'Rank 1, Player 1, $2,000.00',
      'Rank 1, Player 2, $2,000.00',
      'Rank 3, Player 3, $1,980.00',
    ]);
  });

  it('says beside each row in the money what it wins: a tie shares the prizes of the places it occupies', async () => {
    mockContestApi({ players, prizes });
    const { user } = renderApp(PAGE);
    await openLeaderboardTab(user);
    const all = await screen.findByRole('region', { name: 'All Entries (23)' });
    const row = async (name: string) =>
      within(all).findByRole('button', { name: new RegExp(`^Rank \\d+, ${name}, `) });
    // Players 1 and 2 tie for first: they occupy 1st and 2nd and share those prizes.
    await waitFor(async () =>
      expect(await row('Player 1')).toHaveAccessibleDescription('Shares the 1st–2nd place prizes'),
    );
    expect(await row('Player 2')).toHaveAccessibleDescription('Shares the 1st–2nd place prizes');
    expect(await row('Player 3')).toHaveAccessibleDescription('Prize: Track jacket ($80.00)');
    expect(await row('Player 4')).not.toHaveAccessibleDescription();
    expect(await row('Player 3')).toHaveTextContent('Prize: Track jacket ($80.00)');
  });

  it('says under each row how many races the entry may still pick and the horse running for it in the race just closed', async () => {
    const running = (runner: { programNumber: string; name: string; scratched?: boolean } | null) => ({
      raceNumber: 4,
      runner: runner && { scratched: false, ...runner },
    });
    mockContestApi({
      players: [
        makePlayer({
          id: 1,
          name: 'Picker',
          rank: 1,
          picksLeft: 3,
          nowRunning: running({ programNumber: '5', name: 'Midnight Lark' }),
        }),
        makePlayer({ id: 2, name: 'Idler', rank: 2, picksLeft: 5, nowRunning: running(null) }),
        makePlayer({
          id: 3,
          name: 'Scratched',
          rank: 3,
          nowRunning: running({ programNumber: '2', name: 'Paper Tiger', scratched: true }),
        }),
        makePlayer({ id: 4, name: 'Done', rank: 4 }),
      ],
      prizes: [],
    });
    const { user } = renderApp(PAGE);
    await openLeaderboardTab(user);
    const all = await screen.findByRole('region', { name: 'All Entries (4)' });
    const row = (name: string) =>
      within(all).findByRole('button', { name: new RegExp(`^Rank \\d+, ${name}, `) });
    expect(await row('Picker')).toHaveAccessibleDescription('3 left · Race 4: #5 Midnight Lark');
    expect(await row('Picker')).toHaveTextContent('3 left · Race 4: #5 Midnight Lark');
    expect(await row('Idler')).toHaveAccessibleDescription('5 left · Race 4: no pick');
    expect(await row('Scratched')).toHaveAccessibleDescription('Race 4: #2 Paper Tiger (scratched)');
    // Nothing left to pick and no race just closed: no second line.
    expect(await row('Done')).not.toHaveAccessibleDescription();
  });

  it("links every row, Your Entries too, to its player's record by the contest player id", async () => {
    mockContestApi({ players: players.slice(0, 3), myPlayers: [mine] });
    const { user, router } = renderApp(PAGE, { account: testAccount });
    await openLeaderboardTab(user);
    const yours = await screen.findByRole('region', { name: 'Your Entries' });
    expect(within(yours).getByRole('link', { name: "Ada L.'s record" })).toHaveAttribute(
      'href',
      '/players/70',
    );
    const all = await screen.findByRole('region', { name: 'All Entries (3)' });
    await waitFor(() => expect(within(all).getAllByRole('link', { name: /'s record$/ })).toHaveLength(3));
    expect(
      within(all)
        .getAllByRole('link', { name: /'s record$/ })
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/players/100', '/players/101', '/players/102']);
    await user.click(within(all).getByRole('link', { name: "Player 2's record" }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/players/101'));
  });

  it('loads 10 entries a page and offers Load more only while the last page was full', async () => {
    const fetchMock = mockContestApi({ players });
    const { user } = renderApp(PAGE);
    await openLeaderboardTab(user);
    const all = await screen.findByRole('region', { name: 'All Entries (23)' });
    await waitFor(() => expect(within(all).getAllByRole('listitem')).toHaveLength(10));
    await user.click(within(all).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(all).getAllByRole('listitem')).toHaveLength(20));
    await user.click(within(all).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(all).getAllByRole('listitem')).toHaveLength(23));
    expect(within(all).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const offsets = callsTo(fetchMock, 'GET', `/api/contest/${SLUG}/players`).map(([input]) =>
      new URL(String(input), 'http://localhost').searchParams.get('offset'),
    );
    expect(offsets).toEqual(['0', '10', '20']);
  });

  it('offers no Load more when the first page is not full', async () => {
    mockContestApi({ players: players.slice(0, 4) });
    const { user } = renderApp(PAGE);
    await openLeaderboardTab(user);
    const all = await screen.findByRole('region', { name: 'All Entries (4)' });
    await waitFor(() => expect(within(all).getAllByRole('listitem')).toHaveLength(4));
    expect(within(all).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says when there are no entries yet', async () => {
    mockContestApi();
    const { user } = renderApp(PAGE);
    await openLeaderboardTab(user);
    expect(await screen.findByText('Player list will be available soon.')).toBeInTheDocument();
  });

  it('opens an entry to its plays with payoffs, and says when it has none', async () => {
    mockContestApi({
      players: players.slice(0, 2),
      playerPlays: {
        100: [
          makePlay({
            id: 2,
            raceNumber: 2,
            amount: 10,
            payoff: 42,
            runner: { id: 5, programNumber: '5', name: 'Catching Freedom', scratched: false },
          }),
          makePlay({ id: 1, raceNumber: 1, amount: 2, payoff: 0 }),
        ],
        101: [],
      },
    });
    const { user } = renderApp(PAGE);
    await openLeaderboardTab(user);
    const first = await screen.findByRole('button', { name: /Player 1\b/ });
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const plays = document.getElementById(first.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(await within(plays).findByText('Catching Freedom')).toBeInTheDocument();
    expect(
      within(plays)
        .getAllByText(/^Race \d$/)
        .map((node) => node.textContent),
    ).toEqual(['Race 1', 'Race 2']);
    expect(within(plays).getByText('+$42.00')).toBeInTheDocument();
    expect(within(plays).getByText('$10.00')).toBeInTheDocument();
    expect(tracked('leaderboard_expanded')).toContainEqual({ contest: SLUG, player: 100 });

    await user.click(screen.getByRole('button', { name: /Player 2\b/ }));
    expect(await screen.findByText('Player has not entered any plays yet.')).toBeInTheDocument();
  });

  it('pins entries on this device, keeps them across visits, and unpins them', async () => {
    mockContestApi({ players, playerPlays: { 103: [], 104: [] } });
    const first = renderApp(PAGE, { account: testAccount });
    await openLeaderboardTab(first.user);
    await first.user.click(await screen.findByRole('button', { name: /Player 4\b/ }));
    await first.user.click(await screen.findByRole('button', { name: /^Pin Entry/ }));
    const pinned = await screen.findByRole('region', { name: 'Pinned Entries' });
    expect(await within(pinned).findByRole('button', { name: /Player 4\b/ })).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.pinnedPlayers(SLUG)) ?? 'null')).toEqual([
      103,
    ]);
    first.unmount();

    const fetchMock = mockContestApi({ players, playerPlays: { 103: [] } });
    const second = renderApp(PAGE, { account: testAccount });
    await openLeaderboardTab(second.user);
    const kept = await screen.findByRole('region', { name: 'Pinned Entries' });
    const row = await within(kept).findByRole('button', { name: /Player 4\b/ });
    const pinnedCall = callsTo(fetchMock, 'GET', `/api/contest/${SLUG}/players/pinned`)[0]?.[0];
    expect(new URL(String(pinnedCall), 'http://localhost').searchParams.get('players')).toBe('103');

    await second.user.click(row);
    await second.user.click(await within(kept).findByRole('button', { name: /^Unpin Entry/ }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Pinned Entries' })).not.toBeInTheDocument(),
    );
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.pinnedPlayers(SLUG)) ?? 'null')).toEqual([]);
  });

  it('shows the sponsors under the leaderboard of a contest that has them', async () => {
    const fetchMock = mockContestApi({
      contest: makeContest({ hasSponsors: true }),
      sponsors,
      players: [mine],
    });
    const { user } = renderApp(PAGE);
    await openLeaderboardTab(user);
    const logos = await screen.findByRole('list', { name: 'Sponsors' });
    expect(
      within(logos)
        .getAllByRole('img')
        .map((logo) => logo.getAttribute('alt')),
    ).toEqual(['First Sponsor', 'Second Sponsor']);
    expect(callsTo(fetchMock, 'GET', `/api/contest/${SLUG}/sponsor`)).toHaveLength(1);
  });

  it('asks for no sponsors for a contest without them', async () => {
    const fetchMock = mockContestApi({ players: [mine] });
    const { user } = renderApp(PAGE);
    const leaderboard = await openLeaderboardTab(user);
    await within(leaderboard).findByRole('button', { name: /Ada L\./ });
    expect(screen.queryByRole('list', { name: 'Sponsors' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', `/api/contest/${SLUG}/sponsor`)).toHaveLength(0);
  });

  it('sends a visitor who pins to log in first, and back again', async () => {
    mockContestApi({ players: players.slice(0, 1), playerPlays: { 100: [] } });
    const { user } = renderApp(PAGE);
    await openLeaderboardTab(user);
    await user.click(await screen.findByRole('button', { name: /Player 1\b/ }));
    expect(await screen.findByRole('link', { name: /^Pin Entry/ })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(PAGE)}`,
    );
  });

  it("says 'Unofficial' for 24 hours after the contest concludes, then 'Official', and nothing before", async () => {
    const concluded = (hoursAgo: number, isOfficial: boolean) =>
      makeContest({ concludedAt: new Date(Date.now() - hoursAgo * HOUR).toISOString(), isOfficial });

    mockContestApi({ contest: concluded(2, false) });
    let view = renderApp(PAGE);
    // The page header says it too, whichever tab is open (the Leaderboard tab's hidden panel aside).
    expect(await screen.findByText('Unofficial', { ignore: '[hidden] *, script, style' })).toBeVisible();
    expect(within(await openLeaderboardTab(view.user)).getByText('Unofficial')).toBeInTheDocument();
    view.unmount();

    mockContestApi({ contest: concluded(30, true) });
    view = renderApp(PAGE);
    const board = await openLeaderboardTab(view.user);
    expect(within(board).getByText('Official')).toBeInTheDocument();
    expect(within(board).queryByText('Unofficial')).not.toBeInTheDocument();
    view.unmount();

    mockContestApi({ contest: makeContest() });
    view = renderApp(PAGE);
    const open = await openLeaderboardTab(view.user);
    expect(within(open).queryByText(/Official/i)).not.toBeInTheDocument();
  });
});

describe('/contest/:slug/leaderboard', () => {
  it('shows the sponsors, your entries and every entry', async () => {
    mockContestApi({ sponsors, players: players.slice(0, 3), myPlayers: [mine] });
    renderApp(LEADERBOARD_PAGE, { account: testAccount });
    const logos = await screen.findByRole('list', { name: 'Sponsors' });
    expect(
      within(logos)
        .getAllByRole('img')
        .map((logo) => logo.getAttribute('alt')),
    ).toEqual(['First Sponsor', 'Second Sponsor']);
    await expectDocumentTitle('Contest Jockey: Derby Day Challenge Leaderboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Derby Day Challenge' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Your Entries' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'All Entries (3)' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pinned Entries' })).not.toBeInTheDocument();
  });

  it('says the player list is coming when there are no entries', async () => {
    mockContestApi();
    renderApp(LEADERBOARD_PAGE);
    expect(await screen.findByText('Player list will be available soon.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your Entries' })).not.toBeInTheDocument();
  });

  it('opens an entry to its plays', async () => {
    mockContestApi({ players: players.slice(0, 1), playerPlays: { 100: [] } });
    const { user } = renderApp(LEADERBOARD_PAGE);
    await user.click(await screen.findByRole('button', { name: /Player 1\b/ }));
    expect(await screen.findByText('Player has not entered any plays yet.')).toBeInTheDocument();
  });

  it('says a missing contest was not found', async () => {
    mockContestApi(
      {},
      {
        [`GET /api/contest/${SLUG}`]: () =>
          new Response(
            JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'Contest not found.' }),
            { status: 404 },
          ),
      },
    );
    renderApp(LEADERBOARD_PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Contest not found' })).toBeInTheDocument();
  });
});

describe('words that do not mislead', () => {
  it("says how many of an entry's plays are hidden until the race closes, not that it has none", async () => {
    const hiding = [
      makePlayer({ id: 100, name: 'Player 1', hiddenPlays: 2 }),
      makePlayer({ id: 101, name: 'Player 2', hiddenPlays: 1 }),
    ];
    mockContestApi({
      players: hiding,
      playerPlays: { 100: [], 101: [makePlay({ id: 1, raceNumber: 1, amount: 2, payoff: 0 })] },
    });
    const { user } = renderApp(PAGE);
    await openLeaderboardTab(user);
    await user.click(await screen.findByRole('button', { name: /Player 1\b/ }));
    expect(await screen.findByText('2 plays, hidden until the race closes')).toBeInTheDocument();
    expect(screen.queryByText('Player has not entered any plays yet.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Player 2\b/ }));
    expect(await screen.findByText('1 play, hidden until the race closes')).toBeInTheDocument();
  });

  it("calls a Win contest's figure the score, the leaderboard's own, never a bankroll", async () => {
    const winner = makePlayer({ id: 70, name: 'Ada L.', rank: 1, bankroll: 0, leaderboardBankroll: 42.4 });
    mockContestApi({
      contest: makeContest({ format: ContestFormat.Win }),
      players: [winner],
      myPlayers: [winner],
    });
    renderApp(PAGE, { account: testAccount });
    expect(await screen.findByRole('term')).toHaveTextContent('Score');
    expect(screen.getByRole('definition')).toHaveTextContent('$42.40');
    expect(screen.queryByText(/Bankroll/)).not.toBeInTheDocument();
  });

  it('says why the header and the leaderboard differ in a Win Bankroll contest: bankroll plus open plays', async () => {
    const playing = makePlayer({ id: 70, name: 'Ada L.', rank: 1, bankroll: 990, leaderboardBankroll: 1000 });
    mockContestApi({ players: [playing], myPlayers: [playing] });
    renderApp(PAGE, { account: testAccount });
    const terms = await screen.findAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual(['Bankroll', 'Leaderboard']);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      '$990.00',
      '$1,000.00 (bankroll plus open plays)',
    ]);
  });
});

describe("pinned entries' plays under each race", () => {
  it('shows the plays of the entries pinned on this device under a closed race, as soon as one is pinned', async () => {
    const closed = makeRace({}, { isWageringClosed: true });
    const plays = [
      makePlay({
        id: 1,
        player: 100,
        playerName: 'Player 1',
        runner: { id: 2, programNumber: '2', name: 'Sierra Leone', scratched: false },
      }),
      makePlay({
        id: 2,
        player: 101,
        playerName: 'Player 2',
        runner: { id: 1, programNumber: '1', name: 'Mystik Dan', scratched: false },
      }),
    ];
    const fetchMock = mockContestApi({
      races: [closed],
      players,
      racePlays: { 501: plays },
      playerPlays: { 100: [] },
    });
    const { user } = renderApp(PAGE, { account: testAccount });
    await user.click(await screen.findByRole('button', { name: /Race 1/ }));
    await screen.findByRole('region', { name: 'Plays' });
    expect(screen.queryByRole('region', { name: "Pinned entries' plays" })).not.toBeInTheDocument();

    const board = await openLeaderboardTab(user);
    await user.click(await within(board).findByRole('button', { name: /Player 1\b/ }));
    await user.click(await within(board).findByRole('button', { name: /^Pin Entry/ }));
    await user.click(screen.getByRole('tab', { name: 'Contest' }));
    const pinned = await screen.findByRole('region', { name: "Pinned entries' plays" });
    expect(await within(pinned).findByText('Sierra Leone')).toBeInTheDocument();
    expect(within(pinned).getByText('Player 1')).toBeInTheDocument();
    expect(within(pinned).queryByText('Mystik Dan')).not.toBeInTheDocument();
    const call = callsTo(fetchMock, 'GET', '/api/race/501/wagers/pinned')[0]?.[0];
    expect(new URL(String(call), 'http://localhost').searchParams.get('players')).toBe('100');
  });
});
