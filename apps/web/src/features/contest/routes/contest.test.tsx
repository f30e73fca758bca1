import '../testing/lazy-parts';
import { ContestFormat } from '@cj/shared/enums';
import { PLAYER_MESSAGES } from '@cj/shared/players';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tracked } from '@/testing/analytics';
import { pretendWideScreen } from '@/testing/screen-width';
import { apiError, expectDocumentTitle, jsonResponse, renderApp, testAccount } from '@/testing/test-utils';
import { callsTo, mockContestApi } from '../testing/contest-api';
import { makeContest, makePlayer, makeRace, prizes, SLUG } from '../testing/fixtures';
import { resizableScreen } from '../testing/resizable-screen';

const PAGE = `/contest/${SLUG}`;

// The whole app renders in each test; a busy machine needs more than the default waits.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5000 });
afterEach(() => {
  vi.unstubAllGlobals();
});

const registration = () => screen.getByRole('region', { name: 'Registration' });
const findRegistration = () => screen.findByRole('region', { name: 'Registration' });

describe('/contest/:slug', () => {
  it('titles the page with the product, the contest and its start date; the header names the start time with zones', async () => {
    mockContestApi();
    renderApp(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Derby Day Challenge' })).toBeInTheDocument();
    // At the first race's track (New York, daylight time), then the viewer's (UTC in tests).
    expect(
      screen.getByText('May 4, 2024 · 12:00 PM ET · 4:00 PM your time · Win Bankroll'),
    ).toBeInTheDocument();
    await expectDocumentTitle('Contest Jockey: Derby Day Challenge - May 4, 2024');
  });

  it('shows tabs Contest and Leaderboard on a small screen', async () => {
    mockContestApi({ races: [makeRace()] });
    const { user } = renderApp(PAGE);
    const contestTab = await screen.findByRole('tab', { name: 'Contest' });
    expect(contestTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('region', { name: 'Information' })).toBeInTheDocument();
    // The races follow the first screen in the next commit (decision 041).
    expect(await screen.findByRole('region', { name: 'Races' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Leaderboard' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Leaderboard' }));
    expect(screen.getByRole('region', { name: 'Leaderboard' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Races' })).not.toBeInTheDocument();
  });

  it("loads a small screen's leaderboard only once its tab is first opened", async () => {
    const api = mockContestApi({ races: [makeRace()], players: [makePlayer({ id: 70, name: 'Ada L.' })] });
    const { user } = renderApp(PAGE);
    await screen.findByRole('region', { name: 'Races' });
    await screen.findByRole('button', { name: /^Race 1/ });
    expect(callsTo(api, 'GET', `/api/contest/${SLUG}/players`)).toHaveLength(0);

    await user.click(screen.getByRole('tab', { name: 'Leaderboard' }));
    const all = await screen.findByRole('region', { name: 'All Entries (1)' });
    expect(await within(all).findByText('Ada L.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Contest' }));
    await user.click(screen.getByRole('tab', { name: 'Leaderboard' }));
    expect(callsTo(api, 'GET', `/api/contest/${SLUG}/players`)).toHaveLength(1);
  });

  it('on a phone, puts Registration first for someone who may enrol, then the races, then Format, Play rules and Prizes', async () => {
    mockContestApi({ races: [makeRace()], prizes });
    renderApp(PAGE);
    const races = await screen.findByRole('region', { name: 'Races' });
    await screen.findByRole('region', { name: 'Prizes' });
    const order = [
      screen.getByRole('region', { name: 'Registration' }),
      races,
      ...['Information', 'Format', 'Play rules', 'Prizes'].map((name) =>
        screen.getByRole('region', { name }),
      ),
    ];
    for (const [index, region] of order.slice(1).entries()) {
      expect(order[index]!.compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    // Registration is shown once, above the races, not again inside Information: a section of the page of its own,
    // so its heading is level 2 like the Races' (no level skipped after the contest's name).
    expect(screen.getAllByRole('region', { name: 'Registration' })).toHaveLength(1);
    expect(within(order[0]!).getByRole('heading', { level: 2, name: 'Registration' })).toBeInTheDocument();
    expect(await within(races).findByRole('heading', { level: 3, name: 'Race 1' })).toBeInTheDocument();
  });

  it('on a phone, shows a player the races first and Registration inside the folded Information', async () => {
    mockContestApi({ races: [makeRace()], myPlayers: [makePlayer({ id: 70, name: 'Ada L.' })] });
    renderApp(PAGE, { account: testAccount });
    const races = await screen.findByRole('region', { name: 'Races' });
    const information = screen.getByRole('region', { name: 'Information' });
    expect(races.compareDocumentPosition(information) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Information' })).toHaveAttribute('aria-expanded', 'false'),
    );
    expect(
      within(information).getByRole('region', { name: 'Registration', hidden: true }),
    ).toBeInTheDocument();
  });

  it('on a phone, opens the chat from a button beside the tabs, with nothing fixed over the page', async () => {
    mockContestApi({
      contest: makeContest({ chatEnabled: true }),
      races: [makeRace()],
      myPlayers: [makePlayer({ id: 70, name: 'Ada L.' })],
    });
    renderApp(PAGE, { account: testAccount });
    const chat = await screen.findByRole('button', { name: /^Open contest chat/ });
    const tabs = screen.getByRole('tablist', { name: 'Contest sections' });
    expect(chat.parentElement).toBe(tabs.parentElement);
    for (let element: HTMLElement | null = chat; element; element = element.parentElement) {
      expect(getComputedStyle(element).position).not.toBe('fixed');
    }
  });

  it('shows races, information and the leaderboard side by side on a wide screen', async () => {
    pretendWideScreen();
    mockContestApi({ races: [makeRace()] });
    renderApp(PAGE);
    expect(await screen.findByRole('region', { name: 'Races' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Information' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Leaderboard' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('keeps a play being typed and the rows opened when the screen crosses the breakpoint or the tab changes', async () => {
    const screenWidth = resizableScreen();
    const ada = makePlayer({ id: 70, name: 'Ada L.' });
    mockContestApi({
      races: [makeRace(), makeRace({ id: 502 }, { id: 101, raceNumber: 2, isWageringClosed: true })],
      players: [ada],
      myPlayers: [ada],
      myRacePlays: { 501: [] },
      racePlays: { 502: [] },
      playerPlays: { 70: [] },
    });
    const { user } = renderApp(PAGE, { account: testAccount });
    await screen.findByRole('button', { name: 'Pick #1 Mystik Dan' });
    await user.clear(screen.getByRole('textbox', { name: 'Amount' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '12.50');
    await user.click(screen.getByRole('button', { name: /^Race 2/ }));
    const expectPlayKept = () => {
      expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('12.50');
      expect(screen.getByRole('button', { name: /^Race 2/ })).toHaveAttribute('aria-expanded', 'true');
    };

    screenWidth.setWide(true);
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expectPlayKept();
    const all = await screen.findByRole('region', { name: 'All Entries (1)' });
    await user.click(await within(all).findByRole('button', { name: /^Rank 1, Ada L\./ }));
    expect(await within(all).findByText('Player has not entered any plays yet.')).toBeInTheDocument();

    screenWidth.setWide(false);
    expectPlayKept();
    await user.click(screen.getByRole('tab', { name: 'Leaderboard' }));
    expect(
      within(screen.getByRole('region', { name: 'All Entries (1)' })).getByRole('button', {
        name: /^Rank 1, Ada L\./,
      }),
    ).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('tab', { name: 'Contest' }));
    expectPlayKept();
  });

  it('says a missing contest was not found, at once', async () => {
    const fetchMock = mockContestApi(
      {},
      { [`GET /api/contest/${SLUG}`]: () => apiError(404, 'Contest not found.') },
    );
    renderApp(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Contest not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the upcoming contests' })).toHaveAttribute('href', '/');
    expect(callsTo(fetchMock, 'GET', `/api/contest/${SLUG}`)).toHaveLength(1);
  });

  it('does not retry a contest it may not load (403)', async () => {
    const fetchMock = mockContestApi(
      {},
      { [`GET /api/contest/${SLUG}`]: () => apiError(403, 'You do not have permission to do that.') },
    );
    renderApp(PAGE);
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to do that.');
    expect(callsTo(fetchMock, 'GET', `/api/contest/${SLUG}`)).toHaveLength(1);
  });
});

describe('Information', () => {
  it('collapses and opens again', async () => {
    mockContestApi();
    const { user } = renderApp(PAGE);
    const toggle = await screen.findByRole('button', { name: 'Information' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('folds once a signed-in account enrolls, so the races come first', async () => {
    let entries: ReturnType<typeof makePlayer>[] = [];
    mockContestApi(
      {},
      {
        [`GET /api/contest/${SLUG}/players/me`]: () => jsonResponse(entries),
        [`POST /api/contest/${SLUG}/enroll`]: () => {
          entries = [makePlayer({ id: 70, name: 'Ada L.' })];
          return jsonResponse(entries[0], 201);
        },
      },
    );
    const { user } = renderApp(PAGE, { account: testAccount });
    await findRegistration();
    // The button's code loads with it: a disabled stand-in shows until then.
    const enroll = await waitFor(() => {
      const button = within(registration()).getByRole('button', { name: 'Enroll' });
      expect(button).toBeEnabled();
      return button;
    });
    const toggle = screen.getByRole('button', { name: 'Information' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(enroll);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    await user.click(toggle);
    expect(await within(registration()).findByText('You are entered in this contest.')).toBeVisible();
  });

  it('starts folded for a player already entered, and stays as left after adding an entry', async () => {
    let entries = [makePlayer({ id: 70, name: 'Ada L.' })];
    mockContestApi(
      { contest: makeContest({ maxEntries: 2 }) },
      {
        [`GET /api/contest/${SLUG}/players/me`]: () => jsonResponse(entries),
        [`POST /api/contest/${SLUG}/enroll`]: () => {
          entries = [...entries, makePlayer({ id: 71, name: 'Ada L. (2)' })];
          return jsonResponse(entries[1], 201);
        },
      },
    );
    const { user } = renderApp(PAGE, { account: testAccount });
    await within(await screen.findByRole('region', { name: 'Registration' })).findByText(
      'You are entered in this contest.',
    );
    const toggle = screen.getByRole('button', { name: 'Information' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    await user.click(within(registration()).getByRole('button', { name: 'Add another entry' }));
    expect(
      await within(registration()).findByText('You are entered in this contest with 2 entries.'),
    ).toBeVisible();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('sends a visitor who enrolls to signup with the contest, and offers log in', async () => {
    mockContestApi();
    renderApp(PAGE);
    await screen.findByRole('region', { name: 'Registration' });
    expect(within(registration()).getByText('Registration is free.')).toBeInTheDocument();
    expect(within(registration()).getByRole('link', { name: 'Enroll' })).toHaveAttribute(
      'href',
      `/signup?contest=${SLUG}`,
    );
    expect(within(registration()).getByRole('link', { name: 'Log in to enroll' })).toHaveAttribute(
      'href',
      `/login?contest=${SLUG}`,
    );
  });

  it('brings a visitor who signs up from the contest back to it, entered', async () => {
    let entries: ReturnType<typeof makePlayer>[] = [];
    const fetchMock = mockContestApi(
      {},
      {
        [`GET /api/contest/${SLUG}/players/me`]: () => jsonResponse(entries),
        'POST /api/account/signup': ({ body }) => {
          entries = [makePlayer({ id: 70, name: 'Ada L.' })];
          expect(body).toMatchObject({ contestSlug: SLUG });
          return jsonResponse(testAccount, 201, { Authorization: 'Bearer fresh' });
        },
      },
    );
    const { user, router } = renderApp(PAGE);
    await user.click(await screen.findByRole('link', { name: 'Enroll' }));
    expect(router.state.location.search).toBe(`?contest=${SLUG}`);
    await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Lovelace');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'analytical-engine');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'analytical-engine');
    await user.click(screen.getByRole('checkbox', { name: /I am 21 or older and accept the Rules/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PAGE));
    expect(await screen.findByText('You are entered in this contest.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/account/signup')).toHaveLength(1);
  });

  it('enrolls a signed-in account, then shows it entered with its bankroll', async () => {
    let entries: ReturnType<typeof makePlayer>[] = [];
    const fetchMock = mockContestApi(
      {},
      {
        [`GET /api/contest/${SLUG}/players/me`]: () => jsonResponse(entries),
        [`POST /api/contest/${SLUG}/enroll`]: () => {
          entries = [makePlayer({ id: 70, name: 'Ada L.', bankroll: 1000 })];
          return jsonResponse(entries[0], 201);
        },
      },
    );
    const { user } = renderApp(PAGE, { account: testAccount });
    await user.click(
      await within(await screen.findByRole('region', { name: 'Registration' })).findByRole('button', {
        name: 'Enroll',
      }),
    );
    // Entered, Information folds with Registration in it (the races come first on a phone).
    const toggle = screen.getByRole('button', { name: 'Information' });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    await user.click(toggle);
    expect(await within(registration()).findByText('You are entered in this contest.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', `/api/contest/${SLUG}/enroll`)).toHaveLength(1);
    expect(tracked('contest_enrollment')).toContainEqual({ contest: SLUG, player: 70 });
    expect(screen.getByRole('term')).toHaveTextContent('Bankroll');
    expect(screen.getByRole('definition')).toHaveTextContent('$1,000.00');
  });

  it('shows why enrolling failed in a red alert', async () => {
    mockContestApi(
      {},
      {
        [`POST /api/contest/${SLUG}/enroll`]: () =>
          apiError(409, PLAYER_MESSAGES.enrollmentClosed, 'Conflict'),
      },
    );
    const { user } = renderApp(PAGE, { account: testAccount });
    await user.click(await screen.findByRole('button', { name: 'Enroll' }));
    expect(await within(registration()).findByRole('alert')).toHaveTextContent(
      PLAYER_MESSAGES.enrollmentClosed,
    );
  });

  it("says 'Enrollment closed' instead of the button when the flag closes enrollment", async () => {
    mockContestApi({ contest: makeContest({ isEnrollmentOpen: false }) });
    renderApp(PAGE, { account: testAccount });
    expect(within(await findRegistration()).getByText('Enrollment closed')).toBeInTheDocument();
    expect(screen.queryByText('Registration is free.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enroll' })).not.toBeInTheDocument();
  });

  it("says 'Enrollment closed' once the racing has started, whatever the flag says, to players and visitors", async () => {
    for (const status of ['live', 'unofficial', 'official'] as const) {
      const contest = makeContest({ isEnrollmentOpen: true, status });
      for (const account of [testAccount, null]) {
        mockContestApi({ contest });
        const view = renderApp(PAGE, { account });
        expect(within(await findRegistration()).getByText('Enrollment closed')).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Enroll' })).not.toBeInTheDocument();
        expect(screen.queryByRole('link', { name: 'Enroll' })).not.toBeInTheDocument();
        view.unmount();
      }
    }
  });

  it('offers no further entry once the racing has started, and says enrollment is closed', async () => {
    mockContestApi({
      contest: makeContest({ maxEntries: 2, status: 'live' }),
      myPlayers: [makePlayer({ id: 70, name: 'Ada L.' })],
    });
    renderApp(PAGE, { account: testAccount });
    expect(await screen.findByText('You are entered in this contest.')).toBeInTheDocument();
    expect(within(registration()).getByText('Enrollment closed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add another entry' })).not.toBeInTheDocument();
  });

  it('offers another entry up to the entry limit, then says the limit is reached', async () => {
    const first = makePlayer({ id: 70, name: 'Ada L.' });
    const second = makePlayer({ id: 71, name: 'Ada L. (2)' });
    mockContestApi({ contest: makeContest({ maxEntries: 2 }), myPlayers: [first] });
    const view = renderApp(PAGE, { account: testAccount });
    expect(await screen.findByRole('button', { name: 'Add another entry' })).toBeInTheDocument();
    view.unmount();

    mockContestApi({ contest: makeContest({ maxEntries: 2 }), myPlayers: [first, second] });
    renderApp(PAGE, { account: testAccount });
    expect(await screen.findByText(PLAYER_MESSAGES.entryLimitReached)).toBeInTheDocument();
    expect(screen.getByText('You are entered in this contest with 2 entries.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add another entry' })).not.toBeInTheDocument();
  });

  it('shows the Contest Cancelled card and takes no enrollment or plays', async () => {
    mockContestApi({
      contest: makeContest({ isCancelled: true }),
      myPlayers: [makePlayer({ id: 70, name: 'Ada L.' })],
      races: [makeRace()],
      myRacePlays: { 501: [] },
    });
    renderApp(PAGE, { account: testAccount });
    const cancelled = await screen.findByRole('region', { name: 'Contest Cancelled' });
    expect(cancelled).toHaveTextContent('This contest has been cancelled.');
    await screen.findByRole('heading', { name: 'Race 1' });
    expect(screen.queryByRole('button', { name: /^Pick #/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('explains the Win Bankroll format with the starting bankroll, and the description', async () => {
    mockContestApi({ contest: makeContest({ startingBankroll: 500 }), races: [makeRace()] });
    renderApp(PAGE);
    const format = await screen.findByRole('region', { name: 'Format' });
    expect(format).toHaveTextContent('Win Bankroll');
    expect(format).toHaveTextContent('You start with a bankroll of $500.00.');
    await waitFor(() => expect(format).toHaveTextContent('how much to stake, at least $2.00 a race;'));
    expect(format).toHaveTextContent('Play every race on the card.');
  });

  it('gives the least stake as the races set it, a range when they differ, never a figure a race contradicts', async () => {
    mockContestApi({
      races: [
        makeRace({ minWagerAmount: 5 }),
        makeRace({ id: 502, minWagerAmount: 0 }, { id: 102, raceNumber: 2 }),
      ],
    });
    renderApp(PAGE);
    const format = await screen.findByRole('region', { name: 'Format' });
    await waitFor(() =>
      expect(format).toHaveTextContent("at least each race's minimum ($2.00 to $5.00, shown on the race)"),
    );
  });

  it('explains the Win format and its fixed $2 stake', async () => {
    mockContestApi({ contest: makeContest({ format: ContestFormat.Win }) });
    renderApp(PAGE);
    const format = await screen.findByRole('region', { name: 'Format' });
    expect(format).toHaveTextContent('Every play is a fixed $2.00 win bet');
    expect(format).not.toHaveTextContent('bankroll of');
  });

  it('lists prizes by placement with label, type and value', async () => {
    mockContestApi({ prizes });
    renderApp(PAGE);
    const card = await screen.findByRole('region', { name: 'Prizes' });
    await waitFor(() => expect(within(card).getAllByRole('listitem')).toHaveLength(3));
    const rows = within(card)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      '1stCash prizeCASH$1,500.00',
      '2ndNHC seatBUY_IN$500.00',
      '3rdTrack jacketMERCHANDISE$80.00',
    ]);
  });

  it('says when there are no prizes', async () => {
    mockContestApi();
    renderApp(PAGE);
    expect(await screen.findByText('No prizes for this contest.')).toBeInTheDocument();
  });
});

describe('Races card buttons', () => {
  it('shows Live Stream and Free PPs only when set, opening in a new tab', async () => {
    mockContestApi({
      contest: makeContest({
        liveStreamLink: 'https://stream.example/live',
        ppLink: 'https://pp.example/card.pdf',
      }),
    });
    const view = renderApp(PAGE);
    const stream = await screen.findByRole('link', { name: /^Live Stream/ });
    expect(stream).toHaveAttribute('href', 'https://stream.example/live');
    expect(stream).toHaveAttribute('target', '_blank');
    expect(stream).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /^Free PPs/ })).toHaveAttribute(
      'href',
      'https://pp.example/card.pdf',
    );
    expect(screen.queryByRole('button', { name: 'Analysis' })).not.toBeInTheDocument();
    view.unmount();

    mockContestApi({ contest: makeContest({ liveStreamLink: 'javascript:alert(1)', ppLink: null }) });
    renderApp(PAGE);
    await screen.findByRole('region', { name: 'Races' });
    expect(screen.queryByRole('link', { name: /Live Stream/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Free PPs/ })).not.toBeInTheDocument();
  });

  it('opens the analysis in a dialog with its HTML sanitized', async () => {
    mockContestApi({
      contest: makeContest({
        analysis:
          '<p>Take <strong>Sierra Leone</strong>.</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">',
      }),
    });
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Analysis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contest Analysis' });
    expect(dialog).toHaveAccessibleDescription('Handicappers insight into the contest races');
    expect(within(dialog).getByText('Sierra Leone').tagName).toBe('STRONG');
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('img')).not.toHaveAttribute('onerror');
    expect((window as Window & { hacked?: boolean }).hacked).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when the contest has no races', async () => {
    mockContestApi();
    renderApp(PAGE);
    expect(await screen.findByText('No races in this contest.')).toBeInTheDocument();
  });
});
