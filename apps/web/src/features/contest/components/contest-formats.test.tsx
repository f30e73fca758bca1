import '../testing/lazy-parts';
import { ContestFormat } from '@cj/shared/enums';
import { PLAY_MESSAGES } from '@cj/shared/plays';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp, testAccount } from '@/testing/test-utils';
import { callsTo, mockContestApi } from '../testing/contest-api';
import { makeContest, makePlay, makePlayer, makeRace, SLUG } from '../testing/fixtures';

/** The contest formats on the contest page: alternates, payout caps and Pick & Pray. */

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5000 });

const PAGE = `/contest/${SLUG}`;
const entry = makePlayer({ id: 70, name: 'Ada L.' });
const formats = { alternatesEnabled: true, winPayoutCap: 42, picksLockAt: 'first-race' as const };

describe('a contest with alternates, a payout cap and Pick & Pray', () => {
  it('says its play rules and when picks lock, and a play may name an alternate other than the pick', async () => {
    const fetchMock = mockContestApi(
      {
        contest: makeContest({ format: ContestFormat.Win, ...formats }),
        races: [makeRace()],
        myPlayers: [entry],
        myRacePlays: { 501: [] },
      },
      { 'POST /api/race/501/wager': () => jsonResponse(makePlay({ id: 900, runners: [2] }), 201) },
    );
    const { user } = renderApp(PAGE, { account: testAccount });
    const races = await screen.findByRole('region', { name: 'Races' });
    expect(
      await within(races).findByText(
        'Pick & Pray: all picks lock when wagering closes on the first race (Race 1, post time 1:05 PM ET on May 4, 2024 · 5:05 PM your time).',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Information' }));
    const rules = screen.getByRole('region', { name: 'Play rules' });
    expect(within(rules).getByText('A $2 win pays at most $42.00.')).toBeInTheDocument();
    expect(within(rules).getByText(/a scratched pick is scored as its alternate/)).toBeInTheDocument();
    // The first post time at the track, with its zone, as the rest of the page writes times.
    expect(
      within(rules).getByText(
        'Pick & Pray: all picks lock when wagering closes on the first race (Race 1, post time 1:05 PM ET on May 4, 2024 · 5:05 PM your time).',
      ),
    ).toBeInTheDocument();

    // Set before the tap that places the play: any runner not scratched.
    await screen.findByRole('button', { name: 'Pick #2 Sierra Leone' });
    const alternate = screen.getByRole('combobox', { name: 'Alternate (if your pick is scratched)' });
    const offered = within(alternate)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(offered).toContain('#1 Mystik Dan');
    expect(offered).not.toContain('#3 Forever Young');
    await user.selectOptions(alternate, '#1 Mystik Dan');
    await user.click(screen.getByRole('button', { name: 'Pick #2 Sierra Leone' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/race/501/wager')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, 'POST', '/api/race/501/wager')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      amount: 2,
      pool: 'WIN',
      runners: [2],
      playerID: 70,
      alternateRunner: 1,
    });
  });

  it('says every race’s picks close with the first race, and when others’ plays show', async () => {
    mockContestApi({
      contest: makeContest({ ...formats }),
      races: [
        makeRace({}, { postTime: '2099-05-04T17:05:00.000Z' }),
        makeRace({ id: 502 }, { id: 101, raceNumber: 2, postTime: '2099-05-04T18:00:00.000Z' }),
      ],
    });
    const { user } = renderApp(PAGE);
    const races = await screen.findByRole('region', { name: 'Races' });
    await user.click(await within(races).findByRole('heading', { level: 3, name: 'Race 2' }));
    const second = await within(races).findByRole('region', { name: /^Race 2 / });
    expect(
      within(second).getByText(/^Closes at 1:05 PM ET on May 4, 2099.*, with Race 1 \(Pick & Pray\)$/),
    ).toBeInTheDocument();
    expect(
      within(second).getByText("Other players' plays show once wagering closes on the first race."),
    ).toBeInTheDocument();
  });

  it('locks every race once the first race closes', async () => {
    mockContestApi({
      contest: makeContest({ ...formats }),
      races: [
        makeRace({}, { isWageringClosed: true }),
        makeRace({ id: 502 }, { id: 101, raceNumber: 2, postTime: '2024-05-04T18:00:00.000Z' }),
      ],
      myPlayers: [entry],
      myRacePlays: { 501: [], 502: [] },
      racePlays: { 501: [], 502: [] },
    });
    renderApp(PAGE, { account: testAccount });
    const races = await screen.findByRole('region', { name: 'Races' });
    // The notice above the races, and Race 2 (still open, so opened first) in place of its play form.
    expect(await within(races).findAllByText(PLAY_MESSAGES.picksLocked)).toHaveLength(2);
    expect(within(races).queryByRole('button', { name: /^Pick #/ })).not.toBeInTheDocument();
    // No countdown to Race 2's close: nobody can play it any more.
    expect(within(races).queryByText(/^Race 2 closes/)).not.toBeInTheDocument();
  });

  it('shows a play’s alternate, what a scratched pick was scored as and why, and a capped payoff', async () => {
    const finalRace = makeRace({}, { isWageringClosed: true, finalized: true });
    mockContestApi({
      contest: makeContest({ ...formats }),
      races: [finalRace],
      racePlays: {
        501: [
          makePlay({
            id: 1,
            runner: { id: 3, programNumber: '3', name: 'Forever Young', scratched: true },
            alternateRunner: { id: 2, programNumber: '2', name: 'Sierra Leone', scratched: false },
            substituteRunner: { id: 2, programNumber: '2', name: 'Sierra Leone' },
            substituteReason: 'alternate',
            payoff: 42,
            payoutCap: { payoff: 50, cap: 42 },
          }),
        ],
      },
    });
    const { user } = renderApp(PAGE);
    const races = await screen.findByRole('region', { name: 'Races' });
    await user.click(await within(races).findByRole('heading', { level: 3, name: 'Race 1' }));
    expect(await within(races).findByText('Alternate: #2 Sierra Leone')).toBeInTheDocument();
    expect(within(races).getByText('Scratched — scored as #2 Sierra Leone (alternate)')).toBeInTheDocument();
    expect(within(races).getByText('$50.00, capped at $42.00')).toBeInTheDocument();
    // Every race is closed: the lock no longer changes anything, so no warning about it.
    expect(within(races).queryByText(PLAY_MESSAGES.picksLocked)).not.toBeInTheDocument();
  });
});
