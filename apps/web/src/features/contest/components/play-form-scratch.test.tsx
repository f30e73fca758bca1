import '../testing/lazy-parts';
import { CONTEST_EVENT_TYPES } from '@cj/shared/contest-events';
import type { ContestRaceDetail } from '@cj/shared/contests';
import { alternateScratchedNotice, PLAY_MESSAGES, pickScratchedNotice } from '@cj/shared/play-messages';
import type { Play } from '@cj/shared/plays';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource, installFakeEventSource } from '@/testing/fake-event-source';
import { apiError, jsonResponse, renderApp, testAccount } from '@/testing/test-utils';
import { callsTo, mockContestApi } from '../testing/contest-api';
import { makeContest, makePlay, makePlayer, makeRace, SLUG } from '../testing/fixtures';

vi.setConfig({ testTimeout: 60_000 });
// The whole app renders, with its lazily loaded parts, on a machine other work shares.
configure({ asyncUtilTimeout: 15_000 });
afterEach(() => {
  vi.unstubAllGlobals();
});

const PAGE = `/contest/${SLUG}`;
const entry = makePlayer({ id: 70, name: 'Ada L.' });
const mystik = { id: 1, programNumber: '1', name: 'Mystik Dan' };
const sierra = { id: 2, programNumber: '2', name: 'Sierra Leone' };
const epic = { id: 4, programNumber: 'AE1', name: 'Epic Ride' };

/**
 * An open alternates race whose runners the server answers as `scratchedIds()` says at each read, and the entry's
 * plays on it as `plays()`; a runners-changed event then reads them again, as on a live page.
 */
function mockScratchableRace(
  scratchedIds: () => readonly number[],
  plays: () => Play[] = () => [],
  placePlay: () => Response = () => apiError(500, PLAY_MESSAGES.unexpected),
) {
  const race = (): ContestRaceDetail => {
    const detail = makeRace();
    return {
      ...detail,
      runners: detail.runners.map((runner) =>
        scratchedIds().includes(runner.id) ? { ...runner, scratched: true } : runner,
      ),
    };
  };
  installFakeEventSource();
  return mockContestApi(
    { contest: makeContest({ alternatesEnabled: true }), races: [makeRace()], myPlayers: [entry] },
    {
      [`GET /api/contest/${SLUG}/races`]: () => jsonResponse([race()]),
      'GET /api/race/501/wagers/me': () => jsonResponse(plays()),
      [`GET /api/wagers/${SLUG}/70`]: () => jsonResponse(plays()),
      'POST /api/race/501/wager': placePlay,
    },
  );
}

const playForm = () => screen.getByRole('form', { name: 'Pick a runner to win' });

const scratchEvent = () =>
  act(async () =>
    FakeEventSource.current().emit({ type: CONTEST_EVENT_TYPES.runnersChanged, contestId: 11, raceId: 100 }),
  );

describe('a runner scratched while the play form has it chosen', () => {
  it('can no longer be picked on the add-play form; the amount being typed keeps its focus and value', async () => {
    let scratched: number[] = [];
    mockScratchableRace(() => scratched);
    const { user } = renderApp(PAGE, { account: testAccount });
    await screen.findByRole('button', { name: 'Pick #2 Sierra Leone' });
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    await user.clear(amount);
    await user.type(amount, '1');

    scratched = [sierra.id];
    await scratchEvent();

    await waitFor(() =>
      expect(screen.getByRole('button', { name: '#2 Sierra Leone (scratched)' })).toBeDisabled(),
    );
    expect(screen.getByText('Sierra Leone')).toHaveStyle({ textDecoration: 'line-through' });
    expect(amount).toHaveFocus();
    await user.type(amount, '0');
    expect(amount).toHaveValue('10');
  });

  it('moves the focus off a runner scratched while focused, to the first that can be picked', async () => {
    let scratched: number[] = [];
    mockScratchableRace(() => scratched);
    renderApp(PAGE, { account: testAccount });
    await screen.findByRole('button', { name: 'Pick #1 Mystik Dan' });
    screen.getByRole('button', { name: 'Pick #1 Mystik Dan' }).focus();

    scratched = [mystik.id];
    await scratchEvent();

    await waitFor(() =>
      expect(screen.getByRole('button', { name: '#1 Mystik Dan (scratched)' })).toBeDisabled(),
    );
    expect(screen.getByRole('button', { name: 'Pick #2 Sierra Leone' })).toHaveFocus();
  });

  it('refuses an alternate that is the runner tapped, saying so, and places nothing', async () => {
    const fetchMock = mockScratchableRace(() => []);
    const { user } = renderApp(PAGE, { account: testAccount });
    await screen.findByRole('button', { name: 'Pick #2 Sierra Leone' });
    const alternate = screen.getByRole('combobox', { name: 'Alternate (if your pick is scratched)' });
    await user.selectOptions(alternate, '#2 Sierra Leone');
    await user.click(screen.getByRole('button', { name: 'Pick #2 Sierra Leone' }));
    await waitFor(() => expect(alternate).toHaveAccessibleDescription(PLAY_MESSAGES.alternateSamePick));
    expect(callsTo(fetchMock, 'POST', '/api/race/501/wager')).toHaveLength(0);
  });

  it('shows the server’s refusal of a runner it knew scratched, and the runner reloaded as scratched', async () => {
    let scratched: number[] = [];
    // The server knew of the scratch before the page did.
    mockScratchableRace(
      () => scratched,
      () => [],
      () => {
        scratched = [sierra.id];
        return apiError(409, PLAY_MESSAGES.runnerScratched, 'Conflict');
      },
    );
    const { user } = renderApp(PAGE, { account: testAccount });
    await user.click(await screen.findByRole('button', { name: 'Pick #2 Sierra Leone' }));
    expect(await within(playForm()).findByText(PLAY_MESSAGES.runnerScratched)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '#2 Sierra Leone (scratched)' })).toBeDisabled(),
    );
  });

  it('clears the pick and the alternate of the change-pick form, and keeps the focus in the runners', async () => {
    let scratched: number[] = [];
    const onMystikDan = (): Play =>
      makePlay({
        id: 900,
        amount: 10,
        runner: { ...mystik, scratched: scratched.includes(mystik.id) },
        alternateRunner: { ...epic, scratched: scratched.includes(epic.id) },
      });
    mockScratchableRace(
      () => scratched,
      () => [onMystikDan()],
    );
    const { user } = renderApp(PAGE, { account: testAccount });
    await user.click(
      await within(await screen.findByRole('region', { name: 'Your plays' })).findByRole('button', {
        name: 'Change pick #1 Mystik Dan',
      }),
    );
    const alternate = screen.getByRole('combobox', { name: 'Alternate (if your pick is scratched)' });
    expect(alternate).toHaveValue(String(epic.id));
    expect(screen.getByRole('radio', { name: /Mystik Dan/ })).toHaveFocus();

    scratched = [mystik.id, epic.id];
    await scratchEvent();

    await waitFor(() => expect(screen.getByRole('radio', { name: /Mystik Dan/ })).toBeDisabled());
    expect(screen.getByRole('radio', { name: /Mystik Dan/ })).not.toBeChecked();
    expect(alternate).toHaveValue('');
    expect(within(playForm()).getByRole('status')).toHaveTextContent(
      `${pickScratchedNotice(mystik)} ${alternateScratchedNotice(epic)}`,
    );
    // The focused runner can no longer be chosen: the focus moves to the first that can.
    expect(screen.getByRole('radio', { name: /Sierra Leone/ })).toHaveFocus();
    expect(screen.getByRole('radio', { name: /Sierra Leone/ })).not.toBeChecked();
  });
});
