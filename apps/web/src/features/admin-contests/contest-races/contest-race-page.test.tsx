import { CONTEST_RACE_MESSAGES } from '@cj/shared/contest-admin';
import type { ContestRace } from '@cj/shared/contests';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeContest, makeContestRace, makePlay } from '@/testing/admin/contest-data';
import { administrator, mockRaceDayApi, race, sentBody } from '@/testing/admin/race-data';
import { apiError, expectDocumentTitle, jsonResponse, type mockApi, renderApp } from '@/testing/test-utils';

// The first render loads the lazily split admin pages, which takes a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => vi.unstubAllGlobals());

const { runners: _runners, results: _results, ...contestRace } = makeContestRace();
const play = makePlay();

function pageApi(shown: ContestRace = contestRace, extra: Parameters<typeof mockApi>[0] = {}) {
  return {
    'GET /api/contest-race/501': () => jsonResponse(shown),
    'GET /api/race/501/wagers': () => jsonResponse([play]),
    'GET /api/contest/derby-day': () => jsonResponse(makeContest()),
    ...extra,
  };
}

describe('/admin/contest-race/{contestRaceID}', () => {
  it('shows the race, its limits and its plays', async () => {
    mockRaceDayApi(pageApi());
    renderApp('/admin/contest-race/501', { account: administrator });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contest Race' })).toBeInTheDocument();
    await expectDocumentTitle('Contest Jockey: Contest Race');
    expect(
      screen.getByText(/Churchill Downs Race 4 · May 3, 2025 · Post Time is 1:05 PM ET · 5:05 PM your time/),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Maximum Wagers' })).toHaveValue('1');
    expect(screen.getByRole('textbox', { name: 'Minimum Wager ($)' })).toHaveValue('0');
    expect(screen.getByRole('link', { name: 'Contest' })).toHaveAttribute(
      'href',
      '/contest/derby-day/manage?tab=races',
    );
    expect(screen.getByRole('link', { name: 'Manage Race' })).toHaveAttribute(
      'href',
      '/admin/races/detail/41',
    );

    const plays = await screen.findByRole('list', { name: 'Plays' });
    const item = within(plays).getByRole('listitem');
    expect(within(item).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/admin/contest/derby-day/players/21',
    );
    expect(item).toHaveTextContent('#2 Bold Ruler');
    expect(item).toHaveTextContent('$10.00');
  });

  it("updates the limits: 'Contest updated successfully'", async () => {
    const api = mockRaceDayApi(
      pageApi(contestRace, {
        'POST /api/contest/update-race': ({ body }) => jsonResponse({ ...contestRace, ...(body as object) }),
        'GET /api/contest/derby-day/races': () => jsonResponse([]),
      }),
    );
    const { user } = renderApp('/admin/contest-race/501', { account: administrator });
    const maximum = await screen.findByRole('textbox', { name: 'Maximum Wagers' });
    await user.clear(maximum);
    await user.type(maximum, '2');
    const minimum = screen.getByRole('textbox', { name: 'Minimum Wager ($)' });
    await user.clear(minimum);
    await user.type(minimum, '5');
    await user.click(screen.getByRole('button', { name: 'Update Contest Race' }));
    expect(await screen.findByText('Contest updated successfully')).toBeInTheDocument();
    expect(sentBody(api, 'POST', '/api/contest/update-race')).toEqual({
      contestRaceID: 501,
      maxWagers: 2,
      minWagerAmount: 5,
    });
  });

  it('disables Update Contest Race on a concluded contest, with the note saying why, and makes the limits read-only', async () => {
    mockRaceDayApi({
      ...pageApi(),
      'GET /api/contest/derby-day': () =>
        jsonResponse(makeContest({ concludedAt: '2025-05-03T22:00:00.000Z' })),
    });
    renderApp('/admin/contest-race/501', { account: administrator });
    const update = await screen.findByRole('button', { name: 'Update Contest Race' });
    await waitFor(() => expect(update).toBeDisabled());
    expect(update).toHaveAccessibleDescription(CONTEST_RACE_MESSAGES.contestConcluded);
    expect(screen.getByText(CONTEST_RACE_MESSAGES.contestConcluded)).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Minimum Wager/ })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: /Maximum Wagers/ })).toHaveAttribute('readonly');
  });

  it('gives the spec messages, and shows the server’s refusal in a red alert', async () => {
    mockRaceDayApi(
      pageApi(contestRace, {
        'POST /api/contest/update-race': () =>
          apiError(404, 'Unable to update the contest race, please refresh the page', 'Not Found'),
      }),
    );
    const { user } = renderApp('/admin/contest-race/501', { account: administrator });
    await user.clear(await screen.findByRole('textbox', { name: 'Maximum Wagers' }));
    await user.clear(screen.getByRole('textbox', { name: 'Minimum Wager ($)' }));
    await user.click(screen.getByRole('button', { name: 'Update Contest Race' }));
    expect(await screen.findByText('Max wagers is required')).toBeInTheDocument();
    expect(screen.getByText('Minimum wager is required')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Maximum Wagers' }), '1');
    await user.type(screen.getByRole('textbox', { name: 'Minimum Wager ($)' }), '0');
    await user.click(screen.getByRole('button', { name: 'Update Contest Race' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to update the contest race, please refresh the page',
    );
  });

  it("says 'No plays for this race yet.' and loads 10 more only after a full page", async () => {
    const page = Array.from({ length: 10 }, (_, index) =>
      makePlay({ id: 1000 + index, playerName: `Player ${index}` }),
    );
    let asked = 0;
    mockRaceDayApi(
      pageApi(contestRace, {
        'GET /api/race/501/wagers': ({ url }) => {
          asked += 1;
          return jsonResponse(url.searchParams.get('offset') === '10' ? [play] : page);
        },
      }),
    );
    const { user } = renderApp('/admin/contest-race/501', { account: administrator });
    const plays = await screen.findByRole('list', { name: 'Plays' });
    expect(within(plays).getAllByRole('listitem')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(plays).getAllByRole('listitem')).toHaveLength(11));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(asked).toBe(2);
  });

  it('says so when there are no plays', async () => {
    mockRaceDayApi(pageApi(contestRace, { 'GET /api/race/501/wagers': () => jsonResponse([]) }));
    renderApp('/admin/contest-race/501', { account: administrator });
    expect(await screen.findByText('No plays for this race yet.')).toBeInTheDocument();
  });

  it("removes a play after confirming while the race is open; 'Failed to remove play.' when it cannot", async () => {
    let refuse = false;
    const api = mockRaceDayApi(
      pageApi(contestRace, {
        'DELETE /api/wagers/900': () =>
          refuse
            ? apiError(409, 'Wagering is closed for this race.')
            : jsonResponse({ message: 'Play removed.' }),
      }),
    );
    const { user } = renderApp('/admin/contest-race/501', { account: administrator });
    const remove = await screen.findByRole('button', {
      name: 'Remove play on #2 Bold Ruler by Ada Lovelace',
    });
    await user.click(remove);
    const dialog = screen.getByRole('dialog', { name: 'Remove Play' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to remove this play?');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBody(api, 'DELETE', '/api/wagers/900')).toBeUndefined();

    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Remove play on #2 Bold Ruler by Ada Lovelace' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to remove play. Wagering is closed for this race.',
    );
  });

  it('offers no removal once wagering is closed, and shows payoffs and late-scratch substitutes', async () => {
    const closed = { ...contestRace, race: { ...race, isWageringClosed: true, finalized: true } };
    mockRaceDayApi(
      pageApi(closed, {
        'GET /api/race/501/wagers': () =>
          jsonResponse([
            makePlay({ payoff: 32 }),
            makePlay({
              id: 901,
              runner: { id: 103, programNumber: '3', name: 'Crimson Tide', scratched: false },
              substituteRunner: { id: 102, programNumber: '2', name: 'Bold Ruler' },
              payoff: 16,
              amount: 5,
            }),
          ]),
      }),
    );
    renderApp('/admin/contest-race/501', { account: administrator });
    const plays = await screen.findByRole('list', { name: 'Plays' });
    const [won, substituted] = within(plays).getAllByRole('listitem');
    expect(won).toHaveTextContent('+$32.00');
    expect(substituted).toHaveTextContent('#3 Crimson Tide (scored as #2 Bold Ruler, post-time favorite)');
    expect(screen.queryByRole('button', { name: /Remove play/ })).not.toBeInTheDocument();
    expect(screen.getByText('Finalized', { selector: '.MuiChip-label' })).toBeInTheDocument();
  });

  it('offers no removal on an open race once a Pick & Pray contest’s first race has closed (Live)', async () => {
    const live = { picksLockAt: 'first-race', status: 'live' } as const;
    mockRaceDayApi(
      pageApi(contestRace, { 'GET /api/contest/derby-day': () => jsonResponse(makeContest(live)) }),
    );
    renderApp('/admin/contest-race/501', { account: administrator });
    const plays = await screen.findByRole('list', { name: 'Plays' });
    expect(within(plays).getByRole('listitem')).toHaveTextContent('#2 Bold Ruler');
    expect(screen.queryByRole('button', { name: /Remove play/ })).not.toBeInTheDocument();
  });

  it('offers the removal on an open race of a Live contest whose picks lock race by race', async () => {
    const live = { picksLockAt: 'each-race', status: 'live' } as const;
    mockRaceDayApi(
      pageApi(contestRace, { 'GET /api/contest/derby-day': () => jsonResponse(makeContest(live)) }),
    );
    renderApp('/admin/contest-race/501', { account: administrator });
    expect(
      await screen.findByRole('button', { name: 'Remove play on #2 Bold Ruler by Ada Lovelace' }),
    ).toBeInTheDocument();
  });

  it('names a play’s alternate, what a scratched pick was scored as and why, and a capped payoff', async () => {
    const finalized = { ...contestRace, race: { ...race, isWageringClosed: true, finalized: true } };
    mockRaceDayApi(
      pageApi(finalized, {
        'GET /api/race/501/wagers': () =>
          jsonResponse([
            makePlay({
              amount: 2,
              runner: { id: 103, programNumber: '3', name: 'Crimson Tide', scratched: true },
              alternateRunner: { id: 102, programNumber: '2', name: 'Bold Ruler', scratched: false },
              substituteRunner: { id: 102, programNumber: '2', name: 'Bold Ruler' },
              substituteReason: 'alternate',
              payoutCap: { payoff: 50, cap: 42 },
              payoff: 42,
            }),
          ]),
      }),
    );
    renderApp('/admin/contest-race/501', { account: administrator });
    const plays = await screen.findByRole('list', { name: 'Plays' });
    expect(within(plays).getByRole('listitem')).toHaveTextContent(
      '#3 Crimson Tide (scored as #2 Bold Ruler, alternate) · Alternate: #2 Bold Ruler · $50.00, capped at $42.00',
    );
  });

  it('says so when the contest race does not exist', async () => {
    mockRaceDayApi({
      'GET /api/contest-race/404': () => apiError(404, 'Contest race not found.', 'Not Found'),
    });
    renderApp('/admin/contest-race/404', { account: administrator });
    expect(await screen.findByRole('alert')).toHaveTextContent('Contest race not found.');
  });
});
