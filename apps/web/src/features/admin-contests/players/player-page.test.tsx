import type { Contest, ContestRaceDetail } from '@cj/shared/contests';
import {
  alternateRuledOutNotice,
  alternateScratchedNotice,
  PLAY_MESSAGES,
  pickScratchedNotice,
} from '@cj/shared/play-messages';
import { focusManager } from '@tanstack/react-query';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeContest, makeContestRace, makePlay, makePlayer, SLUG } from '@/testing/admin/contest-data';
import { administrator, mockRaceDayApi, runners, sentBody } from '@/testing/admin/race-data';
import { apiError, expectDocumentTitle, jsonResponse, type mockApi, renderApp } from '@/testing/test-utils';

// The first render loads the lazily split admin pages, which takes a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => vi.unstubAllGlobals());

const PAGE = `/admin/contest/${SLUG}/players/21`;
const ada = makePlayer({ id: 21, name: 'Ada Lovelace', bankroll: 100, leaderboardBankroll: 110 });

function playerApi(
  {
    contest = makeContest(),
    races = [makeContestRace()],
  }: { contest?: Contest; races?: ContestRaceDetail[] } = {},
  extra: Parameters<typeof mockApi>[0] = {},
) {
  return {
    [`GET /api/contest/${SLUG}`]: () => jsonResponse(contest),
    [`GET /api/contest/${SLUG}/players/21`]: () => jsonResponse(ada),
    [`GET /api/contest/${SLUG}/races`]: () => jsonResponse(races),
    [`GET /api/wagers/${SLUG}/21`]: () => jsonResponse([makePlay()]),
    ...extra,
  };
}

describe('/admin/contest/{contestSlug}/players/{id}', () => {
  it('shows the entry, its account and its plays', async () => {
    mockRaceDayApi(playerApi());
    renderApp(PAGE, { account: administrator });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Manage Contest Player' }),
    ).toBeInTheDocument();
    await expectDocumentTitle('Contest Jockey: Manage Contest Player');
    expect(screen.getByText(/Ada Lovelace in Derby Day/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'player21@example.com' })).toHaveAttribute(
      'href',
      '/admin/accounts/1021',
    );
    expect(screen.getByRole('link', { name: 'Players' })).toHaveAttribute(
      'href',
      '/contest/derby-day/manage?tab=players',
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Lovelace');
    expect(screen.getByRole('textbox', { name: 'Bankroll ($)' })).toHaveValue('100');
    expect(screen.getByRole('textbox', { name: 'Leaderboard Bankroll ($)' })).toHaveValue('110');
    const plays = await screen.findByRole('list', { name: 'Plays' });
    const item = within(plays).getByRole('listitem');
    expect(within(item).getByRole('link', { name: 'Churchill Downs Race 4' })).toHaveAttribute(
      'href',
      '/admin/contest-race/501',
    );
    expect(item).toHaveTextContent('#2 Bold Ruler');
    expect(item).toHaveTextContent('$10.00');
  });

  it("says 'No wagers for this player.'", async () => {
    mockRaceDayApi(playerApi({}, { [`GET /api/wagers/${SLUG}/21`]: () => jsonResponse([]) }));
    renderApp(PAGE, { account: administrator });
    expect(await screen.findByText('No wagers for this player.')).toBeInTheDocument();
  });

  it('says so when the entry does not exist', async () => {
    mockRaceDayApi(
      playerApi(
        {},
        { [`GET /api/contest/${SLUG}/players/21`]: () => apiError(404, 'Player not found', 'Not Found') },
      ),
    );
    renderApp(PAGE, { account: administrator });
    expect(await screen.findByRole('alert')).toHaveTextContent('Player not found');
  });
});

describe('Edit Player', () => {
  it("edits the bankroll: 'Player updated successfully'", async () => {
    const api = mockRaceDayApi(
      playerApi(
        {},
        {
          [`PUT /api/contest/${SLUG}/players/21`]: ({ body }) =>
            jsonResponse({ ...ada, ...(body as object) }),
        },
      ),
    );
    const { user } = renderApp(PAGE, { account: administrator });
    const bankroll = await screen.findByRole('textbox', { name: 'Bankroll ($)' });
    await user.clear(bankroll);
    await user.type(bankroll, '150.50');
    await user.click(screen.getByRole('button', { name: 'Update Player' }));
    expect(await screen.findByText('Player updated successfully')).toBeInTheDocument();
    expect(sentBody(api, 'PUT', `/api/contest/${SLUG}/players/21`)).toEqual({
      name: 'Ada Lovelace',
      bankroll: 150.5,
      leaderboardBankroll: 110,
    });
  });

  it('shows the bankroll as it changes after a save, such as a play taking from it', async () => {
    let bankroll = 100;
    mockRaceDayApi(
      playerApi(
        {},
        {
          [`GET /api/contest/${SLUG}/players/21`]: () => jsonResponse({ ...ada, bankroll }),
          [`PUT /api/contest/${SLUG}/players/21`]: ({ body }) => {
            bankroll = Number((body as { bankroll: number }).bankroll);
            return jsonResponse({ ...ada, bankroll });
          },
          'POST /api/race/501/wager': () => {
            bankroll -= 20;
            return jsonResponse(makePlay({ amount: 20 }), 201);
          },
        },
      ),
    );
    const { user } = renderApp(PAGE, { account: administrator });
    const field = await screen.findByRole('textbox', { name: 'Bankroll ($)' });
    await user.clear(field);
    await user.type(field, '150');
    await user.click(screen.getByRole('button', { name: 'Update Player' }));
    expect(await screen.findByText('Player updated successfully')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add New Play' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Play' });
    await user.click(within(dialog).getByRole('combobox', { name: /^Runner/ }));
    await user.click(screen.getByRole('option', { name: '#2 Bold Ruler' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount ($)' }), '20');
    await user.click(within(dialog).getByRole('button', { name: 'Add Play' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Bankroll ($)' })).toHaveValue('130'));
  });

  it.each([
    ['', '', 'Name is required', 'Bankroll is required', 'Leaderboard bankroll is required'],
    ['Ada', '-1', null, 'Bankroll is required', null],
    ['Ada', 'ten', null, 'Bankroll must be a number', null],
  ])(
    'name %j and bankroll %j give the spec messages',
    async (name, bankroll, nameMessage, bankrollMessage, leaderboardMessage) => {
      const api = mockRaceDayApi(playerApi());
      const { user } = renderApp(PAGE, { account: administrator });
      const nameField = await screen.findByRole('textbox', { name: 'Name' });
      await user.clear(nameField);
      if (name) await user.type(nameField, name);
      const bankrollField = screen.getByRole('textbox', { name: 'Bankroll ($)' });
      await user.clear(bankrollField);
      if (bankroll) await user.type(bankrollField, bankroll);
      const leaderboard = screen.getByRole('textbox', { name: 'Leaderboard Bankroll ($)' });
      if (leaderboardMessage) await user.clear(leaderboard);
      await user.click(screen.getByRole('button', { name: 'Update Player' }));
      expect(await screen.findByText(bankrollMessage)).toBeInTheDocument();
      if (nameMessage) expect(screen.getByText(nameMessage)).toBeInTheDocument();
      if (leaderboardMessage) expect(screen.getByText(leaderboardMessage)).toBeInTheDocument();
      expect(api.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
    },
  );

  it("says 'Leaderboard bankroll must be a number'", async () => {
    mockRaceDayApi(playerApi());
    const { user } = renderApp(PAGE, { account: administrator });
    const leaderboard = await screen.findByRole('textbox', { name: 'Leaderboard Bankroll ($)' });
    await user.clear(leaderboard);
    await user.type(leaderboard, '1.234');
    await user.click(screen.getByRole('button', { name: 'Update Player' }));
    expect(await screen.findByText('Leaderboard bankroll must be a number')).toBeInTheDocument();
  });
});

describe('Plays of the entry', () => {
  it("removes a play after confirming; 'Failed to remove wager.' at the top when it cannot", async () => {
    let refuse = false;
    const api = mockRaceDayApi(
      playerApi(
        {},
        {
          'DELETE /api/wagers/900': () =>
            refuse
              ? apiError(409, 'Wagering is closed for this race.')
              : jsonResponse({ message: 'Play removed.' }),
        },
      ),
    );
    const { user } = renderApp(PAGE, { account: administrator });
    await user.click(
      await screen.findByRole('button', { name: 'Remove play on #2 Bold Ruler by Ada Lovelace' }),
    );
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remove Play' })).getByRole('button', { name: 'Remove' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBody(api, 'DELETE', '/api/wagers/900')).toBeUndefined();

    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Remove play on #2 Bold Ruler by Ada Lovelace' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Failed to remove wager. Wagering is closed for this race.');
    expect(toast.closest('.MuiSnackbar-anchorOriginTopCenter')).not.toBeNull();
  });

  it('neither removes nor adds a play once a Pick & Pray contest’s first race has closed', async () => {
    const contest = makeContest({ picksLockAt: 'first-race', status: 'live' });
    mockRaceDayApi(playerApi({ contest }));
    renderApp(PAGE, { account: administrator });
    const plays = await screen.findByRole('list', { name: 'Plays' });
    expect(within(plays).getByRole('listitem')).toHaveTextContent('#2 Bold Ruler');
    expect(screen.queryByRole('button', { name: /Remove play/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add New Play' })).toBeDisabled();
  });

  it('adds a play for the entry: a runner not scratched and the stake, pool Win', async () => {
    const api = mockRaceDayApi(
      playerApi({}, { 'POST /api/race/501/wager': () => jsonResponse(makePlay({ id: 902 }), 201) }),
    );
    const { user } = renderApp(PAGE, { account: administrator });
    await user.click(await screen.findByRole('button', { name: 'Add New Play' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Play' });
    expect(within(dialog).getByRole('combobox', { name: /^Race/ })).toHaveTextContent(
      'Churchill Downs Race 4 · Post Time is 1:05 PM ET · 5:05 PM your time',
    );
    await user.click(within(dialog).getByRole('combobox', { name: /^Runner/ }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['#1 Able Baker / Able Charlie', '#2 Bold Ruler']);
    await user.click(screen.getByRole('option', { name: '#2 Bold Ruler' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount ($)' }), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Add Play' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBody(api, 'POST', '/api/race/501/wager')).toEqual({
      amount: 10,
      pool: 'WIN',
      runners: [102],
      playerID: 21,
    });
  });

  it('names an alternate in a contest that takes them, checked as a player’s play is', async () => {
    const api = mockRaceDayApi(
      playerApi(
        { contest: makeContest({ alternatesEnabled: true }) },
        { 'POST /api/race/501/wager': () => jsonResponse(makePlay({ id: 903 }), 201) },
      ),
    );
    const { user } = renderApp(PAGE, { account: administrator });
    await user.click(await screen.findByRole('button', { name: 'Add New Play' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Play' });
    const chooseIn = async (field: RegExp, option: string) => {
      await user.click(within(dialog).getByRole('combobox', { name: field }));
      await user.click(screen.getByRole('option', { name: option }));
    };
    await chooseIn(/^Alternate/, '#2 Bold Ruler');
    // The pick changed to the runner already named as the alternate: the player's rule clears the alternate, and
    // the form says why, in the admin form's words.
    await chooseIn(/^Runner/, '#2 Bold Ruler');
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      alternateRuledOutNotice({ programNumber: '2', name: 'Bold Ruler' }, 'samePick', 'the pick'),
    );
    expect(within(dialog).getByRole('combobox', { name: /^Alternate/ })).not.toHaveTextContent('Bold Ruler');
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount ($)' }), '10');

    // Offered: None and the starters other than the pick (not the scratched #3).
    await user.click(within(dialog).getByRole('combobox', { name: /^Alternate/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'None',
      '#1 Able Baker / Able Charlie',
    ]);
    await user.click(screen.getByRole('option', { name: '#1 Able Baker / Able Charlie' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Play' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBody(api, 'POST', '/api/race/501/wager')).toEqual({
      amount: 10,
      pool: 'WIN',
      runners: [102],
      playerID: 21,
      alternateRunner: 101,
    });
  });

  it('offers no alternate in a contest without alternates', async () => {
    mockRaceDayApi(playerApi());
    const { user } = renderApp(PAGE, { account: administrator });
    await user.click(await screen.findByRole('button', { name: 'Add New Play' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Play' });
    expect(within(dialog).getByRole('combobox', { name: /^Runner/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: /^Alternate/ })).not.toBeInTheDocument();
  });

  it.each([
    ['', 'Wager amount is required.'],
    ['ten', 'Amount must be a number.'],
    ['1', 'Wager amount must be at least $2.00.'],
    ['100.01', 'Insufficient funds in bankroll for this wager. The bankroll has $100.00 left.'],
  ])('refuses the amount %j: %s', async (amount, message) => {
    const api = mockRaceDayApi(playerApi());
    const { user } = renderApp(PAGE, { account: administrator });
    await user.click(await screen.findByRole('button', { name: 'Add New Play' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Play' });
    await user.click(within(dialog).getByRole('combobox', { name: /^Runner/ }));
    await user.click(screen.getByRole('option', { name: '#2 Bold Ruler' }));
    if (amount) await user.type(within(dialog).getByRole('textbox', { name: 'Amount ($)' }), amount);
    await user.click(within(dialog).getByRole('button', { name: 'Add Play' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it("asks for a runner, and holds the race's own minimum: 'Wager amount is below the minimum.'", async () => {
    mockRaceDayApi(playerApi({ races: [makeContestRace({ minWagerAmount: 5 })] }));
    const { user } = renderApp(PAGE, { account: administrator });
    await user.click(await screen.findByRole('button', { name: 'Add New Play' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Play' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount ($)' }), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Add Play' }));
    expect(await within(dialog).findByText('At least one runner must be selected.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: /^Runner/ }));
    await user.click(screen.getByRole('option', { name: '#1 Able Baker / Able Charlie' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Play' }));
    expect(await within(dialog).findByText('Wager amount is below the minimum.')).toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog", async () => {
    mockRaceDayApi(
      playerApi(
        {},
        {
          'POST /api/race/501/wager': () =>
            apiError(409, 'You have reached the maximum number of plays for this race.'),
        },
      ),
    );
    const { user } = renderApp(PAGE, { account: administrator });
    await user.click(await screen.findByRole('button', { name: 'Add New Play' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Play' });
    await user.click(within(dialog).getByRole('combobox', { name: /^Runner/ }));
    await user.click(screen.getByRole('option', { name: '#2 Bold Ruler' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount ($)' }), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Add Play' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You have reached the maximum number of plays for this race.',
    );
  });

  it('clears a runner scratched while the dialog is open, says so, and drops the refusal it got', async () => {
    let scratched = false;
    const races = () => [
      makeContestRace({
        runners: runners.map((runner) => (runner.id === 102 ? { ...runner, scratched } : runner)),
      }),
    ];
    mockRaceDayApi(
      playerApi(
        { contest: makeContest({ alternatesEnabled: true }) },
        {
          [`GET /api/contest/${SLUG}/races`]: () => jsonResponse(races()),
          // The server knew of the scratch before the dialog did.
          'POST /api/race/501/wager': () => {
            scratched = true;
            return apiError(409, PLAY_MESSAGES.runnerScratched, 'Conflict');
          },
        },
      ),
    );
    const { user } = renderApp(PAGE, { account: administrator });
    await user.click(await screen.findByRole('button', { name: 'Add New Play' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Play' });
    await user.click(within(dialog).getByRole('combobox', { name: /^Runner/ }));
    await user.click(screen.getByRole('option', { name: '#2 Bold Ruler' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount ($)' }), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Add Play' }));

    // The refusal reloads the races: the runner leaves the form, which says why instead of the refusal.
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent(
        pickScratchedNotice({ programNumber: '2', name: 'Bold Ruler' }),
      ),
    );
    expect(within(dialog).queryByText(PLAY_MESSAGES.runnerScratched)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Amount ($)' })).toHaveValue('10');
    await user.click(within(dialog).getByRole('combobox', { name: /^Runner/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '#1 Able Baker / Able Charlie',
    ]);
  });

  it('clears a runner scratched elsewhere once the window has the focus again', async () => {
    let scratched = false;
    const races = () => [
      makeContestRace({
        runners: runners.map((runner) => (runner.id === 101 ? { ...runner, scratched } : runner)),
      }),
    ];
    mockRaceDayApi(
      playerApi(
        { contest: makeContest({ alternatesEnabled: true }) },
        { [`GET /api/contest/${SLUG}/races`]: () => jsonResponse(races()) },
      ),
    );
    const { user } = renderApp(PAGE, { account: administrator });
    await user.click(await screen.findByRole('button', { name: 'Add New Play' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Play' });
    await user.click(within(dialog).getByRole('combobox', { name: /^Runner/ }));
    await user.click(screen.getByRole('option', { name: '#2 Bold Ruler' }));
    await user.click(within(dialog).getByRole('combobox', { name: /^Alternate/ }));
    await user.click(screen.getByRole('option', { name: '#1 Able Baker / Able Charlie' }));

    // Scratched on the race's page in another tab; the operator comes back to this one.
    scratched = true;
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });

    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent(
        alternateScratchedNotice({ programNumber: '1', name: 'Able Baker / Able Charlie' }),
      ),
    );
    expect(within(dialog).getByRole('combobox', { name: /^Alternate/ })).not.toHaveTextContent('Able Baker');
    expect(within(dialog).getByRole('combobox', { name: /^Runner/ })).toHaveTextContent('#2 Bold Ruler');
  });

  it('stakes $2 in the Win format, with no amount to type', async () => {
    const api = mockRaceDayApi(
      playerApi(
        { contest: makeContest({ format: 2 }) },
        { 'POST /api/race/501/wager': () => jsonResponse(makePlay(), 201) },
      ),
    );
    const { user } = renderApp(PAGE, { account: administrator });
    await user.click(await screen.findByRole('button', { name: 'Add New Play' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Play' });
    expect(dialog).toHaveTextContent('The Win format stakes $2.00.');
    expect(within(dialog).queryByRole('textbox', { name: 'Amount ($)' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: /^Runner/ }));
    await user.click(screen.getByRole('option', { name: '#2 Bold Ruler' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Play' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBody(api, 'POST', '/api/race/501/wager')).toMatchObject({ amount: 2, runners: [102] });
  });

  it('offers no new play and no removal once every race is closed', async () => {
    const closed = makeContestRace();
    closed.race = { ...closed.race, isWageringClosed: true };
    mockRaceDayApi(playerApi({ races: [closed] }));
    renderApp(PAGE, { account: administrator });
    await screen.findByRole('list', { name: 'Plays' });
    expect(screen.getByRole('button', { name: 'Add New Play' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Remove play/ })).not.toBeInTheDocument();
  });
});
