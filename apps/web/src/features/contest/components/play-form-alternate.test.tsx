import '../testing/lazy-parts';
import { alternateRuledOutNotice, PLAY_MESSAGES } from '@cj/shared/play-messages';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp, testAccount } from '@/testing/test-utils';
import { callsTo, mockContestApi } from '../testing/contest-api';
import { makeContest, makePlay, makePlayer, makeRace, makeRunner, runners, SLUG } from '../testing/fixtures';

vi.setConfig({ testTimeout: 60_000 });
// The whole app renders, with its lazily loaded parts, on a machine other work shares.
configure({ asyncUtilTimeout: 15_000 });

const PAGE = `/contest/${SLUG}`;
const WAGER = 'POST /api/race/501/wager';
/** Entered by hand as '1A': one betting interest with #1 Mystik Dan (rules/alternates.ts areCoupled). */
const mystikToo = makeRunner({ id: 5, programNumber: '1A', name: 'Mystik Too' });

function renderAlternatesRace(plays = () => [] as ReturnType<typeof makePlay>[]) {
  const fetchMock = mockContestApi(
    {
      contest: makeContest({ alternatesEnabled: true }),
      races: [makeRace({ runners: [...runners, mystikToo] })],
      myPlayers: [makePlayer({ id: 70, name: 'Ada L.' })],
    },
    {
      'GET /api/race/501/wagers/me': () => jsonResponse(plays()),
      [WAGER]: () => jsonResponse(makePlay({ id: 900, runners: [2] }), 201),
    },
  );
  return { fetchMock, ...renderApp(PAGE, { account: testAccount }) };
}

const playForm = () => screen.getByRole('form', { name: 'Pick a runner to win' });
const alternateField = () => screen.getByRole('combobox', { name: 'Alternate (if your pick is scratched)' });
const offeredAlternates = () =>
  within(alternateField())
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('the alternate of a new play', () => {
  it('is named before the tap that places the play: any runner not scratched', async () => {
    renderAlternatesRace();
    await screen.findByRole('button', { name: 'Pick #1 Mystik Dan' });
    expect(offeredAlternates()).toEqual([
      'None',
      '#1 Mystik Dan',
      '#2 Sierra Leone',
      '#AE1 Epic Ride',
      '#1A Mystik Too',
    ]);
  });

  it('goes with the play of the runner tapped', async () => {
    const { user, fetchMock } = renderAlternatesRace();
    await user.selectOptions(await screen.findByRole('combobox', { name: /^Alternate/ }), '#AE1 Epic Ride');
    await user.click(screen.getByRole('button', { name: 'Pick #2 Sierra Leone' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/race/501/wager')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'POST', '/api/race/501/wager')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({ runners: [2], alternateRunner: 4 });
  });

  it('that is the runner tapped: says so, and places nothing', async () => {
    const { user, fetchMock } = renderAlternatesRace();
    await user.selectOptions(await screen.findByRole('combobox', { name: /^Alternate/ }), '#2 Sierra Leone');
    await user.click(screen.getByRole('button', { name: 'Pick #2 Sierra Leone' }));
    await waitFor(() =>
      expect(alternateField()).toHaveAccessibleDescription(PLAY_MESSAGES.alternateSamePick),
    );
    expect(alternateField()).toHaveValue('2');
    expect(callsTo(fetchMock, 'POST', '/api/race/501/wager')).toHaveLength(0);
  });

  it('coupled with the runner tapped: says so, and places nothing', async () => {
    const { user, fetchMock } = renderAlternatesRace();
    await user.selectOptions(await screen.findByRole('combobox', { name: /^Alternate/ }), '#1A Mystik Too');
    await user.click(screen.getByRole('button', { name: 'Pick #1 Mystik Dan' }));
    await waitFor(() => expect(alternateField()).toHaveAccessibleDescription(PLAY_MESSAGES.alternateCoupled));
    expect(callsTo(fetchMock, 'POST', '/api/race/501/wager')).toHaveLength(0);
  });
});

describe('the alternate of a changed pick', () => {
  const sierra = { id: 2, programNumber: '2', name: 'Sierra Leone', scratched: false };
  const onSierra = () => [makePlay({ id: 900, runners: [2], runner: sierra })];

  it('is offered only among the runners the rule allows: not the pick, not scratched, not coupled with it', async () => {
    const { user } = renderAlternatesRace(onSierra);
    await user.click(await screen.findByRole('button', { name: 'Change pick #2 Sierra Leone' }));
    await user.click(screen.getByRole('radio', { name: /Mystik Dan/ }));
    expect(offeredAlternates()).toEqual(['None', '#2 Sierra Leone', '#AE1 Epic Ride']);
  });

  it('is cleared, and the form says why, when the pick becomes a runner coupled with it', async () => {
    const { user } = renderAlternatesRace(onSierra);
    await user.click(await screen.findByRole('button', { name: 'Change pick #2 Sierra Leone' }));
    await user.selectOptions(alternateField(), '#1A Mystik Too');
    await user.click(screen.getByRole('radio', { name: /Mystik Dan/ }));

    expect(alternateField()).toHaveValue('');
    expect(within(playForm()).getByRole('status')).toHaveTextContent(
      alternateRuledOutNotice(mystikToo, 'coupled'),
    );
    // Naming another alternate: the notice has done its job.
    await user.selectOptions(alternateField(), '#AE1 Epic Ride');
    expect(within(playForm()).getByRole('status')).toBeEmptyDOMElement();
  });
});
