import '../testing/lazy-parts';
import { ContestFormat } from '@cj/shared/enums';
import { playsInText } from '@cj/shared/play-messages';
import { PLAY_MESSAGES, type Play } from '@cj/shared/plays';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { contestKeys } from '@/api/contests/contest-keys';
import { apiError, jsonResponse, renderApp, testAccount } from '@/testing/test-utils';
import { callsTo, mockContestApi } from '../testing/contest-api';
import { makeContest, makePlay, makePlayer, makeRace, SLUG } from '../testing/fixtures';

// The whole app renders in each test; a busy machine needs more than the default waits.
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 15_000 });

const PAGE = `/contest/${SLUG}`;
const WAGER = '/api/race/501/wager';
const entry = makePlayer({ id: 70, name: 'Ada L.', bankroll: 990 });
const onMystikDan = makePlay({
  id: 900,
  amount: 10,
  runner: { id: 1, programNumber: '1', name: 'Mystik Dan', scratched: false },
});

const yourPlays = () => screen.getByRole('region', { name: 'Your plays' });

/**
 * An alternates contest whose one race allows one play, which the entry has made: `plays()` is what the server
 * answers for it at each read; `more` adds calls.
 */
function mockOnePlayRace(plays: () => Play[], more: Parameters<typeof mockContestApi>[1] = {}) {
  return mockContestApi(
    {
      contest: makeContest({ alternatesEnabled: true }),
      races: [makeRace({ maxWagers: 1 })],
      myPlayers: [entry],
    },
    {
      'GET /api/race/501/wagers/me': () => jsonResponse(plays()),
      [`GET /api/wagers/${SLUG}/70`]: () => jsonResponse(plays()),
      ...more,
    },
  );
}

describe('changing a pick in one step', () => {
  it('opens the play form filled in, even at the race’s limit, and replaces the play in one call', async () => {
    let mine: Play[] = [onMystikDan];
    const fetchMock = mockOnePlayRace(() => mine, {
      [`POST ${WAGER}`]: ({ body }) => {
        const changed = makePlay({
          id: 901,
          amount: 25,
          runners: [2],
          runner: { id: 2, programNumber: '2', name: 'Sierra Leone', scratched: false },
        });
        expect(body).toMatchObject({ replaces: 900 });
        mine = [changed];
        return jsonResponse(changed, 201);
      },
    });
    const { user } = renderApp(PAGE, { account: testAccount });
    expect(await screen.findByText(playsInText(1))).toBeInTheDocument();
    expect(screen.queryByText(PLAY_MESSAGES.maxWagersReached)).not.toBeInTheDocument();
    // The collapsed row says the pick too.
    expect(screen.getByText('#1 Mystik Dan')).toBeInTheDocument();

    // Your plays load their own code (race-row.tsx): the section comes a moment after the race.
    await user.click(
      await within(await screen.findByRole('region', { name: 'Your plays' })).findByRole('button', {
        name: 'Change pick #1 Mystik Dan',
      }),
    );
    expect(screen.getByText(/Changing your pick #1 Mystik Dan \(\$10\.00\)/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Mystik Dan/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Mystik Dan/ })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('10');
    expect(screen.queryByRole('button', { name: /^Pick #/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Sierra Leone/ }));
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    await user.clear(amount);
    await user.type(amount, '25');
    await user.click(screen.getByRole('button', { name: 'Change Pick' }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST', WAGER)).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'POST', WAGER)[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      amount: 25,
      pool: 'WIN',
      runners: [2],
      playerID: 70,
      replaces: 900,
    });
    // One step: nothing was removed on its own.
    expect(callsTo(fetchMock, 'DELETE', '/api/wagers/900')).toHaveLength(0);
    expect(await within(yourPlays()).findByText('Sierra Leone')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change Pick' })).not.toBeInTheDocument();
    expect(await screen.findByText('#2 Sierra Leone')).toBeInTheDocument();
  });

  it('keeps the runner chosen, the amount being typed and the focus when the play is read again meanwhile', async () => {
    let mine: Play[] = [onMystikDan];
    const fetchMock = mockOnePlayRace(() => mine);
    const { user, queryClient } = renderApp(PAGE, { account: testAccount });
    await user.click(
      await within(await screen.findByRole('region', { name: 'Your plays' })).findByRole('button', {
        name: 'Change pick #1 Mystik Dan',
      }),
    );
    await user.click(screen.getByRole('radio', { name: /Sierra Leone/ }));
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    await user.clear(amount);
    await user.type(amount, '2');

    // The play is read again while she types (a scratch's live event reads every list of plays again): the answer
    // is a new copy of the play she is changing, here naming the alternate she set on another device.
    mine = [
      { ...onMystikDan, alternateRunner: { id: 4, programNumber: '4', name: 'Epic Ride', scratched: false } },
    ];
    await queryClient.invalidateQueries({ queryKey: contestKeys.plays(SLUG) });
    expect(await within(yourPlays()).findByText(/Alternate: #4 Epic Ride/)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/race/501/wagers/me').length).toBeGreaterThan(1);

    expect(amount).toHaveFocus();
    await user.type(amount, '5');
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('25');
    expect(screen.getByRole('radio', { name: /Sierra Leone/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Mystik Dan/ })).not.toBeChecked();
  });

  it('leaves the play as it was on Cancel, without a call', async () => {
    const fetchMock = mockContestApi({
      contest: makeContest({ format: ContestFormat.Win }),
      races: [makeRace()],
      myPlayers: [entry],
      myRacePlays: { 501: [onMystikDan] },
    });
    const { user } = renderApp(PAGE, { account: testAccount });
    await user.click(
      await within(await screen.findByRole('region', { name: 'Your plays' })).findByRole('button', {
        name: 'Change pick #1 Mystik Dan',
      }),
    );
    expect(screen.getByRole('button', { name: 'Change pick #1 Mystik Dan' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText(/Changing your pick #1 Mystik Dan: choose the runner/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText(/Changing your pick/)).not.toBeInTheDocument();
    // The race allows two plays: the form to add one is back.
    expect(screen.getByRole('button', { name: 'Pick #2 Sierra Leone' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', WAGER)).toHaveLength(0);
  });

  it('asks for a new runner when the pick is scratched, and shows what the server refuses', async () => {
    const scratchedPick = makePlay({
      id: 902,
      runner: { id: 3, programNumber: '3', name: 'Forever Young', scratched: true },
    });
    const fetchMock = mockContestApi(
      {
        contest: makeContest({ format: ContestFormat.Win }),
        races: [makeRace()],
        myPlayers: [entry],
        myRacePlays: { 501: [scratchedPick] },
      },
      { [`POST ${WAGER}`]: () => apiError(409, PLAY_MESSAGES.wageringClosed, 'Conflict') },
    );
    const { user } = renderApp(PAGE, { account: testAccount });
    await user.click(await screen.findByRole('button', { name: 'Change pick #3 Forever Young' }));
    expect(screen.getByRole('radio', { name: /Forever Young/ })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Change Pick' }));
    expect(await screen.findByText(PLAY_MESSAGES.runnerRequired)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', WAGER)).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: /Epic Ride/ }));
    await user.click(screen.getByRole('button', { name: 'Change Pick' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PLAY_MESSAGES.wageringClosed);
    const [, init] = callsTo(fetchMock, 'POST', WAGER)[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({ runners: [4], replaces: 902 });
    // Still changing: the player may try again or cancel.
    expect(screen.getByRole('button', { name: 'Change Pick' })).toBeInTheDocument();
  });
});
