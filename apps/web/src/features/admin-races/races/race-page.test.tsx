import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { administrator, race, raceApi, sentBody, winResult } from '@/testing/admin/race-data';
import { apiError, expectDocumentTitle, jsonResponse, mockApi, renderApp } from '@/testing/test-utils';

// The first render loads the lazily split admin pages, which takes a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => vi.unstubAllGlobals());

const closed = { ...race, isWageringClosed: true };

describe('/admin/races/detail/{raceID}: Race Information', () => {
  it('shows the race: track and race number read-only, post time at the track', async () => {
    mockApi(raceApi());
    renderApp('/admin/races/detail/41', { account: administrator });
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Race' })).toBeInTheDocument();
    expect(
      screen.getByText(/Churchill Downs Race 4 · May 3, 2025 · Post Time is 1:05 PM ET · 5:05 PM your time/),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Track' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Track' })).toHaveValue('Churchill Downs');
    expect(screen.getByRole('textbox', { name: 'Race Number' })).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/Post Time/)).toHaveValue('13:05');
    expect(screen.getByRole('switch', { name: 'Wagering Closed' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Race Card' })).toHaveAttribute(
      'href',
      '/admin/races/3/2025-05-03',
    );
    await expectDocumentTitle('Contest Jockey: Manage Race');
  });

  it("moves the post time (read at the track) and closes wagering: 'Race updated successfully'", async () => {
    const api = mockApi(
      raceApi(
        {},
        {
          'PUT /api/race/41': ({ body }) => jsonResponse({ ...race, ...(body as object) }),
          'GET /api/race-cards': () => jsonResponse([]),
        },
      ),
    );
    const { user } = renderApp('/admin/races/detail/41', { account: administrator });
    const postTime = await screen.findByLabelText(/Post Time/);
    await user.clear(postTime);
    await user.type(postTime, '14:30');
    await user.click(screen.getByRole('switch', { name: 'Wagering Closed' }));
    await user.click(screen.getByRole('button', { name: 'Update Race' }));
    expect(await screen.findByText('Race updated successfully')).toBeInTheDocument();
    expect(sentBody(api, 'PUT', '/api/race/41')).toEqual({
      postTime: '2025-05-03T18:30:00.000Z',
      isWageringClosed: true,
    });
    expect(screen.getByRole('switch', { name: 'Wagering Closed' })).toBeChecked();
    expect(screen.getByText('Wagering Closed', { selector: '.MuiChip-label' })).toBeInTheDocument();
  });

  it("asks for a post time: 'Post time is required'", async () => {
    const api = mockApi(raceApi());
    const { user } = renderApp('/admin/races/detail/41', { account: administrator });
    await user.clear(await screen.findByLabelText(/Post Time/));
    await user.click(screen.getByRole('button', { name: 'Update Race' }));
    expect(await screen.findByText('Post time is required')).toBeInTheDocument();
    expect(api.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it("shows the server's refusal in a red alert", async () => {
    mockApi(
      raceApi(
        {},
        { 'PUT /api/race/41': () => apiError(409, 'This race is finalized and can no longer change.') },
      ),
    );
    const { user } = renderApp('/admin/races/detail/41', { account: administrator });
    await screen.findByLabelText(/Post Time/);
    await user.click(screen.getByRole('button', { name: 'Update Race' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This race is finalized and can no longer change.',
    );
  });

  it('shows a race that does not exist as such', async () => {
    mockApi({ 'GET /api/race/404': () => apiError(404, 'Race not found.', 'Not Found') });
    renderApp('/admin/races/detail/404', { account: administrator });
    expect(await screen.findByText('Loading race...')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Race not found.');
  });
});

describe('Danger Zone', () => {
  it('finalizes only after a confirmation warning that it cannot be undone, then is disabled', async () => {
    let finalized = false;
    const api = mockApi(
      raceApi(
        { race: closed, results: [winResult] },
        {
          'GET /api/race/41': () => jsonResponse({ ...closed, finalized }),
          'POST /api/race/41/finalize': () => {
            finalized = true;
            return jsonResponse({ ...closed, finalized: true });
          },
        },
      ),
    );
    const { user } = renderApp('/admin/races/detail/41', { account: administrator });
    await user.click(await screen.findByRole('button', { name: 'Finalize Race' }));
    const dialog = screen.getByRole('dialog', { name: 'Finalize Race' });
    expect(dialog).toHaveTextContent('cannot be undone');
    expect(dialog).toHaveTextContent('Make sure all results are entered first.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Finalize Race' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Finalize' }));
    expect(await screen.findByText('Race finalized.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Finalize Race' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Update Race' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add Runner' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add Result' })).toBeDisabled();
  });

  it("keeps the confirmation open with the server's reason when finalizing fails", async () => {
    mockApi(
      raceApi(
        { race: closed },
        { 'POST /api/race/41/finalize': () => apiError(409, 'Enter the race results before finalizing.') },
      ),
    );
    const { user } = renderApp('/admin/races/detail/41', { account: administrator });
    await user.click(await screen.findByRole('button', { name: 'Finalize Race' }));
    const dialog = screen.getByRole('dialog', { name: 'Finalize Race' });
    await user.click(within(dialog).getByRole('button', { name: 'Finalize' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Enter the race results before finalizing.',
    );
  });

  it('is disabled for a race already finalized', async () => {
    mockApi(raceApi({ race: { ...closed, finalized: true }, results: [winResult] }));
    renderApp('/admin/races/detail/41', { account: administrator });
    expect(await screen.findByRole('button', { name: 'Finalize Race' })).toBeDisabled();
    expect(screen.getByText('Finalized', { selector: '.MuiChip-label' })).toBeInTheDocument();
  });
});
