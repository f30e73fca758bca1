import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client';
import { afterFirstPaint, isFirstPaintDone, resetFirstPaint, startFirstPaintClock } from './first-paint';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetFirstPaint({ painted: true });
});

/** A browser's frame and idle callbacks, run when the test says (the frame painted, then idle time). */
function browserCallbacks() {
  const frames: FrameRequestCallback[] = [];
  const idle: IdleRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
  return {
    frame: () => {
      for (const callback of frames.splice(0)) callback(0);
    },
    idle: () => {
      for (const callback of idle.splice(0)) callback({ didTimeout: false, timeRemaining: () => 10 });
    },
  };
}

function mockFetch() {
  const fetchMock = vi.fn(
    async (_url: string | URL, _init?: RequestInit) =>
      new Response('{}', { headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return () => fetchMock.mock.calls.map(([url]) => String(url));
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the first load's reads wait for the first commit's paint (decisions 040, 047)", () => {
  it('resolves after the frame following the first commit and the idle time after it, then at once', async () => {
    resetFirstPaint({ painted: false });
    const browser = browserCallbacks();
    const done = vi.fn();
    void afterFirstPaint().then(done);
    startFirstPaintClock();
    await settled();
    expect(done).not.toHaveBeenCalled();
    browser.frame();
    await settled();
    expect(done).not.toHaveBeenCalled();
    browser.idle();
    await settled();
    expect(done).toHaveBeenCalled();
    expect(isFirstPaintDone()).toBe(true);
    await expect(afterFirstPaint()).resolves.toBeUndefined();
  });

  it('holds a GET until then, never a change (a POST goes at once)', async () => {
    resetFirstPaint({ painted: false });
    const browser = browserCallbacks();
    const requested = mockFetch();
    void api.post('/plays', { amount: 1 });
    const read = api.get('/contest/derby/races');
    await settled();
    expect(requested()).toEqual(['/api/plays']);
    startFirstPaintClock();
    browser.frame();
    browser.idle();
    await read;
    expect(requested()).toEqual(['/api/plays', '/api/contest/derby/races']);
  });

  it('does not start the clock for a GET sent before the first commit (the account’s warm-up, decision 042)', async () => {
    resetFirstPaint({ painted: false });
    const browser = browserCallbacks();
    const requested = mockFetch();
    const warmUp = api.get('/account');
    await settled();
    browser.frame();
    browser.idle();
    await settled();
    expect(requested()).toEqual([]);
    expect(isFirstPaintDone()).toBe(false);
    startFirstPaintClock();
    browser.frame();
    await settled();
    expect(requested()).toEqual([]);
    browser.idle();
    await warmUp;
    expect(requested()).toEqual(['/api/account']);
  });

  it('in a tab opened in the background, lets the reads go without waiting for a frame (a hidden tab runs none)', async () => {
    resetFirstPaint({ painted: false });
    const browser = browserCallbacks();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const done = vi.fn();
    void afterFirstPaint().then(done);
    startFirstPaintClock();
    await settled();
    browser.idle();
    await settled();
    visibility.mockRestore();
    expect(done).toHaveBeenCalled();
  });

  it('lets the reads go when the tab is hidden before the first commit’s frame', async () => {
    resetFirstPaint({ painted: false });
    const browser = browserCallbacks();
    const done = vi.fn();
    void afterFirstPaint().then(done);
    startFirstPaintClock();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    browser.idle();
    await settled();
    visibility.mockRestore();
    expect(done).toHaveBeenCalled();
    browser.frame();
    await settled();
    expect(isFirstPaintDone()).toBe(true);
  });

  it('starts the clock itself when no commit has a few seconds after the first wait: nothing waits for ever', async () => {
    resetFirstPaint({ painted: false });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const browser = browserCallbacks();
    const done = vi.fn();
    void afterFirstPaint().then(done);
    await vi.advanceTimersByTimeAsync(2_900);
    browser.frame();
    browser.idle();
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    browser.frame();
    browser.idle();
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toHaveBeenCalled();
  });
});
