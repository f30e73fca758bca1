import { CONTEST_MESSAGES, type Contest, type Prize } from '@cj/shared/contests';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeContest, makePlayer, managerApi, SLUG } from '@/testing/admin/contest-data';
import { administrator, callsTo, sentBody } from '@/testing/admin/race-data';
import { apiError, jsonResponse, mockApi, renderApp } from '@/testing/test-utils';

// The first render loads the lazily split admin pages, which takes a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => vi.unstubAllGlobals());

const TAB = `/contest/${SLUG}/manage?tab=prizes`;

function prize(overrides: Partial<Prize> & Pick<Prize, 'id' | 'placement'>): Prize {
  return { prizeID: overrides.id, label: '', type: 1, value: 100, paid: false, ...overrides };
}

const first = prize({ id: 31, placement: 1, value: 100.01, label: 'Winner' });
const second = prize({ id: 32, placement: 2, value: 50, paid: true });
const third = prize({ id: 33, placement: 3, type: 3, value: 40, label: 'Cooler' });
/** Concluded long ago: its results are official. */
const concluded = makeContest({ concludedAt: '2024-05-03T22:00:00.000Z' });
/** Concluded an hour ago: unofficial for 23 more hours. */
const justConcluded = () => makeContest({ concludedAt: new Date(Date.now() - 3_600_000).toISOString() });

function prizesApi(
  contest: Contest = makeContest(),
  prizes: Prize[] = [second, first],
  extra: Parameters<typeof managerApi>[1] = {},
) {
  return managerApi(contest, { [`GET /api/contest/${SLUG}/prizes`]: () => jsonResponse(prizes), ...extra });
}

describe('Prizes tab', () => {
  it('lists the prizes by placement with their type, value and paid state', async () => {
    mockApi(prizesApi());
    renderApp(TAB, { account: administrator });
    const list = await screen.findByRole('list', { name: 'Prizes' });
    const [one, two] = within(list).getAllByRole('listitem');
    expect(one).toHaveTextContent('1st: Winner (CASH)$100.01Unpaid');
    expect(two).toHaveTextContent('2nd (CASH)$50.00Paid');
  });

  it("says 'No prizes for this contest.'", async () => {
    mockApi(prizesApi(makeContest(), []));
    renderApp(TAB, { account: administrator });
    expect(await screen.findAllByText('No prizes for this contest.')).not.toHaveLength(0);
  });

  it('adds a prize: place, type, value and label, with no paid flag', async () => {
    const api = mockApi(
      prizesApi(makeContest(), [], {
        [`POST /api/contest/${SLUG}/prizes`]: ({ body }) =>
          jsonResponse({ ...first, ...(body as object) }, 201),
      }),
    );
    const { user } = renderApp(TAB, { account: administrator });
    await user.click(await screen.findByRole('button', { name: 'Add Prize' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Prize' });
    expect(within(dialog).queryByRole('switch', { name: 'Paid' })).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Place' }), '1');
    await user.click(within(dialog).getByRole('combobox', { name: /Prize Type/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'CASH',
      'BUY_IN',
      'MERCHANDISE',
    ]);
    await user.click(screen.getByRole('option', { name: 'BUY_IN' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Value ($)' }), '250');
    await user.type(within(dialog).getByRole('textbox', { name: 'Label' }), 'Seat at the final');
    await user.click(within(dialog).getByRole('button', { name: 'Add Prize' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBody(api, 'POST', `/api/contest/${SLUG}/prizes`)).toEqual({
      placement: 1,
      type: 2,
      value: 250,
      label: 'Seat at the final',
    });
  });

  it.each([
    ['', '', ['Place is required', 'Prize type is required', 'Prize is required']],
    ['0', '0', ['Place is required', 'Prize is required']],
    ['-2', '-5', ['Place is required', 'Prize is required']],
  ])('place %j and value %j give the spec messages', async (place, value, messages) => {
    const api = mockApi(prizesApi());
    const { user } = renderApp(TAB, { account: administrator });
    await user.click(await screen.findByRole('button', { name: 'Add Prize' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Prize' });
    if (place) await user.type(within(dialog).getByRole('textbox', { name: 'Place' }), place);
    if (value) await user.type(within(dialog).getByRole('textbox', { name: 'Value ($)' }), value);
    await user.click(within(dialog).getByRole('button', { name: 'Add Prize' }));
    for (const message of messages) expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('updates a prize, its paid flag included', async () => {
    const api = mockApi(
      prizesApi(makeContest(), [first], {
        [`PUT /api/contest/${SLUG}/prizes/31`]: ({ body }) => jsonResponse({ ...first, ...(body as object) }),
      }),
    );
    const { user } = renderApp(TAB, { account: administrator });
    await user.click(await screen.findByRole('button', { name: 'Edit prize 1st: Winner (CASH)' }));
    const dialog = screen.getByRole('dialog', { name: 'Update Prize' });
    expect(within(dialog).getByRole('textbox', { name: 'Value ($)' })).toHaveValue('100.01');
    await user.click(within(dialog).getByRole('switch', { name: 'Paid' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update Prize' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBody(api, 'PUT', `/api/contest/${SLUG}/prizes/31`)).toEqual({
      prizeID: 31,
      placement: 1,
      type: 1,
      value: 100.01,
      label: 'Winner',
      paid: true,
    });
  });

  it("removes a prize after confirming; 'Failed to remove prize.' when it cannot", async () => {
    let refuse = false;
    const api = mockApi(
      prizesApi(makeContest(), [first], {
        [`POST /api/contest/${SLUG}/prizes/31`]: () =>
          refuse ? apiError(404, 'Prize not found.', 'Not Found') : jsonResponse(first),
      }),
    );
    const { user } = renderApp(TAB, { account: administrator });
    await user.click(await screen.findByRole('button', { name: 'Remove prize 1st: Winner (CASH)' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Prize' });
    expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to remove this prize? (1st: Winner (CASH))',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBody(api, 'POST', `/api/contest/${SLUG}/prizes/31`)).toBeUndefined();

    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Remove prize 1st: Winner (CASH)' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to remove prize. Prize not found.');
  });
});

describe('Winners', () => {
  it('shows who wins what once the contest concludes, ties sharing the prizes of the places they occupy', async () => {
    const players = [
      makePlayer({ id: 21, name: 'Ada Lovelace', rank: 1 }),
      makePlayer({ id: 22, name: 'Alan Turing', rank: 1 }),
      makePlayer({ id: 23, name: 'Grace Hopper', rank: 3 }),
      makePlayer({ id: 24, name: 'Edsger Dijkstra', rank: 4 }),
    ];
    mockApi(
      prizesApi(concluded, [first, second, third], {
        [`GET /api/contest/${SLUG}/players`]: () => jsonResponse(players),
      }),
    );
    renderApp(TAB, { account: administrator });
    const list = await screen.findByRole('list', { name: 'Winners' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    // $150.01 of cash for two: the cent left over goes to the earlier entry.
    expect(rows[0]).toHaveTextContent('1st Ada Lovelace (tied, 2 share)');
    expect(rows[0]).toHaveTextContent('1st: Winner (CASH) $50.01 · 2nd (CASH) $25.00');
    expect(rows[1]).toHaveTextContent('1st Alan Turing (tied, 2 share)');
    expect(rows[1]).toHaveTextContent('1st: Winner (CASH) $50.00 · 2nd (CASH) $25.00');
    expect(rows[2]).toHaveTextContent('3rd Grace Hopper');
    expect(rows[2]).toHaveTextContent('3rd: Cooler (MERCHANDISE) $40.00');
  });

  it('reads further pages of the leaderboard while the last prized place is tied', async () => {
    const tied = Array.from({ length: 10 }, (_, index) =>
      makePlayer({ id: 100 + index, name: `Player ${index}`, rank: 1 }),
    );
    const api = mockApi(
      prizesApi(concluded, [first], {
        [`GET /api/contest/${SLUG}/players`]: ({ url }) =>
          jsonResponse(
            url.searchParams.get('offset') === '10'
              ? [
                  makePlayer({ id: 200, name: 'Tied Too', rank: 1 }),
                  makePlayer({ id: 201, name: 'Last', rank: 12 }),
                ]
              : tied,
          ),
      }),
    );
    renderApp(TAB, { account: administrator });
    const list = await screen.findByRole('list', { name: 'Winners' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(11);
    expect(within(list).getByText(/Tied Too \(tied, 11 share\)/)).toBeInTheDocument();
    const offsets = api.mock.calls
      .map(([input]) => new URL(String(input), 'http://x'))
      .filter((url) => url.pathname === `/api/contest/${SLUG}/players`)
      .map((url) => url.searchParams.get('offset'));
    expect(offsets).toEqual(['0', '10']);
  });

  it('waits for the contest to conclude, and Notify Winners waits too', async () => {
    mockApi(prizesApi(makeContest(), [first]));
    renderApp(TAB, { account: administrator });
    expect(
      await screen.findByText('The winners are shown once every race of the contest is finalized.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notify Winners' })).toBeDisabled();
  });
});

describe('E-mail', () => {
  it("notifies the winners once: 'Winners have been notified.', then the button is gone", async () => {
    let notified = false;
    const api = mockApi(
      prizesApi(concluded, [first], {
        [`GET /api/contest/${SLUG}`]: () => jsonResponse({ ...concluded, winnersNotified: notified }),
        [`GET /api/contest/${SLUG}/players`]: () => jsonResponse([]),
        [`GET /api/admin/prizes/${SLUG}/winners`]: () => jsonResponse({ winners: 2 }),
        [`POST /api/admin/prizes/${SLUG}/notify`]: () => {
          notified = true;
          return jsonResponse({ message: 'Winners have been notified.', notified: 2 });
        },
      }),
    );
    const { user } = renderApp(TAB, { account: administrator });
    await user.click(await screen.findByRole('button', { name: 'Notify Winners' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notify Winners' });
    expect(
      await within(dialog).findByText(
        'Notify Winners will e-mail 2 winners what they won. It can be sent only once.',
      ),
    ).toBeInTheDocument();
    expect(callsTo(api, 'POST', `/api/admin/prizes/${SLUG}/notify`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Winners have been notified.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Notify Winners' })).not.toBeInTheDocument();
    expect(sentBody(api, 'POST', `/api/admin/prizes/${SLUG}/notify`)).toBeUndefined();
  });

  it('keeps Notify Winners disabled while the results are unofficial, saying until when', async () => {
    const contest = justConcluded();
    mockApi(prizesApi(contest, [first], { [`GET /api/contest/${SLUG}/players`]: () => jsonResponse([]) }));
    renderApp(TAB, { account: administrator });
    const button = await screen.findByRole('button', { name: 'Notify Winners' });
    expect(button).toBeDisabled();
    expect(contest.officialAt).not.toBeNull();
    expect(
      screen.getByText(CONTEST_MESSAGES.resultsUnofficialUntil(contest.officialAt ?? '')),
    ).toBeInTheDocument();
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const api = mockApi(
      prizesApi(concluded, [first], {
        [`GET /api/contest/${SLUG}/players`]: () => jsonResponse([]),
        [`GET /api/admin/prizes/${SLUG}/winners`]: () => jsonResponse({ winners: 3 }),
      }),
    );
    const { user } = renderApp(TAB, { account: administrator });
    await user.click(await screen.findByRole('button', { name: 'Notify Winners' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notify Winners' });
    expect(await within(dialog).findByText(/will e-mail 3 winners/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(api, 'POST', `/api/admin/prizes/${SLUG}/notify`)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Notify Winners' })).toBeEnabled();
  });

  it('offers no Notify Winners once winners were notified', async () => {
    mockApi(
      prizesApi({ ...concluded, winnersNotified: true }, [first], {
        [`GET /api/contest/${SLUG}/players`]: () => jsonResponse([]),
      }),
    );
    renderApp(TAB, { account: administrator });
    expect(await screen.findByText('Winners have been notified.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Notify Winners' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal to notify", async () => {
    mockApi(
      prizesApi(concluded, [first], {
        [`GET /api/contest/${SLUG}/players`]: () => jsonResponse([]),
        [`GET /api/admin/prizes/${SLUG}/winners`]: () => jsonResponse({ winners: 1 }),
        [`POST /api/admin/prizes/${SLUG}/notify`]: () =>
          apiError(409, 'No entry has won a prize in this contest yet.'),
      }),
    );
    const { user } = renderApp(TAB, { account: administrator });
    await user.click(await screen.findByRole('button', { name: 'Notify Winners' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notify Winners' });
    expect(
      await within(dialog).findByText(
        'Notify Winners will e-mail 1 winner what they won. It can be sent only once.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No entry has won a prize in this contest yet.',
    );
  });

  it("sends a test e-mail to the signed-in administrator, or says 'Failed to send test email'", async () => {
    let fail = false;
    const api = mockApi(
      prizesApi(makeContest(), [], {
        'POST /api/email/test': () =>
          fail
            ? apiError(503, 'Failed to send test email', 'Service Unavailable')
            : jsonResponse({ message: 'Test email sent.' }),
      }),
    );
    const { user } = renderApp(TAB, { account: administrator });
    await user.click(await screen.findByRole('button', { name: 'Send Test Email' }));
    expect(await screen.findByText('Test email sent.')).toBeInTheDocument();
    expect(sentBody(api, 'POST', '/api/email/test')).toEqual({ accountId: 7, contestSlug: SLUG });

    fail = true;
    await user.click(screen.getByRole('button', { name: 'Send Test Email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to send test email$/);
  });
});
