import '../testing/lazy-parts';
import { CONTEST_EVENT_TYPES } from '@cj/shared/contest-events';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource, installFakeEventSource } from '@/testing/fake-event-source';
import { pretendWideScreen } from '@/testing/screen-width';
import { jsonResponse, renderApp, testAccount } from '@/testing/test-utils';
import { makeChatMessage } from '../testing/chat-fixtures';
import { callsTo, mockContestApi } from '../testing/contest-api';
import { makeContest, makePlay, makePlayer, makeRace, SLUG } from '../testing/fixtures';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5000 });
afterEach(() => {
  vi.unstubAllGlobals();
});

const PAGE = `/contest/${SLUG}`;
const PLAYERS = `/api/contest/${SLUG}/players`;
const CHAT = `/api/chat/${SLUG}`;
const RACES = `/api/contest/${SLUG}/races`;

describe('the contest page’s live events', () => {
  it('refreshes the standings when the leaderboard changes, for a visitor too', async () => {
    installFakeEventSource();
    const fetchMock = mockContestApi({ players: [makePlayer({ id: 1, name: 'Leader' })] });
    pretendWideScreen();
    renderApp(PAGE);
    expect(await screen.findByText('Leader')).toBeInTheDocument();
    const before = callsTo(fetchMock, 'GET', PLAYERS).length;
    await act(async () =>
      FakeEventSource.current().emit({ type: CONTEST_EVENT_TYPES.leaderboardChanged, contestId: 11 }),
    );
    await waitFor(() => expect(callsTo(fetchMock, 'GET', PLAYERS).length).toBeGreaterThan(before));
  });

  it('shows a race closed at once when wagering closes on it (a race-changed event), with everyone’s plays', async () => {
    installFakeEventSource();
    let closed = false;
    mockContestApi(
      {
        myPlayers: [makePlayer({ id: 70, name: 'Ada L.' })],
        racePlays: { 501: [makePlay({ id: 930, player: 71, playerName: 'Ray R.' })] },
      },
      {
        [`GET /api/contest/${SLUG}/races`]: () => jsonResponse([makeRace({}, { isWageringClosed: closed })]),
      },
    );
    renderApp(PAGE, { account: testAccount });
    const summary = await screen.findByRole('button', { name: /^Race 1 / });
    expect(summary).toHaveTextContent('Open');
    expect(await screen.findByRole('button', { name: 'Pick #1 Mystik Dan' })).toBeInTheDocument();

    closed = true;
    await act(async () =>
      FakeEventSource.current().emit({ type: CONTEST_EVENT_TYPES.raceChanged, contestId: 11, raceId: 100 }),
    );
    await waitFor(() => expect(summary).toHaveTextContent('Closed'));
    expect(screen.getByText('Wagering is closed for this race.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pick #/ })).not.toBeInTheDocument();
    const plays = await screen.findByRole('region', { name: 'Plays' });
    expect(await within(plays).findByText(/Ray R\./)).toBeInTheDocument();
  });

  it('removes a deleted message at once, and catches up on the chat and the races after the stream reconnects', async () => {
    installFakeEventSource();
    const gone = makeChatMessage('About to go');
    const fetchMock = mockContestApi(
      { contest: makeContest({ chatEnabled: true }), myPlayers: [makePlayer({ id: 70, name: 'Ada L.' })] },
      { [`GET ${CHAT}`]: () => jsonResponse([gone]) },
    );
    pretendWideScreen();
    renderApp(PAGE, { account: testAccount });
    const panel = await screen.findByRole('region', { name: 'Contest Chat' });
    expect(await within(panel).findByText('About to go')).toBeInTheDocument();
    const stream = FakeEventSource.current();
    await act(async () =>
      stream.emit({ type: CONTEST_EVENT_TYPES.chatMessageDeleted, contestId: 11, messageId: gone.messageId }),
    );
    await waitFor(() => expect(within(panel).queryByText('About to go')).not.toBeInTheDocument());

    const before = callsTo(fetchMock, 'GET', CHAT).length;
    const racesBefore = callsTo(fetchMock, 'GET', RACES).length;
    await act(async () => stream.open());
    expect(callsTo(fetchMock, 'GET', CHAT)).toHaveLength(before);
    await act(async () => stream.open());
    await waitFor(() => expect(callsTo(fetchMock, 'GET', CHAT).length).toBeGreaterThan(before));
    // A finalize or a close missed while the stream was down shows too.
    await waitFor(() => expect(callsTo(fetchMock, 'GET', RACES).length).toBeGreaterThan(racesBefore));
  });

  it('ignores what it cannot read, and closes the stream when the page goes', async () => {
    installFakeEventSource();
    mockContestApi();
    const view = renderApp(PAGE);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    const stream = FakeEventSource.current();
    await act(async () => stream.emitRaw(CONTEST_EVENT_TYPES.leaderboardChanged, 'not json'));
    await act(async () => stream.emitRaw(CONTEST_EVENT_TYPES.chatMessage, '{"type":"chat-message"}'));
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    view.unmount();
    expect(stream.closed).toBe(true);
  });
});
