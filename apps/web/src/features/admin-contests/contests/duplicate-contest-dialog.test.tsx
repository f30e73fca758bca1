import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CARD_DATE, cardApi, cardRaces } from '@/testing/admin/card-data';
import { makeContest, makeContestRace, managerApi, SLUG } from '@/testing/admin/contest-data';
import { administrator, callsTo, sentBody } from '@/testing/admin/race-data';
import { apiError, jsonResponse, mockApi, renderApp } from '@/testing/test-utils';

// The first render loads the lazily split admin pages, and each story clicks through a card's races: both take a
// while on a busy machine.
configure({ asyncUtilTimeout: 10_000 });
const STORY_TIMEOUT = 60_000;

afterEach(() => vi.unstubAllGlobals());

const contest = makeContest();
const copy = makeContest({ id: 12, name: 'Derby Day (copy)', slug: 'derby-day-copy' });

function duplicateApi(answer = () => jsonResponse(copy, 201)) {
  return mockApi({
    ...managerApi(contest),
    ...managerApi(copy),
    ...cardApi,
    [`POST /api/contest/${contest.id}/duplicate`]: answer,
  });
}

async function openDialog(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Duplicate' }));
  return screen.getByRole('dialog', { name: 'Duplicate Contest' });
}

describe('Duplicate Contest', () => {
  it(
    "copies the contest with a new date's card: the start is the card's first post time at the track",
    async () => {
      const api = duplicateApi();
      const { user, router } = renderApp(`/contest/${SLUG}/manage`, { account: administrator });
      const dialog = await openDialog(user);
      expect(dialog).toHaveTextContent(
        'Copies the settings, prizes and sponsors of Derby Day; never its players or plays.',
      );
      expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Derby Day (copy)');
      expect(within(dialog).getByRole('textbox', { name: 'Slug' })).toHaveValue('derby-day-copy');
      await user.type(within(dialog).getByLabelText(/^Race Date/), CARD_DATE);
      await user.click(within(dialog).getByRole('combobox', { name: 'Race Card' }));
      await user.click(await screen.findByRole('option', { name: 'Churchill Downs (3 races)' }));
      await within(dialog).findByRole('checkbox', { name: /^Race 1/ });
      expect(within(dialog).getByLabelText(/^Start Time \(America\/New_York, EDT\)/)).toHaveValue(
        '2031-05-03T13:05',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Duplicate' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/contest/derby-day-copy/manage'));
      expect(sentBody(api, 'POST', `/api/contest/${contest.id}/duplicate`)).toEqual({
        name: 'Derby Day (copy)',
        slug: 'derby-day-copy',
        startTime: '2031-05-03T17:05:00.000Z',
        raceCard: {
          trackID: cardRaces[0]!.track.id,
          raceDate: CARD_DATE,
          raceIDs: [cardRaces[0]!.id, cardRaces[1]!.id],
          maxWagers: 1,
          minWagerAmount: 0,
        },
      });
    },
    STORY_TIMEOUT,
  );

  it(
    'without a card needs a start time (in UTC), and the slug follows a new name',
    async () => {
      const api = duplicateApi();
      const { user, router } = renderApp(`/contest/${SLUG}/manage`, { account: administrator });
      const dialog = await openDialog(user);
      const name = within(dialog).getByRole('textbox', { name: 'Name' });
      await user.clear(name);
      await user.type(name, 'Oaks Day');
      expect(within(dialog).getByRole('textbox', { name: 'Slug' })).toHaveValue('oaks-day');
      await user.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
      expect(await within(dialog).findByText('Start time is required')).toBeInTheDocument();
      expect(callsTo(api, 'POST', `/api/contest/${contest.id}/duplicate`)).toHaveLength(0);
      await user.type(within(dialog).getByLabelText(/^Start Time \(UTC\)/), '2031-09-01T18:30');
      await user.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/contest/derby-day-copy/manage'));
      expect(sentBody(api, 'POST', `/api/contest/${contest.id}/duplicate`)).toEqual({
        name: 'Oaks Day',
        slug: 'oaks-day',
        startTime: '2031-09-01T18:30:00.000Z',
      });
    },
    STORY_TIMEOUT,
  );

  it(
    "shows the server's refusal in the dialog",
    async () => {
      duplicateApi(() => apiError(409, 'That slug is already in use.'));
      const { user } = renderApp(`/contest/${SLUG}/manage`, { account: administrator });
      const dialog = await openDialog(user);
      await user.type(within(dialog).getByLabelText(/^Start Time/), '2031-09-01T18:30');
      await user.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('That slug is already in use.');
    },
    STORY_TIMEOUT,
  );
});

describe("the Contest tab's start time", () => {
  it(
    "is typed at the first race's track, with its post time offered",
    async () => {
      const api = mockApi({
        ...managerApi(contest, {
          [`GET /api/contest/${SLUG}/races`]: () =>
            jsonResponse([
              makeContestRace({ race: { ...cardRaces[0]!, postTime: '2031-05-03T17:05:00.000Z' } }),
            ]),
          [`PUT /api/contest/${contest.id}`]: () => jsonResponse(contest),
        }),
      });
      const { user } = renderApp(`/contest/${SLUG}/manage?tab=contest`, { account: administrator });
      // 16:00 UTC is noon in New York (EDT).
      const start = await screen.findByLabelText(/^Start Time \(America\/New_York, EDT\)/);
      await waitFor(() => expect(start).toHaveValue('2031-05-03T12:00'));
      await user.click(screen.getByRole('button', { name: 'Use the first post time (1:05 PM)' }));
      expect(start).toHaveValue('2031-05-03T13:05');
      await user.click(screen.getByRole('button', { name: 'Update Contest' }));
      await waitFor(() => expect(callsTo(api, 'PUT', `/api/contest/${contest.id}`)).toHaveLength(1));
      expect(sentBody(api, 'PUT', `/api/contest/${contest.id}`)).toMatchObject({
        startTime: '2031-05-03T17:05:00.000Z',
      });
    },
    STORY_TIMEOUT,
  );
});
