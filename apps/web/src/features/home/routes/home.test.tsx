import type { Ad } from '@cj/shared/ads';
import type { RecentResult } from '@cj/shared/contest-results';
import type { PublicContestSummary } from '@cj/shared/contests';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { contestSummary } from '@/testing/contest-summaries';
import { pretendWideScreen } from '@/testing/screen-width';
import { apiError, jsonResponse, mockApi, renderApp, testSite } from '@/testing/test-utils';

const derbyDay = contestSummary({
  id: 1,
  name: 'Derby Day Challenge',
  slug: 'derby-day',
  // 22:30 in New York and 19:30 in Los Angeles on March 5; March 6 in UTC.
  startTime: '2024-03-06T03:30:00.000Z',
  property: 1,
});
const oaksDay = contestSummary({
  id: 2,
  name: 'Oaks Day',
  slug: 'oaks-day',
  startTime: '2024-05-03T16:00:00Z',
  isCancelled: true,
});
const hambletonian = contestSummary({
  id: 3,
  name: 'Hambletonian Showdown',
  slug: 'hambo',
  startTime: '2024-08-03T20:00:00Z',
  property: 2,
});
const featured = contestSummary({
  ...derbyDay,
  timezone: 'America/New_York',
  isFeatured: true,
  featuredDescription: '<p>Win a <strong>trip</strong> to the Derby!</p>',
});
const ad: Ad = {
  id: 9,
  imageUrl: '/uploads/ads/saratoga.png',
  linkUrl: 'https://saratoga.example/tickets',
  altText: 'Saratoga summer meet tickets',
};

interface HomeData {
  thoroughbred?: PublicContestSummary[];
  harness?: PublicContestSummary[];
  featured?: PublicContestSummary[];
  ads?: Ad[];
  /** The recent results, all of them: the mock answers them 5 at a time from ?offset. */
  results?: RecentResult[];
}

function mockHome({ thoroughbred = [], harness = [], featured = [], ads = [], results = [] }: HomeData = {}) {
  return mockApi({
    'GET /api/upcoming/contests': ({ url }) =>
      jsonResponse(url.searchParams.get('p') === '2' ? harness : thoroughbred),
    'GET /api/featured/contests': () => jsonResponse(featured),
    'GET /api/ads': () => jsonResponse(ads),
    'GET /api/results/contests': ({ url }) => {
      const offset = Number(url.searchParams.get('offset') ?? 0);
      return jsonResponse(results.slice(offset, offset + 5));
    },
  });
}

const result = (overrides: Partial<RecentResult> & Pick<RecentResult, 'id' | 'name'>): RecentResult => ({
  slug: `result-${overrides.id}`,
  startTime: '2024-03-06T03:30:00.000Z',
  concludedAt: '2024-03-06T08:00:00.000Z',
  format: 1,
  timezone: 'America/New_York',
  track: 'Churchill Downs',
  entries: 12,
  winner: { name: 'Jordan R.', leaderboardBankroll: 172.5 },
  ...overrides,
});

function queries(fetchMock: ReturnType<typeof mockHome>): string[] {
  return fetchMock.mock.calls.map(([input]) => {
    const url = new URL(String(input), 'http://localhost');
    return `${url.pathname}${url.search}`;
  });
}

const originalTimezone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTimezone;
});

describe('/ on a small screen', () => {
  it('stacks the featured contest, then the Thoroughbred and Harness lists, then the ad', async () => {
    mockHome({ thoroughbred: [derbyDay, oaksDay], harness: [hambletonian], featured: [featured], ads: [ad] });
    renderApp('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Upcoming' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Upcoming thoroughbred contests' });
    await screen.findByRole('link', { name: /Saratoga summer meet tickets/ });
    await screen.findByRole('heading', { level: 2, name: 'Recent results' });

    const order = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent)
      .concat(screen.getByRole('complementary', { name: 'Advertisement' }).textContent ?? '');
    expect(order).toEqual([
      'Featured Contest',
      'Thoroughbred',
      'Harness',
      'Recent results',
      expect.stringContaining('Advertisement'),
    ]);
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('puts the Harness list first on the harness host', async () => {
    mockHome({ thoroughbred: [derbyDay], harness: [hambletonian] });
    renderApp('/', { site: { ...testSite, productName: 'Harness Jockey', isHarness: true, property: 2 } });
    await screen.findByRole('list', { name: 'Upcoming harness contests' });
    await screen.findByRole('heading', { level: 2, name: 'Recent results' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Harness',
      'Thoroughbred',
      'Recent results',
    ]);
  });

  it('lists each contest by name and start date at its track, linking to its page', async () => {
    process.env.TZ = 'America/Los_Angeles';
    mockHome({ thoroughbred: [derbyDay, oaksDay], harness: [hambletonian] });
    renderApp('/');
    const thoroughbred = await screen.findByRole('list', { name: 'Upcoming thoroughbred contests' });
    const rows = within(thoroughbred).getAllByRole('link');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual(['/contest/derby-day', '/contest/oaks-day']);
    expect(rows[0]).toHaveTextContent('Derby Day Challenge');
    expect(rows[0]).toHaveTextContent('March 5, 2024');
    expect(rows[1]).toHaveTextContent('May 3, 2024');
    expect(rows[1]).toHaveTextContent('Cancelled');

    const harness = screen.getByRole('list', { name: 'Upcoming harness contests' });
    expect(within(harness).getByRole('link', { name: /Hambletonian Showdown/ })).toHaveAttribute(
      'href',
      '/contest/hambo',
    );
    expect(within(harness).getByRole('link', { name: /Hambletonian Showdown/ })).toHaveTextContent(
      'August 3, 2024 · 1:00 PM PT',
    );
  });

  it("shows the start time at the first race's track, and the viewer's time when it differs", async () => {
    process.env.TZ = 'America/New_York';
    mockHome({ thoroughbred: [{ ...derbyDay, timezone: 'America/Los_Angeles' }], harness: [] });
    renderApp('/');
    const thoroughbred = await screen.findByRole('list', { name: 'Upcoming thoroughbred contests' });
    expect(within(thoroughbred).getByRole('link')).toHaveTextContent(
      'March 5, 2024 · 7:30 PM PT · 10:30 PM your time',
    );
  });

  it('says under each contest its format, how many entries it holds and its prizes', async () => {
    mockHome({
      thoroughbred: [
        { ...derbyDay, entries: 42, prizes: { count: 3, cash: 1000 } },
        { ...oaksDay, format: 2, entries: 1, prizes: { count: 2, cash: 0 } },
      ],
      harness: [hambletonian],
    });
    renderApp('/');
    const thoroughbred = await screen.findByRole('list', { name: 'Upcoming thoroughbred contests' });
    const [derby, oaks] = within(thoroughbred).getAllByRole('link');
    expect(derby).toHaveTextContent('Win Bankroll · 42 entries · $1,000.00 in cash prizes');
    expect(oaks).toHaveTextContent('Win · 1 entry · 2 prizes');
    const harness = screen.getByRole('list', { name: 'Upcoming harness contests' });
    expect(within(harness).getByRole('link')).toHaveTextContent('Win Bankroll · 0 entries');
    expect(within(harness).getByRole('link')).not.toHaveTextContent('prize');
  });

  it('says so when a list is empty', async () => {
    mockHome({ thoroughbred: [], harness: [hambletonian] });
    renderApp('/');
    expect(await screen.findByText('No upcoming contests at this time.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Hambletonian Showdown/ })).toBeInTheDocument();
    expect(screen.getAllByText('No upcoming contests at this time.')).toHaveLength(1);
  });

  it('asks for thoroughbred (p=1) and harness (p=2) lists, and the featured contest and ad of the site', async () => {
    const fetchMock = mockHome();
    renderApp('/', { site: { ...testSite, productName: 'Harness Jockey', isHarness: true, property: 2 } });
    await waitFor(() => expect(screen.getAllByText('No upcoming contests at this time.')).toHaveLength(2));
    await screen.findByText('No finished contests yet.');
    expect(queries(fetchMock).sort()).toEqual([
      '/api/ads?placement=1&p=2',
      '/api/featured/contests?p=2',
      '/api/results/contests?p=2&offset=0',
      '/api/upcoming/contests?p=1',
      '/api/upcoming/contests?p=2',
    ]);
  });

  it('shows a failed list in a red alert', async () => {
    mockApi({
      'GET /api/upcoming/contests': ({ url }) =>
        url.searchParams.get('p') === '1' ? apiError(400, 'Bad property.') : jsonResponse([]),
      'GET /api/featured/contests': () => jsonResponse([]),
      'GET /api/ads': () => jsonResponse([]),
      'GET /api/results/contests': () => jsonResponse([]),
    });
    renderApp('/');
    expect(await screen.findByRole('alert')).toHaveTextContent('Bad property.');
    expect(screen.getByText('No upcoming contests at this time.')).toBeInTheDocument();
  });

  it('is titled with the product name', async () => {
    mockHome();
    renderApp('/');
    await waitFor(() => expect(document.title).toBe('Contest Jockey: Upcoming'));
  });
});

describe('the featured contest', () => {
  it('shows its label, its name as a link, its start with the zone, its description (sanitized by the API) and a View Contest button', async () => {
    mockHome({ thoroughbred: [derbyDay], featured: [featured] });
    renderApp('/');
    const card = await screen.findByRole('region', { name: 'Featured Contest' });
    expect(within(card).getByRole('link', { name: 'Derby Day Challenge' })).toHaveAttribute(
      'href',
      '/contest/derby-day',
    );
    expect(
      within(card).getByText('March 5, 2024 · 10:30 PM ET · 3:30 AM on March 6 your time'),
    ).toBeInTheDocument();
    expect(within(card).getByText('trip').tagName).toBe('STRONG');
    expect(within(card).getByText(/Win a/)).toHaveTextContent('Win a trip to the Derby!');
    expect(within(card).getByRole('link', { name: 'View Contest' })).toHaveAttribute(
      'href',
      '/contest/derby-day',
    );
  });

  it('is left out when no contest is featured', async () => {
    mockHome({ thoroughbred: [derbyDay] });
    renderApp('/');
    await screen.findByRole('link', { name: /Derby Day Challenge/ });
    expect(screen.queryByText('Featured Contest')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View Contest' })).not.toBeInTheDocument();
  });
});

describe('the ad banner', () => {
  it('links to the advertiser in a new tab, as a sponsored link', async () => {
    mockHome({ ads: [ad] });
    renderApp('/');
    const link = await screen.findByRole('link', { name: /Saratoga summer meet tickets/ });
    expect(link).toHaveAttribute('href', 'https://saratoga.example/tickets');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer sponsored');
    expect(within(link).getByRole('img', { name: 'Saratoga summer meet tickets' })).toHaveAttribute(
      'src',
      '/uploads/ads/saratoga.png',
    );
  });

  it('shows nothing when there is no ad, or its link is not a web address', async () => {
    mockHome({ thoroughbred: [derbyDay], ads: [{ ...ad, linkUrl: 'javascript:alert(1)' }] });
    renderApp('/');
    await screen.findByRole('link', { name: /Derby Day Challenge/ });
    expect(screen.queryByRole('complementary', { name: 'Advertisement' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('the ad banner image', () => {
  it('takes the banner away when it does not load, rather than show a broken image', async () => {
    mockHome({ ads: [ad] });
    renderApp('/');
    const image = await screen.findByRole('img', { name: 'Saratoga summer meet tickets' });
    fireEvent.error(image);
    expect(screen.queryByRole('complementary', { name: 'Advertisement' })).not.toBeInTheDocument();
  });
});

describe('/ on a wide screen', () => {
  it('shows the lists as tabs, Harness first, with the featured contest and the ad beside them', async () => {
    pretendWideScreen();
    mockHome({ thoroughbred: [derbyDay], harness: [hambletonian], featured: [featured], ads: [ad] });
    renderApp('/');
    const tabs = screen.getByRole('tablist', { name: 'Upcoming contests by breed' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Thoroughbred', 'Harness']);
    expect(screen.getByRole('tab', { name: 'Harness' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Harness' });
    expect(await within(panel).findByRole('link', { name: /Hambletonian Showdown/ })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Upcoming thoroughbred contests' })).not.toBeInTheDocument();
    const side = screen.getByRole('complementary', { name: 'Featured and sponsored' });
    expect(await within(side).findByRole('region', { name: 'Featured Contest' })).toBeInTheDocument();
    expect(
      await within(side).findByRole('link', { name: /Saratoga summer meet tickets/ }),
    ).toBeInTheDocument();
  });

  it('gives the lists the full width when there is no featured contest and no ad', async () => {
    pretendWideScreen();
    mockHome({ harness: [hambletonian] });
    renderApp('/');
    expect(await screen.findByRole('link', { name: /Hambletonian Showdown/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText('Loading featured contest')).not.toBeInTheDocument());
    expect(screen.getByRole('tablist', { name: 'Upcoming contests by breed' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Featured and sponsored' })).not.toBeInTheDocument();
  });

  it('remembers the last tab chosen', async () => {
    pretendWideScreen();
    mockHome({ thoroughbred: [derbyDay], harness: [hambletonian] });
    const first = renderApp('/');
    await first.user.click(screen.getByRole('tab', { name: 'Thoroughbred' }));
    expect(screen.getByRole('tab', { name: 'Thoroughbred' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('link', { name: /Derby Day Challenge/ })).toBeInTheDocument();
    expect(window.localStorage.getItem('homeTab')).toBe('"thoroughbred"');
    first.unmount();

    renderApp('/');
    expect(screen.getByRole('tab', { name: 'Thoroughbred' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('link', { name: /Derby Day Challenge/ })).toBeInTheDocument();
  });

  it('falls back to Harness when the remembered tab is not one it knows', async () => {
    pretendWideScreen();
    window.localStorage.setItem('homeTab', '"greyhound"');
    mockHome();
    renderApp('/');
    expect(screen.getByRole('tab', { name: 'Harness' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No upcoming contests at this time.')).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys', async () => {
    pretendWideScreen();
    mockHome();
    const { user } = renderApp('/');
    screen.getByRole('tab', { name: 'Harness' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Thoroughbred' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('tab', { name: 'Thoroughbred' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('recent results', () => {
  it("lists the brand's finished contests: name, date and track, the winner and the amount, linking to the leaderboard", async () => {
    const fetchMock = mockHome({
      results: [
        result({ id: 7, name: 'Derby Day Challenge', format: 1 }),
        result({
          id: 8,
          name: 'Win Stakes',
          format: 2,
          track: null,
          winner: { name: 'Casey M.', leaderboardBankroll: 42 },
        }),
        result({ id: 9, name: 'Empty Stakes', entries: 0, winner: null }),
      ],
    });
    renderApp('/');
    const list = await screen.findByRole('list', { name: 'Recent results' });
    const items = within(list).getAllByRole('link');
    expect(items.map((item) => item.getAttribute('href'))).toEqual([
      '/contest/result-7/leaderboard',
      '/contest/result-8/leaderboard',
      '/contest/result-9/leaderboard',
    ]);
    // The date at the track (March 5 in New York, March 6 in UTC).
    expect(items[0]).toHaveTextContent(
      'Derby Day ChallengeMarch 5, 2024 · Churchill DownsWon by Jordan R. · $172.50',
    );
    expect(items[1]).toHaveTextContent('Won by Casey M. · score $42.00');
    expect(items[2]).toHaveTextContent('No entries');
    expect(screen.queryByRole('button', { name: 'More results' })).not.toBeInTheDocument();
    expect(queries(fetchMock)).toContain('/api/results/contests?p=1&offset=0');
  });

  it('offers More results while the last page came back full', async () => {
    const fetchMock = mockHome({
      results: Array.from({ length: 7 }, (_, index) =>
        result({ id: 20 + index, name: `Contest ${index + 1}` }),
      ),
    });
    const { user } = renderApp('/');
    const list = await screen.findByRole('list', { name: 'Recent results' });
    expect(within(list).getAllByRole('link')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'More results' }));
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(7));
    expect(within(list).getAllByRole('link').at(-1)).toHaveTextContent('Contest 7');
    expect(queries(fetchMock)).toContain('/api/results/contests?p=1&offset=5');
    expect(screen.queryByRole('button', { name: 'More results' })).not.toBeInTheDocument();
  });

  it('says so when no contest has finished yet', async () => {
    mockHome();
    renderApp('/');
    expect(await screen.findByText('No finished contests yet.')).toBeInTheDocument();
  });
});
