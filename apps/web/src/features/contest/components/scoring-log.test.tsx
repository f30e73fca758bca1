import '../testing/lazy-parts';
import type { ScoringLog } from '@cj/shared/scoring-log';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, jsonResponse, renderApp } from '@/testing/test-utils';
import { callsTo, mockContestApi } from '../testing/contest-api';
import { makeContest, makeRace, SLUG } from '../testing/fixtures';

// The whole app renders in each test; a busy machine needs more than the default waits.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5000 });

const PAGE = `/contest/${SLUG}`;
const mystik = { id: 1, programNumber: '1', name: 'Mystik Dan' };
const sierra = { id: 2, programNumber: '2', name: 'Sierra Leone' };
const forever = { id: 3, programNumber: '3', name: 'Forever Young' };
const epic = { id: 4, programNumber: 'AE1', name: 'Epic Ride' };

const finalized = () =>
  makeRace(
    { results: [{ id: 1, pool: 1, payoff: 50, runners: [sierra] }] },
    { isWageringClosed: true, finalized: true },
  );

function scoringLog(overrides: Partial<ScoringLog> = {}): ScoringLog {
  return {
    contestRaceId: 501,
    raceId: 100,
    finalizedAt: '2024-05-04T17:40:00.000Z',
    payoutCap: null,
    results: [{ runner: sierra, payoff: 50, scoredPayoff: 50, deadHeat: false }],
    scratches: [],
    ...overrides,
  };
}

/** Opens Race 1, then its scoring log; answers the dialog. */
async function openScoringLog(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: /Race 1/ }));
  await user.click(screen.getByRole('button', { name: 'How this race was scored' }));
  return screen.findByRole('dialog', { name: 'How Race 1 was scored' });
}

describe("a finalized race's scoring log", () => {
  it('is read only when opened, then shows the winner, its payoff and when the race was finalized', async () => {
    const fetchMock = mockContestApi(
      { races: [finalized()], racePlays: { 501: [] } },
      { 'GET /api/race/501/scoring': () => jsonResponse(scoringLog()) },
    );
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: /Race 1/ }));
    expect(screen.getByRole('button', { name: 'How this race was scored' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    expect(callsTo(fetchMock, 'GET', '/api/race/501/scoring')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'How this race was scored' }));
    const dialog = await screen.findByRole('dialog', { name: 'How Race 1 was scored' });
    const results = await within(dialog).findByRole('list', { name: 'Results' });
    expect(within(results).getByRole('listitem')).toHaveTextContent('Winner: Sierra Leone$2 payoff $50.00');
    // The track's time and the viewer's (the test runner's clock is UTC).
    expect(dialog).toHaveTextContent('Finalized 1:40 PM ET on May 4, 2024 · 5:40 PM your time');
    expect(within(dialog).getByText('No runner was scratched.')).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('payout cap');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'GET', '/api/race/501/scoring')).toHaveLength(1);
  });

  it('shows a dead heat, each winner with its payoff, and the payout cap where it applied', async () => {
    mockContestApi(
      { contest: makeContest(), races: [finalized()], racePlays: { 501: [] } },
      {
        'GET /api/race/501/scoring': () =>
          jsonResponse(
            scoringLog({
              payoutCap: 42,
              results: [
                { runner: sierra, payoff: 50, scoredPayoff: 42, deadHeat: true },
                { runner: mystik, payoff: 6.2, scoredPayoff: 6.2, deadHeat: true },
              ],
            }),
          ),
      },
    );
    const { user } = renderApp(PAGE);
    const dialog = await openScoringLog(user);
    expect(await within(dialog).findByRole('heading', { name: 'Results: dead heat' })).toBeInTheDocument();
    const winners = within(within(dialog).getByRole('list', { name: 'Results' })).getAllByRole('listitem');
    expect(winners.map((winner) => winner.textContent)).toEqual([
      '2Winner: Sierra Leone (dead heat)$2 payoff $50.00 · scored as $42.00 (payout cap)',
      '1Winner: Mystik Dan (dead heat)$2 payoff $6.20',
    ]);
    expect(within(dialog).getByText('Win payout cap $42.00: applied.')).toBeInTheDocument();
  });

  it('says a cap was not reached when no payoff came to it', async () => {
    mockContestApi(
      { races: [finalized()], racePlays: { 501: [] } },
      { 'GET /api/race/501/scoring': () => jsonResponse(scoringLog({ payoutCap: 100 })) },
    );
    const { user } = renderApp(PAGE);
    const dialog = await openScoringLog(user);
    expect(await within(dialog).findByText('Win payout cap $100.00: not reached.')).toBeInTheDocument();
  });

  it('lists every scratch with what its plays were scored as, why, and how many moved', async () => {
    mockContestApi(
      { races: [finalized()], racePlays: { 501: [] } },
      {
        'GET /api/race/501/scoring': () =>
          jsonResponse(
            scoringLog({
              scratches: [
                { runner: forever, scoredAs: epic, reason: 'alternate', plays: 1 },
                { runner: forever, scoredAs: sierra, reason: 'favorite', plays: 3 },
                { runner: mystik, scoredAs: null, reason: null, plays: 0 },
                { runner: epic, scoredAs: null, reason: 'favorite', plays: 2 },
              ],
            }),
          ),
      },
    );
    const { user } = renderApp(PAGE);
    const dialog = await openScoringLog(user);
    const scratches = within(await within(dialog).findByRole('list', { name: 'Scratches' })).getAllByRole(
      'listitem',
    );
    expect(scratches.map((scratch) => scratch.textContent)).toEqual([
      '3Forever Young (scratched)1 play scored as #AE1 Epic Ride (alternate).',
      '3Forever Young (scratched)3 plays scored as #2 Sierra Leone (post-time favorite).',
      '1Mystik Dan (scratched)No plays on it.',
      'AE1Epic Ride (scratched)2 plays: no post-time favorite to score them as.',
    ]);
  });

  it('shows a failed read in a red alert inside the dialog', async () => {
    mockContestApi(
      { races: [finalized()], racePlays: { 501: [] } },
      { 'GET /api/race/501/scoring': () => apiError(404, 'Race not scored yet.', 'Not Found') },
    );
    const { user } = renderApp(PAGE);
    const dialog = await openScoringLog(user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Race not scored yet.');
  });

  it('is not offered before the race is finalized', async () => {
    mockContestApi({
      races: [makeRace({}, { isWageringClosed: true })],
      racePlays: { 501: [] },
    });
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: /Race 1/ }));
    expect(await screen.findByText('Wagering is closed for this race.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'How this race was scored' })).not.toBeInTheDocument();
  });
});
