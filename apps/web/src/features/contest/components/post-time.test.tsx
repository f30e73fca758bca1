import '../testing/lazy-parts';
import { PLAY_MESSAGES } from '@cj/shared/plays';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, renderApp, testAccount } from '@/testing/test-utils';
import { callsTo, mockContestApi } from '../testing/contest-api';
import { makeContest, makePlayer, makeRace, SLUG } from '../testing/fixtures';

// The whole app renders in each test; a busy machine needs more than the default waits.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5000 });

const PAGE = `/contest/${SLUG}`;
const entry = makePlayer({ id: 70, name: 'Ada L.', bankroll: 996 });
/** makeRace's post time. */
const POST_TIME = Date.parse('2024-05-04T17:05:00Z');
const races = () => screen.getByRole('region', { name: 'Races' });
const raceOne = () => screen.getByRole('button', { name: /Race 1/ });

afterEach(() => vi.useRealTimers());

describe('a race at its post time', () => {
  it('turns Closed by itself at that moment, on the server clock, and its play form goes', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    // The browser's clock is 10 minutes slow: by the server's, the race is 2 seconds from post.
    vi.setSystemTime(POST_TIME - 10 * 60_000 - 2000);
    mockContestApi({
      races: [makeRace()],
      myPlayers: [entry],
      myRacePlays: { 501: [] },
      serverTime: () => Date.now() + 10 * 60_000,
    });
    renderApp(PAGE, { account: testAccount });
    expect(await screen.findByRole('button', { name: 'Pick #1 Mystik Dan' })).toBeInTheDocument();
    expect(within(raceOne()).getByText('Open')).toBeInTheDocument();
    expect(within(races()).getByText('Race 1 closes in less than a minute')).toBeInTheDocument();

    // At post time, not at the next 15-second tick, and without a reload or a live event.
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(within(raceOne()).getByText('Closed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pick #/ })).not.toBeInTheDocument();
    expect(within(races()).getByText('Wagering is closed for this race.')).toBeInTheDocument();
    expect(within(races()).getByText('All races are closed.')).toBeInTheDocument();
  });

  it('shows the refusal of a play sent just at post, and the race reloaded as Closed', async () => {
    // The server's clock passes post time while the page still shows the race open.
    let serverTime = POST_TIME - 10_000;
    const fetchMock = mockContestApi(
      { races: [makeRace()], myPlayers: [entry], myRacePlays: { 501: [] }, serverTime: () => serverTime },
      {
        'POST /api/race/501/wager': () => {
          serverTime = POST_TIME + 1000;
          return apiError(409, PLAY_MESSAGES.pastPostTime, 'Conflict');
        },
      },
    );
    const { user } = renderApp(PAGE, { account: testAccount });
    await screen.findByRole('button', { name: 'Pick #1 Mystik Dan' });
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '10');
    const racesRead = callsTo(fetchMock, 'GET', `/api/contest/${SLUG}/races`).length;
    await user.click(screen.getByRole('button', { name: 'Pick #1 Mystik Dan' }));

    expect(await within(races()).findByText(PLAY_MESSAGES.pastPostTime)).toBeInTheDocument();
    expect(within(raceOne()).getByText('Closed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pick #/ })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', `/api/contest/${SLUG}/races`).length).toBeGreaterThan(racesRead),
    );
  });
});

describe("a cancelled contest's races", () => {
  it('show Cancelled, with no Open chip, no countdown and no play form, and say so above them', async () => {
    mockContestApi({
      contest: makeContest({ isCancelled: true }),
      races: [
        makeRace(),
        makeRace({ id: 502 }, { id: 102, raceNumber: 2, postTime: '2024-05-04T17:40:00Z' }),
      ],
      myPlayers: [entry],
      myRacePlays: { 501: [], 502: [] },
    });
    const { user } = renderApp(PAGE, { account: testAccount });
    expect(
      within(await screen.findByRole('button', { name: /Race 1/ })).getByText('Cancelled'),
    ).toBeVisible();
    expect(within(races()).getAllByText('Cancelled')).toHaveLength(2);
    expect(within(races()).queryByText('Open')).not.toBeInTheDocument();
    expect(within(races()).queryByText(/closes in|All races are closed/)).not.toBeInTheDocument();
    expect(within(races()).getByRole('alert')).toHaveTextContent(PLAY_MESSAGES.contestCancelled);
    // No race starts open, and an opened one offers no play.
    expect(raceOne()).toHaveAttribute('aria-expanded', 'false');
    await user.click(raceOne());
    expect(await within(races()).findByText(PLAY_MESSAGES.contestCancelled, { selector: 'p' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Pick #/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});
