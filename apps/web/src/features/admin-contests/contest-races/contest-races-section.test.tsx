import { CONTEST_RACE_MESSAGES } from '@cj/shared/contest-admin';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeContest, makeContestRace, managerApi, SLUG } from '@/testing/admin/contest-data';
import { administrator, cards, mockRaceDayApi, race, sentBody } from '@/testing/admin/race-data';
import { apiError, jsonResponse, renderApp } from '@/testing/test-utils';

// The first render loads the lazily split admin pages, which takes a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => vi.unstubAllGlobals());

const contest = makeContest();
const inContest = makeContestRace();
const race5 = { ...race, id: 42, raceNumber: 5, postTime: '2025-05-03T17:40:00.000Z' };
const race6 = { ...race, id: 43, raceNumber: 6, postTime: '2025-05-03T18:15:00.000Z', finalized: true };
const race7 = { ...race, id: 44, raceNumber: 7, postTime: '2025-05-03T18:50:00.000Z' };

/** The server's answer for a card: each race before its post time on the server's clock. */
const onCard = (races: readonly (typeof race)[]) =>
  races.map((cardRace) => ({ ...cardRace, pastPost: false }));

/**
 * The manager on its Races tab, the card of May 3, 2025 offering races 4 (in the contest), 5, 6 (finalized) and 7
 * (past its post time by the server's answer).
 */
function racesApi(extra: Parameters<typeof managerApi>[1] = {}) {
  return managerApi(contest, {
    [`GET /api/contest/${SLUG}/races`]: () => jsonResponse([inContest]),
    'GET /api/race-cards': ({ url }) =>
      jsonResponse(url.searchParams.get('date') === '2025-05-03' ? cards : []),
    'GET /api/race-cards/3/2025-05-03': () =>
      jsonResponse([...onCard([race, race5, race6]), { ...race7, pastPost: true }]),
    ...extra,
  });
}

describe('Races tab', () => {
  it('lists the contest races with their limits, each leading to its Contest Race page', async () => {
    mockRaceDayApi(racesApi());
    renderApp(`/contest/${SLUG}/manage?tab=races`, { account: administrator });
    const list = await screen.findByRole('list', { name: 'Contest races' });
    const link = within(list).getByRole('link');
    expect(link).toHaveTextContent('Churchill Downs Race 4');
    expect(link).toHaveTextContent(
      'May 3, 2025 · Post Time is 1:05 PM ET · 5:05 PM your time · Max wagers 1 · Minimum wager $0.00',
    );
    expect(link).toHaveTextContent('Open');
    expect(link).toHaveAttribute('href', '/admin/contest-race/501');
  });

  it("says 'No races in this contest.' when it has none", async () => {
    mockRaceDayApi(managerApi(contest));
    renderApp(`/contest/${SLUG}/manage`, { account: administrator });
    expect(await screen.findByText('No races in this contest.')).toBeInTheDocument();
  });

  it('adds a race picked by date, card and race, with its minimum wager and maximum wagers', async () => {
    const api = mockRaceDayApi(
      racesApi({
        'POST /api/contest/add-race': ({ body }) => jsonResponse({ ...inContest, ...(body as object) }, 201),
      }),
    );
    const { user } = renderApp(`/contest/${SLUG}/manage?tab=races`, { account: administrator });
    await user.click(await screen.findByRole('button', { name: 'Add Race' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Contest Race' });
    const date = within(dialog).getByLabelText('Race Date');
    expect(date).toHaveValue('2031-05-03');
    expect(await within(dialog).findByText('No race cards.')).toBeInTheDocument();
    await user.clear(date);
    await user.type(date, '2025-05-03');
    await user.click(within(dialog).getByRole('combobox', { name: 'Race Card' }));
    await user.click(await screen.findByRole('option', { name: 'Churchill Downs (12 races)' }));
    await user.click(within(dialog).getByRole('combobox', { name: /^Race(?! Card)/ }));
    // Race 4 is in the contest already, race 6 is finalized and race 7 is off: only race 5 is offered.
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Race 5 · Post Time is 1:40 PM ET · 5:40 PM your time',
    ]);
    await user.click(options[0]!);
    const minimum = within(dialog).getByRole('textbox', { name: 'Minimum Wager ($)' });
    await user.clear(minimum);
    await user.type(minimum, '2.50');
    const maximum = within(dialog).getByRole('textbox', { name: 'Maximum Wagers' });
    await user.clear(maximum);
    await user.type(maximum, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Add Race' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBody(api, 'POST', '/api/contest/add-race')).toEqual({
      contestID: 11,
      raceID: 42,
      minWagerAmount: 2.5,
      maxWagers: 3,
    });
  });

  it('gives the spec messages and sends nothing', async () => {
    const api = mockRaceDayApi(racesApi());
    const { user } = renderApp(`/contest/${SLUG}/manage?tab=races`, { account: administrator });
    await user.click(await screen.findByRole('button', { name: 'Add Race' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Contest Race' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Minimum Wager ($)' }));
    await user.clear(within(dialog).getByRole('textbox', { name: 'Maximum Wagers' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Race' }));
    expect(await within(dialog).findByText('Race ID is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Minimum wager is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Max wagers is required')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Minimum Wager ($)' }), '-1');
    await user.type(within(dialog).getByRole('textbox', { name: 'Maximum Wagers' }), '0');
    expect(await within(dialog).findByText('Minimum wager is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Max wagers is required')).toBeInTheDocument();
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it("shows the server's refusal in the dialog: 'Contest not found.'", async () => {
    mockRaceDayApi(
      racesApi({ 'POST /api/contest/add-race': () => apiError(404, 'Contest not found.', 'Not Found') }),
    );
    const { user } = renderApp(`/contest/${SLUG}/manage?tab=races`, { account: administrator });
    await user.click(await screen.findByRole('button', { name: 'Add Race' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Contest Race' });
    const date = within(dialog).getByLabelText('Race Date');
    await user.clear(date);
    await user.type(date, '2025-05-03');
    await user.click(within(dialog).getByRole('combobox', { name: 'Race Card' }));
    await user.click(await screen.findByRole('option', { name: 'Churchill Downs (12 races)' }));
    await user.click(within(dialog).getByRole('combobox', { name: /^Race(?! Card)/ }));
    await user.click(
      await screen.findByRole('option', { name: 'Race 5 · Post Time is 1:40 PM ET · 5:40 PM your time' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add Race' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Contest not found.');
  });

  it('takes a race out after confirming, and says why when it cannot', async () => {
    let refuse = false;
    const api = mockRaceDayApi(
      racesApi({
        'DELETE /api/contest-race/501': () =>
          refuse
            ? apiError(409, 'This race has plays and cannot be removed from the contest.')
            : jsonResponse(inContest),
      }),
    );
    const { user } = renderApp(`/contest/${SLUG}/manage?tab=races`, { account: administrator });
    await user.click(await screen.findByRole('button', { name: 'Remove Churchill Downs Race 4' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Race' });
    expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to remove this race? (Churchill Downs Race 4)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);

    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Remove Churchill Downs Race 4' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to remove race. This race has plays and cannot be removed from the contest.',
    );
  });

  it('disables every race-changing action of a concluded contest, with a note saying why', async () => {
    mockRaceDayApi(
      managerApi(makeContest({ concludedAt: '2025-05-03T22:00:00.000Z' }), {
        [`GET /api/contest/${SLUG}/races`]: () => jsonResponse([inContest]),
      }),
    );
    renderApp(`/contest/${SLUG}/manage?tab=races`, { account: administrator });
    const section = await screen.findByRole('region', { name: 'Races' });
    expect(within(section).getByText(CONTEST_RACE_MESSAGES.contestConcluded)).toBeVisible();
    for (const name of ['Add Race Card', 'Add Race', 'Remove Churchill Downs Race 4']) {
      const action = await within(section).findByRole('button', { name });
      expect(action).toBeDisabled();
      expect(action).toHaveAccessibleDescription(CONTEST_RACE_MESSAGES.contestConcluded);
    }
    // The race itself still opens: its page shows it and its plays.
    expect(within(section).getByRole('link', { name: /Churchill Downs Race 4/ })).toBeInTheDocument();
  });

  it('offers the actions, without the note, while the contest runs', async () => {
    mockRaceDayApi(racesApi());
    renderApp(`/contest/${SLUG}/manage?tab=races`, { account: administrator });
    const section = await screen.findByRole('region', { name: 'Races' });
    expect(
      await within(section).findByRole('button', { name: 'Remove Churchill Downs Race 4' }),
    ).toBeEnabled();
    expect(within(section).getByRole('button', { name: 'Add Race Card' })).toBeEnabled();
    expect(within(section).getByRole('button', { name: 'Add Race' })).not.toHaveAccessibleDescription();
    expect(within(section).queryByText(CONTEST_RACE_MESSAGES.contestConcluded)).not.toBeInTheDocument();
  });
});
