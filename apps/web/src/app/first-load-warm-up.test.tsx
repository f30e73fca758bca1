import type { FirstLoadData } from '@cj/shared/first-load';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeContest } from '@/features/contest/testing/fixtures';
import { accountQueryKey } from '@/lib/account';
import { isFirstPaintDone, resetFirstPaint } from '@/lib/first-paint';
import { createQueryClient } from '@/lib/query-client';
import { clearSessionToken, setSessionToken } from '@/lib/session';
import { getSiteQueryOptions } from '@/lib/site';
import { contestSummary } from '@/testing/contest-summaries';
import { jsonResponse, mockApi, testAccount, testSite } from '@/testing/test-utils';
import { firstLoadWarmUps, runInSeparateTasks } from './first-load-warm-up';
import { AppProvider } from './provider';

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

  it('start a signed-in player’s account query, whose answer the layout’s mount then reads without asking again', async () => {
    setSessionToken('token-1');
    const fetchMock = mockApi({ 'GET /api/account': () => jsonResponse(testAccount) });
    const queryClient = createQueryClient();
    await runInSeparateTasks(firstLoadWarmUps(queryClient, undefined));
    await vi.waitFor(() => expect(queryClient.getQueryData(accountQueryKey)).toEqual(testAccount));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('hold a signed-in player’s GET /account until the first commit is painted (decisions 040, 047)', async () => {
    resetFirstPaint({ painted: false });
    const frames: FrameRequestCallback[] = [];
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    const paintAndIdle = async () => {
      for (const callback of frames.splice(0)) callback(0);
      for (const callback of idle.splice(0)) callback({ didTimeout: false, timeRemaining: () => 10 });
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
    setSessionToken('token-1');
    const fetchMock = mockApi({ 'GET /api/account': () => jsonResponse(testAccount) });
    const queryClient = createQueryClient();
    queryClient.setQueryData(getSiteQueryOptions().queryKey, testSite);

    await runInSeparateTasks(firstLoadWarmUps(queryClient, undefined));
    await paintAndIdle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(isFirstPaintDone()).toBe(false);

    render(<AppProvider queryClient={queryClient}>The first page</AppProvider>);
    await paintAndIdle();
    expect(isFirstPaintDone()).toBe(true);
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
