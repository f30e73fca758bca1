import type { PlayerRecord, RatedFinish, RecordContest } from '@cj/shared/ratings';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, expectDocumentTitle, jsonResponse, mockApi, renderApp } from '@/testing/test-utils';

// The whole app renders in each test (the record page with its chart); a busy machine needs more than the default waits.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5000 });

function recordContest(id: number, overrides: Partial<RecordContest> = {}): RecordContest {
  return {
    contestId: id,
    slug: `contest-${id}`,
    name: `Contest ${id}`,
    startTime: `2026-0${(id % 9) + 1}-10T17:00:00Z`,
    rank: 3,
    entries: 212,
    leaderboardBankroll: 123.5,
    status: 'official',
    ...overrides,
  };
}

const record = (
  contests: RecordContest[],
  chart: Pick<PlayerRecord, 'finishes' | 'ratedEntries'>,
): PlayerRecord => ({
  name: 'Ada L.',
  rating: 612,
  ...chart,
  contests,
});

/**
 * Answers GET /api/players/42/record from `contests`, 20 a page, as the API does, with the rated finishes for the
 * chart on every page.
 */
function mockRecord(
  contests: RecordContest[],
  chart: Pick<PlayerRecord, 'finishes' | 'ratedEntries'> = { finishes: [], ratedEntries: 4 },
) {
  return mockApi({
    'GET /api/players/42/record': ({ url }) => {
      const offset = Number(url.searchParams.get('offset') ?? 0);
      return jsonResponse(record(contests.slice(offset, offset + 20), chart));
    },
  });
}

const finish = (contestId: number, name: string, rank: number, entries: number): RatedFinish => ({
  contestId,
  name,
  startTime: `2026-0${contestId}-10T17:00:00Z`,
  rank,
  entries,
});

describe('/players/:playerId', () => {
  it("shows the player's name, rating, rated entries and each contest's finish, titled with the name", async () => {
    mockRecord([
      recordContest(2, { name: 'Derby Day', slug: 'derby-day', startTime: '2026-05-02T16:00:00Z' }),
      recordContest(1, { rank: null, entries: 5, status: 'live', leaderboardBankroll: 0 }),
    ]);
    renderApp('/players/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada L.' })).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Rating', 'Rated entries']);
    const figures = screen.getAllByRole('definition').map((definition) => definition.textContent);
    expect(figures).toEqual(['612', '4']);
    const contests = within(screen.getByRole('list', { name: 'Contests' })).getAllByRole('listitem');
    expect(contests).toHaveLength(2);
    expect(contests[0]).toHaveTextContent('Derby Day');
    expect(contests[0]).toHaveTextContent('May 2, 2026 · Official');
    expect(contests[0]).toHaveTextContent('3rd of 212');
    expect(contests[0]).toHaveTextContent('$123.50 on the leaderboard');
    expect(within(contests[0]!).getByRole('link', { name: 'Derby Day' })).toHaveAttribute(
      'href',
      '/contest/derby-day',
    );
    expect(contests[1]).toHaveTextContent('Not ranked yet');
    expect(contests[1]).toHaveTextContent('Live');
    expect(screen.getByRole('link', { name: 'Rules' })).toHaveAttribute('href', '/rules#rating');
    await expectDocumentTitle("Contest Jockey: Ada L.'s record");
  });

  it('describes the percentile chart in words: every rated finish the API sends, oldest to newest', async () => {
    // The first page of contests has none of them: the chart does not depend on the contests loaded.
    mockRecord([recordContest(9, { status: 'live', rank: null })], {
      finishes: [finish(1, 'Oldest', 5, 5), finish(3, 'Newest', 1, 10)],
      ratedEntries: 2,
    });
    renderApp('/players/42');
    const chart = await screen.findByRole('figure');
    expect(chart).toHaveAccessibleName(
      '2 rated finishes, oldest to newest, of the field beaten: between 0% and 100%; the latest, Newest, 100%.',
    );
  });

  it('says the chart draws the latest finishes when the account has more than it holds', async () => {
    mockRecord([], { finishes: [finish(1, 'Oldest', 2, 3), finish(3, 'Newest', 1, 3)], ratedEntries: 150 });
    renderApp('/players/42');
    expect(await screen.findByRole('figure')).toHaveAccessibleName(
      'The latest 2 of 150 rated finishes, oldest to newest, of the field beaten: between 50% and 100%; the latest, Newest, 100%.',
    );
  });

  it('says so when the record has no contest and no rated finish yet', async () => {
    mockRecord([]);
    renderApp('/players/42');
    expect(await screen.findByText('No contests on this record yet.')).toBeInTheDocument();
    expect(screen.getByRole('figure')).toHaveAccessibleName(
      'No rated finishes yet: a finish counts once its contest has ended.',
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('pages the contests 20 at a time with Load more', async () => {
    const contests = Array.from({ length: 25 }, (_, index) => recordContest(100 - index));
    const fetchMock = mockRecord(contests);
    const { user } = renderApp('/players/42');
    const list = await screen.findByRole('list', { name: 'Contests' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(25));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const offsets = fetchMock.mock.calls.map(([input]) =>
      new URL(String(input), 'http://x').searchParams.get('offset'),
    );
    expect(offsets).toEqual(['0', '20']);
  });

  it('shows a clear not-found state for an unknown or malformed id, asking only once', async () => {
    for (const id of ['999', 'abc']) {
      const fetchMock = mockApi({
        [`GET /api/players/${id}/record`]: () => apiError(404, 'Player not found', 'Not Found'),
      });
      const { unmount } = renderApp(`/players/${id}`);
      expect(await screen.findByRole('heading', { level: 1, name: 'Player not found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'See the ratings' })).toHaveAttribute('href', '/ratings');
      await expectDocumentTitle('Contest Jockey: Player not found');
      expect(fetchMock).toHaveBeenCalledTimes(1);
      unmount();
    }
  });

  it('shows another failure in a red alert', async () => {
    mockApi({ 'GET /api/players/42/record': () => apiError(400, 'Offset must be a whole number.') });
    renderApp('/players/42');
    expect(await screen.findByRole('alert')).toHaveTextContent('Offset must be a whole number.');
  });
});
