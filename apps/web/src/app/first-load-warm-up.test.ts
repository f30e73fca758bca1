import type { FirstLoadData } from '@cj/shared/first-load';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeContest } from '@/features/contest/testing/fixtures';
import { accountQueryKey } from '@/lib/account';
import { createQueryClient } from '@/lib/query-client';
import { clearSessionToken, setSessionToken } from '@/lib/session';
import { contestSummary } from '@/testing/contest-summaries';
import { jsonResponse, mockApi, testAccount } from '@/testing/test-utils';
import { firstLoadWarmUps, runInSeparateTasks } from './first-load-warm-up';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearSessionToken();
});

describe('runInSeparateTasks', () => {
  it('runs each step in a task of its own, in order, after the current task, passing over one that throws', async () => {
    vi.useFakeTimers();
    const ran: string[] = [];
    const done = runInSeparateTasks([
      () => ran.push('first'),
      () => {
        throw new Error('unavailable');
      },
      () => ran.push('third'),
    ]);
    expect(ran).toEqual([]);
    await vi.advanceTimersToNextTimerAsync();
    expect(ran).toEqual(['first']);
    await vi.advanceTimersToNextTimerAsync();
    await vi.advanceTimersToNextTimerAsync();
    expect(ran).toEqual(['first', 'third']);
    await expect(done).resolves.toBeUndefined();
  });
});

describe('the first load warm-ups', () => {
  it('settle a visitor’s account without asking the API, so the first render knows the session', async () => {
    const fetchMock = mockApi({});
    const queryClient = createQueryClient();
    await runInSeparateTasks(firstLoadWarmUps(queryClient, undefined));
    await vi.waitFor(() => expect(queryClient.getQueryState(accountQueryKey)?.status).toBe('success'));
    expect(queryClient.getQueryData(accountQueryKey)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('start a signed-in player’s GET /account, which the layout’s mount then reads without asking again', async () => {
    setSessionToken('token-1');
    const fetchMock = mockApi({ 'GET /api/account': () => jsonResponse(testAccount) });
    const queryClient = createQueryClient();
    await runInSeparateTasks(firstLoadWarmUps(queryClient, undefined));
    await vi.waitFor(() => expect(queryClient.getQueryData(accountQueryKey)).toEqual(testAccount));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('make one formatter warm-up per time zone of the contests written into the page', () => {
    const data: FirstLoadData = {
      readAt: Date.now(),
      featuredContests: {
        property: 1,
        contests: [
          contestSummary({ id: 1, timezone: 'America/New_York' }),
          contestSummary({ id: 2, timezone: 'America/New_York' }),
          contestSummary({ id: 3, timezone: 'America/Los_Angeles' }),
        ],
      },
      contest: { slug: 'd', contest: makeContest({ timezone: null }) },
    };
    const withoutData = firstLoadWarmUps(createQueryClient(), undefined).length;
    expect(firstLoadWarmUps(createQueryClient(), data)).toHaveLength(withoutData + 3);
  });
});
