import '@/features/contest/testing/lazy-parts';
import { FIRST_LOAD_ELEMENT_ID, type FirstLoadData } from '@cj/shared/first-load';
import { configure, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockContestApi } from '@/features/contest/testing/contest-api';
import { makeContest, SLUG } from '@/features/contest/testing/fixtures';
import { createQueryClient } from '@/lib/query-client';
import { contestSummary } from '@/testing/contest-summaries';
import { jsonResponse, mockApi, renderApp } from '@/testing/test-utils';
import { readFirstLoadData, seedFirstLoad } from './first-load';

// The whole app renders in each test; a busy machine needs more than the default waits.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5000 });
afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById(FIRST_LOAD_ELEMENT_ID)?.remove();
});

/** The page as the server sends it: the first load's answers in an inert JSON script element. */
function writeIntoPage(data: FirstLoadData | string) {
  const script = document.createElement('script');
  script.id = FIRST_LOAD_ELEMENT_ID;
  script.type = 'application/json';
  script.textContent = typeof data === 'string' ? data : JSON.stringify(data);
  document.head.append(script);
}

/** The app's own query client, seeded from the page as main.tsx does before the first render. */
function seededQueryClient() {
  const queryClient = createQueryClient();
  seedFirstLoad(queryClient);
  return queryClient;
}

const apiCalls = (fetchMock: ReturnType<typeof mockApi>, pathname: string) =>
  fetchMock.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === pathname);

describe('the answers the server wrote into the page', () => {
  it('reads nothing from a page without them (the Vite dev server) or with broken JSON', () => {
    expect(readFirstLoadData()).toBeUndefined();
    writeIntoPage('{"contest":');
    expect(readFirstLoadData()).toBeUndefined();
  });

  it('render the home page’s featured contest without asking the API for it', async () => {
    const featured = contestSummary({
      id: 4,
      name: 'Travers Stakes Day',
      slug: 'travers',
      isFeatured: true,
      featuredDescription: '<p>The midsummer derby.</p>',
    });
    writeIntoPage({ readAt: Date.now(), featuredContests: { property: 1, contests: [featured] } });
    const fetchMock = mockApi({
      'GET /api/upcoming/contests': () => jsonResponse([featured]),
      'GET /api/featured/contests': () => jsonResponse([featured]),
      'GET /api/ads': () => jsonResponse([]),
    });
    renderApp('/', { queryClient: seededQueryClient() });
    expect(await screen.findByText('The midsummer derby.')).toBeInTheDocument();
    // The page's other reads went to the API, so its effects have run: the featured one was not asked again.
    await screen.findByRole('list', { name: 'Upcoming thoroughbred contests' });
    expect(apiCalls(fetchMock, '/api/featured/contests')).toHaveLength(0);
  });

  it("render a contest's page without asking the API for the contest", async () => {
    writeIntoPage({
      readAt: Date.now(),
      contest: { slug: SLUG, contest: makeContest({ name: 'Seeded Derby' }) },
    });
    const api = mockContestApi();
    renderApp(`/contest/${SLUG}`, { queryClient: seededQueryClient() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Seeded Derby' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Races' });
    expect(callsTo(api, 'GET', `/api/contest/${SLUG}/races`)).not.toHaveLength(0);
    expect(callsTo(api, 'GET', `/api/contest/${SLUG}`)).toHaveLength(0);
  });

  it('ask the API again when the page is an old copy (the service worker kept it)', async () => {
    const hourAgo = Date.now() - 3_600_000;
    writeIntoPage({ readAt: hourAgo, contest: { slug: SLUG, contest: makeContest({ name: 'Old Derby' }) } });
    const api = mockContestApi({ contest: makeContest({ name: 'Derby Day Challenge' }) });
    renderApp(`/contest/${SLUG}`, { queryClient: seededQueryClient() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Derby Day Challenge' })).toBeInTheDocument();
    expect(callsTo(api, 'GET', `/api/contest/${SLUG}`)).toHaveLength(1);
  });
});
