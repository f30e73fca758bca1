import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeContest, managerApi, SLUG } from '@/testing/admin/contest-data';
import { administrator, sentBody } from '@/testing/admin/race-data';
import { apiError, expectDocumentTitle, jsonResponse, mockApi, renderApp } from '@/testing/test-utils';

// The first render loads the lazily split admin pages, which takes a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => vi.unstubAllGlobals());

const contest = makeContest();

describe('Manage Contest', () => {
  it.each([`/admin/contests/${SLUG}`, `/contest/${SLUG}/manage`])(
    "%s: names the contest, with 'Open Contest Page' and the players' count",
    async (path) => {
      mockApi(
        managerApi(contest, { [`GET /api/contest/${SLUG}/player-count`]: () => jsonResponse({ count: 3 }) }),
      );
      renderApp(path, { account: administrator });
      expect(await screen.findByRole('heading', { level: 1, name: 'Manage Derby Day' })).toBeInTheDocument();
      await expectDocumentTitle('Contest Jockey: Manage Derby Day');
      expect(screen.getByText('May 3, 2031')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Open Contest Page' })).toHaveAttribute(
        'href',
        '/contest/derby-day',
      );
      expect(await screen.findByRole('tab', { name: 'Players (3)' })).toBeInTheDocument();
    },
  );

  it('says so when the contest does not exist', async () => {
    mockApi({ 'GET /api/contest/nope': () => apiError(404, 'Contest not found.', 'Not Found') });
    renderApp('/contest/nope/manage', { account: administrator });
    expect(await screen.findByRole('alert')).toHaveTextContent('Contest not found.');
  });
});

describe('Contest form', () => {
  it("saves every field, the toggles independent, Featured revealing the homepage text: 'Contest updated successfully'", async () => {
    const api = mockApi(
      managerApi(contest, {
        'PUT /api/contest/11': ({ body }) => {
          const sent = body as Record<string, unknown>;
          return jsonResponse({ ...contest, ...sent, featuredDescription: sent.featureDescription });
        },
      }),
    );
    const { user } = renderApp(`/contest/${SLUG}/manage?tab=contest`, { account: administrator });
    const form = await screen.findByRole('region', { name: 'Contest' });
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveValue('Derby Day');
    expect(within(form).getByLabelText(/Start Time \(UTC\)/)).toHaveValue('2031-05-03T16:00');
    expect(
      within(form).queryByRole('textbox', { name: 'Homepage Description (HTML)' }),
    ).not.toBeInTheDocument();

    await user.click(within(form).getByRole('switch', { name: 'Published' }));
    await user.click(within(form).getByRole('switch', { name: 'Public' }));
    await user.click(within(form).getByRole('switch', { name: 'Featured' }));
    await user.click(within(form).getByRole('switch', { name: 'Chat Enabled' }));
    await user.type(
      within(form).getByRole('textbox', { name: 'Homepage Description (HTML)' }),
      '<b>Big day</b>',
    );
    await user.type(
      within(form).getByRole('textbox', { name: 'Live Stream Link' }),
      'https://live.example/derby',
    );
    await user.click(within(form).getByRole('button', { name: 'Update Contest' }));

    expect(await within(form).findByText('Contest updated successfully')).toBeInTheDocument();
    expect(sentBody(api, 'PUT', '/api/contest/11')).toEqual({
      name: 'Derby Day',
      slug: 'derby-day',
      startTime: '2031-05-03T16:00:00.000Z',
      startingBankroll: 100,
      maxEntries: 1,
      description: 'Play every race on the card.',
      property: 1,
      format: 1,
      isPublished: true,
      isPublic: true,
      isFeatured: true,
      isEnrollmentOpen: false,
      chatEnabled: true,
      isCancelled: false,
      featureDescription: '<b>Big day</b>',
      liveStreamLink: 'https://live.example/derby',
      ppLink: '',
      alternatesEnabled: false,
      winPayoutCap: null,
      picksLockAt: 'each-race',
    });
    expect(within(form).getByRole('switch', { name: 'Enrollment Open' })).not.toBeChecked();
    expect(within(form).getByRole('switch', { name: 'Cancelled' })).not.toBeChecked();
  });

  it('moves to the new slug’s manage address after saving a new slug, still saying it was saved', async () => {
    const renamed = makeContest({ name: 'Derby Day 2031', slug: 'derby-day-2031' });
    mockApi(
      managerApi(contest, {
        'PUT /api/contest/11': () => jsonResponse(renamed),
        'GET /api/contest/derby-day-2031': () => jsonResponse(renamed),
        'GET /api/contest/derby-day-2031/player-count': () => jsonResponse({ count: 0 }),
      }),
    );
    const { user, router } = renderApp(`/admin/contests/${SLUG}?tab=contest`, { account: administrator });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.type(name, ' 2031');
    expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveValue('derby-day-2031');
    await user.click(screen.getByRole('button', { name: 'Update Contest' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contest/derby-day-2031/manage'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Manage Derby Day 2031' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Contest updated successfully')).toBeInTheDocument();
  });

  it('gives the spec messages when required fields are cleared, and sends nothing', async () => {
    const api = mockApi(managerApi(contest));
    const { user } = renderApp(`/contest/${SLUG}/manage?tab=contest`, { account: administrator });
    await user.clear(await screen.findByRole('textbox', { name: 'Name' }));
    await user.clear(screen.getByRole('textbox', { name: 'Slug' }));
    await user.clear(screen.getByLabelText(/Start Time \(UTC\)/));
    await user.clear(screen.getByRole('textbox', { name: 'Starting Bankroll ($)' }));
    await user.click(screen.getByRole('button', { name: 'Update Contest' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Slug is required')).toBeInTheDocument();
    expect(screen.getByText('Start time is required')).toBeInTheDocument();
    expect(screen.getByText('Starting bankroll is required')).toBeInTheDocument();
    expect(api.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('asks for a format before publishing or opening enrollment, and sends nothing until one is chosen', async () => {
    const formatless = makeContest({ format: -1 });
    const api = mockApi(
      managerApi(formatless, {
        'PUT /api/contest/11': ({ body }) => jsonResponse({ ...formatless, ...(body as object) }),
      }),
    );
    const { user } = renderApp(`/contest/${SLUG}/manage?tab=contest`, { account: administrator });
    const form = await screen.findByRole('region', { name: 'Contest' });
    await user.click(within(form).getByRole('switch', { name: 'Enrollment Open' }));
    await user.click(within(form).getByRole('button', { name: 'Update Contest' }));
    expect(await within(form).findByText('Choose a format before opening enrollment.')).toBeInTheDocument();
    await user.click(within(form).getByRole('switch', { name: 'Published' }));
    await user.click(within(form).getByRole('button', { name: 'Update Contest' }));
    expect(
      await within(form).findByText('Choose a format before publishing the contest.'),
    ).toBeInTheDocument();
    expect(api.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await user.click(within(form).getByRole('combobox', { name: 'Format' }));
    await user.click(screen.getByRole('option', { name: 'Win' }));
    await user.click(within(form).getByRole('button', { name: 'Update Contest' }));
    expect(await within(form).findByText('Contest updated successfully')).toBeInTheDocument();
    expect(sentBody(api, 'PUT', '/api/contest/11')).toMatchObject({
      format: 2,
      isPublished: true,
      isEnrollmentOpen: true,
    });
  });

  it("shows the server's refusal, such as a locked format, in a red alert", async () => {
    mockApi(
      managerApi(contest, {
        'PUT /api/contest/11': () =>
          apiError(409, 'The format and starting bankroll cannot change once plays have been made.'),
      }),
    );
    const { user } = renderApp(`/contest/${SLUG}/manage?tab=contest`, { account: administrator });
    await user.click(await screen.findByRole('button', { name: 'Update Contest' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The format and starting bankroll cannot change once plays have been made.',
    );
  });
});

describe('Edit Contest Analysis', () => {
  it('previews the HTML sanitized, saves it, and Cancel leaves it as it was', async () => {
    const api = mockApi(
      managerApi(contest, {
        'PUT /api/contest/11/analysis': ({ body }) => jsonResponse({ ...contest, ...(body as object) }),
      }),
    );
    const { user } = renderApp(`/contest/${SLUG}/manage`, { account: administrator });
    await user.click(await screen.findByRole('button', { name: 'Edit Analysis' }));
    let dialog = screen.getByRole('dialog', { name: 'Edit Contest Analysis' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Analysis (HTML)' }), 'Draft');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Edit Analysis' }));
    dialog = screen.getByRole('dialog', { name: 'Edit Contest Analysis' });
    const text = within(dialog).getByRole('textbox', { name: 'Analysis (HTML)' });
    expect(text).toHaveValue('');
    await user.click(text);
    await user.paste('<p onclick="steal()">Speed favors <b>#2</b></p><script>steal()</script>');
    const preview = within(dialog).getByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('#2').tagName).toBe('B');
    expect(preview.innerHTML).not.toContain('script');
    expect(preview.innerHTML).not.toContain('onclick');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBody(api, 'PUT', '/api/contest/11/analysis')).toEqual({
      analysis: '<p onclick="steal()">Speed favors <b>#2</b></p><script>steal()</script>',
    });
  });
});
