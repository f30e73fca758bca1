import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { administrator, race, raceApi, runner, runners, sentBody } from '@/testing/admin/race-data';
import { apiError, jsonResponse, mockApi, renderApp } from '@/testing/test-utils';

afterEach(() => vi.unstubAllGlobals());

async function openRace(api: Parameters<typeof mockApi>[0]) {
  const mock = mockApi(api);
  const view = renderApp('/admin/races/detail/41', { account: administrator });
  const list = await screen.findByRole('list', { name: 'Runners' });
  return { ...view, api: mock, list };
}

describe('Runners', () => {
  it('lists the runners: coupled names, morning lines, MTO and AE; a scratched runner struck through with no line', async () => {
    const { list } = await openRace(raceApi());
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Able Baker / Able Charlie');
    expect(rows[0]).toHaveTextContent('Morning line 9-2');
    expect(rows[1]).toHaveTextContent('MTO');
    const scratched = rows[2]!;
    expect(within(scratched).getByText('Crimson Tide', { exact: false })).toHaveStyle({
      textDecoration: 'line-through',
    });
    expect(scratched).toHaveTextContent('(scratched)');
    expect(scratched).toHaveTextContent('Morning line -');
  });

  it('says so when the race has no runners', async () => {
    mockApi(raceApi({ runners: [] }));
    renderApp('/admin/races/detail/41', { account: administrator });
    expect(await screen.findByText('No runners in this race.')).toBeInTheDocument();
  });

  it('adds a runner after the spec messages for what is missing or wrong', async () => {
    const added = runner({ id: 104, programNumber: '4', name: 'Dark Star', morningLine: '9-2', ae: true });
    const { user, api } = await openRace(
      raceApi({}, { 'POST /api/runners': () => jsonResponse(added, 201) }),
    );
    await user.click(screen.getByRole('button', { name: 'Add Runner' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Runner' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Runner' }));
    expect(await within(dialog).findByText('Name is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Morning line odds are required.')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Program Number' }), '36');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Dark Star');
    await user.type(within(dialog).getByRole('textbox', { name: 'Morning Line' }), 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Add Runner' }));
    expect(
      await within(dialog).findByText('Program number must be 1 to 35, AE1 to AE4, or blank.'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Morning line odds must read like 9-2, 5/2, 4.50 or EVEN.'),
    ).toBeInTheDocument();

    await user.clear(within(dialog).getByRole('textbox', { name: 'Program Number' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Program Number' }), '04');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Morning Line' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Morning Line' }), '9-2');
    await user.click(within(dialog).getByRole('checkbox', { name: 'AE (also eligible)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Runner' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBody(api, 'POST', '/api/runners')).toEqual({
      raceID: 41,
      programNumber: '4',
      name: 'Dark Star',
      morningLine: '9-2',
      scratched: false,
      mto: false,
      ae: true,
    });

    await user.click(screen.getByRole('button', { name: 'Add Runner' }));
    const next = screen.getByRole('dialog', { name: 'Add Runner' });
    expect(within(next).getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(within(next).getByRole('checkbox', { name: 'AE (also eligible)' })).not.toBeChecked();
  });

  it('updates a runner: scratching it', async () => {
    const { user, api, list } = await openRace(
      raceApi(
        {},
        { 'PUT /api/runners/102': ({ body }) => jsonResponse({ ...runners[1], ...(body as object) }) },
      ),
    );
    await user.click(within(list).getByRole('button', { name: 'Edit runner #2 Bold Ruler' }));
    const dialog = screen.getByRole('dialog', { name: 'Update Runner' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Bold Ruler');
    expect(within(dialog).getByRole('checkbox', { name: 'MTO (main track only)' })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Scratched' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update Runner' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBody(api, 'PUT', '/api/runners/102')).toEqual({
      runnerID: 102,
      programNumber: '2',
      name: 'Bold Ruler',
      morningLine: '2-1',
      scratched: true,
      mto: true,
      ae: false,
    });
  });

  it("shows the server's refusal of a change in a red alert", async () => {
    const { user, list } = await openRace(
      raceApi(
        {},
        { 'PUT /api/runners/102': () => apiError(409, 'Another runner of this race has program number 1.') },
      ),
    );
    await user.click(within(list).getByRole('button', { name: 'Edit runner #2 Bold Ruler' }));
    const dialog = screen.getByRole('dialog', { name: 'Update Runner' });
    await user.click(within(dialog).getByRole('button', { name: 'Update Runner' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Another runner of this race has program number 1.',
    );
  });

  it('removes a runner only after confirming', async () => {
    const { user, api, list } = await openRace(
      raceApi({}, { 'DELETE /api/runners/103': () => jsonResponse(runners[2]) }),
    );
    await user.click(within(list).getByRole('button', { name: 'Remove runner #3 Crimson Tide' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Runner' });
    expect(dialog).toHaveTextContent('Are you sure you want to remove this runner? (#3 Crimson Tide)');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true));
  });

  it("says 'Failed to remove runner.' in a toast when the removal fails", async () => {
    const { user, list } = await openRace(
      raceApi(
        {},
        {
          'DELETE /api/runners/101': () =>
            apiError(409, 'This runner has plays and cannot be removed. Scratch it instead.'),
        },
      ),
    );
    await user.click(
      within(list).getByRole('button', { name: 'Remove runner #1 Able Baker / Able Charlie' }),
    );
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    const toast = await screen.findByText(/Failed to remove runner\./);
    expect(toast).toHaveTextContent(
      'Failed to remove runner. This runner has plays and cannot be removed. Scratch it instead.',
    );
  });

  it('offers no changes once the race is finalized', async () => {
    const { list } = await openRace(raceApi({ race: { ...race, isWageringClosed: true, finalized: true } }));
    expect(screen.getByRole('button', { name: 'Add Runner' })).toBeDisabled();
    expect(within(list).getByRole('button', { name: 'Edit runner #2 Bold Ruler' })).toBeDisabled();
    expect(within(list).getByRole('button', { name: 'Remove runner #2 Bold Ruler' })).toBeDisabled();
  });
});
