import '../testing/lazy-parts';
import { CONTEST_EVENT_TYPES } from '@cj/shared/contest-events';
import type { ContestRaceDetail } from '@cj/shared/contests';
import type { Play } from '@cj/shared/plays';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource, installFakeEventSource } from '@/testing/fake-event-source';
import { jsonResponse, renderApp, testAccount } from '@/testing/test-utils';
import { mockContestApi } from '../testing/contest-api';
import { makeContest, makePlay, makePlayer, makeRace, SLUG } from '../testing/fixtures';

vi.setConfig({ testTimeout: 60_000 });
// The whole app renders, with its lazily loaded parts, on a machine other work shares.
configure({ asyncUtilTimeout: 15_000 });
afterEach(() => {
  vi.unstubAllGlobals();
});

const PAGE = `/contest/${SLUG}`;
const entry = makePlayer({ id: 70, name: 'Ada L.' });
const sierra = { id: 2, programNumber: '2', name: 'Sierra Leone' };
const epic = { id: 4, programNumber: 'AE1', name: 'Epic Ride' };

const racesHeading = () => screen.getByRole('region', { name: 'Races' });

describe('a scratched pick', () => {
  it('says Scratched and names the alternate it will be scored as, in the plays and the collapsed row', async () => {
    const play = makePlay({
      id: 900,
      runner: { ...sierra, scratched: true },
      alternateRunner: { ...epic, scratched: false },
    });
    mockContestApi({
      contest: makeContest({ alternatesEnabled: true }),
      races: [makeRace()],
      myPlayers: [entry],
      myRacePlays: { 501: [play] },
    });
    renderApp(PAGE, { account: testAccount });
    const plays = await screen.findByRole('region', { name: 'Your plays' });
    expect(
      await within(plays).findByText('Scratched — will be scored as #AE1 Epic Ride (your alternate)'),
    ).toBeInTheDocument();
    expect(within(plays).getByText('Sierra Leone')).toHaveStyle({ textDecoration: 'line-through' });
    const summary = await within(racesHeading()).findByText(/^Your pick:/);
    expect(summary).toHaveTextContent('Your pick: #2 Sierra Leone Scratched');
  });

  it('without a running alternate, says it will be scored as the post-time favorite', async () => {
    const play = makePlay({
      id: 901,
      runner: { ...sierra, scratched: true },
      alternateRunner: { ...epic, scratched: true },
    });
    mockContestApi({ races: [makeRace()], myPlayers: [entry], myRacePlays: { 501: [play] } });
    renderApp(PAGE, { account: testAccount });
    expect(
      await screen.findByText('Scratched — will be scored as the post-time favorite'),
    ).toBeInTheDocument();
  });

  it('shows at once on an open page when the runner is scratched (a runners-changed event)', async () => {
    installFakeEventSource();
    let scratched = false;
    const play = (): Play => makePlay({ id: 902, runner: { ...sierra, scratched } });
    const race = (): ContestRaceDetail => {
      const detail = makeRace();
      return {
        ...detail,
        runners: detail.runners.map((runner) =>
          runner.id === sierra.id ? { ...runner, scratched } : runner,
        ),
      };
    };
    mockContestApi(
      { races: [makeRace()], myPlayers: [entry] },
      {
        [`GET /api/contest/${SLUG}/races`]: () => jsonResponse([race()]),
        'GET /api/race/501/wagers/me': () => jsonResponse([play()]),
        [`GET /api/wagers/${SLUG}/70`]: () => jsonResponse([play()]),
      },
    );
    renderApp(PAGE, { account: testAccount });
    const plays = await screen.findByRole('region', { name: 'Your plays' });
    expect(await within(plays).findByText('Sierra Leone')).toBeInTheDocument();
    expect(screen.queryByText(/Scratched/)).not.toBeInTheDocument();

    scratched = true;
    await act(async () =>
      FakeEventSource.current().emit({
        type: CONTEST_EVENT_TYPES.runnersChanged,
        contestId: 11,
        raceId: 100,
      }),
    );
    expect(
      await within(plays).findByText('Scratched — will be scored as the post-time favorite'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(racesHeading()).getByText(/^Your pick:/)).toHaveTextContent('Scratched'),
    );
    // The form no longer offers the runner, once the races are read again (the plays may come back first).
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '#2 Sierra Leone (scratched)' })).toBeDisabled(),
    );
  });

  it('shows in an entry’s plays on the leaderboard', async () => {
    mockContestApi({
      players: [makePlayer({ id: 100, name: 'Player 1' })],
      playerPlays: {
        100: [
          makePlay({
            id: 3,
            player: 100,
            runner: { ...sierra, scratched: true },
            substituteRunner: { id: 1, programNumber: '1', name: 'Mystik Dan' },
            substituteReason: 'favorite',
            payoff: 0,
          }),
        ],
      },
    });
    const { user } = renderApp(`/contest/${SLUG}/leaderboard`);
    const row = await screen.findByRole('button', { name: /Player 1\b/ });
    await user.click(row);
    expect(
      await screen.findByText('Scratched — scored as #1 Mystik Dan (post-time favorite)'),
    ).toBeInTheDocument();
  });
});
