import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  administrator,
  mockRaceDayApi,
  race,
  raceApi,
  runners,
  sentBody,
  winResult,
} from '@/testing/admin/race-data';
import { apiError, jsonResponse, type mockApi, renderApp } from '@/testing/test-utils';

afterEach(() => vi.unstubAllGlobals());

const closed = { ...race, isWageringClosed: true };

async function openResults(api: Parameters<typeof mockApi>[0]) {
  const mock = mockRaceDayApi(api);
  const view = renderApp('/admin/races/detail/41', { account: administrator });
  await screen.findByRole('list', { name: 'Runners' });
  return { ...view, api: mock };
}

describe('Results', () => {
  it('can be added only once wagering is closed', async () => {
    await openResults(raceApi());
    expect(screen.getByText('No race results yet.')).toBeInTheDocument();
    expect(screen.getByText('Results can be entered only once wagering is closed.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Result' })).toBeDisabled();
  });

  it('lists a result: Win payoff and runners in finish order', async () => {
    await openResults(raceApi({ race: closed, results: [winResult] }));
    const list = await screen.findByRole('list', { name: 'Results' });
    expect(list).toHaveTextContent('Win $6.40');
    expect(list).toHaveTextContent('1st: #2 Bold Ruler');
    expect(list).toHaveTextContent('2nd: #1 Able Baker / Able Charlie');
    expect(screen.queryByText('Dead heat')).not.toBeInTheDocument();
    expect(screen.getByText('Post-time favorite: by morning line')).toBeInTheDocument();
  });

  it('marks a dead heat when there are several Win results', async () => {
    const second = {
      id: 8,
      pool: 1,
      payoff: 3.2,
      runners: [{ id: 101, programNumber: '1', name: 'Able Baker' }],
    };
    await openResults(raceApi({ race: closed, results: [winResult, second] }));
    expect(await screen.findByText('Dead heat')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Results' })).toHaveTextContent('Win $3.20');
  });

  it("adds a result after 'Payoff is required' and 'Runners are required', with the post-time favorite", async () => {
    const { user, api } = await openResults(
      raceApi({ race: closed }, { 'POST /api/race/41/result': () => jsonResponse(winResult, 201) }),
    );
    await user.click(screen.getByRole('button', { name: 'Add Result' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Race Result' });
    expect(within(dialog).getByRole('combobox', { name: /Pool/ })).toHaveTextContent('Win');
    await user.click(within(dialog).getByRole('button', { name: 'Add Result' }));
    expect(await within(dialog).findByText('Payoff is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Runners are required')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Payoff' }), '-3');
    await user.click(within(dialog).getByRole('button', { name: 'Add Result' }));
    expect(await within(dialog).findByText('Payoff is required')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Payoff' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Payoff' }), '6.40');

    const finishers = within(dialog).getByRole('combobox', { name: /Runners \(in finish order\)/ });
    await user.click(finishers);
    expect(screen.queryByRole('option', { name: '#3 Crimson Tide' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: '#2 Bold Ruler' }));
    await user.click(finishers);
    await user.click(screen.getByRole('option', { name: '#1 Able Baker / Able Charlie' }));
    expect(within(dialog).getByText('1st: #2 Bold Ruler')).toBeInTheDocument();
    expect(within(dialog).getByText('2nd: #1 Able Baker / Able Charlie')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: /Post-time Favorite/ }));
    await user.click(screen.getByRole('option', { name: '#1 Able Baker / Able Charlie' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Result' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBody(api, 'POST', '/api/race/41/result')).toEqual({
      pool: 1,
      payoff: 6.4,
      runners: [102, 101],
      favoriteRunnerId: 101,
    });
  });

  it("shows the server's refusal in a red alert", async () => {
    const { user } = await openResults(
      raceApi(
        { race: closed },
        { 'POST /api/race/41/result': () => apiError(400, 'A scratched runner cannot be in the results.') },
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Add Result' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Race Result' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Payoff' }), '4');
    await user.click(within(dialog).getByRole('combobox', { name: /Runners/ }));
    await user.click(screen.getByRole('option', { name: '#2 Bold Ruler' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Result' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A scratched runner cannot be in the results.',
    );
  });

  it('names the post-time favorite the race has', async () => {
    await openResults(raceApi({ race: { ...closed, favoriteRunnerId: runners[1]!.id } }));
    expect(screen.getByText('Post-time favorite: #2 Bold Ruler')).toBeInTheDocument();
  });

  it('removes a result only after confirming, and lists the results again', async () => {
    let results = [winResult];
    const { user, api } = await openResults({
      ...raceApi({ race: closed }),
      'GET /api/race/41/results': () => jsonResponse(results),
      'DELETE /api/race/41/results/7': () => {
        results = [];
        return jsonResponse(winResult);
      },
    });
    const list = await screen.findByRole('list', { name: 'Results' });
    await user.click(
      within(list).getByRole('button', { name: 'Remove result Win $6.40, #2 Bold Ruler first' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Remove Result' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to remove this result? (Win $6.40, #2 Bold Ruler first)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await user.click(within(list).getByRole('button', { name: /Remove result/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No race results yet.')).toBeInTheDocument();
    expect(sentBody(api, 'DELETE', '/api/race/41/results/7')).toBeUndefined();
  });

  it("says 'Failed to remove result.' in a toast when the removal fails", async () => {
    const { user } = await openResults(
      raceApi(
        { race: closed, results: [winResult] },
        {
          'DELETE /api/race/41/results/7': () =>
            apiError(409, 'This race is finalized and can no longer change.'),
        },
      ),
    );
    const list = await screen.findByRole('list', { name: 'Results' });
    await user.click(within(list).getByRole('button', { name: /Remove result/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    const toast = await screen.findByText(/Failed to remove result\./);
    expect(toast).toHaveTextContent(
      'Failed to remove result. This race is finalized and can no longer change.',
    );
    expect(within(list).getByText('Win $6.40')).toBeInTheDocument();
  });

  it('offers no removal once the race is finalized', async () => {
    await openResults(raceApi({ race: { ...closed, finalized: true }, results: [winResult] }));
    const list = await screen.findByRole('list', { name: 'Results' });
    expect(list).toHaveTextContent('Win $6.40');
    expect(within(list).queryByRole('button', { name: /Remove result/ })).not.toBeInTheDocument();
  });
});
