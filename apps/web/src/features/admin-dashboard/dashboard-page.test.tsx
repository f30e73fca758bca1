import { configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dashboardApi, signups } from '@/testing/admin/dashboard-data';
import { administrator } from '@/testing/admin/race-data';
import { apiError, expectDocumentTitle, jsonResponse, mockApi, renderApp } from '@/testing/test-utils';

// The first render loads the lazily split admin pages, which takes a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => vi.unstubAllGlobals());

/** The figure tiles as 'label: value' pairs. */
function figureTiles(): string[] {
  return screen
    .getAllByRole('term')
    .slice(0, 6)
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
}

describe('/admin: Admin Dashboard', () => {
  it('shows the headline figures', async () => {
    mockApi(dashboardApi());
    renderApp('/admin', { account: administrator });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    await expectDocumentTitle('Contest Jockey: Admin Dashboard');
    await screen.findByText('Total Users');
    expect(figureTiles()).toEqual([
      'Total Users: 1,234',
      'Sign-ups This Month: 12',
      'Sign-ups This Year: 345',
      'Contests per User: 1.50',
      'Cash Prizes Paid: $2,500.50',
      'Prizes Paid: 7',
    ]);
  });

  it('summarises the contests by status (the labels the lists show), drafts, and their entries', async () => {
    mockApi(dashboardApi());
    renderApp('/admin', { account: administrator });
    const section = await screen.findByRole('region', { name: 'Contests' });
    const terms = await within(section).findAllByRole('term');
    expect(terms.map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`)).toEqual([
      'Contests: 9',
      'Drafts (not published): 2',
      'Upcoming: 3',
      'Live: 1',
      'Unofficial: 2',
      'Official: 2',
      'Cancelled: 1',
      'Entries: 480',
    ]);
  });

  it('charts sign-ups over 90 days, says in words what it shows, and offers the figures as a table', async () => {
    const api = mockApi(dashboardApi());
    const { user } = renderApp('/admin', { account: administrator });
    const figure = await screen.findByRole('figure', {
      name: '8 sign-ups from March 3, 2025 to May 31, 2025. The busiest day was April 10, 2025, with 5 sign-ups.',
    });
    expect(figure.querySelector('svg')).not.toBeNull();
    const signupCall = api.mock.calls
      .map(([input]) => new URL(String(input), 'http://x'))
      .find((url) => url.pathname === '/api/admin/dashboard/signups');
    expect(signupCall?.searchParams.get('days')).toBe('90');

    await user.click(within(figure).getByRole('button', { name: 'Show the figures as a table' }));
    const table = within(figure).getByRole('table', { name: 'Sign-ups per day' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(signups.length + 1);
    expect(rows[1]).toHaveTextContent('March 3, 2025');
    expect(rows[1]).toHaveTextContent('1');
    expect(within(figure).getByRole('button', { name: 'Hide the figures' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('says so when nobody signed up', async () => {
    mockApi(
      dashboardApi({
        'GET /api/admin/dashboard/signups': () => jsonResponse(signups.map((day) => ({ ...day, count: 0 }))),
      }),
    );
    renderApp('/admin', { account: administrator });
    expect(
      await screen.findByRole('figure', { name: 'No sign-ups from March 3, 2025 to May 31, 2025.' }),
    ).toBeInTheDocument();
  });

  it('shows a failed load in a red alert', async () => {
    mockApi(
      dashboardApi({
        'GET /api/admin/dashboard': () => apiError(503, 'The database is not answering.'),
      }),
    );
    renderApp('/admin', { account: administrator });
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is not answering.');
    // The other cards still show.
    expect(await screen.findByRole('region', { name: 'Contests' })).toBeInTheDocument();
  });
});
