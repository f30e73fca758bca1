import '../testing/lazy-parts';
import { ContestFormat } from '@cj/shared/enums';
import { playsInText } from '@cj/shared/play-messages';
import { insufficientFundsLeft, PLAY_MESSAGES } from '@cj/shared/plays';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { tracked } from '@/testing/analytics';
import { apiError, jsonResponse, renderApp, testAccount } from '@/testing/test-utils';
import { callsTo, mockContestApi } from '../testing/contest-api';
import { makeContest, makePlay, makePlayer, makeRace, SLUG } from '../testing/fixtures';

// The whole app renders in each test; a busy machine needs more than the default waits.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5000 });

const PAGE = `/contest/${SLUG}`;
const entry = makePlayer({ id: 70, name: 'Ada L.', bankroll: 996 });
const race = () => screen.getByRole('region', { name: 'Races' });
const sierra = { id: 2, programNumber: '2', name: 'Sierra Leone', scratched: false };

/** The amount's message and, still under it, the race minimum: both shown and both describing the input. */
async function expectAmountMessage(message: string, minimum = '$2.00') {
  const amount = screen.getByRole('textbox', { name: 'Amount' });
  await waitFor(() => expect(amount).toHaveAccessibleDescription(`${message} Minimum ${minimum}`));
  expect(amount).toBeInvalid();
  expect(screen.getByText(message)).toBeVisible();
  expect(screen.getByText(`Minimum ${minimum}`)).toBeVisible();
}

afterEach(() => vi.useRealTimers());

/** Race 1 (contest race 501, open, next to close) and Race 2 (contest race 502, later). */
const mockTwoRaces = () =>
  mockContestApi({
    races: [makeRace(), makeRace({ id: 502 }, { id: 102, raceNumber: 2, postTime: '2024-05-04T17:40:00Z' })],
  });

describe('a race row', () => {
  it('shows the race number, track, post time at the track and whether it is open', async () => {
    mockContestApi({ races: [makeRace()] });
    renderApp(PAGE);
    expect(await screen.findByRole('heading', { level: 3, name: 'Race 1' })).toBeInTheDocument();
    // The track's time with its zone, then the viewer's (the test runner's clock is UTC).
    expect(
      within(race()).getByText('Churchill Downs · Post 1:05 PM ET · 5:05 PM your time'),
    ).toBeInTheDocument();
    expect(within(race()).getByText('Open')).toBeInTheDocument();
    expect(
      within(race()).getByText('Closes at 1:05 PM ET on May 4, 2024 · 5:05 PM your time'),
    ).toBeInTheDocument();
  });

  it('opens the race a link names (?race=, as a push alert opens) instead of the next open race, and focuses it', async () => {
    mockTwoRaces();
    renderApp(`${PAGE}?race=502`);
    const linked = await screen.findByRole('button', { name: /Race 2/ });
    await waitFor(() => expect(linked).toHaveFocus());
    expect(linked).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /Race 1/ })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows every race of a long card: the rows after the first ones follow in the next commit (decision 041)', async () => {
    const races = [1, 2, 3, 4, 5].map((n) =>
      makeRace({ id: 500 + n }, { id: 100 + n, raceNumber: n, postTime: `2024-05-04T1${n}:05:00Z` }),
    );
    mockContestApi({ races });
    renderApp(PAGE);
    // Race 5 is in the rows that come after the first four.
    await waitFor(
      () =>
        expect(
          within(race())
            .getAllByRole('heading', { level: 3, name: /^Race \d$/ })
            .map((heading) => heading.textContent),
        ).toEqual(['Race 1', 'Race 2', 'Race 3', 'Race 4', 'Race 5']),
      { timeout: 15_000 },
    );
  });

  it('opens and focuses a linked race below the first rows', async () => {
    const races = [1, 2, 3, 4, 5].map((n) =>
      makeRace({ id: 500 + n }, { id: 100 + n, raceNumber: n, postTime: `2024-05-04T1${n}:05:00Z` }),
    );
    mockContestApi({ races });
    renderApp(`${PAGE}?race=505`);
    const linked = await screen.findByRole('button', { name: /Race 5/ });
    await waitFor(() => expect(linked).toHaveFocus());
    expect(linked).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens the next open race when the link names no race of the contest', async () => {
    mockTwoRaces();
    renderApp(`${PAGE}?race=999`);
    expect(await screen.findByRole('button', { name: /Race 1/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /Race 2/ })).toHaveAttribute('aria-expanded', 'false');
  });

  it('counts down to the next race to close, then to the one after it at post time, on a clock the test moves', async () => {
    // The page's timers on a clock the test moves (and that also moves with real time, for the page's own waits).
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    vi.setSystemTime(new Date('2024-05-04T16:52:30Z'));
    mockContestApi({
      races: [
        makeRace({ id: 502 }, { id: 102, raceNumber: 2, postTime: '2024-05-04T17:40:00Z' }),
        makeRace(),
        makeRace(
          { id: 500 },
          { id: 99, raceNumber: 0, isWageringClosed: true, postTime: '2024-05-04T16:00:00Z' },
        ),
      ],
      // The server's clock agrees with the page's.
      serverTime: () => Date.now(),
    });
    renderApp(PAGE);
    expect(await screen.findByText('Race 1 closes in 12 min')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(12 * 60_000));
    expect(screen.getByText('Race 1 closes in less than a minute')).toBeInTheDocument();
    // Past Race 1's post time it is closed: the countdown moves on, never 'any moment now'.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByText('Race 2 closes in 34 min')).toBeInTheDocument();
    expect(screen.queryByText(/any moment now/)).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(35 * 60_000));
    expect(screen.getByText('All races are closed.')).toBeInTheDocument();
    expect(screen.queryByText(/closes in/)).not.toBeInTheDocument();
  });

  it('lists runners with program numbers, morning lines and MTO / AE badges; a scratched runner is struck through', async () => {
    mockContestApi({ races: [makeRace()] });
    renderApp(PAGE);
    const runners = await screen.findByRole('list', { name: 'Runners' });
    const rows = within(runners).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '1Mystik DanMorning line 9-2',
      '2Sierra LeoneMTOMorning line 3-1',
      '3Forever Young (scratched)Morning line -',
      'AE1Epic RideAEMorning line 30-1',
    ]);
    const scratched = within(rows[2] as HTMLElement).getByText('Forever Young');
    expect(scratched).toHaveStyle({ textDecoration: 'line-through' });
    expect(within(rows[2] as HTMLElement).queryByText('MTO')).not.toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('1')).toHaveStyle({
      backgroundColor: '#D7191F',
      color: '#FFFFFF',
    });
  });

  it('uses the harness saddle pads on a harness contest', async () => {
    mockContestApi({ contest: makeContest({ property: 2 }), races: [makeRace()] });
    renderApp(PAGE);
    const runners = await screen.findByRole('list', { name: 'Runners' });
    expect(within(runners).getByText('2')).toHaveStyle({ backgroundColor: '#0053A0' });
  });

  it('tells a visitor that other plays show once wagering closes, and asks for none', async () => {
    const fetchMock = mockContestApi({ races: [makeRace()] });
    renderApp(PAGE);
    expect(await screen.findByText("Other players' plays show once wagering closes.")).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pick #/ })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/race/501/wagers')).toHaveLength(0);
  });
});

describe('the play form, Win format', () => {
  it('plays a fixed $2 on a runner at one tap, for the entry, with no amount field', async () => {
    const fetchMock = mockContestApi(
      {
        contest: makeContest({ format: ContestFormat.Win }),
        races: [makeRace()],
        myPlayers: [entry],
        myRacePlays: { 501: [] },
      },
      {
        'POST /api/race/501/wager': () =>
          jsonResponse(makePlay({ id: 900, runners: [2], runner: sierra }), 201),
      },
    );
    const { user } = renderApp(PAGE, { account: testAccount });
    const pick = await screen.findByRole('button', { name: 'Pick #2 Sierra Leone' });
    expect(screen.queryByRole('textbox', { name: 'Amount' })).not.toBeInTheDocument();
    expect(screen.getByText('Stake: $2.00 to win')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Play' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '#3 Forever Young (scratched)' })).toBeDisabled();
    await user.click(pick);
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/race/501/wager')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'POST', '/api/race/501/wager')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ amount: 2, pool: 'WIN', runners: [2], playerID: 70 });
    expect(tracked('play_added')).toContainEqual(expect.objectContaining({ contest: SLUG, race: 501 }));
    expect(await screen.findByText('Picked #2 Sierra Leone')).toBeInTheDocument();
  });

  it('picks with the keyboard: one tab stop, the arrow keys along the runners (not a scratched one), Enter', async () => {
    const fetchMock = mockContestApi(
      {
        contest: makeContest({ format: ContestFormat.Win }),
        races: [makeRace()],
        myPlayers: [entry],
        myRacePlays: { 501: [] },
      },
      { 'POST /api/race/501/wager': () => jsonResponse(makePlay({ id: 900, runners: [4] }), 201) },
    );
    const { user } = renderApp(PAGE, { account: testAccount });
    const first = await screen.findByRole('button', { name: 'Pick #1 Mystik Dan' });
    expect(first).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: 'Pick #2 Sierra Leone' })).toHaveAttribute('tabindex', '-1');
    first.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Pick #2 Sierra Leone' })).toHaveFocus();
    // The scratched runner is skipped.
    await user.keyboard('{ArrowDown}');
    const epic = screen.getByRole('button', { name: 'Pick #AE1 Epic Ride' });
    expect(epic).toHaveFocus();
    expect(epic).toHaveAttribute('tabindex', '0');
    expect(callsTo(fetchMock, 'POST', '/api/race/501/wager')).toHaveLength(0);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/race/501/wager')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'POST', '/api/race/501/wager')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({ runners: [4] });
  });
});

describe('a pick taken back', () => {
  it('says which runner a tap picked, and Undo removes the play through the remove call and reopens its race', async () => {
    let removed = false;
    const fetchMock = mockContestApi(
      {
        contest: makeContest({ format: ContestFormat.Win }),
        races: [
          makeRace({ maxWagers: 1 }),
          makeRace({ id: 502, maxWagers: 1 }, { id: 102, raceNumber: 2, postTime: '2024-05-04T17:40:00Z' }),
        ],
        myPlayers: [entry],
        myRacePlays: { 502: [] },
      },
      {
        'POST /api/race/501/wager': () =>
          jsonResponse(makePlay({ id: 900, runners: [2], runner: sierra }), 201),
        'GET /api/race/501/wagers/me': () =>
          jsonResponse(
            removed || callsTo(fetchMock, 'POST', '/api/race/501/wager').length === 0 ? [] : [played],
          ),
        'DELETE /api/wagers/900': () => {
          removed = true;
          return jsonResponse(null, 200);
        },
      },
    );
    const played = makePlay({ id: 900, runners: [2], runner: sierra });
    const { user } = renderApp(PAGE, { account: testAccount });
    const summary = (number: number) => screen.getByRole('button', { name: new RegExp(`^Race ${number} `) });
    await user.click(await screen.findByRole('button', { name: 'Pick #2 Sierra Leone' }));
    // The race is full: the card moves on.
    await waitFor(() => expect(summary(2)).toHaveFocus());
    expect(await screen.findByText('Picked #2 Sierra Leone')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo pick #2 Sierra Leone' }));
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE', '/api/wagers/900')).toHaveLength(1));
    await waitFor(() => expect(summary(1)).toHaveFocus());
    expect(summary(1)).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByText('Picked #2 Sierra Leone')).not.toBeInTheDocument();
    expect(await screen.findAllByRole('button', { name: 'Pick #2 Sierra Leone' })).not.toHaveLength(0);
  });

  it('offers no Undo once the race has closed', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    // makeRace's post time is 4 seconds away.
    vi.setSystemTime(Date.parse('2024-05-04T17:05:00Z') - 4000);
    mockContestApi(
      {
        contest: makeContest({ format: ContestFormat.Win }),
        races: [makeRace()],
        myPlayers: [entry],
        myRacePlays: { 501: [] },
        serverTime: () => Date.now(),
      },
      {
        'POST /api/race/501/wager': () =>
          jsonResponse(makePlay({ id: 900, runners: [2], runner: sierra }), 201),
      },
    );
    const { user } = renderApp(PAGE, { account: testAccount });
    await user.click(await screen.findByRole('button', { name: 'Pick #2 Sierra Leone' }));
    expect(await screen.findByText('Picked #2 Sierra Leone')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(4000));
    await waitFor(() => expect(screen.queryByText('Picked #2 Sierra Leone')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /^Undo pick/ })).not.toBeInTheDocument();
  });
});

describe('the play form, Win Bankroll format', () => {
  async function typeAmount(user: ReturnType<typeof renderApp>['user'], value: string) {
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    await user.clear(amount);
    if (value) await user.type(amount, value);
    await user.click(screen.getByRole('button', { name: 'Pick #1 Mystik Dan' }));
  }

  it('checks the amount: required, a number, more than $0, whole cents, at least $2.00 when the race has no minimum', async () => {
    const fetchMock = mockContestApi({ races: [makeRace()], myPlayers: [entry], myRacePlays: { 501: [] } });
    const { user } = renderApp(PAGE, { account: testAccount });
    await screen.findByRole('button', { name: 'Pick #1 Mystik Dan' });
    expect(screen.getByText('Minimum $2.00')).toBeInTheDocument();

    await typeAmount(user, '');
    await expectAmountMessage(PLAY_MESSAGES.amountRequired);
    await typeAmount(user, 'ten');
    await expectAmountMessage(PLAY_MESSAGES.amountNotANumber);
    await typeAmount(user, '-5');
    await expectAmountMessage('Amount must be more than $0.');
    await typeAmount(user, '5.555');
    await expectAmountMessage('Amount must be in whole cents.');
    await typeAmount(user, '1.50');
    await expectAmountMessage(PLAY_MESSAGES.belowTwoDollars);
    expect(callsTo(fetchMock, 'POST', '/api/race/501/wager')).toHaveLength(0);
  });

  it('says an amount is below the race minimum when the race sets one', async () => {
    mockContestApi({
      races: [makeRace({ minWagerAmount: 5 })],
      myPlayers: [entry],
      myRacePlays: { 501: [] },
    });
    const { user } = renderApp(PAGE, { account: testAccount });
    await screen.findByRole('button', { name: 'Pick #1 Mystik Dan' });
    expect(screen.getByText('Minimum $5.00')).toBeInTheDocument();
    await typeAmount(user, '4.99');
    await expectAmountMessage(PLAY_MESSAGES.belowMinimum, '$5.00');
  });

  it("starts the stake from the entry's last stake in the contest, never under the race's minimum", async () => {
    mockContestApi({
      races: [
        makeRace(),
        makeRace({ id: 502 }, { id: 102, raceNumber: 2, postTime: '2024-05-04T17:40:00Z' }),
      ],
      myPlayers: [entry],
      myRacePlays: { 501: [], 502: [makePlay({ id: 800, amount: 7.5, race: 502, raceNumber: 2 })] },
    });
    renderApp(PAGE, { account: testAccount });
    await screen.findAllByRole('button', { name: 'Pick #1 Mystik Dan' });
    await waitFor(() => expect(screen.getAllByRole('textbox', { name: 'Amount' })[0]).toHaveValue('7.5'));
  });

  it('starts the stake at the race minimum, places the play with the amount typed, then starts the next from it', async () => {
    const fetchMock = mockContestApi(
      { races: [makeRace({ minWagerAmount: 5 })], myPlayers: [entry], myRacePlays: { 501: [] } },
      { 'POST /api/race/501/wager': () => jsonResponse(makePlay({ id: 900, amount: 12.5 }), 201) },
    );
    const { user } = renderApp(PAGE, { account: testAccount });
    await screen.findByRole('button', { name: 'Pick #1 Mystik Dan' });
    // No play yet: the race's minimum, ready to play with one more tap.
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('5');
    await typeAmount(user, '12.50');
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/race/501/wager')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'POST', '/api/race/501/wager')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ amount: 12.5, pool: 'WIN', runners: [1], playerID: 70 });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('12.5'));
  });

  it('keeps a race that takes more plays open after one: the next tap adds another', async () => {
    const fetchMock = mockContestApi(
      {
        races: [
          makeRace({ maxWagers: 2 }),
          makeRace({ id: 502 }, { id: 102, raceNumber: 2, postTime: '2024-05-04T17:40:00Z' }),
        ],
        myPlayers: [entry],
        myRacePlays: { 501: [], 502: [] },
      },
      { 'POST /api/race/501/wager': () => jsonResponse(makePlay({ id: 900 }), 201) },
    );
    const { user } = renderApp(PAGE, { account: testAccount });
    const summary = (number: number) => screen.getByRole('button', { name: new RegExp(`^Race ${number} `) });
    const pick = await screen.findByRole('button', { name: 'Pick #1 Mystik Dan' });
    await user.click(pick);
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/race/501/wager')).toHaveLength(1));
    expect(await screen.findByText('Picked #1 Mystik Dan')).toBeInTheDocument();
    expect(summary(2)).toHaveAttribute('aria-expanded', 'false');
    expect(summary(1)).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Pick #2 Sierra Leone' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/race/501/wager')).toHaveLength(2));
  });

  it('places one play for two quick taps', async () => {
    const fetchMock = mockContestApi(
      { races: [makeRace()], myPlayers: [entry], myRacePlays: { 501: [] } },
      { 'POST /api/race/501/wager': () => jsonResponse(makePlay({ id: 900 }), 201) },
    );
    const { user } = renderApp(PAGE, { account: testAccount });
    const pick = await screen.findByRole('button', { name: 'Pick #1 Mystik Dan' });
    await user.dblClick(pick);
    await screen.findByText('Picked #1 Mystik Dan');
    expect(callsTo(fetchMock, 'POST', '/api/race/501/wager')).toHaveLength(1);
  });

  it('after a play that fills its race, opens the next race left to pick, skipping a picked one, and focuses it', async () => {
    const third = makeRace({ id: 503 }, { id: 103, raceNumber: 3, postTime: '2024-05-04T18:10:00Z' });
    mockContestApi(
      {
        races: [
          makeRace({ maxWagers: 1 }),
          makeRace({ id: 502 }, { id: 102, raceNumber: 2, postTime: '2024-05-04T17:40:00Z' }),
          third,
        ],
        myPlayers: [entry],
        myRacePlays: { 501: [], 502: [makePlay({ id: 800, race: 502, raceNumber: 2 })], 503: [] },
      },
      { 'POST /api/race/501/wager': () => jsonResponse(makePlay({ id: 900, amount: 12.5 }), 201) },
    );
    const { user } = renderApp(PAGE, { account: testAccount });
    const summary = (number: number) => screen.getByRole('button', { name: new RegExp(`^Race ${number} `) });
    await screen.findByRole('button', { name: 'Pick #1 Mystik Dan' });
    await typeAmount(user, '12.50');
    await waitFor(() => expect(summary(3)).toHaveAttribute('aria-expanded', 'true'));
    expect(summary(3)).toHaveFocus();
    // Race 2 already holds a pick: it stays as it was.
    expect(summary(2)).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows what the server refused in a red alert', async () => {
    mockContestApi(
      { races: [makeRace()], myPlayers: [entry], myRacePlays: { 501: [] } },
      { 'POST /api/race/501/wager': () => apiError(400, insufficientFundsLeft(1_000), 'Bad Request') },
    );
    const { user } = renderApp(PAGE, { account: testAccount });
    await screen.findByRole('button', { name: 'Pick #1 Mystik Dan' });
    await typeAmount(user, '5000');
    expect(await screen.findByRole('alert')).toHaveTextContent(insufficientFundsLeft(1_000));
  });

  it('clears an old message as soon as the amount changes', async () => {
    mockContestApi(
      { races: [makeRace()], myPlayers: [entry], myRacePlays: { 501: [] } },
      { 'POST /api/race/501/wager': () => apiError(400, insufficientFundsLeft(1_000), 'Bad Request') },
    );
    const { user } = renderApp(PAGE, { account: testAccount });
    await screen.findByRole('button', { name: 'Pick #1 Mystik Dan' });
    await typeAmount(user, '5000');
    expect(await screen.findByRole('alert')).toHaveTextContent(insufficientFundsLeft(1_000));
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    await user.type(amount, '{Backspace}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await typeAmount(user, '-5');
    await expectAmountMessage('Amount must be more than $0.');
    await user.clear(amount);
    await user.type(amount, '5');
    await waitFor(() => expect(amount).toHaveAccessibleDescription('Minimum $2.00'));
    expect(amount).toBeValid();
    expect(screen.queryByText('Amount must be more than $0.')).not.toBeInTheDocument();
  });

  it('places plays for the entry chosen in the header', async () => {
    const second = makePlayer({ id: 71, name: 'Ada L. (2)', bankroll: 640 });
    const fetchMock = mockContestApi(
      {
        contest: makeContest({ maxEntries: 2 }),
        races: [makeRace()],
        myPlayers: [entry, second],
        myRacePlays: { 501: [] },
      },
      { 'POST /api/race/501/wager': () => jsonResponse(makePlay({ id: 900, player: 71 }), 201) },
    );
    const { user } = renderApp(PAGE, { account: testAccount });
    const selector = await screen.findByRole('combobox', { name: 'Entry' });
    expect(selector).toHaveTextContent('$996.00 · Ada L.');
    await user.click(selector);
    await user.click(screen.getByRole('option', { name: '$640.00 · Ada L. (2)' }));
    expect(selector).toHaveTextContent('$640.00 · Ada L. (2)');
    await typeAmount(user, '10');
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/race/501/wager')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'POST', '/api/race/501/wager')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({ playerID: 71 });
  });

  it('says how many races the entry has picked and which unpicked race closes next, with its post time', async () => {
    mockContestApi({
      races: [
        makeRace(),
        makeRace({ id: 502 }, { id: 102, raceNumber: 2, postTime: '2024-05-04T17:40:00Z' }),
        makeRace({ id: 503 }, { id: 103, raceNumber: 3, postTime: '2024-05-04T18:10:00Z' }),
      ],
      myPlayers: [entry],
      myRacePlays: { 501: [makePlay({ id: 900 })] },
    });
    renderApp(PAGE, { account: testAccount });
    const progress = await screen.findByTestId('pick-progress');
    // Post times at the track (New York) and the viewer's (UTC in tests).
    expect(progress).toHaveTextContent(
      '1 of 3 races picked · Next: Race 2, closes 1:40 PM ET · 5:40 PM your time',
    );
  });

  it('shows no progress line to a visitor', async () => {
    mockContestApi({ races: [makeRace()] });
    renderApp(PAGE);
    await screen.findByRole('heading', { level: 3, name: 'Race 1' });
    expect(screen.queryByTestId('pick-progress')).not.toBeInTheDocument();
  });

  it('says the pick is in, as a state, once the entry has the most plays the race allows', async () => {
    mockContestApi({
      races: [makeRace({ maxWagers: 1 })],
      myPlayers: [entry],
      myRacePlays: { 501: [makePlay({ id: 900 })] },
    });
    renderApp(PAGE, { account: testAccount });
    expect(await screen.findByText(playsInText(1))).toBeInTheDocument();
    expect(screen.queryByText(PLAY_MESSAGES.maxWagersReached)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pick #1 Mystik Dan' })).not.toBeInTheDocument();
  });
});

describe("the player's plays on an open race", () => {
  const myPlay = makePlay({
    id: 900,
    amount: 4,
    runner: { id: 2, programNumber: '2', name: 'Sierra Leone', scratched: false },
  });

  it('removes a play after confirmation', async () => {
    let mine = [myPlay];
    const fetchMock = mockContestApi(
      { races: [makeRace()], myPlayers: [entry] },
      {
        'GET /api/race/501/wagers/me': () => jsonResponse(mine),
        'DELETE /api/wagers/900': () => {
          mine = [];
          return jsonResponse({ message: 'Play removed.' });
        },
      },
    );
    const { user } = renderApp(PAGE, { account: testAccount });
    const plays = await screen.findByRole('region', { name: 'Your plays' });
    expect(await within(plays).findByText('Sierra Leone')).toBeInTheDocument();
    expect(within(plays).getByText('$4.00')).toBeInTheDocument();

    await user.click(within(plays).getByRole('button', { name: 'Remove play on #2 Sierra Leone' }));
    // The confirmation's code loads when a remove button is first pressed.
    const dialog = await screen.findByRole('dialog', { name: 'Remove play' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'DELETE', '/api/wagers/900')).toHaveLength(0);

    await user.click(within(plays).getByRole('button', { name: 'Remove play on #2 Sierra Leone' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remove play' })).getByRole('button', { name: 'Remove' }),
    );
    expect(await within(plays).findByText('You have no plays on this race yet.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/api/wagers/900')).toHaveLength(1);
    expect(tracked('play_removed')).toContainEqual({ contest: SLUG, wager: 900 });
  });

  it('shows a toast for 5 seconds when a removal fails', async () => {
    // The page's timers on a clock the test moves (and that also moves with real time, for the page's own waits).
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    mockContestApi(
      { races: [makeRace()], myPlayers: [entry], myRacePlays: { 501: [myPlay] } },
      { 'DELETE /api/wagers/900': () => apiError(409, PLAY_MESSAGES.wageringClosed, 'Conflict') },
    );
    const { user } = renderApp(PAGE, { account: testAccount });
    await user.click(await screen.findByRole('button', { name: 'Remove play on #2 Sierra Leone' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove play' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Failed to remove play.');
    expect(screen.getByRole('button', { name: 'Remove play on #2 Sierra Leone' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(4500));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to remove play.');
    await act(() => vi.advanceTimersByTimeAsync(1500));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});

describe('a closed race', () => {
  const closed = () => makeRace({}, { isWageringClosed: true });
  const plays = Array.from({ length: 12 }, (_, index) =>
    makePlay({ id: 1000 + index, player: 80 + index, playerName: `Player ${index + 1}` }),
  );

  it('shows every play, 10 at a time, with Load more only while pages come back full', async () => {
    const fetchMock = mockContestApi({ races: [closed()], racePlays: { 501: plays } });
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: /Race 1/ }));
    expect(within(race()).getByText('Closed')).toBeInTheDocument();
    expect(within(race()).getByText('Wagering is closed for this race.')).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Plays' });
    expect(await within(section).findByText('Player 10')).toBeInTheDocument();
    expect(within(section).queryByText('Player 11')).not.toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Load more' }));
    expect(await within(section).findByText('Player 12')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const offsets = callsTo(fetchMock, 'GET', '/api/race/501/wagers').map(([input]) =>
      new URL(String(input), 'http://localhost').searchParams.get('offset'),
    );
    expect(offsets).toEqual(['0', '10']);
  });

  it('offers no Load more after a full first page that was the last', async () => {
    mockContestApi({ races: [closed()], racePlays: { 501: plays.slice(0, 3) } });
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: /Race 1/ }));
    const section = await screen.findByRole('region', { name: 'Plays' });
    expect(await within(section).findByText('Player 3')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says when nobody played the race', async () => {
    mockContestApi({ races: [closed()], racePlays: { 501: [] } });
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: /Race 1/ }));
    expect(await screen.findByText('No plays for this race yet.')).toBeInTheDocument();
  });
});

describe('a finalized race', () => {
  const finalized = (
    results = [
      { id: 1, pool: 1, payoff: 8.4, runners: [{ id: 2, programNumber: '2', name: 'Sierra Leone' }] },
    ],
  ) => makeRace({ results }, { isWageringClosed: true, finalized: true });

  it("says in each scored race's row how the entry's pick came out and who won: a win, a loss, a scratch scored as the alternate", async () => {
    const second = (id: number, raceNumber: number) =>
      makeRace(
        {
          id,
          results: [
            { id, pool: 1, payoff: 8.4, runners: [{ id: 2, programNumber: '2', name: 'Sierra Leone' }] },
          ],
        },
        { id: id - 400, raceNumber, isWageringClosed: true, finalized: true },
      );
    const sierra = { id: 2, programNumber: '2', name: 'Sierra Leone', scratched: false };
    mockContestApi({
      races: [finalized(), second(502, 2), second(503, 3)],
      myPlayers: [entry],
      myRacePlays: {
        501: [makePlay({ id: 1, amount: 10, payoff: 42, runner: sierra, race: 501 })],
        502: [makePlay({ id: 2, payoff: 0, race: 502, raceNumber: 2 })],
        503: [
          makePlay({
            id: 3,
            payoff: 124,
            race: 503,
            raceNumber: 3,
            runner: { id: 7, programNumber: '3', name: 'Midnight Quest', scratched: true },
            substituteRunner: { id: 2, programNumber: '2', name: 'Sierra Leone' },
            substituteReason: 'alternate',
          }),
        ],
      },
    });
    renderApp(PAGE, { account: testAccount });
    const row = (number: number) => screen.findByRole('button', { name: new RegExp(`^Race ${number} `) });
    // The entry's picks arrive just after the races.
    await waitFor(async () =>
      expect(await row(1)).toHaveTextContent('Your pick: #2 Sierra Leone · won +$42.00'),
    );
    expect(await row(1)).toHaveTextContent('Winner: #2 Sierra Leone');
    expect(await row(2)).toHaveTextContent('Your pick: #1 Mystik Dan · lost');
    expect(await row(3)).toHaveTextContent(
      'Your pick: #3 Midnight Quest Scratched · scored as #2 Sierra Leone (alternate), won +$124.00',
    );
  });

  it('shows the winner, its payoff, and each play with its payoff next to the amount', async () => {
    mockContestApi({
      races: [finalized()],
      racePlays: {
        501: [
          makePlay({
            id: 1,
            amount: 10,
            payoff: 42,
            playerName: 'Avery M.',
            runner: { id: 2, programNumber: '2', name: 'Sierra Leone', scratched: false },
          }),
          makePlay({ id: 2, amount: 2, payoff: 0, playerName: 'Blake R.' }),
        ],
      },
    });
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: /Race 1/ }));
    expect(within(race()).getByText('Final')).toBeInTheDocument();
    const results = screen.getByRole('region', { name: 'Results' });
    expect(results).toHaveTextContent('Winner: Sierra Leone');
    expect(results).toHaveTextContent('$8.40');
    const section = screen.getByRole('region', { name: 'Plays' });
    expect(await within(section).findByText('+$42.00')).toBeInTheDocument();
    expect(within(section).getByText('$10.00')).toBeInTheDocument();
    expect(within(section).getByText('+$0.00')).toBeInTheDocument();
  });

  it('lists each winner of a dead heat with its own payoff', async () => {
    mockContestApi({
      races: [
        finalized([
          { id: 1, pool: 1, payoff: 5.2, runners: [{ id: 1, programNumber: '1', name: 'Mystik Dan' }] },
          { id: 2, pool: 1, payoff: 4.6, runners: [{ id: 2, programNumber: '2', name: 'Sierra Leone' }] },
        ]),
      ],
      racePlays: { 501: [] },
    });
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: /Race 1/ }));
    const results = screen.getByRole('region', { name: 'Results' });
    expect(within(results).getByRole('heading', { name: 'Results: dead heat' })).toBeInTheDocument();
    expect(results).toHaveTextContent('Winner: Mystik Dan$5.20');
    expect(results).toHaveTextContent('Winner: Sierra Leone$4.60');
  });

  it('says which post-time favorite a late-scratched play was scored as', async () => {
    mockContestApi({
      races: [finalized()],
      racePlays: {
        501: [
          makePlay({
            id: 1,
            payoff: 8.4,
            runner: { id: 3, programNumber: '3', name: 'Forever Young', scratched: true },
            substituteRunner: { id: 2, programNumber: '2', name: 'Sierra Leone' },
            substituteReason: 'favorite',
          }),
        ],
      },
    });
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: /Race 1/ }));
    expect(
      await screen.findByText('Scratched — scored as #2 Sierra Leone (post-time favorite)'),
    ).toBeInTheDocument();
  });
});
