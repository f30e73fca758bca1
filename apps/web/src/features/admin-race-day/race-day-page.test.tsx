import { CONTEST_EVENT_TYPES } from '@cj/shared/contest-event-types';
import {
  FINALIZE_WARNING,
  RACE_DAY_MESSAGES,
  RACE_DAY_REFRESH_MS,
  type RaceDay,
  type RaceDayRace,
} from '@cj/shared/race-day';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { administrator, callsTo, sentBody } from '@/testing/admin/race-data';
import { FakeEventSource, installFakeEventSource } from '@/testing/fake-event-source';
import { apiError, expectDocumentTitle, jsonResponse, mockApi, renderApp } from '@/testing/test-utils';
import { RACE_DAY_COALESCE_MS } from './api/use-race-day-events';
import { liveRace } from './race-day-card';

// The first render loads the lazily split admin pages, which takes a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => vi.unstubAllGlobals());

const belmont = { id: 1, code: 'BEL', name: 'Belmont', timezone: 'America/New_York' };
const santa = { id: 2, code: 'SA', name: 'Santa Anita', timezone: 'America/Los_Angeles' };
const runners = [
  { id: 11, programNumber: '1', name: 'Able', morningLine: '5-2', scratched: false },
  { id: 12, programNumber: '2', name: 'Bold', morningLine: '3-1', scratched: false },
  { id: 13, programNumber: '3', name: 'Crimson', morningLine: '9-2', scratched: true },
  { id: 14, programNumber: '4', name: 'Dancer', morningLine: '6-1', scratched: false },
];
const contest = (openPlays: number) => ({
  id: 5,
  slug: 'derby-day',
  name: 'Derby Day',
  status: 'live' as const,
  openPlays,
});

const pastPost: RaceDayRace = {
  id: 101,
  track: belmont,
  raceNumber: 1,
  postTime: '2031-07-04T17:00:00.000Z',
  state: 'closed',
  closedAt: '2031-07-04T17:00:00.000Z',
  needsAttention: true,
  attentionReason: 'Past post 40 min with no result',
  runners,
  finishers: [],
  contests: [contest(2)],
};
const deadHeat: RaceDayRace = {
  ...pastPost,
  id: 102,
  track: santa,
  postTime: '2031-07-04T17:15:00.000Z',
  closedAt: '2031-07-04T17:15:00.000Z',
  state: 'result-entered',
  needsAttention: false,
  attentionReason: null,
  finishers: [
    { runnerId: 12, programNumber: '2', name: 'Bold', position: 1, payoff: 6.8 },
    { runnerId: 11, programNumber: '1', name: 'Able', position: 1, payoff: 5 },
    { runnerId: 14, programNumber: '4', name: 'Dancer', position: 3, payoff: null },
  ],
  contests: [contest(1)],
};
const open: RaceDayRace = {
  ...pastPost,
  id: 103,
  raceNumber: 2,
  postTime: '2031-07-04T18:00:00.000Z',
  state: 'open',
  closedAt: null,
  needsAttention: false,
  attentionReason: null,
  contests: [contest(0)],
};
/** What PUT /race/{id} and finalize answer: the race. */
const raceAnswer = {
  id: 103,
  raceNumber: 2,
  raceDate: '2031-07-04',
  raceType: 1,
  postTime: open.postTime,
  isWageringClosed: true,
  finalized: false,
  minWagerAmount: 0,
  favoriteRunnerId: null,
  track: belmont,
};
const board: RaceDay = {
  date: '2031-07-04',
  now: '2031-07-04T17:40:00.000Z',
  races: [pastPost, deadHeat, open],
};

function boardApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi(
    { 'GET /api/admin/race-day': () => jsonResponse(board), ...extra },
    { serverTime: board.now },
  );
}

const card = (name: string) => screen.findByRole('listitem', { name });

describe('/admin/race-day: the race-day board', () => {
  it('lists the races in post-time order with their state, countdown, attention, result and contests', async () => {
    const api = boardApi();
    renderApp('/admin/race-day?date=2031-07-04', { account: administrator });
    expect(await screen.findByRole('heading', { level: 1, name: 'Race Day' })).toBeInTheDocument();
    await expectDocumentTitle('Contest Jockey: Race Day');
    const list = await screen.findByRole('list', { name: 'Races' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Belmont Race 1', 'Santa Anita Race 1', 'Belmont Race 2']);
    expect(screen.getByText('3 races on July 4, 2031 · 1 needs attention')).toBeInTheDocument();
    expect(screen.getByLabelText('Race date')).toHaveValue('2031-07-04');
    expect(new URL(String(callsTo(api, 'GET', '/api/admin/race-day')[0]![0]), 'http://x').search).toBe(
      '?date=2031-07-04',
    );

    const first = await card('Belmont Race 1');
    expect(within(first).getByText('Post 1:00 PM ET · 5:00 PM your time')).toBeInTheDocument();
    expect(within(first).getByText('Closed')).toBeInTheDocument();
    // Not colour alone: the flag says why in words.
    expect(within(first).getByText('Needs attention: Past post 40 min with no result')).toBeInTheDocument();
    expect(within(first).getByText('Derby Day · Live · 2 plays')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Enter result' })).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: 'Finalize' })).toBeNull();

    const second = await card('Santa Anita Race 1');
    expect(within(second).getByText('Result entered')).toBeInTheDocument();
    expect(
      within(second).getByText('1st #2 Bold $6.80 · 1st #1 Able $5.00 · 3rd #4 Dancer'),
    ).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Edit result' })).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Finalize' })).toBeInTheDocument();

    const third = await card('Belmont Race 2');
    // 20 minutes to post as the server answered, a moment less by the time it shows.
    expect(within(third).getByText(/^Open · closes in (19|20) min$/)).toBeInTheDocument();
    expect(within(third).getByRole('button', { name: 'Close now' })).toBeInTheDocument();
    expect(within(third).getByRole('button', { name: 'Delay post' })).toBeInTheDocument();
    expect(within(third).queryByRole('button', { name: 'Enter result' })).toBeNull();

    // Another date is another board.
    fireEvent.change(screen.getByLabelText('Race date'), { target: { value: '2031-07-05' } });
    await waitFor(() =>
      expect(
        callsTo(api, 'GET', '/api/admin/race-day').map(
          ([input]) => new URL(String(input), 'http://x').search,
        ),
      ).toContain('?date=2031-07-05'),
    );
  });

  it('is in the admin menu as Race Day', async () => {
    boardApi();
    const { user } = renderApp('/admin/race-day', { account: administrator });
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Admin' });
    expect(within(menu).getByRole('link', { name: 'Race Day' })).toHaveAttribute('href', '/admin/race-day');
  });

  it('turns an open race closed at its post time, and flags it once closed long with no result', () => {
    const at = (time: string) => Date.parse(`2031-07-04T${time}:00Z`);
    expect(liveRace(open, at('17:59'))).toEqual({ state: 'open', closedAt: null, attention: null });
    expect(liveRace(open, at('18:00'))).toMatchObject({ state: 'closed', attention: null });
    expect(liveRace(open, at('18:25')).attention).toBe('Past post 25 min with no result');
    expect(liveRace(deadHeat, at('19:00')).attention).toBeNull();
  });

  it('closes a race now after a confirmation, and reads the board again', async () => {
    const api = boardApi({ 'PUT /api/race/103': () => jsonResponse(raceAnswer) });
    const { user } = renderApp('/admin/race-day', { account: administrator });
    await user.click(within(await card('Belmont Race 2')).getByRole('button', { name: 'Close now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close Belmont Race 2 now' });
    await user.click(within(dialog).getByRole('button', { name: 'Close now' }));
    await waitFor(() => expect(sentBody(api, 'PUT', '/api/race/103')).toEqual({ isWageringClosed: true }));
    await waitFor(() => expect(callsTo(api, 'GET', '/api/admin/race-day').length).toBeGreaterThan(1));
    expect(await screen.findByText('Belmont Race 2 closed to plays.')).toBeInTheDocument();
  });

  it('delays the post time by a few minutes in a small dialog', async () => {
    const api = boardApi({ 'PUT /api/race/103': () => jsonResponse(raceAnswer) });
    const { user } = renderApp('/admin/race-day', { account: administrator });
    await user.click(within(await card('Belmont Race 2')).getByRole('button', { name: 'Delay post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delay post: Belmont Race 2' });
    await user.click(within(dialog).getByRole('button', { name: '+5 min' }));
    expect(within(dialog).getByText('New post time: 2:05 PM ET · 6:05 PM your time')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delay post' }));
    await waitFor(() =>
      expect(sentBody(api, 'PUT', '/api/race/103')).toEqual({ postTime: '2031-07-04T18:05:00.000Z' }),
    );
  });

  it('enters a dead-heat result in one dialog: two winners with their payoffs, then the finish order', async () => {
    const api = boardApi({ 'PUT /api/race/101/results': () => jsonResponse({ raceId: 101, finishers: [] }) });
    const { user } = renderApp('/admin/race-day', { account: administrator });
    await user.click(within(await card('Belmont Race 1')).getByRole('button', { name: 'Enter result' }));
    const dialog = await screen.findByRole('dialog', { name: 'Result: Belmont Race 1' });
    // A scratched runner is not offered.
    expect(
      within(within(dialog).getByRole('combobox', { name: 'Winner (1st)' })).queryByText('#3 Crimson'),
    ).toBeNull();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Winner (1st)' }), '#2 Bold');
    await user.click(within(dialog).getByRole('button', { name: 'Save result' }));
    expect(await within(dialog).findByText(RACE_DAY_MESSAGES.winnerPayoffRequired)).toBeInTheDocument();
    expect(callsTo(api, 'PUT', '/api/race/101/results')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Win payoff ($2)' }), '6.80');
    await user.click(within(dialog).getByRole('button', { name: 'Add dead heat' }));
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Dead heat winner 2 (1st)' }),
      '#1 Able',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Win payoff 2 ($2)' }), '5');
    // After a dead heat for first, the next finisher is third.
    await user.selectOptions(within(dialog).getByRole('combobox', { name: '3rd' }), '#4 Dancer');
    await user.click(within(dialog).getByRole('button', { name: 'Save result' }));
    await waitFor(() =>
      expect(sentBody(api, 'PUT', '/api/race/101/results')).toEqual({
        finishers: [
          { runnerId: 12, position: 1, payoff: 6.8 },
          { runnerId: 11, position: 1, payoff: 5 },
          { runnerId: 14, position: 3 },
        ],
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens the current result for editing, and shows the server refusing it', async () => {
    boardApi({
      'PUT /api/race/102/results': () => apiError(409, 'This race is finalized and can no longer change.'),
    });
    const { user } = renderApp('/admin/race-day', { account: administrator });
    await user.click(within(await card('Santa Anita Race 1')).getByRole('button', { name: 'Edit result' }));
    const dialog = await screen.findByRole('dialog', { name: 'Result: Santa Anita Race 1' });
    expect(within(dialog).getByRole('combobox', { name: 'Winner (1st)' })).toHaveValue('12');
    expect(within(dialog).getByRole('textbox', { name: 'Win payoff ($2)' })).toHaveValue('6.8');
    expect(within(dialog).getByRole('combobox', { name: 'Dead heat winner 2 (1st)' })).toHaveValue('11');
    expect(within(dialog).getByRole('textbox', { name: 'Win payoff 2 ($2)' })).toHaveValue('5');
    expect(within(dialog).getByRole('combobox', { name: '3rd' })).toHaveValue('14');
    await user.click(within(dialog).getByRole('button', { name: 'Save result' }));
    expect(
      await within(dialog).findByText('This race is finalized and can no longer change.'),
    ).toBeInTheDocument();
  });

  it('finalizes after a confirmation that warns it cannot be undone', async () => {
    const api = boardApi({
      'POST /api/race/102/finalize': () => jsonResponse({ ...raceAnswer, id: 102, finalized: true }),
    });
    const { user } = renderApp('/admin/race-day', { account: administrator });
    await user.click(within(await card('Santa Anita Race 1')).getByRole('button', { name: 'Finalize' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finalize Santa Anita Race 1' });
    expect(within(dialog).getByText(FINALIZE_WARNING)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Finalize' }));
    await waitFor(() => expect(callsTo(api, 'POST', '/api/race/102/finalize')).toHaveLength(1));
  });
});

describe('/admin/race-day: live updates', () => {
  afterEach(() => vi.useRealTimers());

  /** The page's timers on a clock the test moves (and that also moves with real time, for the page's own waits). */
  const fakeTimers = () =>
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });

  /** The board as the server answers it now: `answer.current` may change between reads. */
  function liveBoardApi(answer: { current: RaceDay }) {
    return mockApi(
      { 'GET /api/admin/race-day': () => jsonResponse(answer.current) },
      { serverTime: board.now },
    );
  }
  const boardReads = (api: ReturnType<typeof mockApi>) => callsTo(api, 'GET', '/api/admin/race-day').length;

  it('reads the board again once for a burst of race events, and shows what changed', async () => {
    fakeTimers();
    installFakeEventSource();
    const answer = { current: board };
    const api = liveBoardApi(answer);
    renderApp('/admin/race-day', { account: administrator });
    const race = await card('Belmont Race 2');
    const stream = FakeEventSource.current();
    expect(stream.url).toBe('/api/admin/race-day/events');
    const live = screen.getByRole('status', { name: 'Live updates' });
    expect(live).toHaveTextContent('Connecting…');
    act(() => stream.open());
    expect(live).toHaveTextContent('Live');

    // Another operator closes Belmont Race 2, held by two contests, and finalizes another race.
    answer.current = {
      ...board,
      races: [pastPost, deadHeat, { ...open, state: 'closed', closedAt: board.now }],
    };
    const before = boardReads(api);
    act(() => {
      stream.emit({ type: CONTEST_EVENT_TYPES.raceChanged, contestId: 5, raceId: 103 });
      stream.emit({ type: CONTEST_EVENT_TYPES.raceChanged, contestId: 6, raceId: 103 });
      stream.emit({ type: CONTEST_EVENT_TYPES.leaderboardChanged, contestId: 7 });
    });
    await act(() => vi.advanceTimersByTimeAsync(RACE_DAY_COALESCE_MS));
    expect(await within(race).findByText('Closed')).toBeInTheDocument();
    expect(within(race).queryByRole('button', { name: 'Close now' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(5 * RACE_DAY_COALESCE_MS));
    expect(boardReads(api)).toBe(before + 1);
  });

  it('says when it is reconnecting, and catches up once the stream is back', async () => {
    installFakeEventSource();
    const api = liveBoardApi({ current: board });
    renderApp('/admin/race-day', { account: administrator });
    await card('Belmont Race 1');
    const stream = FakeEventSource.current();
    const live = screen.getByRole('status', { name: 'Live updates' });
    act(() => stream.open());
    act(() => stream.fail());
    expect(live).toHaveTextContent('Reconnecting…');

    const before = boardReads(api);
    act(() => stream.open());
    expect(live).toHaveTextContent('Live');
    await waitFor(() => expect(boardReads(api)).toBe(before + 1));
  });

  it('opens the stream again later when the browser gave up on it', async () => {
    fakeTimers();
    installFakeEventSource();
    liveBoardApi({ current: board });
    renderApp('/admin/race-day', { account: administrator });
    await card('Belmont Race 1');
    const first = FakeEventSource.current();
    act(() => first.fail({ gaveUp: true }));
    expect(screen.getByRole('status', { name: 'Live updates' })).toHaveTextContent('Reconnecting…');
    expect(first.closed).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(RACE_DAY_REFRESH_MS));
    const second = FakeEventSource.current();
    expect(second).not.toBe(first);
    act(() => second.open());
    expect(screen.getByRole('status', { name: 'Live updates' })).toHaveTextContent('Live');
  });

  it('closes its stream when the page is left', async () => {
    installFakeEventSource();
    liveBoardApi({ current: board });
    const { unmount } = renderApp('/admin/race-day', { account: administrator });
    await card('Belmont Race 1');
    const stream = FakeEventSource.current();
    unmount();
    expect(stream.closed).toBe(true);
  });
});
