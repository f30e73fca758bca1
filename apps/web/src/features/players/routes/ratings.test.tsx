import type { RatingRow } from '@cj/shared/ratings';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, expectDocumentTitle, jsonResponse, mockApi, renderApp } from '@/testing/test-utils';

// The whole app renders in each test; a busy machine needs more than the default waits.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5000 });

const row = (index: number): RatingRow => ({
  position: index,
  playerId: 1000 + index,
  name: `Player ${index}`,
  rating: 900 - index,
  ratedEntries: 3 + (index % 4),
});

/** Answers GET /api/ratings from `rows`, 50 a page, as the API does. */
function mockRatings(rows: RatingRow[]) {
  return mockApi({
    'GET /api/ratings': ({ url }) => {
      const offset = Number(url.searchParams.get('offset') ?? 0);
      return jsonResponse(rows.slice(offset, offset + 50));
    },
  });
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Ratings' }))
    .getAllByRole('row')
    .slice(1);

describe('/ratings', () => {
  it('lists players best first with rating and entries, each linking to their record, titled Ratings', async () => {
    mockRatings([row(1), row(2)]);
    renderApp('/ratings');
    expect(screen.getByRole('heading', { level: 1, name: 'Ratings' })).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    const table = screen.getByRole('table', { name: 'Ratings' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Rank', 'Player', 'Rating', 'Entries']);
    const cells = (tableRow: HTMLElement) =>
      Array.from((tableRow as HTMLTableRowElement).cells, (cell) => cell.textContent);
    expect(bodyRows().map(cells)).toEqual([
      ['1', 'Player 1', '899', '4'],
      ['2', 'Player 2', '898', '5'],
    ]);
    expect(within(table).getByRole('link', { name: 'Player 1' })).toHaveAttribute('href', '/players/1001');
    expect(within(table).getByRole('rowheader', { name: 'Player 2' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'How the rating works' })).toHaveAttribute(
      'href',
      '/rules#rating',
    );
    await expectDocumentTitle('Contest Jockey: Ratings');
  });

  it('shows one rank for equal ratings, as the API numbers them', async () => {
    mockRatings([row(1), { ...row(2), position: 1, rating: 899 }, { ...row(3), position: 3 }]);
    renderApp('/ratings');
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(bodyRows().map((tableRow) => (tableRow as HTMLTableRowElement).cells[0]?.textContent)).toEqual([
      '1',
      '1',
      '3',
    ]);
  });

  it('pages 50 at a time with Load more, gone once the last page was short', async () => {
    const fetchMock = mockRatings(Array.from({ length: 60 }, (_, index) => row(index)));
    const { user } = renderApp('/ratings');
    await waitFor(() => expect(bodyRows()).toHaveLength(50));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(60));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const offsets = fetchMock.mock.calls.map(([input]) =>
      new URL(String(input), 'http://x').searchParams.get('offset'),
    );
    expect(offsets).toEqual(['0', '50']);
  });

  it('says so when no player has 3 rated entries yet', async () => {
    mockRatings([]);
    renderApp('/ratings');
    expect(await screen.findByText('No player has 3 rated entries yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows a failure in a red alert', async () => {
    mockApi({ 'GET /api/ratings': () => apiError(503, 'The database is not answering.') });
    renderApp('/ratings');
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is not answering.');
  });
});
