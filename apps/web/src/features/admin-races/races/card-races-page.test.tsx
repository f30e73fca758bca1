import { configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { administrator, churchill, race } from '@/testing/admin/race-data';
import { apiError, jsonResponse, mockApi, renderApp } from '@/testing/test-utils';

// The first render loads the lazily split admin pages, which takes a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => vi.unstubAllGlobals());

describe('/admin/races/{trackID}/{raceDate}', () => {
  it("lists the card's races as 'Track Race N' and 'Post Time is h:mm A' at the track, linking to each race", async () => {
    mockApi(
      {
        'GET /api/tracks': () => jsonResponse([churchill]),
        'GET /api/race-cards/3/2025-05-03': () =>
          jsonResponse([
            { ...race, pastPost: false },
            {
              ...race,
              id: 42,
              raceNumber: 5,
              postTime: '2025-05-03T17:40:00.000Z',
              isWageringClosed: true,
              pastPost: false,
            },
          ]),
      },
      // The morning of the card: Race 4 is still open, Race 5 was closed early.
      { serverTime: '2025-05-03T12:00:00.000Z' },
    );
    renderApp('/admin/races/3/2025-05-03', { account: administrator });
    expect(await screen.findByText('Loading races...')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Races' });
    const links = within(list).getAllByRole('link');
    expect(links[0]).toHaveTextContent('Churchill Downs Race 4');
    expect(links[0]).toHaveTextContent('Post Time is 1:05 PM ET · 5:05 PM your time');
    expect(links[0]).toHaveTextContent('Open');
    expect(links[0]).toHaveAttribute('href', '/admin/races/detail/41');
    expect(links[1]).toHaveTextContent('Churchill Downs Race 5');
    expect(links[1]).toHaveTextContent('Post Time is 1:40 PM ET · 5:40 PM your time');
    expect(links[1]).toHaveTextContent('Wagering Closed');
    expect(screen.getByRole('heading', { level: 1, name: 'Churchill Downs Race Card' })).toBeInTheDocument();
    expect(screen.getByText('May 3, 2025')).toBeInTheDocument();
  });

  it('says so when the card has no races', async () => {
    mockApi({
      'GET /api/tracks': () => jsonResponse([churchill]),
      'GET /api/race-cards/3/2025-05-09': () => jsonResponse([]),
    });
    renderApp('/admin/races/3/2025-05-09', { account: administrator });
    expect(await screen.findByText('No races found for this card.')).toBeInTheDocument();
  });

  it("shows the server's answer for a track that does not exist", async () => {
    mockApi({
      'GET /api/tracks': () => jsonResponse([churchill]),
      'GET /api/race-cards/99/2025-05-03': () => apiError(404, 'Track not found.', 'Not Found'),
    });
    renderApp('/admin/races/99/2025-05-03', { account: administrator });
    expect(await screen.findByRole('alert')).toHaveTextContent('Track not found.');
  });

  it('adds a race to this card with its track and date already filled in', async () => {
    mockApi({
      'GET /api/tracks': () => jsonResponse([churchill]),
      'GET /api/race-cards/3/2025-05-03': () => jsonResponse([{ ...race, pastPost: false }]),
    });
    const { user } = renderApp('/admin/races/3/2025-05-03', { account: administrator });
    await user.click(await screen.findByRole('button', { name: 'Add New Race' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Race' });
    expect(within(dialog).getByRole('combobox', { name: /Track/ })).toHaveTextContent('Churchill Downs (CD)');
    expect(within(dialog).getByLabelText(/Start Date/)).toHaveValue('2025-05-03');
  });
});
