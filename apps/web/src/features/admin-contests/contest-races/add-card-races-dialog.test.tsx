import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeContest, makeContestRace, managerApi, SLUG } from '@/testing/admin/contest-data';
import { administrator, cards, race, sentBody } from '@/testing/admin/race-data';
import { apiError, jsonResponse, mockApi, renderApp } from '@/testing/test-utils';

// The first render loads the lazily split admin pages, and each story clicks through a card's races: both take a
// while on a busy machine.
configure({ asyncUtilTimeout: 10_000 });
const STORY_TIMEOUT = 60_000;

afterEach(() => vi.unstubAllGlobals());

const contest = makeContest();
const inContest = makeContestRace();
const race5 = { ...race, id: 42, raceNumber: 5, postTime: '2025-05-03T17:40:00.000Z' };
const race6 = { ...race, id: 43, raceNumber: 6, postTime: '2025-05-03T18:15:00.000Z' };
const race7 = { ...race, id: 44, raceNumber: 7, postTime: '2025-05-03T18:50:00.000Z', finalized: true };

/** The server's answer for a card: each race before its post time on the server's clock. */
const onCard = (races: readonly (typeof race)[]) =>
  races.map((cardRace) => ({ ...cardRace, pastPost: false }));

/** The Races tab, the card of May 3, 2025 offering races 4 (in the contest), 5, 6 and 7 (finalized). */
function racesApi(extra: Parameters<typeof managerApi>[1] = {}) {
  return managerApi(contest, {
    [`GET /api/contest/${SLUG}/races`]: () => jsonResponse([inContest]),
    'GET /api/race-cards': ({ url }) =>
      jsonResponse(url.searchParams.get('date') === '2025-05-03' ? cards : []),
    'GET /api/race-cards/3/2025-05-03': () => jsonResponse(onCard([race, race5, race6, race7])),
    ...extra,
  });
}

async function openCard(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Add Race Card' }));
  const dialog = screen.getByRole('dialog', { name: 'Add Race Card' });
  const date = within(dialog).getByLabelText(/^Race Date/);
  expect(date).toHaveValue('2031-05-03');
  await user.clear(date);
  await user.type(date, '2025-05-03');
  await user.click(within(dialog).getByRole('combobox', { name: 'Race Card' }));
  await user.click(await screen.findByRole('option', { name: 'Churchill Downs (12 races)' }));
  return dialog;
}

describe('Add Race Card', () => {
  it(
    'adds every open race of the card in one call, with one minimum and maximum for all',
    async () => {
      const api = mockApi(
        racesApi({ 'POST /api/contest/11/card-races': () => jsonResponse([inContest, inContest], 201) }),
      );
      const { user } = renderApp(`/contest/${SLUG}/manage?tab=races`, { account: administrator });
      const dialog = await openCard(user);
      const boxes = await within(dialog).findAllByRole('checkbox');
      expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual([
        'Race 4 · Post Time is 1:05 PM ET · 5:05 PM your time (in the contest)',
        'Race 5 · Post Time is 1:40 PM ET · 5:40 PM your time',
        'Race 6 · Post Time is 2:15 PM ET · 6:15 PM your time',
        'Race 7 · Post Time is 2:50 PM ET · 6:50 PM your time (finalized)',
      ]);
      expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([false, true, true, false]);
      expect(boxes[0]).toBeDisabled();
      expect(boxes[3]).toBeDisabled();
      const minimum = within(dialog).getByRole('textbox', { name: 'Minimum Wager ($)' });
      await user.clear(minimum);
      await user.type(minimum, '2.50');
      const maximum = within(dialog).getByRole('textbox', { name: 'Maximum Wagers' });
      await user.clear(maximum);
      await user.type(maximum, '3');
      await user.click(within(dialog).getByRole('button', { name: 'Add 2 Races' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(sentBody(api, 'POST', '/api/contest/11/card-races')).toEqual({
        trackID: 3,
        raceDate: '2025-05-03',
        raceIDs: [42, 43],
        maxWagers: 3,
        minWagerAmount: 2.5,
      });
    },
    STORY_TIMEOUT,
  );

  it(
    'sends only the races left ticked, and asks for one when none is',
    async () => {
      const api = mockApi(
        racesApi({ 'POST /api/contest/11/card-races': () => jsonResponse([inContest], 201) }),
      );
      const { user } = renderApp(`/contest/${SLUG}/manage?tab=races`, { account: administrator });
      const dialog = await openCard(user);
      await user.click(await within(dialog).findByRole('checkbox', { name: /^Race 5/ }));
      await user.click(within(dialog).getByRole('checkbox', { name: /^Race 6/ }));
      await user.click(within(dialog).getByRole('button', { name: 'Add 0 Races' }));
      expect(await within(dialog).findByText('Choose at least one race.')).toBeInTheDocument();
      expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
      await user.click(within(dialog).getByRole('checkbox', { name: /^Race 6/ }));
      await user.click(within(dialog).getByRole('button', { name: 'Add 1 Race' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(sentBody(api, 'POST', '/api/contest/11/card-races')).toMatchObject({ raceIDs: [43] });
    },
    STORY_TIMEOUT,
  );

  it(
    "asks for the card and the limits with the shared messages, and shows the server's refusal",
    async () => {
      mockApi(
        racesApi({
          'POST /api/contest/11/card-races': () => apiError(409, 'Race 5 is already in the contest.'),
        }),
      );
      const { user } = renderApp(`/contest/${SLUG}/manage?tab=races`, { account: administrator });
      await user.click(await screen.findByRole('button', { name: 'Add Race Card' }));
      const dialog = screen.getByRole('dialog', { name: 'Add Race Card' });
      await user.clear(within(dialog).getByRole('textbox', { name: 'Maximum Wagers' }));
      await user.click(within(dialog).getByRole('button', { name: /^Add \d+ Races?$/ }));
      expect(await within(dialog).findByText('Race card is required')).toBeInTheDocument();
      expect(within(dialog).getByText('Max wagers is required')).toBeInTheDocument();
      await user.type(within(dialog).getByRole('textbox', { name: 'Maximum Wagers' }), '1');
      const date = within(dialog).getByLabelText(/^Race Date/);
      await user.clear(date);
      await user.type(date, '2025-05-03');
      await user.click(within(dialog).getByRole('combobox', { name: 'Race Card' }));
      await user.click(await screen.findByRole('option', { name: 'Churchill Downs (12 races)' }));
      await within(dialog).findByRole('checkbox', { name: /^Race 5/ });
      await user.click(within(dialog).getByRole('button', { name: 'Add 2 Races' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Race 5 is already in the contest.');
    },
    STORY_TIMEOUT,
  );
});
