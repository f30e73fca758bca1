import '../testing/lazy-parts';
import { CONTEST_EVENT_TYPES } from '@cj/shared/contest-events';
import type { ContestRaceDetail } from '@cj/shared/contests';
import { alternateScratchedNotice, PLAY_MESSAGES, pickScratchedNotice } from '@cj/shared/play-messages';
import type { Play } from '@cj/shared/plays';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource, installFakeEventSource } from '@/testing/fake-event-source';
import { apiError, jsonResponse, renderApp, testAccount } from '@/testing/test-utils';
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
  it('is cleared from the add-play form, which says why, and the amount being typed keeps its focus', async () => {
    let scratched: number[] = [];
    mockScratchableRace(() => scratched);
    const { user } = renderApp(PAGE, { account: testAccount });
    await user.click(await screen.findByRole('radio', { name: /Sierra Leone/ }));
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    await user.clear(amount);
    await user.type(amount, '1');

    scratched = [sierra.id];
    await scratchEvent();

    const radio = screen.getByRole('radio', { name: /Sierra Leone/ });
    await waitFor(() => expect(radio).toBeDisabled());
    expect(radio).not.toBeChecked();
    // Said in a live region, which was there before the message (so screen readers read it out).
    expect(within(playForm()).getByRole('status')).toHaveTextContent(pickScratchedNotice(sierra));
    expect(screen.getByText('Sierra Leone')).toHaveStyle({ textDecoration: 'line-through' });
    expect(amount).toHaveFocus();
    await user.type(amount, '0');
    expect(amount).toHaveValue('10');

    // Choosing another runner: the notice has done its job.
    await user.click(screen.getByRole('radio', { name: /Mystik Dan/ }));
    expect(screen.queryByText(pickScratchedNotice(sierra))).not.toBeInTheDocument();
  });

  it('drops the server’s refusal of the scratched runner once the notice replaces the choice', async () => {
    let scratched: number[] = [];
    // The server knew of the scratch before the page did.
    mockScratchableRace(
      () => scratched,
      () => [],
      () => apiError(409, PLAY_MESSAGES.runnerScratched, 'Conflict'),
    );
    const { user } = renderApp(PAGE, { account: testAccount });
    await user.click(await screen.findByRole('radio', { name: /Sierra Leone/ }));
    await user.clear(screen.getByRole('textbox', { name: 'Amount' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '10');
    await user.click(screen.getByRole('button', { name: 'Add Play' }));
    expect(await within(playForm()).findByText(PLAY_MESSAGES.runnerScratched)).toBeInTheDocument();

    scratched = [sierra.id];
    await scratchEvent();

    await waitFor(() => expect(screen.getByRole('radio', { name: /Sierra Leone/ })).toBeDisabled());
    expect(within(playForm()).getByRole('status')).toHaveTextContent(pickScratchedNotice(sierra));
    expect(within(playForm()).queryByText(PLAY_MESSAGES.runnerScratched)).not.toBeInTheDocument();
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
