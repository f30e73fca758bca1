import { configure, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CARD_DATE, cardApi, cardRaces } from '@/testing/admin/card-data';
import { makeContest, SLUG } from '@/testing/admin/contest-data';
import { administrator, callsTo, churchill, sentBody } from '@/testing/admin/race-data';
import { jsonResponse, mockApi, renderApp } from '@/testing/test-utils';

// The first render loads the lazily split admin pages, and each story clicks through a card's races: both take a
// while on a busy machine.
configure({ asyncUtilTimeout: 10_000 });
const STORY_TIMEOUT = 60_000;

afterEach(() => vi.unstubAllGlobals());

function createApi(races = cardRaces) {
  const created = makeContest({ name: 'Card Day', slug: SLUG });
  return mockApi({
    ...cardApi,
    [`GET /api/race-cards/${churchill.id}/${CARD_DATE}`]: () => jsonResponse(races),
    'POST /api/contests': () => jsonResponse(created, 201),
    [`GET /api/contest/${SLUG}`]: () => jsonResponse(created),
    [`GET /api/contest/${SLUG}/player-count`]: () => jsonResponse({ count: 0 }),
    [`GET /api/contest/${SLUG}/races`]: () => jsonResponse([]),
  });
}

async function chooseCard(user: ReturnType<typeof renderApp>['user']) {
  const date = await screen.findByLabelText(/^Race Date/);
  await user.clear(date);
  await user.type(date, CARD_DATE);
  await user.click(await screen.findByRole('combobox', { name: 'Race Card' }));
  await user.click(await screen.findByRole('option', { name: 'Churchill Downs (3 races)' }));
}

describe('/admin/contests/create from a race card', () => {
  it(
    'ticks every open race, starts at the first post time at the track, and creates it all in one call',
    async () => {
      const api = createApi();
      const { user, router } = renderApp('/admin/contests/create', { account: administrator });
      await chooseCard(user);
      const race1 = await screen.findByRole('checkbox', {
        name: 'Race 1 · Post Time is 1:05 PM ET · 5:05 PM your time',
      });
      const race2 = screen.getByRole('checkbox', {
        name: 'Race 2 · Post Time is 1:35 PM ET · 5:35 PM your time',
      });
      const race3 = screen.getByRole('checkbox', {
        name: 'Race 3 · Post Time is 2:05 PM ET · 6:05 PM your time (finalized)',
      });
      expect(race1).toBeChecked();
      expect(race2).toBeChecked();
      expect(race3).not.toBeChecked();
      expect(race3).toBeDisabled();
      expect(screen.getByText('Races (2 of 3 chosen)')).toBeInTheDocument();

      // The start time is typed at the track, its zone named, and starts at the first post time.
      const start = screen.getByLabelText(/^Start Time \(America\/New_York, EDT\)/);
      expect(start).toHaveValue('2031-05-03T13:05');
      expect(screen.getByText("The track's local time; 5:05 PM UTC on May 3, 2031")).toBeInTheDocument();
      // Unticking race 1 moves the start to race 2.
      await user.click(race1);
      expect(start).toHaveValue('2031-05-03T13:35');

      await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Card Day');
      await user.type(screen.getByRole('textbox', { name: 'Starting Bankroll ($)' }), '100');
      await user.clear(screen.getByRole('textbox', { name: 'Minimum Wager ($)' }));
      await user.type(screen.getByRole('textbox', { name: 'Minimum Wager ($)' }), '5');
      await user.click(screen.getByRole('combobox', { name: 'Format' }));
      expect(screen.queryByRole('option', { name: 'None (takes no plays)' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('option', { name: 'Win Bankroll' }));
      await user.click(screen.getByRole('button', { name: 'Create Contest' }));

      await waitFor(() => expect(router.state.location.pathname).toBe(`/contest/${SLUG}/manage`));
      expect(sentBody(api, 'POST', '/api/contests')).toMatchObject({
        name: 'Card Day',
        startTime: '2031-05-03T17:35:00.000Z',
        format: 1,
        raceCard: {
          trackID: cardRaces[0]!.track.id,
          raceDate: CARD_DATE,
          raceIDs: [cardRaces[1]!.id],
          maxWagers: 1,
          minWagerAmount: 5,
        },
      });
    },
    STORY_TIMEOUT,
  );

  it(
    'leaves out the races the server says are past their post time, naming them, and starts at the first open one',
    async () => {
      // The server's clock, not this browser's: race 1 is off by its answer, whatever the time here.
      const api = createApi(cardRaces.map((race) => ({ ...race, pastPost: race.raceNumber === 1 })));
      const { user, router } = renderApp('/admin/contests/create', { account: administrator });
      await chooseCard(user);
      const race1 = await screen.findByRole('checkbox', {
        name: 'Race 1 · Post Time is 1:05 PM ET · 5:05 PM your time (past post)',
      });
      expect(race1).not.toBeChecked();
      expect(race1).toBeDisabled();
      expect(
        screen.getByRole('checkbox', { name: 'Race 2 · Post Time is 1:35 PM ET · 5:35 PM your time' }),
      ).toBeChecked();
      expect(screen.getByText('Races (1 of 3 chosen)')).toBeInTheDocument();
      expect(
        screen.getByText('Race 1 (1:05 PM ET) is past its post time and was left out.'),
      ).toBeInTheDocument();
      expect(screen.getByLabelText(/^Start Time/)).toHaveValue('2031-05-03T13:35');

      await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Card Day');
      await user.type(screen.getByRole('textbox', { name: 'Starting Bankroll ($)' }), '100');
      await user.click(screen.getByRole('combobox', { name: 'Format' }));
      await user.click(screen.getByRole('option', { name: 'Win' }));
      await user.click(screen.getByRole('button', { name: 'Create Contest' }));
      await waitFor(() => expect(router.state.location.pathname).toBe(`/contest/${SLUG}/manage`));
      expect(sentBody(api, 'POST', '/api/contests')).toMatchObject({
        raceCard: { raceIDs: [cardRaces[1]!.id] },
      });
    },
    STORY_TIMEOUT,
  );

  it(
    'keeps a start time typed by hand, and sends no card when none is chosen',
    async () => {
      const api = createApi();
      const { user, router } = renderApp('/admin/contests/create', { account: administrator });
      await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Card Day');
      await user.type(screen.getByLabelText(/^Start Time \(UTC\)/), '2031-05-03T16:00');
      await user.type(screen.getByRole('textbox', { name: 'Starting Bankroll ($)' }), '100');
      await user.click(screen.getByRole('combobox', { name: 'Format' }));
      await user.click(screen.getByRole('option', { name: 'Win' }));
      await user.click(screen.getByRole('button', { name: 'Create Contest' }));
      await waitFor(() => expect(router.state.location.pathname).toBe(`/contest/${SLUG}/manage`));
      const body = sentBody(api, 'POST', '/api/contests') as Record<string, unknown>;
      expect(body).toMatchObject({ startTime: '2031-05-03T16:00:00.000Z', format: 2 });
      expect(body).not.toHaveProperty('raceCard');
    },
    STORY_TIMEOUT,
  );

  it(
    'asks for a race when every box is unticked, and sends nothing',
    async () => {
      const api = createApi();
      const { user } = renderApp('/admin/contests/create', { account: administrator });
      await chooseCard(user);
      await user.click(
        await screen.findByRole('checkbox', { name: 'Race 1 · Post Time is 1:05 PM ET · 5:05 PM your time' }),
      );
      await user.click(
        screen.getByRole('checkbox', { name: 'Race 2 · Post Time is 1:35 PM ET · 5:35 PM your time' }),
      );
      await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Card Day');
      // The start stays at the last post time offered.
      expect(screen.getByLabelText(/^Start Time/)).toHaveValue('2031-05-03T13:35');
      await user.type(screen.getByRole('textbox', { name: 'Starting Bankroll ($)' }), '100');
      await user.click(screen.getByRole('combobox', { name: 'Format' }));
      await user.click(screen.getByRole('option', { name: 'Win' }));
      await user.click(screen.getByRole('button', { name: 'Create Contest' }));
      expect(await screen.findByText('Choose at least one race.')).toBeInTheDocument();
      expect(callsTo(api, 'POST', '/api/contests')).toHaveLength(0);
    },
    STORY_TIMEOUT,
  );
});
