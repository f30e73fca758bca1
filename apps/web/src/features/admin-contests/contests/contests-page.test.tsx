import type { PendingPrize } from '@cj/shared/prizes';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeContest, SLUG, summaryOf } from '@/testing/admin/contest-data';
import { administrator, callsTo, sentBody } from '@/testing/admin/race-data';
import { apiError, expectDocumentTitle, jsonResponse, mockApi, renderApp } from '@/testing/test-utils';

// The first render loads the lazily split admin pages, which takes a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => vi.unstubAllGlobals());

const draft = makeContest();
const live = makeContest({
  id: 12,
  name: 'Harness Night',
  slug: 'harness-night',
  startTime: '2031-03-05T23:00:00.000Z',
  isPublished: true,
  isPublic: true,
  isFeatured: true,
  format: 2,
  picksLockAt: 'first-race',
  alternatesEnabled: true,
  winPayoutCap: 42,
});

describe('/admin/contests', () => {
  it('lists every contest with its start (date, time at the track with its zone, and the viewer time), format, play rules and status, each leading to Manage Contest', async () => {
    mockApi({
      'GET /api/admin/contests': () => jsonResponse([summaryOf(live), summaryOf(draft)]),
      'GET /api/admin/prizes/pending': () => jsonResponse([]),
    });
    renderApp('/admin/contests', { account: administrator });
    expect(await screen.findByText('Loading contests...')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Contests' });
    const links = within(list).getAllByRole('link');
    expect(links[0]).toHaveTextContent('Harness Night');
    expect(links[0]).toHaveTextContent(
      'March 5, 2031 · 6:00 PM ET · 11:00 PM your time · Win · Pick & Pray · Alternates · Capped at $42.00',
    );
    expect(links[0]).toHaveTextContent('Featured');
    expect(links[0]).toHaveAttribute('href', '/admin/contests/harness-night');
    expect(links[1]).toHaveTextContent(/May 3, 2031 · 12:00 PM ET · 4:00 PM your time · Win Bankroll(?! ·)/);
    expect(links[1]).toHaveTextContent('Draft');
    expect(links[1]).toHaveTextContent('Hidden');
    expect(links[1]).toHaveTextContent('Upcoming');
    expect(screen.getByRole('link', { name: 'Create Contest' })).toHaveAttribute(
      'href',
      '/admin/contests/create',
    );
    await expectDocumentTitle('Contest Jockey: Contests');
  });

  it('shows the status the dashboard counts with: Upcoming, Live, Unofficial, Official, Cancelled', async () => {
    const statuses = ['upcoming', 'live', 'unofficial', 'official', 'cancelled'] as const;
    const contests = statuses.map((status, index) =>
      summaryOf(
        makeContest({ id: 40 + index, name: `Contest ${status}`, slug: `contest-${status}`, status }),
      ),
    );
    mockApi({
      'GET /api/admin/contests': () => jsonResponse(contests),
      'GET /api/admin/prizes/pending': () => jsonResponse([]),
    });
    renderApp('/admin/contests', { account: administrator });
    const list = await screen.findByRole('list', { name: 'Contests' });
    const labels = ['Upcoming', 'Live', 'Unofficial', 'Official', 'Cancelled'];
    for (const [index, status] of statuses.entries()) {
      const link = within(list).getByRole('link', { name: new RegExp(`Contest ${status}`) });
      expect(link).toHaveTextContent(labels[index]!);
      for (const other of labels.filter((label) => label !== labels[index])) {
        expect(link).not.toHaveTextContent(other);
      }
    }
  });

  it("says 'No contests.' when there are none", async () => {
    mockApi({
      'GET /api/admin/contests': () => jsonResponse([]),
      'GET /api/admin/prizes/pending': () => jsonResponse([]),
    });
    renderApp('/admin/contests', { account: administrator });
    expect(await screen.findByText('No contests.')).toBeInTheDocument();
    expect(await screen.findByText('No pending prizes.')).toBeInTheDocument();
  });
});

describe('Pending Prizes', () => {
  const pending: PendingPrize = {
    id: 31,
    prizeID: 31,
    label: 'Winner',
    placement: 1,
    type: 1,
    value: 100,
    paid: false,
    contestID: 12,
    contestSlug: 'harness-night',
    contestName: 'Harness Night',
    contestDate: '2031-03-05T23:00:00.000Z',
    status: 'official',
    officialAt: '2031-03-07T01:00:00.000Z',
    winners: [{ playerID: 70, name: 'Avery M.', email: 'avery@example.com' }],
  };
  const inPast = (prize: PendingPrize): PendingPrize => ({
    ...prize,
    officialAt: '2024-03-07T01:00:00.000Z',
  });

  it('lists the prizes of concluded contests with their winner, and marks one paid after asking', async () => {
    let paid = false;
    const api = mockApi({
      'GET /api/admin/contests': () => jsonResponse([summaryOf(live)]),
      'GET /api/admin/prizes/pending': () => jsonResponse(paid ? [] : [inPast(pending)]),
      'PUT /api/contest/12/prizes/31': ({ body }) => {
        paid = true;
        return jsonResponse({ ...pending, ...(body as object) });
      },
    });
    const { user } = renderApp('/admin/contests', { account: administrator });
    const list = await screen.findByRole('list', { name: 'Pending prizes' });
    const item = within(list).getByRole('listitem');
    expect(within(item).getByRole('link', { name: 'Harness Night' })).toHaveAttribute(
      'href',
      '/admin/contests/harness-night',
    );
    expect(item).toHaveTextContent('March 5, 2031');
    expect(item).toHaveTextContent('1st: Winner (CASH) $100.00');
    expect(item).toHaveTextContent('Winner: Avery M. (avery@example.com)');
    await user.click(
      within(item).getByRole('button', { name: 'Mark Paid: 1st: Winner (CASH), Harness Night' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Mark Prize Paid' });
    expect(dialog).toHaveTextContent(
      'Mark 1st: Winner (CASH) $100.00 of Harness Night as paid to Avery M. (avery@example.com)?',
    );
    expect(callsTo(api, 'PUT', '/api/contest/12/prizes/31')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Mark Paid' }));
    expect(await screen.findByText('No pending prizes.')).toBeInTheDocument();
    expect(sentBody(api, 'PUT', '/api/contest/12/prizes/31')).toEqual({
      prizeID: 31,
      label: 'Winner',
      placement: 1,
      type: 1,
      value: 100,
      paid: true,
    });
  });

  it('asks before marking paid, and Cancel leaves the prize unpaid', async () => {
    const api = mockApi({
      'GET /api/admin/contests': () => jsonResponse([]),
      'GET /api/admin/prizes/pending': () => jsonResponse([inPast(pending)]),
    });
    const { user } = renderApp('/admin/contests', { account: administrator });
    await user.click(await screen.findByRole('button', { name: /^Mark Paid/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark Prize Paid' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(api, 'PUT', '/api/contest/12/prizes/31')).toHaveLength(0);
  });

  it('names every tied winner, and keeps Mark Paid disabled while the results are unofficial, saying until when', async () => {
    const unofficial: PendingPrize = {
      ...pending,
      status: 'unofficial',
      officialAt: '2099-03-07T01:05:00.000Z',
      winners: [
        { playerID: 70, name: 'Avery M.', email: 'avery@example.com' },
        { playerID: 71, name: 'Blake R.', email: 'blake@example.com' },
      ],
    };
    mockApi({
      'GET /api/admin/contests': () => jsonResponse([]),
      'GET /api/admin/prizes/pending': () => jsonResponse([unofficial]),
    });
    renderApp('/admin/contests', { account: administrator });
    const list = await screen.findByRole('list', { name: 'Pending prizes' });
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent(
      'Winners (tied): Avery M. (avery@example.com) and Blake R. (blake@example.com)',
    );
    expect(within(item).getByRole('button', { name: /^Mark Paid/ })).toBeDisabled();
    expect(item).toHaveTextContent('Results are unofficial until 1:05 AM UTC on March 7, 2099.');
  });
});

describe('/admin/contests/create and /contest/create', () => {
  it.each(['/admin/contests/create', '/contest/create'])(
    '%s: the slug follows the name, the start time goes as UTC ISO, numbers as integers, then the manager opens',
    async (path) => {
      const created = makeContest({ name: 'Derby Day!', slug: SLUG });
      const api = mockApi({
        'GET /api/race-cards': () => jsonResponse([]),
        'POST /api/contests': () => jsonResponse(created, 201),
        [`GET /api/contest/${SLUG}`]: () => jsonResponse(created),
        [`GET /api/contest/${SLUG}/player-count`]: () => jsonResponse({ count: 0 }),
        [`GET /api/contest/${SLUG}/races`]: () => jsonResponse([]),
      });
      const { user, router } = renderApp(path, { account: administrator });
      expect(await screen.findByRole('heading', { level: 1, name: 'Create Contest' })).toBeInTheDocument();
      await expectDocumentTitle('Contest Jockey: Create Contest');
      await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Derby Day!');
      expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveValue('derby-day');
      await user.type(screen.getByLabelText(/Start Time \(UTC\)/), '2031-05-03T16:00');
      await user.type(screen.getByRole('textbox', { name: 'Starting Bankroll ($)' }), '100');
      await user.clear(screen.getByRole('textbox', { name: 'Max Entries' }));
      await user.type(screen.getByRole('textbox', { name: 'Max Entries' }), '2');
      await user.click(screen.getByRole('combobox', { name: 'Format' }));
      await user.click(screen.getByRole('option', { name: 'Win Bankroll' }));
      expect(screen.getByRole('combobox', { name: 'Property' })).toHaveTextContent('Thoroughbred');
      await user.click(screen.getByRole('button', { name: 'Create Contest' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/contest/derby-day/manage'));
      expect(sentBody(api, 'POST', '/api/contests')).toEqual({
        name: 'Derby Day!',
        slug: 'derby-day',
        startTime: '2031-05-03T16:00:00.000Z',
        startingBankroll: 100,
        maxEntries: 2,
        description: '',
        property: 1,
        format: 1,
        isPublished: false,
        isPublic: false,
        isFeatured: false,
        isEnrollmentOpen: false,
        chatEnabled: false,
        isCancelled: false,
        featureDescription: '',
        liveStreamLink: '',
        ppLink: '',
        alternatesEnabled: false,
        winPayoutCap: null,
        picksLockAt: 'each-race',
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'Manage Derby Day!' })).toBeInTheDocument();
    },
  );

  it("creates a contest ready to run with one choice, 'Publish and open enrollment', in place of the publish switches", async () => {
    const created = makeContest({ name: 'Derby Day', slug: SLUG, isPublished: true, isPublic: true });
    const api = mockApi({
      'GET /api/race-cards': () => jsonResponse([]),
      'POST /api/contests': () => jsonResponse(created, 201),
      [`GET /api/contest/${SLUG}`]: () => jsonResponse(created),
      [`GET /api/contest/${SLUG}/player-count`]: () => jsonResponse({ count: 0 }),
      [`GET /api/contest/${SLUG}/races`]: () => jsonResponse([]),
    });
    const { user, router } = renderApp('/admin/contests/create', { account: administrator });
    const ready = await screen.findByRole('checkbox', { name: 'Publish and open enrollment' });
    for (const name of ['Published', 'Public', 'Enrollment Open', 'Cancelled'])
      expect(screen.queryByRole('switch', { name })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Featured' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Chat Enabled' })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Derby Day');
    await user.type(screen.getByLabelText(/Start Time \(UTC\)/), '2031-05-03T16:00');
    await user.type(screen.getByRole('textbox', { name: 'Starting Bankroll ($)' }), '100');
    await user.click(ready);
    // Published and open for enrollment, it needs a format: the API's message, and nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Create Contest' }));
    expect(await screen.findByText('Choose a format before publishing the contest.')).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/api/contests')).toHaveLength(0);

    await user.click(screen.getByRole('combobox', { name: 'Format' }));
    await user.click(screen.getByRole('option', { name: 'Win' }));
    await user.click(screen.getByRole('button', { name: 'Create Contest' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/contest/${SLUG}/manage`));
    const body = sentBody(api, 'POST', '/api/contests') as Record<string, unknown>;
    expect(body).toMatchObject({ format: 2, isPublished: true, isPublic: true, isEnrollmentOpen: true });
    expect(body).not.toHaveProperty('readyToRun');
  });

  it('gives the spec messages for a blank form and sends nothing', async () => {
    const api = mockApi({ 'GET /api/race-cards': () => jsonResponse([]) });
    const { user } = renderApp('/admin/contests/create', { account: administrator });
    await user.click(await screen.findByRole('button', { name: 'Create Contest' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Slug is required')).toBeInTheDocument();
    expect(screen.getByText('Start time is required')).toBeInTheDocument();
    expect(screen.getByText('Starting bankroll is required')).toBeInTheDocument();
    expect(screen.getByText('Format is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(callsTo(api, 'POST', '/api/contests')).toHaveLength(0);
  });

  it('refuses a negative or fractional bankroll and a slug edited by hand into a bad one', async () => {
    mockApi({ 'GET /api/race-cards': () => jsonResponse([]) });
    const { user } = renderApp('/admin/contests/create', { account: administrator });
    const bankroll = await screen.findByRole('textbox', { name: 'Starting Bankroll ($)' });
    await user.type(bankroll, '-5');
    await user.type(screen.getByRole('textbox', { name: 'Slug' }), 'Not A Slug');
    await user.click(screen.getByRole('button', { name: 'Create Contest' }));
    expect(await screen.findByText('Starting bankroll is required')).toBeInTheDocument();
    expect(
      screen.getByText('Slug may contain only lower-case letters, digits and single hyphens.'),
    ).toBeInTheDocument();
    await user.clear(bankroll);
    await user.type(bankroll, '12.5');
    expect(
      await screen.findByText('Starting bankroll must be a whole number of dollars.'),
    ).toBeInTheDocument();
  });

  it('keeps a slug typed by hand when the name changes', async () => {
    mockApi({ 'GET /api/race-cards': () => jsonResponse([]) });
    const { user } = renderApp('/admin/contests/create', { account: administrator });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.type(name, 'Oaks');
    const slug = screen.getByRole('textbox', { name: 'Slug' });
    await user.clear(slug);
    await user.type(slug, 'kentucky-oaks');
    await user.type(name, ' Day');
    expect(slug).toHaveValue('kentucky-oaks');
  });

  it("shows the server's refusal in a red alert", async () => {
    mockApi({
      'GET /api/race-cards': () => jsonResponse([]),
      'POST /api/contests': () => apiError(409, 'That slug is already in use.'),
    });
    const { user } = renderApp('/admin/contests/create', { account: administrator });
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Derby Day');
    await user.type(screen.getByLabelText(/Start Time \(UTC\)/), '2031-05-03T16:00');
    await user.type(screen.getByRole('textbox', { name: 'Starting Bankroll ($)' }), '0');
    await user.click(screen.getByRole('combobox', { name: 'Format' }));
    await user.click(screen.getByRole('option', { name: 'Win' }));
    await user.click(screen.getByRole('button', { name: 'Create Contest' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That slug is already in use.');
  });
});
