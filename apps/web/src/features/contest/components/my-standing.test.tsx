import '../testing/lazy-parts';
import type { Standing } from '@cj/shared/standing';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, testAccount } from '@/testing/test-utils';
import { callsTo, mockContestApi } from '../testing/contest-api';
import { makeContest, makePlayer, makeRace, prizes, SLUG } from '../testing/fixtures';

// The whole app renders in each test; a busy machine needs more than the default waits.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

const mine = makePlayer({ id: 70, name: 'Ada L.', rank: 5, leaderboardBankroll: 3 });
const standing: Standing = {
  playerId: 70,
  rank: 5,
  entries: 6,
  leaderboardBankroll: 3,
  prizeLine: { place: 3, leaderboardBankroll: 16 },
  toPrizeLine: 13,
  toLeader: 47,
  nextRace: { contestRaceId: 505, neededWinPayoff: 14.6, neededOdds: '6-1' },
};
const races = [
  makeRace({ id: 504 }, { raceNumber: 4, isWageringClosed: true }),
  makeRace({ id: 505 }, { raceNumber: 5 }),
];
const board = [
  makePlayer({ id: 1, name: 'Leader', rank: 1, leaderboardBankroll: 50 }),
  makePlayer({ id: 2, name: 'Second', rank: 2, leaderboardBankroll: 30 }),
  makePlayer({ id: 3, name: 'Third', rank: 3, leaderboardBankroll: 16 }),
  makePlayer({ id: 4, name: 'Also Third', rank: 3, leaderboardBankroll: 16 }),
  makePlayer({ id: 5, name: 'Fifth', rank: 5, leaderboardBankroll: 5 }),
  { ...mine, rank: 6 },
];

describe('where I stand on the contest page', () => {
  it('says in one sentence what winner my entry needs, asking for the chosen entry', async () => {
    const api = mockContestApi({ races, myPlayers: [mine], standing, prizes, players: board });
    renderApp(`/contest/${SLUG}`, { account: testAccount });
    const status = await screen.findByRole(
      'status',
      { name: 'Your standing' },
      // Asked once the entries are known: two reads after the page's own.
      { timeout: 15_000 },
    );
    await waitFor(() =>
      expect(status).toHaveTextContent(
        'You need a winner paying $14.60 (6-1) or better in Race 5 to reach the prize line.',
      ),
    );
    const asked = callsTo(api, 'GET', `/api/contest/${SLUG}/players/me/standing`);
    expect(new URL(String(asked[0]![0]), 'http://localhost').searchParams.get('playerId')).toBe('70');
  });

  it('after the last race gives the final standing and when the results became official, at the track and for me', async () => {
    const final = [makeRace({ id: 505 }, { raceNumber: 5, isWageringClosed: true, finalized: true })];
    mockContestApi({
      contest: makeContest({ concludedAt: '2024-05-04T21:17:00.000Z' }),
      races: final,
      myPlayers: [mine],
      standing: { ...standing, nextRace: null },
      prizes,
      players: board,
    });
    renderApp(`/contest/${SLUG}`, { account: testAccount });
    const status = await screen.findByRole('status', { name: 'Your standing' }, { timeout: 15_000 });
    await waitFor(() =>
      expect(status).toHaveTextContent(
        'Final standing: 5th of 6 entries, $13.00 short of the prize line (3rd place).' +
          'Results became official at 5:17 PM ET on May 5, 2024 · 9:17 PM your time.',
      ),
    );
  });

  it('shows nothing to a visitor or to a player without an entry', async () => {
    const api = mockContestApi({ races, prizes, players: board });
    const { user } = renderApp(`/contest/${SLUG}`, { account: testAccount });
    await screen.findByRole('heading', { level: 1 });
    // A phone's leaderboard loads when its tab is first opened.
    await user.click(screen.getByRole('tab', { name: 'Leaderboard' }));
    await screen.findByText('Leader');
    expect(screen.queryByRole('status', { name: 'Your standing' })).not.toBeInTheDocument();
    expect(callsTo(api, 'GET', `/api/contest/${SLUG}/players/me/standing`)).toHaveLength(0);
  });

  it('draws the prize line on the leaderboard after the last prized place, ties included', async () => {
    mockContestApi({ races, prizes, players: board });
    // The leaderboard page: the same All Entries list, shown at any width.
    renderApp(`/contest/${SLUG}/leaderboard`);
    const all = await screen.findByRole('region', { name: /All Entries/ });
    await within(all).findByText('Leader');
    const line = within(all).getByRole('separator', { name: 'Prize line: places 1st to 3rd win prizes' });
    const items = within(all).getAllByRole('listitem');
    const lineItem = line.closest('li')!;
    const texts = items.map((item) => (item === lineItem ? 'LINE' : (item.textContent ?? '')));
    const at = texts.indexOf('LINE');
    expect(texts[at - 1]).toContain('Also Third');
    expect(texts[at + 1]).toContain('Fifth');
    expect(within(all).getAllByRole('separator', { name: /Prize line/ })).toHaveLength(1);
  });

  it('draws no line without prizes', async () => {
    mockContestApi({ races, prizes: [], players: board });
    // The leaderboard page: the same All Entries list, shown at any width.
    renderApp(`/contest/${SLUG}/leaderboard`);
    const all = await screen.findByRole('region', { name: /All Entries/ });
    await within(all).findByText('Leader');
    expect(within(all).queryByRole('separator', { name: /Prize line/ })).not.toBeInTheDocument();
  });
});
