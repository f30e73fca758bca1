import { configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeContestRace, makePlay, SLUG } from '@/testing/admin/contest-data';
import { administrator, race, raceApi } from '@/testing/admin/race-data';
import { jsonResponse, mockApi, renderApp } from '@/testing/test-utils';

// The first render loads the lazily split admin pages, which takes a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => vi.unstubAllGlobals());

const detail = makeContestRace();

describe('/contest/{slug}/race/{raceID}/manage', () => {
  it('shows Race Information, Runners, Results and the contest plays of the race', async () => {
    mockApi(
      raceApi(
        {},
        {
          [`GET /api/contest/${SLUG}/races`]: () => jsonResponse([detail]),
          'GET /api/race/501/wagers': () => jsonResponse([makePlay()]),
        },
      ),
    );
    renderApp(`/contest/${SLUG}/race/${race.id}/manage`, { account: administrator });
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Race' })).toBeInTheDocument();
    expect(
      screen.getByText(/Churchill Downs Race 4 · May 3, 2025 · Post Time is 1:05 PM ET · 5:05 PM your time/),
    ).toBeInTheDocument();
    for (const section of ['Race Information', 'Runners', 'Results', 'Plays']) {
      expect(await screen.findByRole('heading', { name: section })).toBeInTheDocument();
    }
    const plays = await screen.findByRole('list', { name: 'Plays' });
    expect(within(plays).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Contest' })).toHaveAttribute(
      'href',
      `/contest/${SLUG}/manage?tab=races`,
    );
  });

  it('says so when the race is not part of the contest', async () => {
    mockApi(raceApi({}, { [`GET /api/contest/${SLUG}/races`]: () => jsonResponse([]) }));
    renderApp(`/contest/${SLUG}/race/${race.id}/manage`, { account: administrator });
    expect(await screen.findByText('This race is not part of the contest.')).toBeInTheDocument();
  });
});
