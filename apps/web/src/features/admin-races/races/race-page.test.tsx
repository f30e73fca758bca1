import { RACE_MESSAGES } from '@cj/shared/races';
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

describe('Race Information: closing, delaying and reopening a race around its post time', () => {
  /** The page's clock at a moment of the race's day (its post time is 17:05 UTC, 1:05 PM at the track). */
  const at = (iso: string) => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date(iso));
  };
  afterEach(() => vi.useRealTimers());
  const puts = (api: ReturnType<typeof mockApi>) =>
    api.mock.calls
      .filter(([, init]) => init?.method === 'PUT')
      .map(([, init]) => JSON.parse(String(init?.body)));

  async function changePostTime(user: ReturnType<typeof renderApp>['user'], time: string) {
    const postTime = await screen.findByLabelText(/Post Time/);
    await user.clear(postTime);
    await user.type(postTime, time);
  }

  it('delays an open race with a later post time, without asking', async () => {
    at('2025-05-03T17:00:00Z');
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
    await changePostTime(user, '13:20');
    await user.click(screen.getByRole('button', { name: 'Update Race' }));
    expect(await screen.findByText('Race updated successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(puts(api)).toEqual([{ postTime: '2025-05-03T17:20:00.000Z', isWageringClosed: false }]);
  });

  it('asks before opening a closed race past its post time again, then sends reopen', async () => {
    at('2025-05-03T17:15:00Z');
    const api = mockApi(
      raceApi(
        { race: closed },
        {
          'PUT /api/race/41': ({ body }) => jsonResponse({ ...closed, ...(body as object) }),
          'GET /api/race-cards': () => jsonResponse([]),
        },
      ),
    );
    const { user } = renderApp('/admin/races/detail/41', { account: administrator });
    await changePostTime(user, '13:30');
    await user.click(screen.getByRole('switch', { name: 'Wagering Closed' }));
    await user.click(screen.getByRole('button', { name: 'Update Race' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reopen Race 4?' });
    expect(dialog).toHaveAccessibleDescription(
      'Its post time has passed; players could change picks after the off.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts(api)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Update Race' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Reopen Race 4?' })).getByRole('button', {
        name: 'Reopen Race',
      }),
    );
    expect(await screen.findByText('Race updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts(api)).toEqual([
      { postTime: '2025-05-03T17:30:00.000Z', isWageringClosed: false, reopen: true },
    ]);
  });

  it('asks when the API says the race is past its post time, which the page could not tell, and sends again', async () => {
    // The page's clock is a minute behind: it takes the race for still before its post time.
    at('2025-05-03T17:04:00Z');
    let sent = 0;
    const api = mockApi(
      raceApi(
        { race: closed },
        {
          'PUT /api/race/41': ({ body }) => {
            sent += 1;
            return (body as { reopen?: boolean }).reopen
              ? jsonResponse({ ...closed, ...(body as object) })
              : apiError(409, RACE_MESSAGES.reopenNeedsConfirmation, 'Conflict');
          },
          'GET /api/race-cards': () => jsonResponse([]),
        },
      ),
    );
    const { user } = renderApp('/admin/races/detail/41', { account: administrator });
    await changePostTime(user, '13:30');
    await user.click(screen.getByRole('switch', { name: 'Wagering Closed' }));
    await user.click(screen.getByRole('button', { name: 'Update Race' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reopen Race 4?' });
    expect(sent).toBe(1);
    // The refusal asks for the confirmation; it is not shown as an error.
    expect(screen.queryByText(RACE_MESSAGES.reopenNeedsConfirmation)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reopen Race' }));
    expect(await screen.findByText('Race updated successfully')).toBeInTheDocument();
    expect(puts(api)[1]).toEqual({
      postTime: '2025-05-03T17:30:00.000Z',
      isWageringClosed: false,
      reopen: true,
    });
  });

  it('closes an open race early without asking', async () => {
    at('2025-05-03T17:00:00Z');
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
    await user.click(await screen.findByRole('switch', { name: 'Wagering Closed' }));
    await user.click(screen.getByRole('button', { name: 'Update Race' }));
    expect(await screen.findByText('Race updated successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(puts(api)).toEqual([{ postTime: '2025-05-03T17:05:00.000Z', isWageringClosed: true }]);
  });
});
